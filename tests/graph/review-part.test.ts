/**
 * The store's review parts (store/layout.ts): a queue comes back exactly as it was written, its
 * untranslated rules kept as ids in its order, its pending changes' diffs from a part of their own
 * (unread when the diffs are not asked for); a part whose order, items and diffs disagree is refused
 * with the store's name.
 */
import path from 'node:path';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reviewItems, storedReview, type StoredReview } from '../../src/lib/store/layout.js';
import { openStore, storeFiles } from '../../src/lib/store/read.js';
import { writeStore } from '../../src/lib/store/write.js';
import { guardOf } from '../../src/lib/model/quick.js';
import { ReviewItemSchema, type Graph, type ReviewItem } from '../../src/lib/model/schema.js';
import { InputError } from '../../src/lib/model/errors.js';
import { tempDir } from '../helpers/content.js';
import { graphWith } from '../helpers/graph.js';

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

const emptyGraph: Graph = graphWith();
/** The official releases of these queues, oldest first. */
const RELEASES = ['2008-10-01', '2009-10-01', '2010-07-01', '2011-09-30', '2012-07-01'];

/** A store whose ru review part was written, then edited by `edit`; its index file. */
function storeWithPart(edit: (part: StoredReview) => StoredReview): string {
  const file = path.join(tempDir('rules-review-'), 'graph.json');
  writeStore(file, emptyGraph, { review: { ru: queue } });
  const part = path.join(
    path.dirname(file),
    storeFiles(file).find((f) => /^graph-review-ru-[0-9a-f]{16}\.json$/.test(f))!,
  );
  writeFileSync(part, JSON.stringify(edit(JSON.parse(readFileSync(part, 'utf8')) as StoredReview)));
  return file;
}

describe('review parts of the store', () => {
  it('give back the queue as written, untranslated rules as ids in their place, diffs apart', () => {
    const { review, diffs } = storedReview(queue, RELEASES);
    expect(review.items).toHaveLength(3);
    expect(review.order).toBe('100.1 * * 100.3 100.3a * 800.4');
    expect(review.items.flatMap((it) => it.pending)).toEqual([
      { version: '2012-07-01', change: 'substantive' },
      { version: '2012-07-01', change: 'substantive' },
      { version: '2012-07-01', change: 'substantive' },
    ]);
    expect(diffs).toEqual(queue.flatMap((it) => it.pending.map((p) => p.diff)));
    expect(reviewItems(JSON.parse(JSON.stringify(review)), 'ru', RELEASES, diffs)).toEqual(queue);
    // Without its diffs: the same queue, each pending change's diff empty.
    expect(reviewItems(review, 'ru', RELEASES)).toEqual(
      queue.map((it) => ({ ...it, pending: it.pending.map((p) => ({ ...p, diff: [] })) })),
    );
    const empty = storedReview([], RELEASES);
    expect(reviewItems(empty.review, 'ru', RELEASES, empty.diffs)).toEqual([]);
  });

  it('store runs of three or more consecutive releases as ranges, in their order, and refuse a range of unknown releases', () => {
    const bases = ['2008-10-01', '2009-10-01', '2010-07-01', 'ru-page#2', '2011-09-30', '2012-07-01', '2009-10-01'];
    const item = { ...outdated('100.2', 'ru-a'), status: 'up-to-date' as const, pending: [], baseVersions: bases };
    const whole = { ...item, id: '100.4', number: '100.4', baseVersions: RELEASES };
    const { review, diffs } = storedReview([item, whole], RELEASES);
    expect(review.items.map((it) => it.baseVersions)).toEqual([
      ['2008-10-01..2010-07-01', 'ru-page#2', '2011-09-30', '2012-07-01', '2009-10-01'],
      ['2008-10-01..2012-07-01'],
    ]);
    expect(reviewItems(review, 'ru', RELEASES, diffs)).toEqual([item, whole]);
    // A store whose releases do not hold the range's ends: its queue is refused, not cut short.
    expect(reviewItems(review, 'ru', RELEASES.slice(0, 3), diffs)).toBeUndefined();
  });

  it('are two files per language, the diffs read only when asked for; a language with none stored has an empty queue', () => {
    const file = path.join(tempDir('rules-review-'), 'graph.json');
    writeStore(file, emptyGraph, { review: { ru: queue, es: [untranslated('100.1')] } });
    const parts = storeFiles(file).filter((f) => f.includes('review'));
    expect(parts).toEqual([
      expect.stringMatching(/^graph-review-es-[0-9a-f]{16}\.json$/),
      expect.stringMatching(/^graph-review-es-diffs-[0-9a-f]{16}\.json$/),
      expect.stringMatching(/^graph-review-ru-[0-9a-f]{16}\.json$/),
      expect.stringMatching(/^graph-review-ru-diffs-[0-9a-f]{16}\.json$/),
    ]);
    expect(openStore(file).review('ru')).toEqual(queue);
    expect(openStore(file).review('de')).toEqual([]);
    rmSync(
      path.join(
        path.dirname(file),
        parts.find((f) => f.startsWith('graph-review-ru-diffs'))!,
      ),
    );
    expect(
      openStore(file)
        .review('ru', { diffs: false })!
        .map((it) => it.pending.length),
    ).toEqual(queue.map((it) => it.pending.length));
    expect(() => openStore(file).review('ru')).toThrow(InputError);
  });

  it('are checked in one pass that accepts and refuses what ReviewItemSchema does', () => {
    const item = outdated('100.2', 'ru-a');
    const broken: Array<[string, unknown]> = [
      ['no id', { ...item, id: undefined }],
      ['a number as number', { ...item, number: 100.2 }],
      ['an unknown status', { ...item, status: 'stale' }],
      ['a language of one letter', { ...item, lang: 'r' }],
      ['a base version not a string', { ...item, baseVersions: ['2008-10-01', 2009] }],
      ['pending not a list', { ...item, pending: {} }],
      ['a pending change of no class', { ...item, pending: [{ ...item.pending[0], change: 'big' }] }],
      ['a diff part with no text', { ...item, pending: [{ ...item.pending[0], diff: [{ op: 'insert' }] }] }],
      ['an issue without detail', { ...item, issues: [{ kind: 'no-base' }] }],
      ['issue params as a list', { ...item, issues: [{ kind: 'x', detail: 'y', params: ['a'] }] }],
      [
        'an issue param neither string nor number',
        { ...item, issues: [{ kind: 'x', detail: 'y', params: { a: true } }] },
      ],
      ['null', null],
    ];
    for (const good of [
      ...queue,
      { ...item, lang: undefined },
      { ...item, issues: [{ kind: 'x', detail: 'y', params: { a: 1, b: 'c' } }] },
    ]) {
      expect(ReviewItemSchema.safeParse(good).success).toBe(true);
      expect(guardOf(ReviewItemSchema)(good)).toBe(true);
    }
    for (const [why, bad] of broken) {
      expect(ReviewItemSchema.safeParse(bad).success, why).toBe(false);
      expect(guardOf(ReviewItemSchema)(bad), why).toBe(false);
    }
  });

  it('refuse a part with a broken item, naming the field', () => {
    const file = storeWithPart((json) => {
      json.items[1]!.status = 'stale' as ReviewItem['status'];
      return json;
    });
    expect(() => openStore(file).review('ru')).toThrow(/graph\.json \(graph-review-ru-\w+\.json\).*items\.1\.status/);
  });

  it('refuse a part whose order names more items than it holds', () => {
    const file = storeWithPart((json) => ({ ...json, order: `${json.order} *` }));
    expect(() => openStore(file).review('ru')).toThrow(InputError);
    expect(() => openStore(file).review('ru')).toThrow(/graph\.json.*its order, its items and its diffs disagree/);
  });

  it('refuse diffs one short of the pending changes', () => {
    const file = path.join(tempDir('rules-review-'), 'graph.json');
    writeStore(file, emptyGraph, { review: { ru: queue } });
    const diffsPart = path.join(
      path.dirname(file),
      storeFiles(file).find((f) => f.includes('review-ru-diffs'))!,
    );
    writeFileSync(diffsPart, JSON.stringify((JSON.parse(readFileSync(diffsPart, 'utf8')) as unknown[]).slice(1)));
    expect(() => openStore(file).review('ru')).toThrow(/its order, its items and its diffs disagree/);
    expect(openStore(file).review('ru', { diffs: false })).toHaveLength(queue.length);
  });
});
