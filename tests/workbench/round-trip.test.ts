/**
 * The translator's round trip (issue #18) on content/'s translations plus the 2025 release: export
 * → a script edits targets as a translator would → import → ingest → those rules are up to date on
 * the new base, the others untouched; an untouched export changes nothing; bad files are refused
 * with file:line and content/ left as it was.
 */
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentWith, tempDir } from '../helpers/content.js';
import { describeCrFiles, ROOT } from '../helpers/shared.js';
import { readXliff, writeXliff } from '../../src/lib/exchange/xliff.js';
import { readPo, writePo } from '../../src/lib/exchange/po.js';
import type { ReviewItem } from '../../src/lib/model/schema.js';

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function rules(content: string, store: string, ...args: string[]): Run {
  return spawnSync(
    process.execPath,
    [path.join(ROOT, 'bin/rules.mjs'), ...args, '--content', content, '--graph', store],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
}

function queue(content: string, store: string): ReviewItem[] {
  const r = rules(content, store, 'review', '--lang', 'ru', '--json');
  expect(r.status, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { items: ReviewItem[] }).items;
}

/** `rules export --lang ru … --out FILE`: its status must be 0. */
function exportRu(content: string, store: string, out: string, ...flags: string[]): void {
  const r = rules(content, store, 'export', '--lang', 'ru', ...flags, '--out', out);
  expect(r.status, r.stderr).toBe(0);
}

const key = (it: ReviewItem) => `${it.id} ${it.source} ${it.status} ${it.baseVersions.join(',')}`;

describeCrFiles('rules export / rules import', () => {
  let content = '';
  let store = '';
  let before: ReviewItem[] = [];
  let work = '';
  beforeAll(() => {
    content = contentWith(['2025-11-14']);
    work = tempDir('rules-round-trip-');
    store = path.join(work, 'store', 'graph.json');
    before = queue(content, store);
  }, 300_000);

  const manifest = () => readFileSync(path.join(content, 'sources.yaml'), 'utf8');

  it('exports outdated rules of 707 as XLIFF 1.2: the English now, the translation, states and notes', () => {
    const out = path.join(work, 'ru-707.xlf');
    exportRu(content, store, out, '--status', 'outdated', '--section', '707', '--format', 'xliff');
    const doc = readXliff(readFileSync(out, 'utf8'), out);
    expect(doc).toMatchObject({ sourceLang: 'en', targetLang: 'ru', version: '2025-11-14' });
    const outdated = before.filter((i) => i.status === 'outdated' && /^707\./.test(i.id));
    expect(outdated.length).toBeGreaterThan(0);
    const u = doc.units.find((x) => x.id === '707.10@2025-11-14')!;
    expect(u.source).toMatch(/^To copy a spell, activated ability, or triggered ability means/);
    expect(u.target).toMatch(/копи/i);
    expect(u.state).toBe('needs-review-translation');
    expect(u.notes.join('\n')).toMatch(/English changes since \S+: .*\{\+triggered\+\}/s);
    // Only section 707, only the units of outdated items.
    for (const x of doc.units) expect(x.id).toMatch(/^707\.\d+[a-z]?@2025-11-14(#example-\d+|#title)?$/);
    expect(new Set(doc.units.map((x) => x.id.replace(/@.*/, '')))).toEqual(new Set(outdated.map((i) => i.id)));
  });

  it('an untouched export imports nothing: every item keeps its status', () => {
    const out = path.join(work, 'untouched.po');
    exportRu(content, store, out, '--format', 'po');
    const r = rules(content, store, 'import', out, '--json');
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ accepted: 0, rules: 0 });
    expect(queue(content, store).map(key)).toEqual(before.map(key));
  });

  it('PO: an untranslated rule translated in a PO file is up to date; fuzzy entries are skipped and counted', () => {
    const out = path.join(work, 'ru-707.po');
    exportRu(content, store, out, '--status', 'outdated,untranslated', '--section', '707', '--format', 'po');
    const text = readFileSync(out, 'utf8');
    expect(text).toMatch(/#, fuzzy\nmsgctxt "707\.10@2025-11-14"/);
    expect(text).toMatch(/"X-Rules-Version: 2025-11-14\\n"/);
    const doc = readPo(text, out);
    const fresh = doc.units.find((u) => !u.target && /^707\.\d+@/.test(u.id))!;
    expect(fresh.state).toBe('new');
    fresh.target = `Новый перевод: ${fresh.source.slice(0, 30)}`;
    fresh.state = 'translated';
    const done = path.join(work, 'ru-707-fresh.po');
    writeFileSync(done, writePo(doc));
    const r = rules(content, store, 'import', done, '--json');
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as { accepted: number; rules: number; skipped: Record<string, number> };
    expect(report).toMatchObject({ accepted: 1, rules: 1 });
    expect(report.skipped['needs-review-translation']).toBeGreaterThan(0);
    const id = fresh.id.replace(/@.*/, '');
    const items = queue(content, store).filter((i) => i.id === id);
    expect(items).toEqual([expect.objectContaining({ source: 'ru-po-ru-707-fresh', status: 'up-to-date' })]);
    expect(before.find((i) => i.id === id)?.status).toBe('untranslated');
  });

  it("a partial import loses nothing: only 707.10's text translated, its examples still show, the queue says what is left", async () => {
    const out = path.join(work, 'ru-707.xlf');
    const doc = readXliff(readFileSync(out, 'utf8'), out);
    const beforeLook = JSON.parse(rules(content, store, 'lookup', '707.10', '--lang', 'ru', '--json').stdout) as {
      renditions: Array<{ source: string; examples: Array<{ text: string }> }>;
    };
    const older = beforeLook.renditions[0]!;
    expect(older.examples.length).toBe(2);
    const unit = doc.units.find((u) => u.id === '707.10@2025-11-14')!;
    unit.target = 'Копирование (только текст, 2025): копировать заклинание значит положить его копию в стек.';
    unit.state = 'translated';
    const partial = path.join(work, 'ru-707-text-only.xlf');
    writeFileSync(partial, writeXliff(doc));
    const r = rules(content, store, 'import', partial, '--json');
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ accepted: 1, rules: 1 });

    // lookup: the import first, its text; the examples it left untranslated from the older translation.
    const look = JSON.parse(rules(content, store, 'lookup', '707.10', '--lang', 'ru', '--json').stdout) as {
      renditions: Array<{
        source: string;
        text: string;
        examples: Array<{ text: string; from?: string; at?: number }>;
      }>;
    };
    const first = look.renditions[0]!;
    expect(first.source).toBe('ru-xliff-ru-707-text-only');
    expect(first.text).toMatch(/^Копирование \(только текст, 2025\)/);
    expect(first.examples.map((e) => e.text)).toEqual(older.examples.map((e) => e.text));
    expect(first.examples.map((e) => e.from)).toEqual([older.source, older.source]);

    // The queue: not up to date: English 2025-11-14 has a third example nobody translated, and the
    // examples shown are the older translation's, with its pending changes.
    const mine = queue(content, store).filter((i) => i.id === '707.10');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ source: 'ru-xliff-ru-707-text-only', status: 'needs-check' });
    expect(mine[0]!.issues.map((i) => i.kind)).toContain('missing-example');

    // The page: the new text, the two Russian examples, the third in English marked as English.
    process.env.RULES_GRAPH = store;
    const { blockHtml } = await import('../../src/lib/query/site-body.js');
    const html = blockHtml('707.10', 'ru', 'page', { bare: true });
    expect(html).toContain('Копирование (только текст, 2025)');
    for (const e of older.examples) expect(html).toContain(e.text.slice(0, 30));
    const english = /<div class="ex" lang="en">.*?<\/div>/s.exec(html);
    expect(english, 'the untranslated example, in English').not.toBeNull();
    expect(english![0]).toMatch(/badge fb/);
  });

  it('edited and imported, 707.10 is up to date on English 2025-11-14; no other rule changes', () => {
    const out = path.join(work, 'ru-707.xlf');
    const doc = readXliff(readFileSync(out, 'utf8'), out);
    // The translator: 707.10's units done, everything else left for later.
    for (const u of doc.units)
      if (/^707\.10@/.test(u.id)) {
        u.target = `Копирование (обзор 2025): ${u.source.slice(0, 40)}`;
        u.state = 'translated';
      }
    const done = path.join(work, 'ru-707-done.xlf');
    writeFileSync(done, writeXliff(doc));
    const was = queue(content, store);
    const r = rules(content, store, 'import', done);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/imported ru-xliff-ru-707-done: sources\/ru\/ru-707-done\.xlf \(ru, English 2025-11-14\)/);
    expect(manifest()).toMatch(/format: xliff\n\s+numbering: 2025-11-14\n\s+base: 2025-11-14/);
    const after = queue(content, store);
    const mine = after.filter((i) => i.id === '707.10');
    expect(mine).toEqual([
      expect.objectContaining({ source: 'ru-xliff-ru-707-done', status: 'up-to-date', pending: [], issues: [] }),
    ]);
    expect(mine[0]!.baseVersions.at(-1)).toBe('2025-11-14');
    // The superseded items of 707.10 are gone; every other item is as it was.
    const others = (items: ReviewItem[]) => items.filter((i) => i.id !== '707.10').map(key);
    expect(others(after)).toEqual(others(was));
    // The Russian page text is the imported one.
    const look = rules(content, store, 'lookup', '707.10', '--lang', 'ru', '--json');
    expect(look.stdout).toMatch(/Копирование \(обзор 2025\)/);
  });

  describe('bad files are refused with file:line, content/ untouched', () => {
    const cases: Array<[string, string, RegExp]> = [
      ['not-xliff.xlf', 'just some text\nnothing else\n', /not-xliff\.xlf:\d+: /],
      [
        'malformed.xlf',
        '<?xml version="1.0"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n<file>\n</xliff>\n',
        /malformed\.xlf:[1-9]\d*: /,
      ],
      [
        'dtd.xlf',
        '<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<xliff version="1.2"/>\n',
        /dtd\.xlf:2: .*(DTD|entit)/i,
      ],
    ];
    for (const [name, body, message] of cases)
      it(name, () => {
        const file = path.join(work, name);
        writeFileSync(file, body);
        const was = manifest();
        const r = rules(content, store, 'import', file);
        expect(r.status).toBe(1);
        expect(r.stderr).toMatch(message);
        expect(r.stderr).not.toMatch(/root:/);
        expect(manifest()).toBe(was);
        expect(existsSync(path.join(content, 'sources', 'ru', name))).toBe(false);
      });

    const edited = (name: string, edit: (xml: string) => string, message: RegExp, extra: string[] = []) =>
      it(name, () => {
        const src = path.join(work, 'ru-707.xlf');
        const file = path.join(work, name);
        writeFileSync(
          file,
          edit(readFileSync(src, 'utf8').replace(/state="needs-review-translation"/g, 'state="translated"')),
        );
        const was = manifest();
        const files = readdirSync(path.join(content, 'sources', 'ru')).sort();
        const r = rules(content, store, 'import', file, ...extra);
        expect(r.status).toBe(1);
        expect(r.stderr).toMatch(message);
        expect(manifest()).toBe(was);
        expect(readdirSync(path.join(content, 'sources', 'ru')).sort()).toEqual(files);
      });
    edited('wrong-lang.xlf', (x) => x, /wrong-lang\.xlf:\d+: the file is in "ru", not "es"/, ['--lang', 'es']);
    edited(
      'unknown-rule.xlf',
      (x) => x.replace('id="707.10@2025-11-14"', 'id="707.99@2025-11-14"'),
      /unknown-rule\.xlf:[1-9]\d*: no rule 707\.99 in English 2025-11-14/,
    );
    edited(
      'no-release.xlf',
      (x) => x.replace(/2025-11-14/g, '2019-01-25'),
      /no-release\.xlf:[1-9]\d*: English 2019-01-25 is not a release in the content/,
    );
  });

  it('--status names the statuses it takes', () => {
    const r = rules(content, store, 'export', '--lang', 'ru', '--status', 'stale', '--format', 'xliff');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /unknown status: stale \(one or more of needs-check, outdated, up-to-date, untranslated\)/,
    );
  });
});
