/**
 * Mapping a number printed in a source (in that source's numbering) to a canonical rule id that
 * exists in the graph, memoised per numbering. A number read in an old numbering goes through
 * graph.numbers (who used it then), then `NUMBER@NUMBERING`; today's ids win otherwise.
 */
import type { Rendition } from '../model/schema.js';
import type { SiteIndex } from './site-index.js';
import { within } from '../model/time.js';

const caches = new WeakMap<SiteIndex, Map<string, Map<string, string | null>>>();

export function resolveNumber(index: SiteIndex, number: string, numbering: string | undefined): string | undefined {
  let byNumbering = caches.get(index);
  if (!byNumbering) caches.set(index, (byNumbering = new Map()));
  const key = numbering ?? '';
  let cache = byNumbering.get(key);
  if (!cache) byNumbering.set(key, (cache = new Map()));
  const hit = cache.get(number);
  if (hit !== undefined) return hit ?? undefined;
  const found = find(index, number, numbering) ?? null;
  cache.set(number, found);
  return found ?? undefined;
}

function find(index: SiteIndex, number: string, numbering: string | undefined): string | undefined {
  const { rules } = index.graph;
  const uses = index.numberUses(number).filter((u) => rules[u.id]);
  if (numbering) {
    const then = [...new Set(uses.filter((u) => within(numbering, u.from, u.to)).map((u) => u.id))];
    if (then.length === 1) return then[0];
    if (rules[`${number}@${numbering}`]) return `${number}@${numbering}`;
  }
  if (rules[number]) return number;
  const ids = [...new Set(uses.map((u) => u.id))];
  return ids.length === 1 ? ids[0] : undefined;
}

/** A resolver for the numbers printed in one rendition. */
export function resolverFor(index: SiteIndex, r: Rendition): (number: string) => string | undefined {
  const numbering = index.numberingOf(r);
  return (n) => resolveNumber(index, n, numbering);
}
