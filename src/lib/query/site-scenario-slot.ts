/**
 * A page's runnable examples as HTML (what reads without JavaScript): the slot's heading, the
 * no-script note carrying the controls' words, and per example its title, where it comes from and
 * its text — or a link to that example where the page prints it already. Rule pages print it
 * (ScenarioSlot.astro) and the service worker's offline pages carry the same (site-offline.ts); the
 * islands' script (client/scenario.ts) makes the controls and runs them.
 */
import { h } from 'hastscript';
import type { ElementContent } from 'hast';
import { tFor } from '../../i18n/index.js';
import { toSafeHtml, type SafeHtml } from '../render/safe.js';
import type { Scenario } from '../scenarios/schema.js';
import { anchorOf, hasOwnPage, siteIndex } from './site.js';
import { islandView, scenariosForRule } from './site-scenarios.js';

export interface SlotInput {
  /** The rule (or article) the slot belongs to. */
  id: string;
  label: string;
  lang: string;
  scenarios: readonly Scenario[];
  /** The rules the page prints in full: an example of theirs is on the page already. */
  onPage?: readonly string[];
}

const other = (lang: string, page: string) => (lang === page ? undefined : lang);

export function scenarioSlotHtml({ id, label, lang, scenarios, onPage = [] }: SlotInput): SafeHtml {
  const headingId = `scenarios-${id.replace(/[^A-Za-z0-9-]/g, '-')}`;
  if (!scenarios.length)
    return toSafeHtml([h('section.scenarios', { dataScenarioSlot: '', ariaLabel: label, hidden: true })]);
  return toSafeHtml([
    h('section.scenarios', { dataScenarioSlot: '', ariaLabelledBy: headingId }, [
      h('h2', { id: headingId }, label),
      ...islandNodes(lang, scenarios, onPage),
    ]),
  ]);
}

/** Examples embedded in a text (a guide's `::scenario{id}`): the islands without a slot around them (hast, sanitised with the text). */
export function scenarioIslandNodes(lang: string, scenarios: readonly Scenario[]): ElementContent[] {
  return islandNodes(lang, scenarios, []);
}

/** The no-script note (carrying the controls' words) and each example's title, origin and text. */
function islandNodes(lang: string, scenarios: readonly Scenario[], onPage: readonly string[]): ElementContent[] {
  const t = tFor(lang);
  const islands: ElementContent[] = scenarios.map((s) => {
    const v = islandView(s, lang);
    const rule = s.source.rule;
    // (A translation may have fewer examples than the English rule: then the island quotes it.)
    const printed = rule ? (siteIndex().shown(rule, lang)?.rendition.examples.length ?? 0) : 0;
    const here =
      rule !== undefined && s.source.example !== undefined && onPage.includes(rule) && printed >= s.source.example;
    return h('article.scenario', { id: v.anchor, dataScenario: v.id }, [
      h('h3', { lang: other(v.title.lang, lang) }, v.title.text),
      v.origin ? h('p.legend', here ? h('a', { href: '#' + anchorOf(rule) }, v.origin) : v.origin) : undefined,
      here ? undefined : h('blockquote.sc-quote', { lang: other(v.quote.lang, lang) }, h('p', v.quote.text)),
    ]);
  });
  return [
    // The controls and the outcome exist only with JavaScript: the script makes them from these words
    // (the hint under them comes with the example's words, once the engine has drawn it).
    h(
      'p.sc-nojs.legend',
      {
        dataStep: t('scenario.stepOnce'),
        dataRun: t('scenario.run'),
        dataReset: t('scenario.reset'),
        dataLoading: t('scenario.loading'),
      },
      t('scenario.needsJs'),
    ),
    ...islands,
  ];
}

/** A rule page's slot: the examples that name the rule; the rules the page prints in full are its
 *  own and its subrules (a rule), or the whole section (a section's page). */
export function ruleSlot(id: string, lang: string): SlotInput {
  const index = siteIndex();
  const kind = index.rule(id)?.kind;
  const full = kind === 'rule' || kind === 'subrule' || (kind === 'section' && index.hasSectionPage(id));
  // The examples of the subrules read on this page (a translation's interface: model/pages.ts) too.
  const folded = index.descendants(id).filter((d) => d !== id && !hasOwnPage(lang, d));
  const seen = new Set<string>();
  const scenarios = [id, ...folded]
    .flatMap((r) => scenariosForRule(r))
    .filter((s) => !seen.has(s.id) && Boolean(seen.add(s.id)));
  return {
    id,
    label: tFor(lang)('rule.runnable'),
    lang,
    scenarios,
    onPage: full ? index.descendants(id) : [id],
  };
}
