/**
 * The README's examples name the rules they say they name (issue #41: "the copy-a-spell rule" was
 * looked up as 502.84a of 2008, which is Unearth). Each `rules lookup` of the copy-a-spell example
 * is run on a store of the releases it reads and must print a text about copying a spell; the
 * retired rule `rules diff` is said to print must be one the release after it no longer has.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { addSource } from '../../src/lib/intake/add-source.js';
import { releasesOf } from '../../src/lib/content/subset.js';
import type { LookupResult } from '../../src/lib/query/lookup.js';
import type { ReleaseDiff } from '../../src/lib/query/release-diff.js';
import { runRules } from '../helpers/cli.js';
import { contentWith, tempDir } from '../helpers/content.js';
import { ROOT, describeCrFiles } from '../helpers/shared.js';

const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const block = /the copy-a-spell rule[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
/** The example's commands, as `rules` arguments. */
const lookups = block
  .split('\n')
  .filter((l) => l.startsWith('npx rules lookup '))
  .map((l) => l.replace(/^npx rules /, '').split(/\s+/));
const retired = /a retired rule as "(\S+) \(last in (\d{4}-\d{2}-\d{2})\)"/.exec(readme);

/** The official releases content/ ships, oldest first. */
const shipped = releasesOf(path.join(ROOT, 'content')).filter((r) => r.lang === 'en');

describeCrFiles("the README's examples", () => {
  let graph = '';
  const cwd = tempDir();
  const last = retired?.[2] ?? '';
  const after = shipped.find((r) => r.date > last)?.date ?? '';

  beforeAll(async () => {
    // The releases the examples read: each --version, the retired rule's last and the one after it.
    const dates = new Set([...lookups.flatMap((a) => a.filter((x, i) => a[i - 1] === '--version')), last, after]);
    const content = contentWith();
    for (const r of shipped.filter((x) => dates.has(x.date)))
      addSource(r.file, readFileSync(r.file), { contentDir: content });
    graph = path.join(tempDir(), 'store');
    const ingest = await runRules(['ingest', '--content', content, '--out', graph], cwd);
    expect(ingest.code, ingest.err).toBe(0);
  }, 300_000);

  it('looks the copy-a-spell rule up by every number it shows', async () => {
    expect(lookups.length).toBeGreaterThan(1);
    for (const args of lookups) {
      const r = await runRules([...args, '--graph', graph], cwd);
      expect(r.code, `${args.join(' ')}: ${r.err}`).toBe(0);
      const found = JSON.parse(r.out) as LookupResult;
      expect(found.current?.text, args.join(' ')).toMatch(/^To copy a spell/);
    }
  });

  it('names as retired a rule the release after its last no longer has', async () => {
    expect(retired).not.toBeNull();
    const [, number, date] = retired!;
    expect(after).not.toBe('');
    const r = await runRules(['diff', date!, after, '--json', '--graph', graph], cwd);
    expect(r.code, r.err).toBe(0);
    expect((JSON.parse(r.out) as ReleaseDiff).removed).toContain(`${number}@${date}`);
  });
});
