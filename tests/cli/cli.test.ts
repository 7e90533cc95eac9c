/** The `rules` CLI as users run it: exit codes, file:line errors, atomic output, add. */
import path from 'node:path';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT, describeCrFiles, crPath } from '../helpers/shared.js';
import { contentWith, tempDir } from '../helpers/content.js';
import type { Graph } from '../../src/lib/model/schema.js';

/** Run the CLI as a user would (asynchronously, so the test worker stays responsive). */
function rules(args: string[], cwd = tempDir()): Promise<{ code: number; out: string; err: string; cwd: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env };
    delete env.RULES_CONTENT;
    execFile(
      process.execPath,
      [path.join(ROOT, 'bin/rules.mjs'), ...args],
      { cwd, encoding: 'utf8', env, maxBuffer: 64 << 20 },
      (err, out, errOut) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
        resolve({ code, out, err: errOut, cwd });
      },
    );
  });
}

describe('rules CLI on content/', () => {
  const content = contentWith();

  it('ingest writes graph.json; lookup --json answers from it', async () => {
    const out = tempDir();
    const ingest = await rules(['ingest', '--content', content, '--out', out, '--json']);
    expect(ingest.err).toBe('');
    expect(ingest.code).toBe(0);
    expect(JSON.parse(ingest.out).sources).toBe(8);
    const graphFile = path.join(out, 'graph.json');
    const look = await rules(['lookup', '707.10', '--json', '--graph', graphFile]);
    expect(look.code).toBe(0);
    const r = JSON.parse(look.out);
    expect(r.id).toBe('707.10');
    expect(r.children).toHaveLength(7);
    const es = await rules(['lookup', '707.10', '--json', '--graph', graphFile, '--lang', 'es']);
    expect(JSON.parse(es.out).renditions.map((x: { lang: string }) => x.lang)).toEqual(['es']);
  });

  it('the default graph is built on first use and rebuilt when content changes', async () => {
    const cwd = tempDir();
    const first = await rules(['stats', '--json', '--content', content], cwd);
    expect(first.code).toBe(0);
    const stats = JSON.parse(first.out);
    expect(stats.sources).toHaveLength(8);
    expect(stats.warnings.some((w: { reason: string }) => /507\.7b/.test(w.reason))).toBe(true);
    // The rule-history page (seed 003): the one rule it is about, and its revisions (#0 … #n).
    const history = stats.sources.find((s: { format: string }) => s.format === 'rule-history');
    const graph = JSON.parse(readFileSync(path.join(cwd, 'generated/graph.json'), 'utf8')) as Graph;
    const revisions = graph.versions.filter((v) => v.kind === 'history' && v.sources.includes(history.id));
    expect(revisions.length).toBeGreaterThan(1);
    expect(history.counts).toEqual({
      sections: 0,
      rules: 1,
      subrules: 0,
      examples: 0,
      glossary: 0,
      revisions: revisions.length,
    });
    expect(existsSync(path.join(cwd, 'generated/graph.json'))).toBe(true);
  });

  it('rules --version prints the package version', async () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const r = await rules(['--version']);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${pkg.version}\n`);
  });

  it('rules examples --all exits 1 when a scenario does not do what its rule says', async () => {
    const ok = await rules(['examples', '--all', '--content', content]);
    expect(ok.code, ok.out.slice(-500)).toBe(0);
    const broken = contentWith();
    const file = path.join(broken, 'scenarios', '707.10-fling.yaml');
    // The expected outcome changed by hand: the engine now disagrees with the scenario.
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('players: { opponent: { life: 8 } }', 'players: { opponent: { life: 20 } }'),
    );
    const bad = await rules(['examples', '--all', '--content', broken]);
    expect(bad.out).toMatch(/\d+\/\d+ scenarios pass/);
    expect(bad.code).toBe(1);
    expect((await rules(['examples', '--all', '--json', '--content', broken])).code).toBe(1);
  });

  it('unknown rule numbers exit 1', async () => {
    const r = await rules(['lookup', '999.99', '--content', content, '--json']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/unknown rule number: 999\.99/);
  });

  it('a bad manifest fails with file:line and leaves the previous graph intact', async () => {
    const dir = contentWith();
    const out = tempDir();
    expect((await rules(['ingest', '--content', dir, '--out', out])).code).toBe(0);
    const before = readFileSync(path.join(out, 'graph.json'));
    const manifest = path.join(dir, 'sources.yaml');
    writeFileSync(
      manifest,
      readFileSync(manifest, 'utf8') + '- id: broken\n  file: sources/none.txt\n  lang: en\n  format: nonsense\n',
    );
    const r = await rules(['ingest', '--content', dir, '--out', out]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/sources\.yaml:\d+: /);
    expect(readFileSync(path.join(out, 'graph.json'))).toEqual(before);
  });

  it('a manifest entry naming a missing file is an error', async () => {
    const dir = contentWith();
    const manifest = path.join(dir, 'sources.yaml');
    writeFileSync(
      manifest,
      readFileSync(manifest, 'utf8') + '- id: gone\n  file: sources/en/gone.txt\n  lang: en\n  format: article\n',
    );
    const r = await rules(['ingest', '--content', dir, '--out', tempDir()]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/missing file: sources\/en\/gone\.txt/);
  });

  it('rules add refuses an empty file and an undecidable format, writing nothing', async () => {
    const dir = contentWith();
    const before = readFileSync(path.join(dir, 'sources.yaml'), 'utf8');
    const empty = path.join(tempDir(), 'empty.txt');
    writeFileSync(empty, '');
    const r1 = await rules(['add', empty, '--content', dir]);
    expect(r1.code).toBe(1);
    expect(r1.err).toMatch(/empty\.txt:0: empty file/);
    const prose = path.join(tempDir(), 'prose.txt');
    writeFileSync(prose, 'Just a note about nothing in particular.\nAnother line.\n');
    const r2 = await rules(['add', prose, '--content', dir]);
    expect(r2.code).toBe(1);
    expect(r2.err).toMatch(/--format/);
    expect(readFileSync(path.join(dir, 'sources.yaml'), 'utf8')).toBe(before);
  });

  it('rules add creates the manifest in an empty folder and never overwrites without --force', async () => {
    const dir = path.join(tempDir(), 'fresh');
    mkdirSync(dir);
    const page = path.join(tempDir(), 'regla.txt');
    copyFileSync(path.join(ROOT, 'content/sources/es/regla-707.10.txt'), page);
    const a = await rules(['add', page, '--content', dir, '--json']);
    expect(a.err).toBe('');
    expect(a.code).toBe(0);
    const entry = JSON.parse(a.out);
    expect(entry).toMatchObject({ lang: 'es', format: 'rule-page' });
    expect(readFileSync(path.join(dir, entry.file))).toEqual(readFileSync(page));
    const again = await rules(['add', page, '--content', dir]);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/--force/);
    expect((await rules(['add', page, '--content', dir, '--force'])).code).toBe(0);
    expect((await rules(['stats', '--content', dir, '--json'])).code).toBe(0);
  });
});

describeCrFiles('rules add with an official CR file', () => {
  it('detects cr, en and the effective date', async () => {
    const dir = contentWith();
    const r = await rules(['add', crPath('2017-08-25'), '--content', dir, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ format: 'cr', lang: 'en', date: '2017-08-25' });
  });

  it('refuses a second copy of a release: the same bytes, or the same language and date (naming the source)', async () => {
    const dir = contentWith();
    const first = await rules(['add', crPath('2025-11-14'), '--content', dir, '--json']);
    expect(first.code).toBe(0);
    const { id } = JSON.parse(first.out) as { id: string };
    const snapshot = () =>
      JSON.stringify([
        readFileSync(path.join(dir, 'sources.yaml'), 'utf8'),
        readdirSync(path.join(dir, 'sources', 'en')).sort(),
      ]);
    const before = snapshot();
    // The same bytes under another name.
    const renamed = path.join(tempDir(), 'copy-of-the-rules.txt');
    copyFileSync(crPath('2025-11-14'), renamed);
    const same = await rules(['add', renamed, '--content', dir]);
    expect(same.code).toBe(1);
    expect(same.err).toMatch(new RegExp(`^\\S*sources\\.yaml:[1-9]\\d*: the same bytes as source "${id}"`));
    // Other bytes, the same release (one line more).
    const edited = path.join(tempDir(), 'MagicCompRules 20251114.txt');
    writeFileSync(edited, Buffer.concat([readFileSync(crPath('2025-11-14')), Buffer.from('\r\n')]));
    const release = await rules(['add', edited, '--content', dir]);
    expect(release.code).toBe(1);
    expect(release.err).toMatch(new RegExp(`source "${id}" is the en release of 2025-11-14 already.*--force`));
    expect(snapshot()).toBe(before);
    // --force replaces it: still one source for that release, with the new bytes.
    const forced = await rules(['add', edited, '--content', dir, '--force', '--json']);
    expect(forced.code).toBe(0);
    const stats = JSON.parse((await rules(['stats', '--content', dir, '--json'])).out) as {
      sources: Array<{ id: string; date: string | null }>;
    };
    expect(stats.sources.filter((s) => s.date === '2025-11-14').map((s) => s.id)).toEqual([id]);
    expect(readFileSync(path.join(dir, (JSON.parse(forced.out) as { file: string }).file))).toEqual(
      readFileSync(edited),
    );
  });
});

describeCrFiles('bad input leaves generated/ exactly as it was', () => {
  /** A working folder with content/ and a built default graph. */
  async function workspace() {
    const cwd = tempDir();
    const content = path.join(cwd, 'content');
    mkdirSync(content);
    const dir = contentWith();
    for (const f of ['sources.yaml']) copyFileSync(path.join(dir, f), path.join(content, f));
    await rules(['ingest', '--content', dir], cwd);
    return { cwd, dir, graph: path.join(cwd, 'generated/graph.json') };
  }

  const cases: Array<[string, () => Buffer, RegExp]> = [
    [
      'a cr file that states no effective date',
      () => {
        const text = readFileSync(crPath('2012-07-01'), 'latin1');
        return Buffer.from(text.replace(/(effective|current) as of/g, 'as of'), 'latin1');
      },
      /cr-2012-07-01\.txt:0: no effective date/i,
    ],
    [
      'a UTF-16 file with an odd number of bytes',
      () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Rule 707.10\n', 'utf16le'), Buffer.from([0x41])]),
      /:\d+: .*odd/i,
    ],
    [
      'binary bytes',
      () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
      /:\d+: .*(binary|NUL)/i,
    ],
  ];
  for (const [name, make, message] of cases) {
    it(name, async () => {
      const { cwd, dir, graph } = await workspace();
      const before = readFileSync(graph);
      const file = path.join(dir, 'sources/en/cr-2012-07-01.txt');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, make());
      writeFileSync(
        path.join(dir, 'sources.yaml'),
        readFileSync(path.join(dir, 'sources.yaml'), 'utf8') +
          '- id: bad\n  file: sources/en/cr-2012-07-01.txt\n  lang: en\n  format: cr\n  date: 2012-07-01\n',
      );
      const r = await rules(['ingest', '--content', dir], cwd);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(message);
      expect(r.err).not.toMatch(/internal error/);
      expect(readFileSync(graph)).toEqual(before);
    });
  }
});
