/**
 * Structure, the last step of placement (place.ts): a title-only rendition (`502.84 Откопать`) goes
 * where its subrules went, when they were placed confidently and agree on one parent.
 */
import type { RawRendition } from '../model/renditions.js';
import { parentOf } from '../model/numbers.js';
import { round, type TranslationPlacement } from './place.js';

/** Title-only renditions go where their subrules went, when those agree on one parent. */
export function placeByChildren(
  translations: RawRendition[],
  out: Map<RawRendition, TranslationPlacement>,
  /** Whether a node (a number in a numbering) is among the candidates. */
  hasNode: (numbering: string, number: string) => boolean,
): void {
  const bySource = new Map<string, RawRendition[]>();
  for (const t of translations)
    if (t.number) (bySource.get(t.source) ?? bySource.set(t.source, []).get(t.source)!).push(t);
  for (const list of bySource.values()) {
    const children = new Map<string, RawRendition[]>();
    for (const t of list) {
      const p = parentOf(t.number);
      if (p) (children.get(p) ?? children.set(p, []).get(p)!).push(t);
    }
    for (const t of list) {
      if (t.text || t.examples.length) continue;
      const current = out.get(t);
      if (current && current.placement.score >= 0.6) continue;
      const placed = (children.get(t.number) ?? [])
        .map((c) => out.get(c))
        .filter((p): p is TranslationPlacement => p?.placement.by === 'content' && p.placement.score >= 0.6);
      if (placed.length === 0) continue;
      const parents = new Set(placed.map((p) => `${p.numbering}|${parentOf(p.number) ?? ''}`));
      if (parents.size !== 1) continue;
      const [key] = parents;
      const [numbering, number] = key!.split('|') as [string, string];
      if (!number || !hasNode(numbering, number)) continue;
      out.set(t, {
        numbering,
        number,
        placement: {
          by: 'content',
          score: round(Math.min(...placed.map((p) => p.placement.score))),
          evidence: [
            `structure: its ${placed.length} subrule(s) were placed under ${number} of ${numbering}`,
            ...(current?.placement.evidence ?? []),
          ],
        },
      });
    }
  }
}
