/** The rule page's view model: what to show, notices, numbers over time, links. */
import { SOURCE_LANG } from '../langs/source.js';
import { isUiLang } from '../langs/index.js';
import type { Rendition, Rule } from '../model/schema.js';
import { isIsoDate } from '../model/time.js';
import {
  anchorOf,
  articleHref,
  compareHref,
  hasOwnPage,
  historyHref,
  LANGS,
  ruleHref,
  sectionHref,
  siteIndex,
} from './site.js';
import type { NumberRow, Shown } from './site-index.js';
import { displayNumber } from './site-body.js';
import { neutralise } from '../text/invisible.js';

export interface RulePage {
  rule: Rule;
  number: string;
  title: string;
  titleLang: string;
  shown?: Shown;
  /** The shown rendition is outdated: its base versions and where to see the English changes. */
  outdated?: { base: string; href: string };
  /** The shown rendition was placed by a declared numbering map. */
  declared?: { number: string; numbering: string };
  /** The rule is in no current version: its last number, and the first version without it. */
  retired?: { number: string; until: string };
  breadcrumb: Array<{ id: string; title: string; titleLang: string; href: string }>;
  /** Direct children (rules' subrules are shown in full, sections' rules as links). */
  children: string[];
  citedBy: string[];
  references: string[];
  formerNumbers: NumberRow[];
  /** Other rules that used this rule's number earlier. */
  alsoMeant: Array<{ id: string; from: string | null; to: string | null }>;
  /** UI languages that have their own text (links to those pages). */
  langs: Array<{ lang: string; own: boolean; href: string }>;
  /** Other languages with a text that have no UI (for the compare link). */
  renditionLangs: string[];
  compare?: string;
  history?: string;
  section?: string;
  /** Other sources with a text of this rule in the page's language (not official releases): title, date, link. */
  otherTexts: SourceRef[];
  /** The official releases with a text of this rule in the page's language, other than the one shown:
   *  how many and their span (each is in the changes section's release list). */
  otherReleases?: { count: number; from: string; to: string };
  source?: SourceRef & { version: string | null };
  /** The rules before and after it in the edition's reading order (rules in force only). */
  prev?: { number: string; href: string };
  next?: { number: string; href: string };
}

/** Each rule in force → its place in reading order (computed once per edition). */
const places = new WeakMap<readonly string[], Map<string, number>>();

function neighbours(ids: readonly string[], id: string, lang: string): Pick<RulePage, 'prev' | 'next'> {
  let at = places.get(ids);
  if (!at) places.set(ids, (at = new Map(ids.map((x, i) => [x, i]))));
  const i = at.get(id);
  if (i === undefined) return {};
  const link = (x: string | undefined) => (x ? { number: displayNumber(x), href: ruleHref(lang, x) } : undefined);
  const out: Pick<RulePage, 'prev' | 'next'> = {};
  // The pages before and after: in a translation's interface a subrule is on its rule's page.
  let before = i - 1;
  while (before >= 0 && !hasOwnPage(lang, ids[before]!)) before--;
  let after = i + 1;
  while (after < ids.length && !hasOwnPage(lang, ids[after]!)) after++;
  const prev = link(ids[before]);
  const next = link(ids[after]);
  if (prev) out.prev = prev;
  if (next) out.next = next;
  return out;
}

/** Base versions as a reader takes them in: one or two dates, or the first and last of a run. */
function baseLabel(versions: readonly string[]): string {
  if (!versions.length) return '—';
  if (versions.length <= 2) return versions.map((v) => label(v)).join(', ');
  return `${label(versions[0]!)} – ${label(versions.at(-1)!)}`;
}

/** A source as readers see it: its title, and its page when it has one (articles). */
export interface SourceRef {
  id: string;
  title: string;
  /** The language the title is written in (the source's). */
  lang: string;
  /** The source's date (a release's effective date), when it has one. */
  date?: string;
  href?: string;
}

/**
 * A source by title; `SOURCE#N` (a revision read from a rule-history page) is that source's title
 * with its revision number.
 */
export function sourceRef(id: string, lang: string): SourceRef {
  const at = /#(\d+)$/.exec(id);
  if (at && !siteIndex().sources.has(id)) {
    const page = sourceRef(id.slice(0, at.index), lang);
    return { ...page, id, title: `${page.title} #${at[1]}` };
  }
  const index = siteIndex();
  const article = index.graph.articles.find((a) => a.source === id);
  const source = index.sources.get(id);
  return {
    id,
    title: source?.title ?? id,
    lang: source?.lang ?? lang,
    ...(source?.date ? { date: source.date } : {}),
    ...(article ? { href: articleHref(lang, article.slug) } : {}),
  };
}

/**
 * Does a rule have a compare page: text in two or more UI languages (the page shows every one). The
 * pages are drawn in the browser from one data file per rule and its subrules (query/site-compare.ts), so every
 * such rule has one, a whole translation's included.
 */
export function hasCompare(rule: Rule): boolean {
  return new Set(rule.renditions.map((r) => r.lang).filter((l) => isUiLang(l))).size >= 2;
}

export function hasHistory(rule: Rule): boolean {
  return rule.revisions.length >= 2;
}

/** Title of a rule in a UI language: its own rendition's title, else the rule's. */
export function titleIn(id: string, lang: string): string {
  return titleOf(id, lang).text;
}

/**
 * A rule's title and the language it is in: the page language's rendition title, else the
 * rule's title (in the language of the rendition it came from).
 */
export function titleOf(id: string, lang: string): { text: string; lang: string } {
  const index = siteIndex();
  const shown = index.shown(id, lang);
  // Titles are shown as text everywhere (headings, lists, breadcrumbs): without controls.
  if (shown && !shown.fallback && shown.rendition.title) return { text: neutralise(shown.rendition.title), lang };
  const rule = index.rule(id);
  if (!rule?.title) return { text: '', lang };
  const from = rule.renditions.find((r) => r.title === rule.title);
  return { text: neutralise(rule.title), lang: from?.lang ?? SOURCE_LANG };
}

export function rulePage(id: string, lang: string): RulePage {
  const index = siteIndex();
  const rule = index.rule(id)!;
  const shown = index.shown(id, lang);
  const r = shown?.rendition;
  const page: RulePage = {
    rule,
    number: displayNumber(id),
    title: titleOf(id, lang).text,
    titleLang: titleOf(id, lang).lang,
    shown,
    breadcrumb: index.ancestors(id).map((a) => {
      const title = titleOf(a, lang);
      return { id: a, title: title.text, titleLang: title.lang, href: ruleHref(lang, a) };
    }),
    children: index.childrenOf(id),
    citedBy: rule.referencedBy.filter((c) => index.rule(c)),
    references: rule.references.filter((c) => index.rule(c) && c !== id),
    formerNumbers: index.numbersOf(id).filter((n) => n.number !== displayNumber(id) || id.includes('@')),
    alsoMeant: [],
    langs: LANGS.map((l) => ({ lang: l, own: rule.renditions.some((x) => x.lang === l), href: ruleHref(l, id) })),
    renditionLangs: index.renditionLangs(rule),
    otherTexts: [],
  };
  if (r && !shown.fallback) {
    const others = [...new Set(index.renditionsIn(rule, lang).map((x) => x.source))].filter((x) => x !== r.source);
    const releases = others.filter((x) => index.sources.get(x)?.format === 'cr' && index.sources.get(x)?.date);
    const dates = releases.map((x) => index.sources.get(x)!.date!).sort();
    if (dates.length) page.otherReleases = { count: dates.length, from: dates[0]!, to: dates.at(-1)! };
    page.otherTexts = others
      .filter((x) => !releases.includes(x))
      .map((x) => sourceRef(x, lang))
      .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.title.localeCompare(b.title));
  }
  // Every number it had ended: the rule left the Comprehensive Rules (2008's 310 Combat Damage Step).
  // (All of its numbers, the current one included: formerNumbers leaves that out.)
  const numbers = index.numbersOf(id);
  if (index.isRetired(id)) {
    const last = numbers.reduce((a, n) => (n.to! > a.to! ? n : a));
    page.retired = { number: last.number, until: last.to! };
  }
  page.alsoMeant = index
    .numberUses(displayNumber(id))
    .filter((u) => u.id !== id && index.rule(u.id))
    .map((u) => ({ id: u.id, from: u.from, to: u.to }));
  // A section's page is the whole section: its neighbours are the sections before and after it.
  const wholeSection = rule.kind === 'section' && index.hasSectionPage(id);
  Object.assign(page, neighbours(wholeSection ? index.sections : index.edition.ids, id, lang));
  if (hasCompare(rule)) page.compare = compareHref(lang, id);
  if (hasHistory(rule)) page.history = historyHref(lang, id);
  const section = index.sectionOf(id);
  if (section && section !== id && index.hasSectionPage(section))
    page.section = sectionHref(lang, section) + '#' + anchorOf(id);
  if (r) {
    page.source = { ...sourceRef(r.source, lang), version: r.version };
    if (!shown.fallback) {
      const item = rule.review.find((x) => x.source === r.source && x.status === 'outdated');
      if (item) {
        const base = item.baseVersions.at(-1);
        const q = base ? `?from=${encodeURIComponent(base)}` : '';
        page.outdated = {
          base: baseLabel(item.baseVersions),
          href: page.history ? historyHref(lang, id, q) : `/${lang}/review/${id}/`,
        };
      }
    }
    if (index.onlyDeclared(r)) {
      page.declared = {
        number: r.sourceNumber ?? r.number,
        numbering: index.numberingOf(r) ?? r.numbering ?? index.graph.canonicalNumbering,
      };
    }
  }
  return page;
}

/** A version label for people: dates as they are, `SOURCE#N` as "SOURCE #N". */
export function label(version: string | null | undefined, currentLabel?: string): string {
  if (!version) return '—';
  if (isIsoDate(version)) return version;
  if (currentLabel && version === siteIndex().graph.canonicalNumbering) return currentLabel;
  const date = siteIndex().versionDate(version);
  if (date) return date;
  // A revision read from a history page (`SOURCE#N`): the page's title, not its file id.
  return /#\d+$/.test(version) ? sourceRef(version, '').title : version.replace('#', ' #');
}
