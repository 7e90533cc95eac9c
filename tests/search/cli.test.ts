/** `rules search` as users run it: the contract shape, --lang, --limit, errors. */
import path from 'node:path';
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { contentWith, tempDir } from '../helpers/content.js';
import { ROOT } from '../helpers/shared.js';

function rules(args: string[], cwd: string): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env };
    delete env.RULES_CONTENT;
    execFile(
      process.execPath,
      [path.join(ROOT, 'bin/rules.mjs'), ...args],
      { cwd, encoding: 'utf8', env, maxBuffer: 64 << 20 },
      (err, out, errOut) =>
        resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, out, err: errOut }),
    );
  });
}

describe('rules search', () => {
  const content = contentWith();
  const cwd = tempDir();

  it('--json: {query, results:[{id, lang, number, snippet, score}]}, all languages by default', async () => {
    const r = await rules(['search', '707.10', '--json', '--content', content], cwd);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.query).toBe('707.10');
    for (const x of out.results) {
      expect(typeof x.id).toBe('string');
      expect(typeof x.lang).toBe('string');
      expect(typeof x.number).toBe('string');
      expect(typeof x.snippet).toBe('string');
      expect(typeof x.score).toBe('number');
    }
    expect(out.results.slice(0, 3).map((x: { id: string; lang: string }) => `${x.id} ${x.lang}`)).toEqual([
      '707.10 en',
      '707.10 es',
      '707.10 ru',
    ]);
  });

  it('--lang and --limit', async () => {
    const r = await rules(
      ['search', 'копия заклинания', '--lang', 'en', '--limit', '1', '--json', '--content', content],
      cwd,
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.results).toHaveLength(1);
    expect(out.results[0]).toMatchObject({ id: '707.10', lang: 'en', number: '707.10' });
  });

  it('prints marked snippets without --json', async () => {
    const r = await rules(['search', 'Emerald Charm', '--lang', 'es', '--content', content], cwd);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^707\.10 \[es\]/);
    expect(r.out).toContain('«Emerald Charm»');
  });

  it('bad options exit 1', async () => {
    const lang = await rules(['search', 'x', '--lang', 'de', '--content', content], cwd);
    expect(lang.code).toBe(1);
    expect(lang.err).toMatch(/no search index for language de/);
    const limit = await rules(['search', 'x', '--limit', '0', '--content', content], cwd);
    expect(limit.code).toBe(1);
    expect(limit.err).toMatch(/--limit/);
  });

  it("an empty or blank argument or option value exits 1 with the command's usage, whatever the command", async () => {
    const cases = [
      [['lookup', ''], /usage: rules lookup .*<number> is empty/],
      [['lookup', '707.10', '--version', ' '], /usage: rules lookup .*--version is empty/],
      [['history', '  '], /usage: rules history .*<number> is empty/],
      [['add', ''], /usage: rules add .*<file-or-url> is empty/],
      [['examples', '--run', ''], /usage: rules examples .*--run is empty/],
    ] as const;
    for (const [args, message] of cases) {
      const r = await rules([...args, '--content', content], cwd);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.err).toMatch(message);
      expect(r.out).toBe('');
    }
  });

  it('an empty or blank query exits 1 with a usage line', async () => {
    for (const q of ['', '   ', '?!']) {
      const r = await rules(['search', q, '--content', content], cwd);
      expect(r.code, JSON.stringify(q)).toBe(1);
      expect(r.err).toMatch(/usage: rules search .*(<query>|the query) is empty/);
      expect(r.out).toBe('');
    }
  });
});
