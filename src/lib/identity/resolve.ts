/**
 * Reading a cited number in a version's numbering from a built graph (identity.resolve is gone once
 * the graph is written): the rule that used the number at that version, by `graph.numbers`.
 */
import type { Graph } from '../model/schema.js';
import { isIsoDate } from '../model/time.js';

export function graphResolver(graph: Graph): (numbering: string, number: string) => string {
  const current = graph.canonicalNumbering;
  return (numbering, number) => {
    // Own keys only: a cited "number" must never reach Object.prototype (`__proto__`).
    const uses = Object.hasOwn(graph.numbers, number) ? (graph.numbers[number] ?? []) : [];
    if (isIsoDate(numbering)) {
      // `from` is the first version using the number (null: only today's numbering), `to` the first not.
      const hit = uses.find(
        (u) => (u.from === null || u.from <= numbering) && (u.to === null || !isIsoDate(u.to) || numbering < u.to),
      );
      if (hit) return hit.id;
    }
    if (Object.hasOwn(graph.rules, number)) return number;
    const open = uses.find((u) => u.to === null);
    if (open) return open.id;
    return numbering === current ? number : `${number}@${numbering}`;
  };
}
