/**
 * What the service worker needs to show a page of the current edition offline, without the pages'
 * HTML: per chapter, each rule in force once — its number, title, place (breadcrumb, previous and
 * next) and its text as the rule pages print it (the same sanitised blocks: its own text under its
 * heading, and the block other pages list it with), plus which rules its page shows in full under
 * it. A page is put together from these in the browser (client/offline-page.ts).
 */
import { SOURCE_LANG } from '../langs/source.js';
import { langName, tFor } from '../../i18n/index.js';
import { parseNumber } from '../model/numbers.js';
import { siteIndex } from './site.js';
import { blockHtml, displayNumber } from './site-body.js';
import { rulePage } from './site-rule.js';
import { snippet } from './site-snippet.js';
import { ruleSlot, scenarioSlotHtml } from './site-scenario-slot.js';

export interface OfflineRule {
  /** Kind (rule, subrule, section, chapter). */
  k: string;
  n: string;
  t?: string;
  /** The title's language when it is not the page's. */
  tl?: string;
  /** Its own text, as under the page's heading (glossary terms linked). */
  b: string;
  /** Its block among others (a rule page's subrules, a section's rules). */
  f: string;
  /** The rules shown in full under it (subrules; a section's rules), in order. */
  c?: string[];
  /** A section's rules (its in-page contents), a chapter's sections (links). */
  toc?: string[];
  /** The start of its text, where it has no title (for those lists), and that text's language. */
  sn?: string;
  snl?: string;
  /** Ancestors, outermost first (the breadcrumb). */
  up?: string[];
  prev?: string;
  next?: string;
  /** The notice above its text (not translated yet; an outdated translation), as the page words it. */
  note?: string;
  /** Its runnable examples as its page prints them (site-scenario-slot.ts), when it has some. */
  sc?: string;
}

export interface OfflineMeta {
  release: string | null;
  /** The chapters with a data file (/{lang}/offline/{chapter}.json). */
  chapters: string[];
  labels: Record<string, string>;
}

function chapterKey(id: string): string {
  return String(parseNumber(id)?.chapter ?? 0);
}

/** The chapters of the edition that have a data file. */
export function offlineChapters(): string[] {
  return [...new Set(siteIndex().edition.ids.map(chapterKey))];
}

/** One chapter's rules in force, in the page's language. */
export function offlineChapter(lang: string, chapter: string): Record<string, OfflineRule> {
  const index = siteIndex();
  const t = tFor(lang);
  const out: Record<string, OfflineRule> = {};
  for (const id of index.edition.ids) {
    if (chapterKey(id) !== chapter) continue;
    const page = rulePage(id, lang);
    const kind = page.rule.kind;
    const full = kind === 'rule' || kind === 'subrule' || (kind === 'section' && index.hasSectionPage(id));
    const c = full ? index.descendants(id).slice(1) : [];
    const rule: OfflineRule = {
      k: kind,
      n: displayNumber(id),
      b: blockHtml(id, lang, 'page', { bare: true, terms: true }),
      f: blockHtml(id, lang, 'page'),
    };
    if (page.title) rule.t = page.title;
    if (page.title && page.titleLang !== lang) rule.tl = page.titleLang;
    if (c.length) rule.c = c;
    if ((kind === 'section' && full && page.children.length > 1) || kind === 'chapter') rule.toc = page.children;
    if (!page.title && kind === 'rule') {
      rule.sn = snippet(id, lang, 60);
      const from = index.shown(id, lang)?.rendition.lang;
      if (from && from !== lang) rule.snl = from;
    }
    if (page.breadcrumb.length) rule.up = page.breadcrumb.map((b) => b.id);
    const shown = page.shown?.rendition;
    if (shown && page.shown?.fallback)
      rule.note =
        shown.lang === SOURCE_LANG
          ? t('rule.notTranslated')
          : t('rule.notTranslatedOther', { lang: langName(t, shown.lang) });
    else if (page.outdated) rule.note = t('rule.outdated', { base: page.outdated.base });
    const slot = ruleSlot(id, lang);
    if (slot.scenarios.length) rule.sc = scenarioSlotHtml(slot);
    if (page.prev) rule.prev = page.prev.number;
    if (page.next) rule.next = page.next.number;
    out[id] = rule;
  }
  return out;
}

/** The labels and the edition an offline page shows. */
export function offlineMeta(lang: string): OfflineMeta {
  const t = tFor(lang);
  const labels: Record<string, string> = {};
  for (const k of ['rule', 'subrule', 'section', 'chapter']) labels[`kind.${k}`] = t(`kind.${k}`);
  for (const k of [
    'nav.home',
    'nav.breadcrumb',
    'rule.subrules',
    'rule.children',
    'rule.neighbours',
    'all.contents',
    'offline.page',
    'offline.ready',
    'offline.saving',
    'offline.off',
  ])
    labels[k] = t(k);
  // "751 rules" in the language's plural forms, chosen in the browser (Intl.PluralRules).
  for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
    const key = `section.rules_${form}`;
    const text = t(key);
    if (text !== key) labels[key] = text;
  }
  return { release: siteIndex().edition.release ?? null, chapters: offlineChapters(), labels };
}
