/**
 * Rule bodies as sanitised HTML, memoised per (UI language, view, rule): rule pages and section
 * pages share their blocks (links to rule pages); the one-page view links to its own anchors.
 * Glossary terms are linked in the rule page's own rule only (`terms`).
 */
import { SOURCE_LANG } from '../langs/source.js';
import { tFor } from '../../i18n/index.js';
import { ruleBlock, type Badge } from '../render/rule-block.js';
import type { Example, Rendition } from '../model/schema.js';
import { toSafeHtml, type SafeHtml } from '../render/safe.js';
import type { LinkContext } from '../render/rule-text.js';
import { anchorOf, ruleHref, siteIndex } from './site.js';
import { resolverFor } from './site-refs.js';
import { termMatcher } from './site-glossary.js';
import { cardSlug, linkableCards } from './site-extra.js';

export type View = 'page' | 'all';

const cache = new Map<string, SafeHtml>();

export function displayNumber(id: string): string {
  return id.replace(/@.*/, '');
}

function hrefIn(view: View, uiLang: string): (id: string) => string {
  if (view === 'all') return (id) => '#' + anchorOf(id);
  return (id) => ruleHref(uiLang, id);
}

/** The review status of the rendition shown, when it is outdated. */
export function isOutdated(id: string, source: string): boolean {
  return !!siteIndex()
    .rule(id)
    ?.review.some((r) => r.source === source && r.status === 'outdated');
}

export interface BlockOptions {
  /** The body only (the rule page's own rule, under its h1). */
  bare?: boolean;
  /** Link glossary terms (first occurrence of each). */
  terms?: boolean;
  /** Heading level of sections in this view (chapters one above). */
  headingBase?: number;
}

/** One rule as a block of HTML. */
export function blockHtml(id: string, uiLang: string, view: View, opts: BlockOptions = {}): SafeHtml {
  const key = `${uiLang}|${view}|${opts.bare ? 'b' : ''}${opts.terms ? 't' : ''}${opts.headingBase ?? ''}|${id}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const index = siteIndex();
  const rule = index.rule(id);
  if (!rule) return '' as SafeHtml;
  const t = tFor(uiLang);
  const shown = index.shown(id, uiLang);
  const r = shown?.rendition;
  const badges: Badge[] = [];
  if (!opts.bare && r) {
    if (shown.fallback)
      badges.push({ text: r.lang.toUpperCase(), title: t('rule.notTranslatedShort'), className: 'fb' });
    else if (isOutdated(id, r.source)) badges.push({ text: t('statusName.outdated'), className: 'old' });
    if (index.onlyDeclared(r)) badges.push({ text: '?', title: t('rule.declaredShort'), className: 'decl' });
  }
  const link: LinkContext = {
    lang: r?.lang ?? SOURCE_LANG,
    resolve: r ? resolverFor(index, r) : () => undefined,
    href: hrefIn(view, uiLang),
  };
  if (opts.terms && r) {
    const terms = termMatcher(r.lang);
    if (terms) {
      link.terms = terms;
      // (What a term means shows on hover, focus or tap, from /{lang}/glossary.json: client/terms.ts.)
      link.termHref = (slug) => `/${uiLang}/glossary/#${slug}`;
    }
    link.cards = { list: linkableCards(), href: (name) => `/${uiLang}/cards/#${cardSlug(name)}` };
    link.seen = new Set();
  }
  const base = opts.headingBase ?? 2;
  const html = toSafeHtml([
    ruleBlock({
      id,
      anchor: anchorOf(id),
      kind: rule.kind,
      number: opts.bare ? '' : displayNumber(id),
      numberHref: opts.bare ? undefined : ruleHref(uiLang, id),
      title: opts.bare ? '' : (!shown?.fallback && r?.title) || rule.title,
      rendition: r && !shown.fallback ? withEnglishParts(r, index.shown(id, SOURCE_LANG)?.rendition) : r,
      badges,
      untranslatedLabel: t('rule.notTranslatedShort'),
      uiLang,
      exampleLabel: t('rule.example'),
      headingLevel: rule.kind === 'chapter' ? base - 1 : base,
      link,
    }),
  ]);
  // Only blocks shown twice (a subrule on its rule's page and on its section's page) are kept:
  // the others are used once, and holding them would only grow the heap the GC walks.
  if (view === 'page' && !opts.bare && !opts.terms) cache.set(key, html);
  return html;
}

/**
 * A translation made part by part (a review import: its examples know their places) shows, in the
 * place of an example nobody translated, the English one, marked as English.
 */
function withEnglishParts(
  r: Rendition,
  english: Rendition | undefined,
): Rendition & { examples: Array<Example & { lang?: string }> } {
  if (!english || r.lang === SOURCE_LANG || !r.examples.some((e) => e.at !== undefined)) return r;
  const byPlace = new Map(r.examples.map((e, k) => [e.at ?? k + 1, e]));
  const examples: Array<Example & { lang?: string }> = [];
  const places = Math.max(english.examples.length, ...byPlace.keys());
  for (let k = 1; k <= places; k++) {
    const own = byPlace.get(k);
    if (own) examples.push(own);
    else if (english.examples[k - 1]) examples.push({ ...english.examples[k - 1]!, lang: english.lang });
  }
  return { ...r, examples };
}

/** Several blocks in order, as one string. */
export function blocksHtml(ids: readonly string[], uiLang: string, view: View, headingBase?: number): SafeHtml {
  return ids.map((id) => blockHtml(id, uiLang, view, { headingBase })).join('\n') as SafeHtml;
}
