/**
 * Seed 003's realignment with required tokens (parse/rule-history/reconstruct.ts weightedAlign) fills its table
 * of suffix scores on numbers only (token ids, one typed array, the pair's weight written out in the
 * loop). Checked against the walk over a table written here from the definition: on random token
 * sequences over small vocabularies (many equal scores, where the order of the moves decides), with
 * random required tokens, and on the page's own blocks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { weightedAlign } from '../../src/lib/parse/rule-history/reconstruct.js';
import { isWordToken, wordTokens } from '../../src/lib/text/rule-text.js';
import { decode } from '../../src/lib/decode/index.js';
import { PARSERS } from '../../src/lib/parse/index.js';
import { blocksOf } from '../../src/lib/parse/rule-history/revisions.js';
import { ROOT } from '../helpers/shared.js';

/** The whole table of suffix scores, then the walk from the start: take, else skip a's token, else b's. */
function reference(a: string[], b: string[], reqA: Set<number>, reqB: Set<number>): number[] {
  const m = a.length;
  const n = b.length;
  const score = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(0));
  const weight = (i: number, j: number) => (isWordToken(a[i]!) ? 2 : 1) + (reqA.has(i) || reqB.has(j) ? 10_000 : 0);
  for (let i = m - 1; i >= 0; i--)
    for (let j = n - 1; j >= 0; j--) {
      let best = Math.max(score[i + 1]![j]!, score[i]![j + 1]!);
      if (a[i] === b[j]) best = Math.max(best, weight(i, j) + score[i + 1]![j + 1]!);
      score[i]![j] = best;
    }
  const out = new Array<number>(m).fill(-1);
  let i = 0;
  let j = 0;
  while (i < m && j < n) {
    if (a[i] === b[j] && score[i]![j] === weight(i, j) + score[i + 1]![j + 1]!) out[i++] = j++;
    else if (score[i]![j] === score[i + 1]![j]) i++;
    else j++;
  }
  return out;
}

/** A small deterministic generator (the cases are the same on every run). */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
}

/** Random token sequences over a small vocabulary (many equal scores) and random required indices. */
function draws(seed: number) {
  const next = random(seed);
  const vocabulary = ['a', 'b', 'cc', ' ', '—', 'dd'];
  return {
    next,
    tokens: (k: number) => Array.from({ length: k }, () => vocabulary[Math.floor(next() * vocabulary.length)]!),
    required: (k: number) => new Set(Array.from({ length: k }, (_, i) => i).filter(() => next() < 0.1)),
  };
}

/** Whether weightedAlign walks as the reference does on this pair. */
function agrees(a: string[], b: string[], reqA: Set<number>, reqB: Set<number>): boolean {
  return JSON.stringify([...weightedAlign(a, b, reqA, reqB)]) === JSON.stringify(reference(a, b, reqA, reqB));
}

describe('history: weighted alignment', () => {
  it('walks as the whole table of scores does, on 2,000 random pairs with required tokens', () => {
    const { next, tokens, required } = draws(20261203);
    let differ = 0;
    for (let c = 0; c < 2000; c++) {
      const a = tokens(Math.floor(next() * 30));
      const b = tokens(Math.floor(next() * 30));
      if (!agrees(a, b, required(a.length), required(b.length))) differ++;
    }
    expect(differ).toBe(0);
  });

  it('walks as the whole table of scores does when the pair shares its start, required tokens among it', () => {
    // The table is filled after the shared start only: the pair's leading tokens are matched first
    // unless one of them is a required token's twin.
    const { next, tokens, required } = draws(20261206);
    let differ = 0;
    let shared = 0;
    for (let c = 0; c < 2000; c++) {
      const start = tokens(Math.floor(next() * 20));
      const a = [...start, ...tokens(Math.floor(next() * 15))];
      const b = [...start, ...tokens(Math.floor(next() * 15))];
      if (a.length > 0 && b.length > 0 && a[0] === b[0]) shared++;
      if (!agrees(a, b, required(a.length), required(b.length))) differ++;
    }
    expect(shared).toBeGreaterThan(1500);
    expect(differ).toBe(0);
  });

  it("walks as the whole table does on seed 003's blocks", () => {
    const file = path.join(ROOT, 'content/sources/en/rule-707.10-history.txt');
    const { text } = decode(readFileSync(file), file);
    const tree = PARSERS['rule-history'](text, { file, lang: 'en', warn: () => undefined });
    const blocks = blocksOf(tree).map((block) => wordTokens(block, 'en'));
    expect(blocks.length).toBeGreaterThan(2);
    for (let k = 0; k + 1 < blocks.length; k++) {
      const [a, b] = [blocks[k]!, blocks[k + 1]!];
      const reqA = new Set([3, 17, a.length - 2]);
      const reqB = new Set([5]);
      expect([...weightedAlign(a, b, reqA, reqB)]).toEqual(reference(a, b, reqA, reqB));
    }
  });
});
