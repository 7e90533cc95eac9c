/**
 * Sequence repair (DESIGN §3): a rule number that breaks the document's order but, with one
 * part corrected, fits the gap between its neighbours is a typo and is repaired by position
 * (seed 004: `507.7b` between 501.7a and 501.8 is 501.7b; 2008's CR: `306.1c` after 306.3b
 * is 306.3c). Usable by any parser whose rules are printed in order.
 *
 * How: the longest strictly increasing run of numbers is taken as the trusted order (of two
 * `501.7a` the second is the one out of place); each rule outside it
 * gets candidate numbers that change one part (section, rule number or letter) after a neighbour,
 * and the first candidate lying strictly between its trusted neighbours wins. A rule at either end
 * has only one neighbour, so no gap to fit: it is reported, never repaired.
 */
import type { RuleNode, Warn } from '../model/tree.js';
import { letterOrder, nextLetter, parseNumber } from '../model/numbers.js';

export interface SequenceOptions {
  /** Also warn about rules out of order that no candidate fits (default true). */
  warnUnrepaired?: boolean;
}

interface Parts {
  section: number;
  rule?: number;
  letter?: string;
}

type Key = [number, number, number];

/** Parts of a rule number; also `306.b` (letter without rule number), which only a repair can place. */
function partsOf(id: string): Parts | undefined {
  const p = parseNumber(id);
  if (p && p.section >= 100) return { section: p.section, rule: p.rule, letter: p.letter };
  const m = /^(\d{3})\.\.?([a-z]{1,2})$/.exec(id);
  return m ? { section: Number(m[1]), letter: m[2] } : undefined;
}

/** A sort key when the number is complete (numbers.ts letterOrder: typos keep a place). */
function keyOf(parts: Parts | undefined): Key | undefined {
  if (!parts || parts.rule === undefined) return undefined;
  return [parts.section, parts.rule, parts.letter ? letterOrder(parts.letter) : 0];
}

function cmp(a: Key, b: Key): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Indices of a longest strictly increasing subsequence (patience sorting). Built from the left,
 * equal-length choices end on later rules; built from the right, they keep earlier ones.
 */
function longestRun(keys: ReadonlyArray<Key | undefined>, fromRight: boolean): Set<number> {
  const order = keys.map((_, i) => i);
  if (fromRight) order.reverse();
  // Read from the right the run must decrease: flip the comparison.
  const before = (a: Key, b: Key) => (fromRight ? cmp(a, b) > 0 : cmp(a, b) < 0);
  const tails: number[] = []; // tails[k]: index ending the best run of length k+1 so far
  const link = new Map<number, number>();
  for (const i of order) {
    const k = keys[i];
    if (!k) continue;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(keys[tails[mid]!]!, k)) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) link.set(i, tails[lo - 1]!);
    tails[lo] = i;
  }
  const run = new Set<number>();
  for (let i: number | undefined = tails[tails.length - 1]; i !== undefined; i = link.get(i)) run.add(i);
  return run;
}

function format(p: Parts): string {
  return p.rule === undefined ? String(p.section) : `${p.section}.${p.rule}${p.letter ?? ''}`;
}

/** Numbers that differ from `cur` in one part, taken from a neighbour; most likely typo first. */
function candidates(cur: Parts, prev: Parts, next: Parts): string[] {
  const out: string[] = [];
  for (const n of [prev, next]) {
    if (cur.rule !== undefined) out.push(format({ ...cur, section: n.section })); // 507.7b → 501.7b
  }
  for (const n of [prev, next]) {
    if (cur.letter && n.rule !== undefined)
      out.push(format({ section: cur.section, rule: n.rule, letter: cur.letter })); // 306.1c → 306.3c
  }
  for (const n of [prev, next]) {
    if (cur.letter && cur.rule === undefined && n.rule !== undefined) {
      out.push(format({ section: n.section, rule: n.rule, letter: cur.letter })); // 306.b → 306.3b
    }
  }
  if (cur.letter && prev.rule !== undefined && cur.section === prev.section && cur.rule === prev.rule) {
    const letter = prev.letter ? nextLetter(prev.letter) : 'a'; // a repeated or misordered letter
    if (letter) out.push(format({ ...prev, letter }));
  }
  return out;
}

interface Step {
  index: number;
  prev?: string;
  next?: string;
  fix?: string;
}

/** The breaks outside `run` and the repair each would get, without changing anything. */
function plan(rules: readonly RuleNode[], parts: ReadonlyArray<Parts | undefined>, run: Set<number>): Step[] {
  const keys = parts.map(keyOf);
  const steps: Step[] = [];
  let prev: { parts: Parts; key: Key; number: string } | undefined;
  for (let i = 0; i < rules.length; i++) {
    if (run.has(i)) {
      prev = { parts: parts[i]!, key: keys[i]!, number: rules[i]!.number };
      continue;
    }
    let j = i + 1;
    while (j < rules.length && !run.has(j)) j++;
    const next = j < rules.length ? { parts: parts[j]!, key: keys[j]!, number: rules[j]!.number } : undefined;
    const cur = parts[i];
    const lower = prev;
    const fix =
      cur && lower && next
        ? candidates(cur, lower.parts, next.parts).find((c) => {
            const k = keyOf(partsOf(c));
            return k !== undefined && cmp(lower.key, k) < 0 && cmp(k, next.key) < 0;
          })
        : undefined;
    steps.push({ index: i, prev: prev?.number, next: next?.number, fix });
    // Later breaks in the same gap must come after this one.
    if (fix !== undefined) prev = { parts: partsOf(fix)!, key: keyOf(partsOf(fix))!, number: fix };
  }
  return steps;
}

/**
 * Repair, in place, rule numbers that break the sequence but fit the gap between their
 * neighbours: `number` becomes the repaired one, `repairedFrom` keeps the old `number`, `printed`
 * is untouched. Each repair is warned at the rule's line. Returns the repaired rules.
 *
 * When two trusted orders are equally long (`501.7a 507.7b 501.8`: keep 507.7b or 501.8?), the
 * one leaving fewer breaks unexplained wins; on a tie, the one keeping earlier rules.
 * Limit: k consecutive typos are found only when more than k ordered rules follow them.
 */
export function repairSequence(rules: readonly RuleNode[], warn: Warn, options: SequenceOptions = {}): RuleNode[] {
  const parts = rules.map((r) => partsOf(r.number));
  const keys = parts.map(keyOf);
  const unexplained = (steps: Step[]) => steps.filter((s) => s.fix === undefined).length;
  const early = plan(rules, parts, longestRun(keys, true));
  const late = plan(rules, parts, longestRun(keys, false));
  const steps = unexplained(late) < unexplained(early) ? late : early;
  const repaired: RuleNode[] = [];
  for (const { index, prev, next, fix } of steps) {
    const rule = rules[index]!;
    const line = rule.position.start.line;
    const shown = rule.printed || rule.number;
    if (fix !== undefined) {
      warn(
        line,
        `rule number ${shown} breaks the sequence between ${prev} and ${next}; read as ${fix}`,
        'rules:number-repaired',
      );
      rule.repairedFrom = rule.number;
      rule.number = fix;
      repaired.push(rule);
    } else if (options.warnUnrepaired !== false) {
      const where = `${prev ? `after ${prev}` : 'at the start'}${next ? `, before ${next}` : ', at the end'}`;
      warn(line, `rule number ${shown} is out of sequence (${where}); left as printed`, 'rules:number-out-of-sequence');
    }
  }
  return repaired;
}
