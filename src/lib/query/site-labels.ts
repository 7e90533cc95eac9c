/**
 * Strings the islands need in the page's language, served once per language (/labels/{lang}.json)
 * rather than in every page: the rule page's "Changes" island fetches them with the rule's data.
 */
import { tFor } from '../../i18n/index.js';

const CHANGES = ['created', 'substantive', 'cosmetic', 'renumbered', 'unchanged', 'retired'] as const;

export function changesLabels(lang: string) {
  const t = tFor(lang);
  return {
    timeline: t('history.timeline'),
    legend: t('history.legend'),
    compareAny: t('history.compareAny'),
    from: t('history.from'),
    to: t('history.to'),
    number: t('history.number', { number: '{n}' }),
    renumbered: t('history.renumbered'),
    sources: t('history.sources'),
    ins: t('history.inserted'),
    del: t('history.deleted'),
    same: t('history.noChange'),
    typography: t('history.typography'),
    oldestFirst: t('history.oldestFirst'),
    releases: t('release.list'),
    splitFrom: t('history.splitFrom'),
    mergedInto: t('history.mergedInto'),
    why: t('history.why'),
    key: `● ${t('change.substantive')} · ○ ${t('change.cosmetic')} · ◦ ${t('change.unchanged')} · ◇ ${t('change.renumbered')} · × ${t('change.retired')}`,
    c: Object.fromEntries(CHANGES.map((c) => [c, t(`change.${c}`)])),
  };
}

export type ChangesLabels = ReturnType<typeof changesLabels>;

const RELEASE_KEYS = [
  'asOf',
  'nearest',
  'before',
  'unknown',
  'current',
  'notIn',
  'numberThen',
  'list',
  'glossary',
  'contents',
  'loading',
  'swapped',
  'same',
  'pairTitle',
  'noRelease',
] as const;

/**
 * The release views' strings (/{lang}/all/?release=, /{lang}/rules/{id}/?release=), with their
 * placeholders kept as `{name}` for the island to fill.
 */
export function releaseLabels(lang: string) {
  const t = tFor(lang);
  const keep = { date: '{date}', asked: '{asked}', first: '{first}', number: '{number}', from: '{from}', to: '{to}' };
  const kinds = ['added', 'removed', 'substantive', 'renumbered', 'cosmetic'] as const;
  return {
    ...(Object.fromEntries(RELEASE_KEYS.map((k) => [k, t(`release.${k}`, keep)])) as Record<
      (typeof RELEASE_KEYS)[number],
      string
    >),
    kinds: Object.fromEntries(kinds.map((k) => [k, t(`changes.kind_${k}`)])) as Record<(typeof kinds)[number], string>,
    movedFrom: t('changes.movedFrom', { from: '{from}' }),
  };
}

export type ReleaseLabels = ReturnType<typeof releaseLabels>;

/** Copy link / copy citation (client/cite.ts): the citation's template is filled in the page. */
export function citeLabels(lang: string) {
  const t = tFor(lang);
  return {
    link: t('cite.link'),
    citation: t('cite.citation'),
    copied: t('cite.copied'),
    format: t('cite.format', { number: '{{number}}', date: '{{date}}' }),
  };
}

export type CiteLabels = ReturnType<typeof citeLabels>;
