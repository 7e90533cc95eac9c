/** The home page and section navigation: chapters with their sections, in today's numbering and others. */
import { parseNumber } from '../model/numbers.js';
import { siteIndex } from './site.js';
import { titleIn } from './site-rule.js';

export interface ChapterEntry {
  /** Chapter number ("7"); the chapter rule may be missing from the graph. */
  chapter: string;
  exists: boolean;
  title: string;
  sections: Array<{ id: string; title: string }>;
}

const cache = new Map<string, ChapterEntry[]>();

/** Sections in force grouped by chapter; `other`: those only translations hold, unplaced (`500@2008-10-01`). */
export function chapters(lang: string, other = false): ChapterEntry[] {
  const key = `${lang}|${other}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const index = siteIndex();
  const byChapter = new Map<string, ChapterEntry>();
  const entry = (chapter: string, id: string) => {
    let e = byChapter.get(chapter);
    if (!e) {
      const exists = !!index.rule(id);
      e = { chapter, exists, title: exists ? titleIn(id, lang) : '', sections: [] };
      byChapter.set(chapter, e);
    }
    return e;
  };
  for (const id of other ? index.unplaced : index.edition.ids) {
    const rule = index.rule(id)!;
    const at = id.includes('@') ? id.slice(id.indexOf('@')) : '';
    const p = parseNumber(id);
    if (!p) continue;
    if (rule.kind === 'chapter') entry(String(p.chapter), id);
    else if (rule.kind === 'section')
      entry(String(p.chapter), `${p.chapter}${at}`).sections.push({ id, title: titleIn(id, lang) });
  }
  const out = [...byChapter.values()];
  cache.set(key, out);
  return out;
}
