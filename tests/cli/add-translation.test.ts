/**
 * `rules add` of a whole translated CR, without flags: its language, format and base (the English
 * release it translates, from the date line it prints) are told from the file; what cannot be
 * placed is refused with exit 1 and the reason, content/ untouched.
 */
import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runRules } from '../helpers/cli.js';
import { tempDir } from '../helpers/content.js';
import { translationPairs } from '../helpers/queue.js';
import { CR_DIR, ROOT } from '../helpers/shared.js';
import { loadManifest } from '../../src/lib/content/manifest.js';

/** A content folder holding the English releases of these dates. */
async function contentWithReleases(dates: string[]): Promise<string> {
  const dir = path.join(tempDir('rules-add-tr-'), 'content');
  mkdirSync(dir, { recursive: true });
  for (const d of dates) {
    const r = await runRules(['add', path.join(CR_DIR, `cr-${d}.txt`), '--content', dir], dir);
    expect(r.code, r.err).toBe(0);
  }
  return dir;
}

const sources = (dir: string) => readFileSync(path.join(dir, 'sources.yaml'), 'utf8');

describe('rules add of a whole translation', () => {
  // Every version at hand: the older ones (tests/fixtures/translations) and content/'s newest.
  const files = [
    ...new Map(
      translationPairs().flatMap((p) => [
        [p.baseFile, { lang: p.lang, date: p.base }],
        [p.nextFile, { lang: p.lang, date: p.next }],
      ]),
    ),
    [path.join(ROOT, 'content/sources/zh/cr-2026-04-17.txt'), { lang: 'zh', date: '2026-04-17' }],
  ] as Array<[string, { lang: string; date: string }]>;

  it.each(files.map(([file, w]) => [path.basename(file), file, w] as const))(
    '%s: its language, cr and its base from the date it prints',
    { timeout: 60_000 },
    async (_name, file, w) => {
      const content = await contentWithReleases([w.date]);
      const r = await runRules(['add', file, '--content', content, '--json'], content);
      expect(r.code, r.err).toBe(0);
      const entry = JSON.parse(r.out);
      expect(entry).toMatchObject({ lang: w.lang, format: 'cr', date: w.date, base: w.date });
      expect(loadManifest(content).find((e) => e.id === entry.id)).toMatchObject({ base: w.date });
      expect(readFileSync(path.join(content, entry.file)).equals(readFileSync(file))).toBe(true);
    },
  );

  it('refuses a translation whose release content/ lacks, naming the nearest it holds', async () => {
    const content = await contentWithReleases(['2024-02-02', '2024-04-12']);
    const before = sources(content);
    const file = translationPairs().find((p) => p.next === '2024-04-12')!.baseFile; // 2024-03-08
    const r = await runRules(['add', file, '--content', content], content);
    expect(r.code).toBe(1);
    expect(r.err).toContain(path.basename(file));
    expect(r.err).toMatch(/translates the 2024-03-08 release.*nearest: 2024-02-02 and 2024-04-12.*--base/s);
    expect(sources(content)).toBe(before);
    expect(existsSync(path.join(content, 'sources/zh'))).toBe(false);
  });

  it('refuses a language the registry does not know, naming the ones it does', async () => {
    const content = await contentWithReleases(['2024-02-02']);
    const file = translationPairs()[0]!.baseFile;
    const r = await runRules(['add', file, '--content', content, '--lang', 'ja'], content);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/unknown language "ja".*en, es, ko, ru, zh/);
  });

  it('refuses a whole translation with an unreadable date line, suggesting --date and --base', async () => {
    const content = await contentWithReleases(['2024-02-02']);
    const text = readFileSync(translationPairs()[0]!.baseFile, 'utf8').replace(
      /此规则于.*生效。/g,
      '此规则于不久前生效。',
    );
    const file = path.join(path.dirname(content), 'translation.txt');
    writeFileSync(file, text);
    const r = await runRules(['add', file, '--content', content], content);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/translation\.txt.*no effective date.*--date.*--base/);
    // Given the base, it is placed on it.
    const ok = await runRules(['add', file, '--content', content, '--date', '2024-02-02', '--json'], content);
    expect(ok.code, ok.err).toBe(0);
    expect(JSON.parse(ok.out)).toMatchObject({ lang: 'zh', format: 'cr', base: '2024-02-02' });
  });
});
