/** The `rules` CLI as users run it: exit codes, file:line errors, atomic output, add. */
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT, describeSharedCr, sharedCrPath } from '../helpers/shared.js';
import { contentWith, tempDir } from '../helpers/content.js';

function rules(args: string[], cwd = tempDir()) {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'bin/rules.mjs'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, RULES_CONTENT: '' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr, cwd };
}

describe('rules CLI on content/', () => {
  const content = contentWith();

  it('ingest writes graph.json; lookup --json answers from it', () => {
    const out = tempDir();
    const ingest = rules(['ingest', '--content', content, '--out', out, '--json']);
    expect(ingest.err).toBe('');
    expect(ingest.code).toBe(0);
    expect(JSON.parse(ingest.out).sources).toBe(5);
    const graphFile = path.join(out, 'graph.json');
    const look = rules(['lookup', '707.10', '--json', '--graph', graphFile]);
    expect(look.code).toBe(0);
    const r = JSON.parse(look.out);
    expect(r.id).toBe('707.10');
    expect(r.children).toHaveLength(7);
    const es = rules(['lookup', '707.10', '--json', '--graph', graphFile, '--lang', 'es']);
    expect(JSON.parse(es.out).renditions.map((x: { lang: string }) => x.lang)).toEqual(['es']);
  });

  it('the default graph is built on first use and rebuilt when content changes', () => {
    const cwd = tempDir();
    const first = rules(['stats', '--json', '--content', content], cwd);
    expect(first.code).toBe(0);
    const stats = JSON.parse(first.out);
    expect(stats.sources).toHaveLength(5);
    expect(stats.warnings.some((w: { reason: string }) => /507\.7b/.test(w.reason))).toBe(true);
    expect(existsSync(path.join(cwd, 'generated/graph.json'))).toBe(true);
  });

  it('unknown rule numbers exit 1', () => {
    const r = rules(['lookup', '999.99', '--content', content, '--json']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/unknown rule number: 999\.99/);
  });

  it('a bad manifest fails with file:line and leaves the previous graph intact', () => {
    const dir = contentWith();
    const out = tempDir();
    expect(rules(['ingest', '--content', dir, '--out', out]).code).toBe(0);
    const before = readFileSync(path.join(out, 'graph.json'));
    const manifest = path.join(dir, 'sources.yaml');
    writeFileSync(
      manifest,
      readFileSync(manifest, 'utf8') + '- id: broken\n  file: sources/none.txt\n  lang: en\n  format: nonsense\n',
    );
    const r = rules(['ingest', '--content', dir, '--out', out]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/sources\.yaml:\d+: /);
    expect(readFileSync(path.join(out, 'graph.json'))).toEqual(before);
  });

  it('a manifest entry naming a missing file is an error', () => {
    const dir = contentWith();
    const manifest = path.join(dir, 'sources.yaml');
    writeFileSync(
      manifest,
      readFileSync(manifest, 'utf8') + '- id: gone\n  file: sources/en/gone.txt\n  lang: en\n  format: article\n',
    );
    const r = rules(['ingest', '--content', dir, '--out', tempDir()]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/missing file: sources\/en\/gone\.txt/);
  });

  it('rules add refuses an empty file and an undecidable format, writing nothing', () => {
    const dir = contentWith();
    const before = readFileSync(path.join(dir, 'sources.yaml'), 'utf8');
    const empty = path.join(tempDir(), 'empty.txt');
    writeFileSync(empty, '');
    const r1 = rules(['add', empty, '--content', dir]);
    expect(r1.code).toBe(1);
    expect(r1.err).toMatch(/empty\.txt:0: empty file/);
    const prose = path.join(tempDir(), 'prose.txt');
    writeFileSync(prose, 'Just a note about nothing in particular.\nAnother line.\n');
    const r2 = rules(['add', prose, '--content', dir]);
    expect(r2.code).toBe(1);
    expect(r2.err).toMatch(/--format/);
    expect(readFileSync(path.join(dir, 'sources.yaml'), 'utf8')).toBe(before);
  });

  it('rules add creates the manifest in an empty folder and never overwrites without --force', () => {
    const dir = path.join(tempDir(), 'fresh');
    mkdirSync(dir);
    const page = path.join(tempDir(), 'regla.txt');
    copyFileSync(path.join(ROOT, 'content/sources/es/regla-707.10.txt'), page);
    const a = rules(['add', page, '--content', dir, '--json']);
    expect(a.err).toBe('');
    expect(a.code).toBe(0);
    const entry = JSON.parse(a.out);
    expect(entry).toMatchObject({ lang: 'es', format: 'rule-page' });
    expect(readFileSync(path.join(dir, entry.file))).toEqual(readFileSync(page));
    const again = rules(['add', page, '--content', dir]);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/--force/);
    expect(rules(['add', page, '--content', dir, '--force']).code).toBe(0);
    expect(rules(['stats', '--content', dir, '--json']).code).toBe(0);
  });
});

describeSharedCr('rules add with an official CR file', () => {
  it('detects cr, en and the effective date', () => {
    const dir = contentWith();
    const r = rules(['add', sharedCrPath('2017-08-25'), '--content', dir, '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ format: 'cr', lang: 'en', date: '2017-08-25' });
  });
});
