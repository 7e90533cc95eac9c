/**
 * A language the content has no text in (issue #17): every command taking one exits 1 naming the
 * languages there are, instead of an empty result or a misleading "unknown rule".
 */
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { writeGraph } from '../../src/lib/ingest/write.js';
import { ROOT } from '../helpers/shared.js';
import { tempDir } from '../helpers/content.js';

const FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'edition', 'r3.txt');

describe('an unknown --lang', () => {
  let store: string;
  beforeAll(() => {
    const content = path.join(tempDir('rules-langs-'), 'content');
    mkdirSync(path.join(content, 'sources', 'en'), { recursive: true });
    writeFileSync(path.join(content, 'sources', 'en', 'r3.txt'), readFileSync(FIXTURE));
    writeFileSync(
      path.join(content, 'sources.yaml'),
      '- id: en-cr-2031-01-01\n  file: sources/en/r3.txt\n  lang: en\n  format: cr\n  date: 2031-01-01\n',
    );
    store = path.join(tempDir('rules-langs-store-'), 'graph.json');
    writeGraph(store, buildGraph({ contentDir: content }));
  }, 120_000);

  for (const args of [
    ['lookup', '100.1', '--lang', 'xx'],
    ['review', '--lang', 'xx'],
    ['align', '100.1', '--langs', 'en,xx'],
  ])
    it(`rules ${args.join(' ')}: exit 1, naming the languages there are`, () => {
      const r = spawnSync(process.execPath, [path.join(ROOT, 'bin/rules.mjs'), ...args, '--graph', store], {
        encoding: 'utf8',
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toBe('rules: unknown language: xx (the languages there are: en)\n');
      expect(r.stdout).toBe('');
    });
});
