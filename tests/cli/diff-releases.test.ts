/**
 * `rules diff FROM TO` on a store of two official releases (issue #41): a pair given newer first and
 * a date outside the releases exit 1 with a message saying what is expected; a date between
 * releases means the release before it, and the output says so; added rules come with their text.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { runRules } from '../helpers/cli.js';
import { contentWith, tempDir } from '../helpers/content.js';
import { crPath, describeCrFiles } from '../helpers/shared.js';
import type { ReleaseDiff } from '../../src/lib/query/release-diff.js';

const OLDER = '2021-07-23';
const NEWER = '2025-11-14';

describeCrFiles('rules diff between releases', () => {
  let graph: string;
  const cwd = tempDir();
  const diff = (...args: string[]) => runRules(['diff', ...args, '--graph', graph], cwd);
  const json = async (...args: string[]) => {
    const r = await diff(...args, '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    return JSON.parse(r.out) as ReleaseDiff;
  };

  beforeAll(async () => {
    graph = path.join(tempDir(), 'store');
    const ingest = await runRules(['ingest', '--content', contentWith([OLDER, NEWER]), '--out', graph], cwd);
    expect(ingest.err).toBe('');
    expect(ingest.code).toBe(0);
  }, 300_000);

  it('refuses a pair given newer first, naming the order it takes', async () => {
    for (const args of [
      [NEWER, OLDER],
      // Both dates mean the older release, but are still given newer first.
      ['2022-03-01', '2022-01-01'],
    ]) {
      const r = await diff(...args);
      expect(r.code).toBe(1);
      expect(r.out).toBe('');
      expect(r.err).toMatch(/older/);
      expect(r.err).toContain(`rules diff ${args[1]} ${args[0]}`);
      expect(r.err).not.toMatch(/internal error/);
      expect((await diff(...args, '--json')).code).toBe(1);
    }
  });

  it('refuses a date after the newest release or before the first, naming it', async () => {
    const after = await diff(OLDER, '2099-01-01');
    expect(after.code).toBe(1);
    expect(after.out).toBe('');
    expect(after.err).toMatch(/2099-01-01.*after.*newest/);
    expect(after.err).toContain(NEWER);
    const before = await diff('2001-01-01', NEWER);
    expect(before.code).toBe(1);
    expect(before.err).toMatch(/2001-01-01.*before.*first/);
    expect(before.err).toContain(OLDER);
  });

  it('refuses a date no calendar has rather than reading it as a release', async () => {
    const r = await diff('2022-02-30', NEWER);
    expect(r.code).toBe(1);
    expect(r.err).toContain('2022-02-30');
  });

  it('reads a date between releases as the release before it, and says so', async () => {
    const exact = await json(OLDER, NEWER);
    const between = await json('2022-01-01', NEWER);
    expect(between.from).toBe(OLDER);
    expect(between.to).toBe(NEWER);
    expect(between.requested).toEqual({ from: '2022-01-01', to: NEWER });
    expect(exact.requested).toEqual({ from: OLDER, to: NEWER });
    const { requested: _a, ...exactRest } = exact;
    const { requested: _b, ...betweenRest } = between;
    expect(betweenRest).toEqual(exactRest);
    const printed = await diff('2022-01-01', NEWER);
    expect(printed.code).toBe(0);
    const head = printed.out.split('\n').slice(0, 2);
    expect(head[0]).toMatch(new RegExp(`^2022-01-01 → the ${OLDER} release\\b`));
    expect(head[1]).toMatch(new RegExp(`^${OLDER} → ${NEWER}: `));
    // The same release on both sides: nothing changed, and no error.
    const same = await json('2022-01-01', '2022-06-01');
    expect([same.from, same.to]).toEqual([OLDER, OLDER]);
    expect([same.added, same.removed, same.moved, same.changed]).toEqual([[], [], [], []]);
  });

  it('keeps the JSON keys it had, adding the requested dates and the added rules', async () => {
    const d = await json(OLDER, NEWER);
    expect(Object.keys(d).slice(0, 6)).toEqual(['from', 'to', 'added', 'removed', 'moved', 'changed']);
    expect(d.addedRules.map((r) => r.id)).toEqual(d.added);
  });

  it('lists added rules with the text the newer release prints for them', async () => {
    const d = await json(OLDER, NEWER);
    expect(d.added.length).toBeGreaterThan(10);
    // The oracle is the release file itself: each added rule's line is its number, then its text
    // (a heading's, its title); a rule of a section prints a dot after its number.
    const file = readFileSync(crPath(NEWER), 'utf8').replace(/\r\n?/g, '\n');
    const lineOf = (number: string) =>
      file.split('\n').find((l) => l.startsWith(`${number} `) || l.startsWith(`${number}. `));
    const printed = (await diff(OLDER, NEWER)).out.split('\n');
    for (const r of d.addedRules) {
      const line = lineOf(r.number);
      expect(line, r.number).toBeDefined();
      // Trailing spaces some lines carry are no part of the text.
      const own = line!.slice(line!.indexOf(' ') + 1).trimEnd();
      expect(r.text || r.title, r.number).toBe(own);
      for (const e of r.examples) expect(file).toContain(`Example: ${e}`);
      const at = printed.indexOf(`  added ${r.id}`);
      expect(at, r.id).toBeGreaterThan(0);
      expect(printed[at + 1]?.trim(), r.id).toBe(own);
    }
  });

  it("agrees with the site's changes page, rule by rule: one release diff behind both", async () => {
    const d = await json(OLDER, NEWER);
    process.env.RULES_GRAPH = path.join(graph, 'graph.json');
    const { releaseChanges } = await import('../../src/lib/query/site-changes.js');
    const site = releaseChanges(OLDER, NEWER);
    const changes = site.sections.flatMap((s) => s.changes);
    const ids = (kind: string) =>
      changes
        .filter((c) => c.kind === kind)
        .map((c) => c.id)
        .sort();
    expect(ids('added')).toEqual([...d.added].sort());
    expect(ids('removed')).toEqual([...d.removed].sort());
    expect(site.counts.moved).toBe(d.moved.length);
    expect(changes.filter((c) => c.from).map((c) => [c.id, c.from, c.number])).toEqual(
      expect.arrayContaining(d.moved.map((m) => [m.id, m.from, m.to])),
    );
    // A rule whose text changed: the same class and the same word diff on both.
    const changed = d.changed.filter((c) => c.change !== 'unchanged' && c.change !== 'renumbered');
    expect(changed.length).toBeGreaterThan(50);
    for (const c of changed) {
      const page = changes.find((x) => x.id === c.id);
      expect(page?.kind, c.id).toBe(c.change === 'cosmetic' ? 'cosmetic' : 'substantive');
      expect(page?.diff, c.id).toEqual(c.diff);
    }
    expect(ids('substantive').length + ids('cosmetic').length).toBe(changed.length);
  });
});
