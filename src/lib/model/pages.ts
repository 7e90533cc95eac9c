/**
 * Where the site shows a rule (DESIGN §7: HTML routes may merge). In the source language every rule
 * has its page; in a translation's interface a current subrule is read on its rule's page, at its
 * anchor (/ru/rules/707.10/#R70710a): the rule page shows its subrules in full, and one page per
 * subrule in five languages (2,094 of the archive's 3,608 rules, five times) would not fit a static
 * host's 20,000 files. /{lang}/rules/707.10a/ is answered by 404.html, which goes to the anchor.
 * Browser-safe: the site's pages and its scripts build links alike.
 */
import { SOURCE_LANG } from '../langs/source.js';

/** A current subrule's number: its rule's number and one or two letters (a retired id has `@DATE`). */
const SUBRULE = /^(\d+\.\d+)[a-z]{1,2}$/;

/** Yawgatog-style anchor: 707.10a → R70710a; ids of other numberings keep their date (R5012-2008-10-01). */
export function anchorOf(id: string): string {
  const [bare, at] = id.split('@') as [string, string | undefined];
  return 'R' + bare.replace('.', '') + (at ? '-' + at.replace(/[^\w-]/g, '-') : '');
}

/**
 * Does a rule's page show this subrule (the build knows; a script in the browser takes it to, as in
 * any whole release)? A subrule its rule's page does not show (an excerpt's, one of another
 * release than the rule's) keeps its own page.
 */
export type Holds = (rule: string, subrule: string) => boolean;

/** The rule whose page shows `id` in the interface of `lang`: itself, or a subrule's rule. */
export function pageIdOf(lang: string, id: string, holds?: Holds): string {
  if (lang === SOURCE_LANG) return id;
  const rule = SUBRULE.exec(id)?.[1];
  return rule && (!holds || holds(rule, id)) ? rule : id;
}

/** Does `id` have a page of its own in the interface of `lang`? */
export const hasOwnPage = (lang: string, id: string, holds?: Holds): boolean => pageIdOf(lang, id, holds) === id;

/** The path of a rule on the site: its page, or its rule's page at its anchor. */
export function rulePath(lang: string, id: string, holds?: Holds): string {
  const page = pageIdOf(lang, id, holds);
  // Ids are digits, letters, dots, `@` and dashes: safe in a path as they are.
  return `/${lang}/rules/${page}/${page === id ? '' : `#${anchorOf(id)}`}`;
}

/**
 * The chapter a rule is in (its first digit: 707.10 → 7), which names the data files that hold a
 * chapter's rules for offline pages (/{lang}/offline/{chapter}.json).
 */
export function chapterOf(id: string): string {
  return /^\d{3}/.test(id) ? id[0]! : (/^\d+/.exec(id)?.[0] ?? '');
}

/** The section a rule number files under (707.10 → 707; a section or chapter under itself). */
export function sectionOf(number: string): string {
  const i = number.indexOf('.');
  return i < 0 ? number : number.slice(0, i);
}

/**
 * The file of a rule's compare data (/compare/{file}.json): a rule with its subrules (707.10a →
 * 707.10), a section or chapter alone. Per section, a page of 702's keyword abilities fetched
 * 166 kB gzip; per rule, a few kB.
 */
export function compareFileOf(id: string): string {
  return /^\d{3}\.\d+/.exec(id)?.[0] ?? sectionOf(id);
}
