/**
 * The round trip of a whole translation, Chinese and Korean, in both file formats: the queue
 * exported (checked by the real tools: `msgfmt -c` from gettext for PO, `xmllint` for XLIFF),
 * one outdated rule translated as a translator would, imported, ingested: that rule up to date
 * with the new text first everywhere, every other item as it was.
 */
import path from 'node:path';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeCrFiles, CR_DIR, ROOT } from '../helpers/shared.js';
import { tempDir } from '../helpers/content.js';
import { TRANSLATIONS } from '../helpers/queue.js';
import { readXliff, writeXliff } from '../../src/lib/exchange/xliff.js';
import { readPo, writePo } from '../../src/lib/exchange/po.js';
import type { ExchangeDoc } from '../../src/lib/exchange/units.js';
import type { ReviewItem } from '../../src/lib/model/schema.js';

const run = promisify(execFile);

const CASES = [
  { lang: 'zh', file: path.join(TRANSLATIONS, 'zh', 'cr-zh-2024-02-02.txt'), releases: ['2024-02-02', '2024-03-08'] },
  { lang: 'ko', file: path.join(ROOT, 'content/sources/ko/cr-2021-11-19.txt'), releases: ['2021-11-19', '2022-02-18'] },
];

const FORMATS = {
  po: { read: readPo, write: writePo, check: (f: string) => execFileSync('msgfmt', ['-c', '-o', '/dev/null', f]) },
  xliff: { read: readXliff, write: writeXliff, check: (f: string) => execFileSync('xmllint', ['--noout', f]) },
} as const;

describeCrFiles('the round trip of a whole translation', () => {
  for (const c of CASES)
    for (const format of ['po', 'xliff'] as const)
      describe(`${c.lang}, ${format}`, () => {
        let dir = '';
        let content = '';
        let store = '';
        const rules = async (...args: string[]) =>
          // In the case's own folder: a command given no --graph (add, import) writes the default
          // store, generated/ of its working directory, which must not be the checkout's.
          (
            await run(process.execPath, [path.join(ROOT, 'bin/rules.mjs'), ...args, '--content', content], {
              cwd: dir,
              encoding: 'utf8',
              maxBuffer: 256 << 20,
            })
          ).stdout;
        const queue = async () =>
          (JSON.parse(await rules('review', '--lang', c.lang, '--json', '--graph', store)) as { items: ReviewItem[] })
            .items;

        beforeAll(async () => {
          dir = tempDir(`rules-whole-${c.lang}-${format}-`);
          content = path.join(dir, 'content');
          store = path.join(dir, 'store');
          mkdirSync(content, { recursive: true });
          for (const f of ['cards.yaml', 'lexicon.yaml'])
            copyFileSync(path.join(ROOT, 'content', f), path.join(content, f));
          for (const d of c.releases) await rules('add', path.join(CR_DIR, `cr-${d}.txt`));
          await rules('add', c.file);
          await rules('ingest', '--out', store);
        }, 240_000);

        it('exports a file the real tool accepts, translates one outdated rule, imports it: that rule up to date, the rest as it was', async () => {
          const before = await queue();
          const out = path.join(dir, `queue.${format === 'po' ? 'po' : 'xlf'}`);
          await rules(
            'export',
            '--lang',
            c.lang,
            '--format',
            format,
            '--status',
            'outdated',
            '--out',
            out,
            '--graph',
            store,
          );
          expect(() => FORMATS[format].check(out)).not.toThrow();
          const doc: ExchangeDoc = FORMATS[format].read(readFileSync(out, 'utf8'), out);
          expect(doc).toMatchObject({ sourceLang: 'en', targetLang: c.lang, version: c.releases.at(-1) });
          // An outdated rule whose every part the file holds in one text unit (no title, no examples).
          const ids = new Map<string, string[]>();
          for (const u of doc.units) {
            const number = u.id.replace(/@.*/, '');
            ids.set(number, [...(ids.get(number) ?? []), u.id]);
          }
          const [number, [unitId]] = [...ids].find(([, us]) => us.length === 1 && !us[0]!.includes('#'))!;
          const unit = doc.units.find((u) => u.id === unitId)!;
          expect(unit.target, 'the translation as it was').toBeTruthy();
          const translated = `${c.lang === 'zh' ? '新译文' : '새 번역'}（${number}）: ${unit.target}`;
          unit.target = translated;
          unit.state = 'translated';
          const done = path.join(dir, `done.${format === 'po' ? 'po' : 'xlf'}`);
          writeFileSync(done, FORMATS[format].write(doc));
          expect(() => FORMATS[format].check(done)).not.toThrow();
          await rules('import', done);
          await rules('ingest', '--out', store);

          const after = await queue();
          const mine = after.filter((i) => i.id === number);
          expect(mine).toEqual([expect.objectContaining({ status: 'up-to-date', pending: [], issues: [] })]);
          expect(before.find((i) => i.id === number)?.status).toBe('outdated');
          const others = (items: ReviewItem[]) =>
            items.filter((i) => i.id !== number).map((i) => `${i.id} ${i.source} ${i.status}`);
          expect(others(after)).toEqual(others(before));
          const look = JSON.parse(await rules('lookup', number, '--lang', c.lang, '--json', '--graph', store)) as {
            renditions: Array<{ text: string }>;
          };
          expect(look.renditions[0]!.text).toBe(translated);
        });
      });
});
