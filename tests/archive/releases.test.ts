/**
 * Every official release content/ ships parses exactly: for each, 20 rules chosen with a fixed,
 * printed seed are compared with the file's own lines, read by a small scan written here that
 * decodes the bytes itself (with the encoding the archive's README lists by hand: a copy in
 * tests/fixtures/reference/cr-archive-README.md, so that the suite runs where ../shared is not).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { beforeAll, expect, it } from 'vitest';
import { loadSource, knownWords } from '../../src/lib/ingest/load-sources.js';
import { loadCardList } from '../../src/lib/enrich/cards.js';
import type { Warning } from '../../src/lib/model/errors.js';
import type { RuleNode, SourceRoot } from '../../src/lib/model/tree.js';
import { ARCHIVE_CONTENT, archiveReleases, describeArchive, listedEncodings } from '../helpers/archive.js';
import { seeded } from '../helpers/random.js';

const SAMPLE = 20;
const BASE_SEED = 20261201;

interface Printed {
  number: string;
  line: number;
  body: string[];
  examples: string[];
}

/** Bytes → lines, by the README's table (a BOM wins), without the project's decoder. */
function readLines(file: string, encoding: string | undefined): string[] {
  const bytes = readFileSync(file);
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = iconv.decode(bytes.subarray(2), 'utf-16le');
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = iconv.decode(bytes.subarray(2), 'utf-16be');
  else if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) text = bytes.subarray(3).toString('utf8');
  else text = iconv.decode(bytes, encoding && encoding !== 'ascii' ? encoding : 'windows-1252');
  return text.split(/\r\n|\r|\n/);
}

const NUMBERED = /^(\d{3}\.\d+[a-z]{0,2})\.? /;
const HEADING = /^\d{1,3}\. \S/;

/**
 * What the file prints for each rule that starts a line exactly once past the contents: its text
 * after the number, its further paragraphs and its `Example:` lines, up to the next numbered line
 * or heading (an example may follow a blank line). A hard-wrapped file (every line short) has its
 * rules apart by blank lines: lines run on into one paragraph, a broken word's hyphen or dash joins
 * without a space, and `Example:` or an indented line starts a new paragraph.
 */
function scan(lines: string[]): Printed[] {
  const wrapped = Math.max(...lines.map((l) => l.length)) < 140;
  const glossary = lines.findLastIndex((l) => l.trim() === 'Glossary');
  const starts = new Map<string, number[]>();
  lines.forEach((l, i) => {
    const m = NUMBERED.exec(l);
    if (m && i < glossary) (starts.get(m[1]!) ?? starts.set(m[1]!, []).get(m[1]!)!).push(i);
  });
  const out: Printed[] = [];
  for (const [number, at] of starts) {
    if (at.length !== 1) continue;
    const i = at[0]!;
    const paragraphs: Array<{ example: boolean; text: string; raw: string }> = [];
    const push = (raw: string, fresh: boolean) => {
      const example = /^Example:/.test(raw);
      const text = raw.replace(/^Example:\s*/, '').trim();
      const last = paragraphs.at(-1);
      if (last && !fresh && !example) {
        last.text = / $/.test(last.raw) || !/[-—]$/.test(last.raw) ? `${last.text} ${text}` : last.text + text;
        last.raw = raw;
      } else paragraphs.push({ example, text, raw });
    };
    push(lines[i]!.replace(NUMBERED, ''), true);
    for (let k = i + 1; k < glossary; k++) {
      const l = lines[k]!;
      if (l.trim() === '') {
        if (!/^Example:/.test(lines[k + 1] ?? '')) break;
        continue;
      }
      if (NUMBERED.test(l) || HEADING.test(l)) break;
      push(l, !wrapped || /^\s/.test(l));
    }
    out.push({
      number,
      line: i + 1,
      body: paragraphs.filter((p) => !p.example).map((p) => p.text.replace(/\s+/g, ' ')),
      examples: paragraphs.filter((p) => p.example).map((p) => p.text.replace(/\s+/g, ' ')),
    });
  }
  return out;
}

function sample<T>(items: T[], n: number, seed: number): T[] {
  const next = seeded(seed);
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  return out;
}

describeArchive('every official release parses exactly', () => {
  const releases = archiveReleases();
  const encodings = listedEncodings();
  const words = knownWords(loadCardList(path.join(ARCHIVE_CONTENT, 'cards.yaml')));
  const parsed = new Map<string, { tree: SourceRoot; warnings: Warning[] }>();
  beforeAll(() => {
    for (const r of releases) {
      const warnings: Warning[] = [];
      const entry = { id: r.id, file: r.file, lang: 'en', format: 'cr' as const, title: '' };
      parsed.set(r.id, { tree: loadSource(ARCHIVE_CONTENT, entry, warnings, words).tree, warnings });
    }
  });

  it('content/ ships at least the 120 releases of the archive, 2003–2026', () => {
    expect(releases.length).toBeGreaterThanOrEqual(120);
    expect(releases[0]!.date).toBe('2003-03-15');
    // Every release the archive's README lists is there (the newest content/ holds is the rules in force).
    const listed = [...listedEncodings().keys()].map((f) => f.replace(/^en-CR-(\d{4})(\d\d)(\d\d)\.txt$/, '$1-$2-$3'));
    expect(listed.length).toBe(120);
    expect(listed.filter((d) => !releases.some((r) => r.date === d))).toEqual([]);
    expect(releases.at(-1)!.date >= '2026-08-07').toBe(true);
  });

  for (const release of releases) {
    const seed = BASE_SEED + Number(release.date.replace(/-/g, ''));
    it(`${release.date}: ${SAMPLE} rules as the file prints them (seed ${seed})`, () => {
      const { tree, warnings } = parsed.get(release.id)!;
      expect(tree.data.date).toBe(release.date);
      // Numbers the parser repaired are printed wrong: the file's own number finds nothing there.
      const repaired = new Set(warnings.filter((w) => w.ruleId === 'rules:number-repaired').map((w) => w.line));
      const printed = scan(
        readLines(release.file, encodings.get(`en-CR-${release.date.replace(/-/g, '')}.txt`)),
      ).filter((p) => !repaired.has(p.line));
      expect(printed.length).toBeGreaterThan(200);
      const rules = new Map(
        tree.children.filter((n): n is RuleNode => n.type === 'rule').map((n) => [n.position.start.line, n]),
      );
      for (const p of sample(printed, SAMPLE, seed)) {
        const node = rules.get(p.line);
        expect(node, `${release.date} ${p.number} (line ${p.line})`).toBeDefined();
        const body = node!.children.filter((c) => c.type === 'paragraph').map((c) => c.value.replace(/\s+/g, ' '));
        expect(
          {
            number: node!.number,
            body: node!.title ? [node!.title, ...body] : body,
            examples: node!.children.filter((c) => c.type === 'example').map((c) => c.value.replace(/\s+/g, ' ')),
          },
          `${release.date} ${p.number} (line ${p.line})`,
        ).toEqual({ number: p.number, body: p.body.filter((b) => b !== ''), examples: p.examples });
      }
    });
  }
});
