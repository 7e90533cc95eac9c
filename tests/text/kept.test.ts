/**
 * Kept tables (files/kept.ts): while open, a result comes back from an earlier run's table exactly as
 * the function computes it, each use with its own copy; a table is written back only when it changed;
 * a result the stored form cannot express is not kept.
 */
import { describe, expect, it } from 'vitest';
import { KeptTable, type KeptEntry } from '../../src/lib/files/kept.js';
import { wordDiff } from '../../src/lib/identity/diff.js';
import { keptTables } from '../../src/lib/files/kept.js';

const pairs: Array<[string, string, string]> = [
  ['en', 'Copy a spell. Then cast it.', 'Copy a spell, then cast the copy.'],
  ['en', 'Trample — “excess” damage', 'Trample: excess damage to the player'],
  ['ru', 'Копия заклинания — это заклинание.', 'Копия заклинания является заклинанием.'],
  ['en', 'a b c d e f', 'x'],
];

const diffTable = () => [...keptTables()].find((t) => t.options.name === 'diff')!;

describe('kept word diffs', () => {
  it('come back from the table as computed, each use its own copy', () => {
    const computed = pairs.map(([lang, a, b]) => wordDiff(a, b, lang));
    const table = diffTable();
    table.open();
    pairs.forEach(([lang, a, b], i) => expect(wordDiff(a, b, lang)).toEqual(computed[i]));
    const kept = table.close()!;
    expect(kept).toHaveLength(pairs.length);
    // Stored as ops and lengths, not texts.
    expect(JSON.stringify(kept)).not.toContain('spell');
    table.open(kept as Array<KeptEntry<unknown>>);
    const again = pairs.map(([lang, a, b]) => wordDiff(a, b, lang));
    expect(again).toEqual(computed);
    expect(wordDiff(pairs[0]![1], pairs[0]![2])).not.toBe(again[0]);
    // All used, none made: nothing to write back.
    expect(table.close()).toBeUndefined();
  });
});

describe('a kept table', () => {
  it('keeps only what decodes to the very result, and writes back the results used', () => {
    let calls = 0;
    const table = new KeptTable<{ n: number; s?: string }, number>({
      name: 'test',
      code: 'lib/files/kept.ts',
      encode: (v) => v.n,
      decode: (n) => ({ n }),
      isStored: (v): v is number => typeof v === 'number',
    });
    const compute = (s?: string) => () => (calls++, s === undefined ? { n: 1 } : { n: 2, s });
    table.open();
    table.get(['a'], compute());
    table.get(['b'], compute('lost')); // { n: 2, s } cannot be stored as a number: not kept
    const kept = table.close()!;
    expect(kept.map(([, n]) => n)).toEqual([1]);
    table.open([...kept, ['unused', 5]]);
    calls = 0;
    expect(table.get(['a'], compute())).toEqual({ n: 1 });
    expect(table.get(['b'], compute('lost'))).toEqual({ n: 2, s: 'lost' });
    expect(calls).toBe(1);
    // The unused result goes; 'a' stays.
    expect(table.close()!.map(([, n]) => n)).toEqual([1]);
    // Closed: the function just runs.
    expect(table.get(['a'], compute())).toEqual({ n: 1 });
    expect(calls).toBe(2);
  });
});
