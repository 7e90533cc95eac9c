/**
 * The one-page view: the rules in force (the edition) in reading order, cut into per-chapter chunks,
 * then what only translations hold, unplaced. A retired rule is never in it: it has its own page,
 * its number's history and the changes of the release that removed it.
 */
import { parseNumber } from '../model/numbers.js';
import type { SafeHtml } from '../render/safe.js';
import { siteIndex } from './site.js';
import { blocksHtml } from './site-body.js';

export interface AllPage {
  chunks: SafeHtml[];
  other?: SafeHtml;
}

export function allPageChunks(lang: string): AllPage {
  const index = siteIndex();
  const groups = new Map<number, string[]>();
  const inForce = index.edition.ids;
  for (const id of inForce) {
    const chapter = parseNumber(id)?.chapter ?? 0;
    const list = groups.get(chapter) ?? [];
    list.push(id);
    groups.set(chapter, list);
  }
  const view = 'all' as const;
  const chunks = [...groups.values()].map((ids) => blocksHtml(ids, lang, view, 3));
  const others = index.unplaced;
  const other = others.length ? blocksHtml(others, lang, view, 4) : undefined;
  return { chunks, other };
}
