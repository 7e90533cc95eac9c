/**
 * Rule bodies as sanitised HTML, memoised per (UI language, view, rule): rule pages, section
 * pages and the one-page view share the work. References link to anchors on the same page
 * where the target is there, else to the target's rule page.
 */
import { tFor } from '../../i18n/index.js';
import { ruleBlock, type Badge } from '../render/rule-block.js';
import { toSafeHtml, type SafeHtml } from '../render/safe.js';
import type { LinkContext } from '../render/rule-text.js';
import { anchorOf, ruleHref, siteIndex } from './site.js';
import { resolverFor } from './site-refs.js';
import { termMatcher } from './site-glossary.js';

export type View = { kind: 'page' } | { kind: 'all' } | { kind: 'section'; section: string };

const cache = new Map<string, SafeHtml>();
const termTitles = new Map<string, string>();

function termTitle(uiLang: string, term: string): string {
  const key = `${uiLang}|${term}`;
  let title = termTitles.get(key);
  if (title === undefined) termTitles.set(key, (title = tFor(uiLang)('rule.glossaryTerm', { term })));
  return title;
}

function viewKey(v: View): string {
  return v.kind === 'section' ? `s:${v.section}` : v.kind;
}

export function displayNumber(id: string): string {
  return id.replace(/@.*/, '');
}

function hrefIn(view: View, uiLang: string): (id: string) => string {
  const index = siteIndex();
  if (view.kind === 'all') return (id) => '#' + anchorOf(id);
  if (view.kind === 'section') return (id) => (index.sectionOf(id) === view.section ? '#' + anchorOf(id) : ruleHref(uiLang, id));
  return (id) => ruleHref(uiLang, id);
}

/** The review status of the rendition shown, when it is outdated. */
export function isOutdated(id: string, source: string): boolean {
  return !!siteIndex()
    .rule(id)
    ?.review.some((r) => r.source === source && r.status === 'outdated');
}

/**
 * One rule as a block. `bare`: the body only (the rule page's own rule, under its h1).
 * `headingBase`: heading level of sections in this view (chapters one above).
 */
export function blockHtml(id: string, uiLang: string, view: View, opts: { bare?: boolean; headingBase?: number } = {}): SafeHtml {
  const key = `${uiLang}|${viewKey(view)}|${opts.bare ? 'b' : ''}${opts.headingBase ?? ''}|${id}`;
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
    if (shown.fallback) badges.push({ text: r.lang.toUpperCase(), title: t('rule.notTranslatedShort'), className: 'fb' });
    else if (isOutdated(id, r.source)) badges.push({ text: t('statusName.outdated'), className: 'old' });
    if (r.placement.by === 'declared') badges.push({ text: '?', title: t('rule.declaredShort'), className: 'decl' });
  }
  const link: LinkContext = {
    lang: r?.lang ?? 'en',
    resolve: r ? resolverFor(index, r) : () => undefined,
    href: hrefIn(view, uiLang),
  };
  if (view.kind === 'page' && r) {
    const terms = termMatcher(r.lang);
    if (terms) {
      link.terms = terms;
      link.termHref = (slug) => `/${uiLang}/glossary/#${slug}`;
      link.termTitle = (term) => termTitle(uiLang, term);
      link.seen = new Set();
    }
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
      rendition: r,
      badges,
      uiLang,
      exampleLabel: t('rule.example'),
      headingLevel: rule.kind === 'chapter' ? base - 1 : base,
      link,
    }),
  ]);
  cache.set(key, html);
  return html;
}

/** Several blocks in order, as one string. */
export function blocksHtml(ids: readonly string[], uiLang: string, view: View, headingBase?: number): SafeHtml {
  return ids.map((id) => blockHtml(id, uiLang, view, { headingBase })).join('\n') as SafeHtml;
}
