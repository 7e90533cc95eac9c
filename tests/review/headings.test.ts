/**
 * A rule that is only a heading (702.89 Totem Armor, 101 The Magic Golden Rules) has no sentence to
 * compare with English (issue #18: 94 of 106 "needs check" items were "agrees with no English
 * version (0.00)" on such rules). Its base is the English with the title it had where the
 * translation's numbering was in force: up to date while the English heading stays, outdated once
 * it changes (Totem Armor → Umbra Armor, 2030-06-01), never an issue (a heading has nothing but its
 * number to be placed by, so a declared place is no issue either).
 */
import path from 'node:path';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { reviewQueue } from '../../src/lib/review/query.js';
import type { Graph } from '../../src/lib/model/schema.js';
import { tempDir } from '../helpers/content.js';
import { ROOT } from '../helpers/shared.js';

const RELEASES = [
  ['r1.txt', '2030-01-01'],
  ['r2.txt', '2030-06-01'],
  ['r3.txt', '2031-01-01'],
] as const;

describe('review of translations that are only headings', () => {
  let graph: Graph;
  beforeAll(() => {
    const content = path.join(tempDir('rules-headings-'), 'content');
    mkdirSync(path.join(content, 'sources', 'en'), { recursive: true });
    mkdirSync(path.join(content, 'sources', 'ru'), { recursive: true });
    const entries = RELEASES.map(([file, date]) => {
      writeFileSync(
        path.join(content, 'sources', 'en', file),
        readFileSync(path.join(ROOT, 'tests', 'fixtures', 'edition', file)),
      );
      return `- id: en-cr-${date}\n  file: sources/en/${file}\n  lang: en\n  format: cr\n  date: ${date}\n`;
    });
    writeFileSync(
      path.join(content, 'sources', 'ru', 'headings.txt'),
      readFileSync(path.join(ROOT, 'tests', 'fixtures', 'review', 'ru-2030-headings.txt')),
    );
    entries.push(
      '- id: ru-headings\n  file: sources/ru/headings.txt\n  lang: ru\n  format: cr-section\n  numbering: 2030-01-01\n',
    );
    writeFileSync(path.join(content, 'sources.yaml'), entries.join(''));
    graph = buildGraph({ contentDir: content });
  }, 120_000);

  const item = (id: string) => reviewQueue(graph, 'ru').items.find((i) => i.id === id && i.source === 'ru-headings');

  it('a heading English never changed is up to date, with no issue', () => {
    expect(item('101')).toMatchObject({ status: 'up-to-date', issues: [], pending: [] });
    expect(item('101')!.baseVersions).toEqual(['2030-01-01', '2030-06-01', '2031-01-01']);
  });

  it('a heading English renamed since is outdated, the rename pending, with no issue', () => {
    const it = item('702.89')!;
    expect(it).toMatchObject({ status: 'outdated', issues: [], baseVersions: ['2030-01-01'] });
    expect(it.pending.map((p) => p.version)).toEqual(['2030-06-01']);
  });
});
