/**
 * Properties: every rule id finds exactly its own rule first, in every language; a number never
 * finds a look-alike (100.1 → never 10.1 or 110.1). On content/ and, with five official releases of content/,
 * on the 2025-11-14 CR (ids sampled with a fixed seed to keep the runtime reasonable).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LANGS } from '../../src/lib/search/encoders.js';
import { isBelow } from '../../src/lib/search/numbers.js';
import type { SearchIndex } from '../../src/lib/search/engine.js';
import { describeCrFiles } from '../helpers/shared.js';
import { crIndexes, seedIndexes, type Loaded } from './helpers.js';

const SEED = 20251114;

function findsItselfFirst(index: SearchIndex, id: string): void {
  const r = index.search(id, { limit: 5 });
  expect(r[0]?.id, `${index.lang}: ${id}`).toBe(id);
  expect(r[0]!.match).toBe('number');
  if (r[1]) expect(r[1].score).toBeLessThan(r[0]!.score);
}

/** Every result of a number query is that rule, a rule below it, or one that had the number. */
function noLookAlikes(index: SearchIndex, number: string): void {
  for (const r of index.search(number, { limit: 50 })) {
    const related = r.id === number || isBelow(r.id, number) || (r.match === 'former' && r.matched === number);
    expect(related, `${index.lang}: ${number} → ${r.id}`).toBe(true);
  }
}

const numberish = fc
  .tuple(
    fc.integer({ min: 1, max: 9 }),
    fc.integer({ min: 0, max: 99 }),
    fc.integer({ min: 1, max: 200 }),
    fc.constantFrom('', 'a', 'b', 'c'),
  )
  .map(([c, s, r, l]) => `${c}${String(s).padStart(2, '0')}.${r}${l}`);

function properties(get: () => Loaded, runs: number): void {
  it('every rule id finds exactly its own rule first, in every language', () => {
    const ids = Object.keys(get().graph.rules);
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.constantFrom(...SEARCH_LANGS), (id, lang) =>
        findsItselfFirst(get().index[lang], id),
      ),
      { seed: SEED, numRuns: runs },
    );
  });
  it('a rule number never finds a look-alike', () => {
    fc.assert(
      fc.property(numberish, fc.constantFrom(...SEARCH_LANGS), (n, lang) => noLookAlikes(get().index[lang], n)),
      { seed: SEED, numRuns: runs },
    );
    for (const lang of SEARCH_LANGS)
      for (const n of ['100.1', '110.1', '707.1', '707', '7']) noLookAlikes(get().index[lang], n);
  });
  it('the total of a search is how many rules an unlimited search lists, and its first are the same', () => {
    const queries = ['copy', 'copy of a spell', 'заклинание', 'hechizo copia', '707', '7', 'Fork', 'trample', 'xyzzy'];
    queries.push('copy 707 706', 'правило 707.10 и 707');
    for (const lang of SEARCH_LANGS)
      for (const q of queries) {
        const index = get().index[lang];
        const all = index.search(q, { limit: 100_000 });
        const { results, total } = index.searchCounted(q, { limit: 7 });
        expect(total, `${lang}: ${q}`).toBe(all.length);
        expect(results).toEqual(all.slice(0, 7));
      }
  });
}

describe('search properties on content/', () => {
  let s: Loaded;
  beforeAll(async () => {
    s = await seedIndexes();
  });
  it('all ids, all languages', () => {
    for (const id of Object.keys(s.graph.rules)) for (const lang of SEARCH_LANGS) findsItselfFirst(s.index[lang], id);
  });
  properties(() => s, 300);
});

describeCrFiles('search properties on the 2025-11-14 CR', () => {
  let s: Loaded;
  beforeAll(async () => {
    s = await crIndexes();
  });
  properties(() => s, 1500);
  it('100.1 never returns 10.1 or 110.1', () => {
    for (const lang of SEARCH_LANGS) {
      const found = s.index[lang].search('100.1', { limit: 100 }).map((r) => r.id);
      expect(found[0]).toBe('100.1');
      expect(found).not.toContain('10.1');
      expect(found).not.toContain('110.1');
    }
  });
});
