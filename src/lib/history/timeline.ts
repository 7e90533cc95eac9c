/**
 * Placing a history page's undated revisions on the dated timeline (DESIGN §3): a revision equal to a
 * dated version (quote, dash, spacing and `_italic_` differences aside) joins that version's entry
 * (its id listed in the entry's `sources`); one that matches none becomes its own entry between its
 * neighbours, with the number in force there; with no dated versions the page's revisions are the
 * history as they are. Order is kept: a revision never lands before one that precedes it on the page.
 * The first and last revisions are also compared through their block (reconstruct.ts `readsAs`):
 * a pure insertion in the first change view, or pure deletion in the last, leaves no trace in the
 * text alone, but a dated version that reads exactly as that side of the block is that revision.
 */
import type { Example } from '../graph/schema.js';
import type { PageRevision } from './page.js';
import { readsAs } from './reconstruct.js';
import { cosmeticKey, fullText } from './text.js';

export interface HistoryEntry {
  version: string;
  sources: string[];
  number: string;
  /** The numbering its cited numbers are read in. */
  numbering: string;
  title: string;
  text: string;
  examples: Example[];
  /** Title, body and examples as compared (text.ts fullText). */
  full: string;
  lang: string;
}

export interface HistoryPage {
  source: string;
  /** The rule's number as the page prints it, and the numbering it is read in. */
  number: string;
  numbering: string;
  lang: string;
  blocks: string[];
  revisions: PageRevision[];
}

export interface Placed {
  entries: HistoryEntry[];
  /** Page revision → the dated versions it was merged into (empty: an entry of its own). */
  equals: Map<string, string[]>;
}

export function placePage(dated: HistoryEntry[], page: HistoryPage): Placed {
  const keys = dated.map((d) => cosmeticKey(d.full));
  const last = page.revisions.length - 1;
  const equal = (r: PageRevision, j: number): boolean => {
    if (cosmeticKey(r.full) === keys[j]) return true;
    const d = dated[j]!.full;
    if (r.index === 0 && last > 0) return readsAs(page.blocks[0]!, page.revisions[1]!.full, d, 'before', page.lang);
    if (r.index === last && last > 0)
      return readsAs(page.blocks[last - 1]!, page.revisions[last - 1]!.full, d, 'after', page.lang);
    return false;
  };

  // Each revision: the run of consecutive dated entries it equals, at or after the previous one's.
  let cursor = 0;
  const merged: Array<number[] | null> = page.revisions.map((r) => {
    for (let j = cursor; j < dated.length; j++) {
      if (!equal(r, j)) continue;
      const run = [j];
      while (run.length + j < dated.length && equal(r, j + run.length)) run.push(j + run.length);
      cursor = j;
      return run;
    }
    return null;
  });

  const entries = dated.map((d) => ({ ...d, sources: [...d.sources] }));
  const equals = new Map<string, string[]>();
  // Unmatched revisions go after the entries the previous matched revision joined, else before the
  // next matched one's, else (a page newer than every dated version) at the end.
  const slots = new Map<number, HistoryEntry[]>();
  page.revisions.forEach((r, i) => {
    const run = merged[i];
    if (run) {
      for (const j of run) entries[j]!.sources.push(r.version);
      equals.set(
        r.version,
        run.map((j) => dated[j]!.version),
      );
      return;
    }
    equals.set(r.version, []);
    const prev = merged
      .slice(0, i)
      .reverse()
      .find((m) => m !== null);
    const next = merged.slice(i + 1).find((m) => m !== null);
    const slot = prev ? prev[prev.length - 1]! + 1 : next ? next[0]! : dated.length;
    const inForce = dated[slot - 1] ?? dated[slot];
    const entry: HistoryEntry = {
      version: r.version,
      sources: [r.version],
      number: inForce?.number ?? page.number,
      numbering: inForce?.numbering ?? page.numbering,
      title: '',
      text: r.text,
      examples: r.examples.map((text) => ({ text, cards: [] })),
      // As official texts are compared: examples on lines of their own, not inline as the page shows them.
      full: fullText({ title: '', text: r.text, examples: r.examples }),
      lang: page.lang,
    };
    (slots.get(slot) ?? slots.set(slot, []).get(slot)!).push(entry);
  });
  const out: HistoryEntry[] = [];
  for (let s = 0; s <= entries.length; s++) {
    out.push(...(slots.get(s) ?? []));
    if (s < entries.length) out.push(entries[s]!);
  }
  return { entries: out, equals };
}
