/**
 * The store of every official release (helpers/full-site.ts): every record a command reads is
 * taken by the one-pass check derived from its schema (model/quick.ts), so no command falls back
 * to zod's walk and copy on the real content — and zod reads each the same.
 */
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { guardOf } from '../../src/lib/model/quick.js';
import { GlossaryEntrySchema, NumberUseSchema, RuleSchema, type ReviewItem } from '../../src/lib/model/schema.js';
import { StoredDiffsSchema, StoredReviewSchema, StoreIndexSchema } from '../../src/lib/store/layout.js';
import { z } from 'zod';
import { fullSite, type FullSite } from '../helpers/full-site.js';
import { describeArchive } from '../helpers/archive.js';
import { ROOT } from '../helpers/shared.js';

describeArchive('the store of every official release', () => {
  let site: FullSite;
  beforeAll(async () => {
    site = await fullSite();
  }, 900_000);

  it('every rule record, the index and the parts pass the one-pass check, and zod reads them equal', () => {
    const dir = path.dirname(site.graph);
    const index = JSON.parse(readFileSync(site.graph, 'utf8')) as z.infer<typeof StoreIndexSchema>;
    expect(guardOf(StoreIndexSchema)(index)).toBe(true);
    const bytes = readFileSync(path.join(dir, index.layout.rules));
    const ids = index.rules.ids.split(' ');
    expect(ids.length).toBeGreaterThan(3000);
    const isRule = guardOf(RuleSchema);
    const refused = ids.filter((id, i) => {
      const { offsets } = index.rules;
      const line = bytes.toString('utf8', offsets[i], offsets[i + 1]! - 1);
      const rule = JSON.parse(line) as unknown;
      if (!isRule(rule)) return true;
      // Spot-check zod's reading on every 50th record (all of them take seconds).
      if (i % 50 === 0) expect(JSON.stringify(RuleSchema.parse(rule))).toBe(line);
      return false;
    });
    expect(refused).toEqual([]);
    const part = (name: string) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown;
    expect(guardOf(GlossaryEntrySchema.array())(part(index.layout.glossary))).toBe(true);
    const numbers = part(index.layout.numbers) as Record<string, unknown>;
    expect(Object.values(numbers).every(guardOf(NumberUseSchema.array()))).toBe(true);
    // A review queue and its diffs taken as they are: the very objects read, not zod's copies.
    for (const name of [
      ...Object.values(index.layout.review ?? {}),
      ...Object.values(index.layout.reviewDiffs ?? {}),
    ]) {
      const value = part(name);
      const schema = name.includes('-diffs-') ? StoredDiffsSchema : StoredReviewSchema;
      expect(guardOf(schema)(value), name).toBe(true);
    }
  });

  it('rules review prints each pending change of the queue --json gives with its diff', () => {
    const run = (...args: string[]) =>
      execFileSync(
        process.execPath,
        [path.join(ROOT, 'bin/rules.mjs'), 'review', '--lang', 'ru', '--graph', site.graph, ...args],
        {
          encoding: 'utf8',
          maxBuffer: 256 * 1024 * 1024,
        },
      );
    const json = JSON.parse(run('--json')) as { items: ReviewItem[] };
    const pending = json.items.flatMap((it) => it.pending);
    expect(pending.length).toBeGreaterThan(100);
    expect(pending.every((p) => p.diff.length > 0)).toBe(true);
    const text = run();
    const printed = [...text.matchAll(/^ {2}pending (\S+) \((\w+)\)$/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(printed).toEqual(pending.map((p) => `${p.version} ${p.change}`));
  });
});
