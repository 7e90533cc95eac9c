/**
 * A republished file reads as the same release (the rules-in-force issue, item 3). Wizards publishes
 * a release again with its whitespace, line ends, byte-order mark or encoding changed: files derived
 * here from real releases of content/ in each of those ways parse to the same rules, texts, examples,
 * glossary and credits as the file they replace. The releases are chosen for their forms: UTF-8 with a
 * BOM and CRLF (2026-08-07), mixed bare CR and CRLF (2026-01-16), Windows-1252 (2017-08-25), UTF-16BE
 * (2022-11-18), bare CR (2007-10-01), ASCII (2012-07-01).
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { expect, it } from 'vitest';
import { decode, splitLines } from '../../src/lib/decode/index.js';
import { parseCr } from '../../src/lib/parse/cr/index.js';
import type { SourceRoot } from '../../src/lib/model/tree.js';
import { ARCHIVE_CONTENT, describeArchive } from '../helpers/archive.js';
import { toUtf16 } from '../helpers/fixtures.js';

const RELEASES = ['2026-08-07', '2026-01-16', '2017-08-25', '2022-11-18', '2007-10-01', '2012-07-01'];

/** What a reader gets of a parse: every node without where it was printed. */
function reading(tree: SourceRoot): unknown {
  return JSON.parse(
    JSON.stringify({ data: tree.data, children: tree.children }, (k, v: unknown) =>
      k === 'position' || k === 'line' ? undefined : v,
    ),
  );
}

function parse(bytes: Uint8Array, file: string): SourceRoot {
  const { text } = decode(bytes, file);
  return parseCr(text, { file, lang: 'en', warn: () => {} });
}

/** A small seeded generator: the same variants on every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** Characters a blank line may be made of without printing anything. */
const BLANK = [
  ' ',
  '\t',
  '\u00a0',
  '\u3000',
  '\u2007',
  '\u202f',
  '\u200b',
  '\ufeff',
  '\u2060',
  '\u000b',
  '\u000c',
  ' \t\u00a0 ',
];
/** Characters a line may end with without printing anything. */
const TRAILING = [' ', '  ', '\t', '\u00a0', '\u200b', ' \u200b', '\u3000'];
/** Characters that may slip in before a line's first visible character. */
const LEADING = ['\ufeff', '\u200b', '\u2060', '\u200e'];

type Variant = (text: string, bom: boolean, lines: string[]) => Buffer;

const utf8 = (text: string, bom: boolean) => Buffer.from((bom ? '\ufeff' : '') + text, 'utf8');
const joined = (lines: string[], breaks: (i: number) => string) =>
  lines.map((l, i) => (i === lines.length - 1 ? l : l + breaks(i))).join('');

/** How a file may be published again: each a way a republication changes it. */
const VARIANTS: Record<string, Variant> = {
  'byte-order mark removed or added': (text, bom) => utf8(text, !bom),
  'UTF-16LE with a BOM': (text) => toUtf16(text, 'le'),
  'UTF-16BE with a BOM': (text) => toUtf16(text, 'be'),
  'line ends LF': (_t, bom, lines) =>
    utf8(
      joined(lines, () => '\n'),
      bom,
    ),
  'line ends bare CR': (_t, bom, lines) =>
    utf8(
      joined(lines, () => '\r'),
      bom,
    ),
  'line ends CRLF': (_t, bom, lines) =>
    utf8(
      joined(lines, () => '\r\n'),
      bom,
    ),
  'line ends mixed': (_t, bom, lines) => {
    const r = random(7);
    // A bare CR before an empty line's LF would read as one CRLF: that pair is not chosen.
    let last = '';
    return utf8(
      joined(lines, (i) => (last = pick(r, last === '\r' && lines[i] === '' ? ['\r\n', '\r'] : ['\r\n', '\n', '\r']))),
      bom,
    );
  },
  'blank lines of white space and zero-width characters': (_t, bom, lines) => {
    const r = random(11);
    return utf8(
      joined(
        lines.map((l) => (l.trim() === '' ? pick(r, BLANK) : l)),
        () => '\r\n',
      ),
      bom,
    );
  },
  'blank lines doubled': (_t, bom, lines) =>
    utf8(
      joined(
        lines.flatMap((l) => (l.trim() === '' ? [l, l] : [l])),
        () => '\r\n',
      ),
      bom,
    ),
  'a blank line more at the start and the end': (_t, bom, lines) =>
    utf8(
      joined(['', ...lines, '', ''], () => '\r\n'),
      bom,
    ),
  'white space and zero-width characters at line ends': (_t, bom, lines) => {
    const r = random(13);
    return utf8(
      joined(
        lines.map((l) => (l.trim() === '' ? l : l + pick(r, TRAILING))),
        () => '\r\n',
      ),
      bom,
    );
  },
  'a stray byte-order mark or zero-width character before lines': (_t, bom, lines) => {
    const r = random(17);
    return utf8(
      joined(
        lines.map((l) => (r() < 0.2 ? pick(r, LEADING) + l : l)),
        () => '\r\n',
      ),
      bom,
    );
  },
};

describeArchive('a republished release reads as the same release', () => {
  for (const date of RELEASES) {
    const file = path.join(ARCHIVE_CONTENT, 'sources', 'en', `cr-${date}.txt`);
    it(`${date}: every way of publishing it again parses to the same rules, texts, examples and glossary`, () => {
      const bytes = readFileSync(file);
      const { text, encoding } = decode(bytes, file);
      const bom = encoding === 'utf-8-bom' || encoding.startsWith('utf-16');
      const plain = text.startsWith('\ufeff') ? text.slice(1) : text;
      const lines = splitLines(plain);
      const expected = reading(parse(bytes, file));
      // The original has rules and a glossary: an empty reading cannot pass for a same one.
      expect(JSON.stringify(expected)).toContain('"type":"glossaryEntry"');
      const variants = Object.entries(VARIANTS);
      const failed: string[] = [];
      for (const [name, make] of variants) {
        const variant = make(plain, bom, lines);
        // A way the release is published already (its own line ends) proves nothing: left out.
        if (variant.equals(bytes)) continue;
        if (JSON.stringify(reading(parse(variant, `${name}.txt`))) !== JSON.stringify(expected)) failed.push(name);
      }
      // Windows-1252 when every character has a place in it (2026's files do).
      if (iconv.decode(iconv.encode(plain, 'windows-1252'), 'windows-1252') === plain) {
        const variant = iconv.encode(plain, 'windows-1252');
        if (JSON.stringify(reading(parse(variant, 'windows-1252.txt'))) !== JSON.stringify(expected))
          failed.push('Windows-1252');
      }
      expect(failed).toEqual([]);
    });
  }
});
