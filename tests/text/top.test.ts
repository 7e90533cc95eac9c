/** topIndices: the k best by score (ties: lower index first) is exactly sort-then-cut. */
import { expect, it } from 'vitest';
import fc from 'fast-check';
import { topIndices } from '../../src/lib/text/top.js';

it('selects what sorting every hit and cutting at k gives, ties included', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.nat(500), { maxLength: 200 }),
      fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 200, maxLength: 200 }),
      fc.integer({ min: 1, max: 40 }),
      (indices, scoreTable, k) => {
        const scoreOf = (i: number) => scoreTable[i % scoreTable.length]! / 2;
        const sorted = [...indices].sort((a, b) => scoreOf(b) - scoreOf(a) || a - b).slice(0, k);
        expect(topIndices(indices, k, scoreOf)).toEqual(sorted);
      },
    ),
    { numRuns: 500 },
  );
});
