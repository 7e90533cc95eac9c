/**
 * The store's review parts (graph/store/layout.ts): a queue comes back exactly as it was written, its
 * untranslated rules kept as ids in its order; a part whose order and items disagree is refused with
 * the store's name.
 */
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reviewItems, storedReview } from '../../src/lib/graph/store/layout.js';
import { openStore, storeFiles } from '../../src/lib/graph/store/read.js';
import { writeStore } from '../../src/lib/graph/store/write.js';
import type { Graph, ReviewItem } from '../../src/lib/graph/schema.js';
import { InputError } from '../../src/lib/errors.js';
import { tempDir } from '../helpers/content.js';

const untranslated = (id: string): ReviewItem => ({
  id,
  lang: 'ru',
  number: id,
  source: '',
  status: 'untranslated',
  baseVersions: [],
  pending: [],
  issues: [],
});
const outdated = (id: string, source: string): ReviewItem => ({
  id,
  lang: 'ru',
  number: id.replace(/@.*/, ''),
  source,
  status: 'outdated',
  baseVersions: ['2008-10-01'],
  pending: [{ version: '2012-07-01', change: 'substantive', diff: [{ op: 'insert', text: 'new words' }] }],
  issues: [{ kind: 'no-base', detail: 'agrees with no English version' }],
});

const queue = [
  untranslated('100.1'),
  outdated('100.2', 'ru-a'),
  outdated('100.2', 'ru-b'),
  untranslated('100.3'),
  untranslated('100.3a'),
  outdated('702.19b@2008-10-01', 'ru-a'),
  untranslated('800.4'),
];

const emptyGraph: Graph = {
  schema: 1,
  contentHash: 'x',
  canonicalNumbering: 'current',
  sources: [],
  versions: [],
  rules: {},
  numbers: {},
  glossary: [],
  cards: [],
  articles: [],
  warnings: [],
};

describe('review parts of the store', () => {
  it('give back the queue as written, untranslated rules as ids in their place', () => {
    const stored = storedReview(queue);
    expect(stored.items).toHaveLength(3);
    expect(stored.order).toBe('100.1 * * 100.3 100.3a * 800.4');
    expect(reviewItems(JSON.parse(JSON.stringify(stored)), 'ru')).toEqual(queue);
    expect(reviewItems(storedReview([]), 'ru')).toEqual([]);
  });

  it('are one file per language; a language with none stored has an empty queue', () => {
    const file = path.join(tempDir('rules-review-'), 'graph.json');
    writeStore(file, emptyGraph, { review: { ru: queue, es: [untranslated('100.1')] } });
    expect(storeFiles(file).filter((f) => f.includes('review'))).toEqual([
      expect.stringMatching(/^graph-review-es-[0-9a-f]{16}\.json$/),
      expect.stringMatching(/^graph-review-ru-[0-9a-f]{16}\.json$/),
    ]);
    expect(openStore(file).review('ru')).toEqual(queue);
    expect(openStore(file).review('de')).toEqual([]);
  });

  it('refuse a part whose order names more items than it holds', () => {
    const file = path.join(tempDir('rules-review-'), 'graph.json');
    writeStore(file, emptyGraph, { review: { ru: queue } });
    const part = path.join(
      path.dirname(file),
      storeFiles(file).find((f) => f.includes('review-ru'))!,
    );
    const json = JSON.parse(readFileSync(part, 'utf8'));
    writeFileSync(part, JSON.stringify({ ...json, order: `${json.order} *` }));
    expect(() => openStore(file).review('ru')).toThrow(InputError);
    expect(() => openStore(file).review('ru')).toThrow(/graph\.json.*order and its items disagree/);
  });
});
