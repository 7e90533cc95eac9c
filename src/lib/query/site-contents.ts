/**
 * The CR's contents (chapters and their sections in force) as readers navigate them: the home page
 * lists them all, each rule or section page's sidebar holds its own chapter and loads the rest from
 * one shared file per language (/{lang}/contents.json), so that the page stays within its budget.
 */
import { parseNumber } from '../model/numbers.js';
import { ruleHref, siteIndex } from './site.js';
import { chapters } from './site-home.js';
import { titleOf } from './site-rule.js';
import { displayNumber } from './site-body.js';

/** One entry: "707" + "Copiable Values" (with its language when it is not the page's). */
export interface ContentsEntry {
  id: string;
  n: string;
  title: string;
  /** Set when the title is not in the page's language (an English fallback). */
  lang?: string;
  /** Missing for a chapter that has no rule of its own in the graph. */
  href?: string;
}

export interface ContentsChapter extends ContentsEntry {
  sections: ContentsEntry[];
}

function entry(id: string, lang: string, exists = true): ContentsEntry {
  const title = titleOf(id, lang);
  return {
    id,
    n: displayNumber(id),
    title: title.text,
    ...(title.text && title.lang !== lang ? { lang: title.lang } : {}),
    ...(exists ? { href: ruleHref(lang, id) } : {}),
  };
}

const cache = new Map<string, ContentsChapter[]>();

/** Today's chapters with their sections, in the page's language. */
export function contents(lang: string): ContentsChapter[] {
  let hit = cache.get(lang);
  if (!hit) {
    hit = chapters(lang).map((c) => ({
      ...entry(c.chapter, lang, c.exists),
      sections: c.sections.map((s) => entry(s.id, lang)),
    }));
    cache.set(lang, hit);
  }
  return hit;
}

/** Where a rule in force sits in today's contents: its chapter ("7" for 707.10) and section. */
export function placeOf(id: string): { chapter: string; section?: string } | undefined {
  const index = siteIndex();
  if (!index.edition.has(id)) return undefined;
  const p = parseNumber(id);
  return p ? { chapter: String(p.chapter), section: index.sectionOf(id) } : undefined;
}
