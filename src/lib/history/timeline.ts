/**
 * Placing a history page's undated revisions on the dated timeline (DESIGN §3): a revision equal to a
 * dated version (quote, dash, spacing and `_italic_` differences aside) joins that version's entry
 * (its id listed in the entry's `sources`); one that matches none becomes its own entry between its
 * neighbours, with the number in force there; with no dated versions the page's revisions are the
 * history as they are. Order is kept: a revision never lands before one that precedes it on the page.
 * A reconstruction is one reading of its blocks (a pure insertion in the first change view leaves no
 * trace); a dated text that the blocks around a revision show just as well (readings.ts) is taken as
 * that revision.
 */
import type { Example } from '../model/schema.js';
import type { PageRevision } from '../parse/rule-history/revisions.js';
import { showsChange } from '../parse/rule-history/readings.js';
import { MAX_CHARS } from '../text/token-align.js';
import { cosmeticKey, fullText, isWordToken, wordTokens } from '../text/rule-text.js';
import { MemoByLang } from '../text/memo.js';

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
  const assigned = assign(dated, page, keys);
  // A revision also joins the following dated entries while they keep its text (2021 and 2025 both).
  const runs: Array<number[] | null> = assigned.map((j, i) => {
    if (j < 0) return null;
    const next = assigned.slice(i + 1).find((x) => x >= 0) ?? dated.length;
    const run = [j];
    while (j + run.length < next && keys[j + run.length] === keys[j]) run.push(j + run.length);
    return run;
  });

  const entries = dated.map((d) => ({ ...d, sources: [...d.sources] }));
  const equals = new Map<string, string[]>();
  // Unmatched revisions go after the entries the previous matched revision joined, else before the
  // next matched one's, else (a page newer than every dated version) at the end.
  const slots = new Map<number, HistoryEntry[]>();
  page.revisions.forEach((r, i) => {
    const run = runs[i];
    if (run) {
      for (const j of run) entries[j]!.sources.push(r.version);
      equals.set(
        r.version,
        run.map((j) => dated[j]!.version),
      );
      return;
    }
    equals.set(r.version, []);
    const prev = runs
      .slice(0, i)
      .reverse()
      .find((m) => m !== null);
    const next = runs.slice(i + 1).find((m) => m !== null);
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

/**
 * For each page revision, the dated entry it is (index) or -1 (an entry of its own), in order.
 * A revision is a dated entry when their texts are equal (styles aside), or when the dated text is
 * a reading of both blocks it belongs to given their other sides: the reconstruction chose one of
 * several readings, and the dated version shows which. Maximises the revisions placed (equal texts
 * first), every block consistent with the texts chosen around it. `keys`: the dated texts' cosmetic
 * keys (placePage's).
 */
function assign(dated: HistoryEntry[], page: HistoryPage, keys: string[]): number[] {
  const n = page.revisions.length;
  const m = dated.length;
  // With the archive a rule has a dated entry per release, most of them one text: texts are told
  // apart by a number (memo keys of two whole texts were most of a build's history stage).
  const ids = new Map<string, number>();
  const keyIds = keys.map((k) => ids.get(k) ?? ids.set(k, ids.size).get(k)!);
  const recon = page.revisions.map((r) => fullText({ title: '', text: r.text, examples: r.examples }));
  const equal = recon.map((t) => {
    const key = cosmeticKey(t);
    return keys.map((k) => k === key);
  });
  const blockKeys = page.blocks.map((b) => cosmeticKey(b));
  const text = (i: number, j: number) => (j < 0 ? recon[i]! : dated[j]!.full);
  const consistent = new Map<string, boolean>();
  // Views too long to be a rule's (hostile input) are not read word by word: equal texts only.
  const huge = page.blocks.some((b) => b.length > MAX_CHARS);
  const blockOk = (k: number, jl: number, jr: number): boolean => {
    // Two reconstructed sides agree with their block by construction (or as closely as it allows).
    if ((jl < 0 && jr < 0) || huge) return true;
    // A view shows a change: two dated versions that differ in style only, under a block that shows
    // nothing but their text, are not the two sides of it.
    if (jl >= 0 && jr >= 0 && jl !== jr && keyIds[jl] === keyIds[jr] && blockKeys[k] === keys[jl]) return false;
    // Style-free, so texts equal but for style (2012 and 2017 quotes) share one answer.
    const key = `${k}|${jl < 0 ? 'own' : keyIds[jl]}|${jr < 0 ? 'own' : keyIds[jr]}`;
    let ok = consistent.get(key);
    if (ok === undefined)
      consistent.set(key, (ok = showsChange(page.blocks[k]!, text(k, jl), text(k + 1, jr), page.lang)));
    return ok;
  };
  // Candidates: equal texts, or dated texts the blocks around the revision could show (asked once
  // per distinct dated text).
  const options = page.revisions.map((_, i) => {
    const out = [-1];
    const shown = new Map<string, boolean>();
    const plausibleHere = (full: string) => {
      let ok = shown.get(full);
      if (ok === undefined) shown.set(full, (ok = plausible(full, page.blocks[i - 1], page.blocks[i], page.lang)));
      return ok;
    };
    for (let j = 0; j < m; j++) if (equal[i]![j] || (!huge && plausibleHere(dated[j]!.full))) out.push(j);
    return out;
  });
  // Viterbi over revisions; state = (option, the last dated index used so far) to keep order.
  type State = { score: number; back: string | null; option: number; last: number };
  let layer = new Map<string, State>();
  for (const j of options[0]!) layer.set(`${j}|${j}`, { score: gain(equal[0]!, j), back: null, option: j, last: j });
  const layers = [layer];
  for (let i = 1; i < n; i++) {
    const next = new Map<string, State>();
    for (const [key, st] of layer)
      for (const j of options[i]!) {
        if (j >= 0 && j < st.last) continue;
        if (!blockOk(i - 1, st.option, j)) continue;
        const last = j >= 0 ? j : st.last;
        const k = `${j}|${last}`;
        const score = st.score + gain(equal[i]!, j) - (j >= 0 && j === st.option ? REPEAT : 0);
        const known = next.get(k);
        if (!known || score > known.score) next.set(k, { score, back: key, option: j, last });
      }
    layer = next;
    layers.push(layer);
  }
  let best: State | undefined;
  for (const st of layer.values()) if (!best || st.score > best.score) best = st;
  const out = new Array<number>(n).fill(-1);
  for (let i = n - 1; i >= 0 && best; i--) {
    out[i] = best.option;
    best = best.back === null ? undefined : layers[i - 1]!.get(best.back);
  }
  return out;
}

/**
 * One point per revision placed, whether its reconstruction equals the dated text or the dated text is
 * only a consistent reading (a reconstruction is not evidence against an equally possible reading);
 * equal texts and earlier entries break ties.
 */
/**
 * A page lists a revision because something changed: two neighbours on one dated version cost a
 * little, so that where the first view could read as either, the older version is chosen (seed 003's
 * #0–#2, dash flips on one version, still all go to 2012: own entries score nothing).
 */
const REPEAT = 0.25;

function gain(equal: boolean[], j: number): number {
  return j < 0 ? 0 : 1 + (equal[j] ? 0.01 : 0) - j * 1e-6;
}

/**
 * A cheap filter before `showsChange`: nearly all of the dated text's words appear in the blocks
 * around (whole, or as one half of a glued word).
 */
function plausible(text: string, before: string | undefined, after: string | undefined, lang: string): boolean {
  const words = bag(text, lang);
  for (const block of [before, after]) {
    if (block === undefined) continue;
    const have = bag(block, lang);
    let missing = 0;
    let total = 0;
    for (const [w, c] of words) {
      total += c;
      let short = Math.max(0, c - (have.get(w) ?? 0));
      if (short > 0 && have.size < 20_000)
        for (const t of have.keys())
          if (t.length > w.length && (t.startsWith(w) || t.endsWith(w))) short -= have.get(t)!;
      missing += Math.max(0, short);
    }
    if (missing > total * 0.1) return false;
  }
  return true;
}

const bags = new MemoByLang<Map<string, number>>(1000);

function bag(text: string, lang: string): Map<string, number> {
  return bags.for(lang).get(text, () => {
    const out = new Map<string, number>();
    for (const t of wordTokens(text.replace(/_/g, ''), lang)) if (isWordToken(t)) out.set(t, (out.get(t) ?? 0) + 1);
    return out;
  });
}
