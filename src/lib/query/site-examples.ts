/**
 * The runnable examples index (/{lang}/examples/): every scenario where it runs. The rules' own
 * examples in rule order (the rule each is quoted from, then its number), grouped by section; then
 * each article's homework, in question order, under the article. Each row links to every rule the
 * scenario names.
 */
import { compareNumbers } from '../model/numbers.js';
import type { Scenario } from '../scenarios/schema.js';
import { ruleHref, siteGraph, siteIndex } from './site.js';
import { scenarioAnchor, siteScenarios } from './site-scenarios.js';
import { inLang } from '../scenarios/text.js';
import { sectionOf } from '../model/pages.js';

export interface ExampleRow {
  id: string;
  /** in the page's language, else English (`lang` says which) */
  title: { text: string; lang: string };
  /** Where it runs: its rule's page or its article, at the example. */
  href: string;
  /** The rules it names; `href` only where the site has the rule's page. */
  rules: Array<{ id: string; href?: string }>;
}

/** A section of rules (`section`) or an article (`article`), with its examples. */
export type ExampleGroup = { rows: ExampleRow[] } & (
  { section: string; href?: string } | { article: { slug: string; title: string; lang: string; href: string } }
);

interface ArticleRef {
  source: string;
  slug: string;
  title: string;
  lang: string;
}

/** The rule an example belongs to: the one it is quoted from, else the first it names. */
const home = (s: Scenario) => s.source.rule ?? s.rules[0]!;

function order(a: Scenario, b: Scenario): number {
  return (
    compareNumbers(home(a), home(b)) ||
    (a.source.example ?? 0) - (b.source.example ?? 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * `hasPage` says which rules have a page: content without a release (the seeds) has few, and an
 * example whose rule has no page runs nowhere, so it is not listed.
 */
export function exampleGroups(
  lang: string,
  scenarios: readonly Scenario[] = siteScenarios(),
  articles: readonly ArticleRef[] = siteGraph().articles,
  hasPage: (id: string) => boolean = (id) => siteIndex().rule(id) !== undefined,
): ExampleGroup[] {
  const row = (s: Scenario, page: string): ExampleRow => ({
    id: s.id,
    title: inLang(s.title, lang),
    href: `${page}#${scenarioAnchor(s.id)}`,
    rules: s.rules.map((id) => (hasPage(id) ? { id, href: ruleHref(lang, id) } : { id })),
  });
  const articleOf = (s: Scenario) =>
    s.source.homework !== undefined ? articles.find((a) => a.source === s.source.document) : undefined;
  const groups: ExampleGroup[] = [];
  for (const s of scenarios.filter((x) => !articleOf(x) && hasPage(home(x))).sort(order)) {
    const last = groups.at(-1);
    // The example is on its rule's page (a subrule's, in a translation's interface, on its rule's).
    const r = row(s, ruleHref(lang, home(s)).replace(/#.*/, ''));
    if (last && 'section' in last && last.section === sectionOf(home(s))) last.rows.push(r);
    else {
      const section = sectionOf(home(s));
      groups.push(hasPage(section) ? { section, href: ruleHref(lang, section), rows: [r] } : { section, rows: [r] });
    }
  }
  for (const a of articles) {
    const homework = scenarios
      .filter((s) => articleOf(s) === a)
      .sort((x, y) => x.source.homework! - y.source.homework!);
    if (!homework.length) continue;
    const href = `/${lang}/articles/${a.slug}/`;
    const article = { slug: a.slug, title: a.title, lang: a.lang, href };
    groups.push({ article, rows: homework.map((s) => row(s, href)) });
  }
  return groups;
}
