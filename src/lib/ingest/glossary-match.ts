/**
 * A translation's glossary entries matched to the English entries they translate (`of`), by
 * evidence: the rules an entry links to (the strongest: 撤废 links to 701.33 as Abandon does), the
 * English term printed in the translation (`分叉击[Fork]`, the Korean's kept English words), both
 * being redirects or obsolete, and the order as one signal among them: the entries are aligned as
 * sequences (Needleman–Wunsch), so an entry the translators added, dropped or moved costs a gap
 * instead of shifting every match after it. A pair with nothing for it but the order is taken only
 * between two matched neighbours (an unbroken run); a pair the evidence contradicts never is.
 */
import type { GlossaryEntry } from '../model/schema.js';
import { holds } from '../model/ranges.js';
import { SOURCE_LANG } from '../langs/source.js';

/** What skipping an entry costs; below the score of a neutral pair, so the order keeps unknown pairs in step. */
const GAP = -0.1;
/** The score of a pair with no evidence either way (neither links to a rule). */
const NEUTRAL = 0.2;

interface English {
  entry: GlossaryEntry;
  rules: ReadonlySet<string>;
  /** The headword in lower case, when long enough to be told in a translation's text. */
  term?: string;
}

function score(t: GlossaryEntry, text: string, e: English): number {
  let s = 0;
  if (t.rules.length && e.rules.size) {
    let shared = 0;
    for (const r of t.rules) if (e.rules.has(r)) shared++;
    s += shared / (t.rules.length + e.rules.size - shared);
    // Both link to rules, none the same: contradicted.
    if (shared === 0) return -1;
  } else if (!t.rules.length && !e.rules.size) s += NEUTRAL;
  if (e.term && text.includes(e.term)) s += 0.5;
  if (t.redirect && e.entry.redirect) s += 0.2;
  return s;
}

/**
 * Set `of` on the entries of each translated source: the English headword of the entry of its base
 * release (`base`, else the release its numbering names) each translates.
 */
export function matchGlossaries(
  entries: GlossaryEntry[],
  baseOf: (source: string) => string | undefined,
  /** The headwords of a release's glossary in its printed order (an entry stored once is printed by many). */
  printedOrder: (release: string) => ReadonlyMap<string, number> | undefined,
): void {
  const bySource = new Map<string, GlossaryEntry[]>();
  for (const g of entries)
    if (g.lang !== SOURCE_LANG) (bySource.get(g.source) ?? bySource.set(g.source, []).get(g.source)!).push(g);
  for (const [source, translated] of bySource) {
    const base = baseOf(source);
    if (!base) continue;
    const order = printedOrder(base);
    if (!order) continue;
    const english = entries
      .filter((g) => g.lang === SOURCE_LANG && g.version !== null && holds(g, base) && order.has(g.term))
      .sort((a, b) => order.get(a.term)! - order.get(b.term)!);
    if (english.length === 0) continue;
    align(
      translated.sort((a, b) => a.line - b.line),
      english,
    );
  }
}

function align(t: GlossaryEntry[], entries: GlossaryEntry[]): void {
  const n = t.length;
  const m = entries.length;
  const e: English[] = entries.map((entry) => {
    const term = entry.term.toLowerCase();
    return { entry, rules: new Set(entry.rules), ...(term.length >= 3 ? { term } : {}) };
  });
  const texts = t.map((x) => `${x.term}\n${x.text}`.toLowerCase());
  // Scores and back pointers in flat arrays (a whole glossary: some 730 × 730).
  const best = new Float64Array((n + 1) * (m + 1));
  const from = new Uint8Array((n + 1) * (m + 1)); // 0 diagonal, 1 up (skip t), 2 left (skip e)
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = 1; i <= n; i++) ((best[at(i, 0)] = i * GAP), (from[at(i, 0)] = 1));
  for (let j = 1; j <= m; j++) ((best[at(0, j)] = j * GAP), (from[at(0, j)] = 2));
  const pair = new Float64Array((n + 1) * (m + 1));
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= m; j++) {
      const s = score(t[i - 1]!, texts[i - 1]!, e[j - 1]!);
      pair[at(i, j)] = s;
      const diagonal = best[at(i - 1, j - 1)]! + s;
      const up = best[at(i - 1, j)]! + GAP;
      const left = best[at(i, j - 1)]! + GAP;
      if (diagonal >= up && diagonal >= left) ((best[at(i, j)] = diagonal), (from[at(i, j)] = 0));
      else if (up >= left) ((best[at(i, j)] = up), (from[at(i, j)] = 1));
      else ((best[at(i, j)] = left), (from[at(i, j)] = 2));
    }
  const pairs: Array<[number, number, number]> = [];
  for (let i = n, j = m; i > 0 || j > 0;) {
    const f = from[at(i, j)];
    if (i > 0 && j > 0 && f === 0) {
      pairs.push([i - 1, j - 1, pair[at(i, j)]!]);
      i--;
      j--;
    } else if (i > 0 && (j === 0 || f === 1)) i--;
    else j--;
  }
  pairs.reverse();
  // Evidence decides; a pair known only by its place needs matched neighbours on both sides.
  const evident = pairs.map(([, , s]) => s > NEUTRAL);
  pairs.forEach(([ti, ej, s], k) => {
    if (s < 0) return;
    const known = evident[k] || (runFrom(evident, k, -1) && runFrom(evident, k, 1));
    if (known) t[ti]!.of = e[ej]!.entry.term;
  });
}

/** An evident pair somewhere before (step −1) or after (+1) pair k, with only pairs between. */
function runFrom(evident: boolean[], k: number, step: number): boolean {
  for (let i = k + step; i >= 0 && i < evident.length; i += step) if (evident[i]) return true;
  return false;
}
