/**
 * Hostile inputs for the fuzzers (issue #9): arbitrary bytes, truncated real files, mixed
 * encodings, a 1 MB line, 50,000 short lines, deep nesting, long runs of rule-number-like tokens.
 * Every input carries a label saying how it was made, so a failure report is readable even before
 * the replay file is opened. Free of vitest: scripts/fuzz.ts uses it too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { parse as parseYaml } from 'yaml';
import type { Format } from '../../../src/lib/model/tree.js';
import { ROOT, crFiles, seedFiles } from './paths.js';

export interface HostileInput {
  label: string;
  bytes: Uint8Array;
}

const MB = 1 << 20;
const utf8 = (s: string): Uint8Array => Buffer.from(s, 'utf8');

/**
 * An input that prints as its label: fast-check would otherwise print a counterexample's bytes,
 * megabytes of them. The bytes themselves are saved to a file on failure (properties.ts).
 */
export function hostile<T extends object = object>(label: string, bytes: Uint8Array, extra?: T): HostileInput & T {
  return Object.assign({ label, bytes, [fc.toStringMethod]: () => JSON.stringify(label) }, extra) as HostileInput & T;
}

/** Fragments real rule text is made of, plus the markers every format's detector looks for. */
const RULEISH = [
  '1.',
  '100.',
  '100.1',
  '100.1a',
  '707.10',
  '707.10a.',
  '706.10a',
  '501.2а.', // Cyrillic а
  '5.',
  '500. Title',
  '502.2. First Strike',
  'Example:',
  'Ejemplo:',
  'Пример:',
  'View this change',
  'Regla 707.10 · Copiar',
  'Rule 707.10 · Copy',
  'Правило 707.10 · Копия',
  'Glossary',
  'Credits',
  'Magic: The Gathering Comprehensive Rules',
  'These rules are effective as of July 1, 2012.',
  'See rule 601.2a–h.',
  'rules 100.1–100.9',
  '«См. правило 601»',
  '(706.3)',
  '_italic_',
  '___',
  '{BB}',
  '306.b',
  'constructor. text',
  '__proto__',
  '<script>alert(1)</script>',
  '&lt;script&gt;',
  '\u202E\u200B\uFEFF',
];

/** Text line by line: rule-like fragments and any Unicode (no half surrogates). */
export const ruleishText: fc.Arbitrary<string> = fc
  .array(
    fc
      .tuple(
        fc.oneof(fc.constantFrom(...RULEISH), fc.string({ unit: 'binary', maxLength: 12 })),
        fc.string({ unit: 'grapheme', maxLength: 30 }),
      )
      .map(([a, b]) => `${a} ${b}`),
    { maxLength: 40 },
  )
  .chain((lines) => fc.constantFrom('\n', '\r\n', '\r').map((br) => lines.join(br)));

/** Arbitrary bytes: mostly binary garbage, the decoder's job to refuse with a line. */
const arbitraryBytes = fc
  .uint8Array({ maxLength: 2000 })
  .map((bytes) => hostile(`arbitrary bytes (${bytes.length})`, bytes));

const textInput = ruleishText.map((t) => hostile(`rule-like text: ${JSON.stringify(t)}`, utf8(t)));

/** A real file cut at any offset (mid-line, mid-UTF-8 sequence, mid-CRLF). */
function truncated(files: string[]): fc.Arbitrary<HostileInput> {
  const cache = new Map<string, Buffer>();
  const read = (f: string): Buffer => cache.get(f) ?? cache.set(f, readFileSync(f)).get(f)!;
  return fc.tuple(fc.constantFrom(...files), fc.double({ min: 0, max: 1, noNaN: true })).map(([file, share]) => {
    const bytes = read(file);
    const cut = Math.max(1, Math.floor(bytes.length * share));
    return hostile(`${path.basename(file)} cut at byte ${cut} of ${bytes.length}`, bytes.subarray(0, cut));
  });
}

/** UTF-8 text whose tail is UTF-16, or with Windows-1252 bytes spliced in. */
const mixedEncodings = fc
  .tuple(ruleishText, ruleishText, fc.constantFrom('utf-16le tail', 'utf-16be tail', '1252 bytes inside'))
  .map(([head, tail, how]) => {
    if (how === '1252 bytes inside') {
      // ’ “ ” – é as single bytes, the way a Windows editor would have saved them.
      const mid = Buffer.from([0x92, 0x93, 0x94, 0x96, 0xe9]);
      return hostile(
        `mixed: ${how}: ${JSON.stringify(head)} + ${JSON.stringify(tail)}`,
        Buffer.concat([utf8(head), mid, utf8(tail)]),
      );
    }
    const t = Buffer.from(tail, 'utf16le');
    const bytes = Buffer.concat([utf8(head), how === 'utf-16be tail' ? t.swap16() : t]);
    return hostile(`mixed: ${how}: ${JSON.stringify(head)} + ${JSON.stringify(tail)}`, bytes);
  });

/** Huge or deeply nested inputs, built lazily from a small description. */
export const BIG_SHAPES = {
  /** One line of 1 MB: a repeated fragment, no line break. */
  oneMbLine: (unit: string) => {
    const u = unit || 'x';
    return u.repeat(Math.ceil(MB / Buffer.byteLength(u))).slice(0, MB);
  },
  /** 50,000 short lines. */
  fiftyThousandLines: (unit: string) => Array.from({ length: 50_000 }, (_, i) => `${unit}${i % 10}`).join('\n'),
  /** A rule line whose body nests quotes and brackets `depth` deep (balanced or not). */
  nested: (unit: string, depth = 20_000) => {
    const pairs: Array<[string, string]> = [
      ['«', '»'],
      ['(', ')'],
      ['"', '"'],
      ['“', '”'],
      ['[', ']'],
      ['{', '}'],
    ];
    const [open, close] = pairs[unit.length % pairs.length]!;
    const balanced = unit.length % 2 === 0;
    return `707.10 ${open.repeat(depth)}${unit}${balanced ? close.repeat(depth) : ''}\n`;
  },
  /** Long runs of rule-number-like tokens: lists, ranges, references. */
  numberRun: (unit: string, count = 40_000) => {
    const forms = [
      (i: number) => `${100 + (i % 900)}.${i % 100}${'abcdefghijkmnpqrstuvwxyz'[i % 24]} `,
      (i: number) => `See rule ${100 + (i % 900)}.${i}. `,
      (i: number) => `rules ${100 + (i % 900)}.1–${100 + (i % 900)}.${i + 1}, `,
      (i: number) => `${i}.${i}.${i}. `,
      (i: number) => `${100 + (i % 900)}.\n`,
    ];
    const form = forms[unit.length % forms.length]!;
    return Array.from({ length: count }, (_, i) => form(i)).join('');
  },
} satisfies Record<string, (unit: string) => string>;

export type BigShape = keyof typeof BIG_SHAPES;

const bigUnit = fc.oneof(fc.constantFrom(...RULEISH), fc.string({ unit: 'grapheme', maxLength: 8 }));

export const bigInput: fc.Arbitrary<HostileInput> = fc
  .tuple(fc.constantFrom(...(Object.keys(BIG_SHAPES) as BigShape[])), bigUnit)
  .map(([shape, unit]) => hostile(`${shape}(${JSON.stringify(unit)})`, utf8(BIG_SHAPES[shape](unit))));

/** Small inputs, cheap enough to run hundreds of times. */
export function smallInputs(): fc.Arbitrary<HostileInput> {
  return fc.oneof(
    { arbitrary: arbitraryBytes, weight: 2 },
    { arbitrary: textInput, weight: 3 },
    { arbitrary: truncated(seedFiles()), weight: 3 },
    { arbitrary: mixedEncodings, weight: 2 },
  );
}

/** Official CR files cut at random offsets (each about 1 MB); null when content/ lacks them. */
export function truncatedCr(): fc.Arbitrary<HostileInput> | null {
  const files = crFiles();
  return files.length ? truncated(files) : null;
}

/** A source of a known format: the seeds of content/ and the hostile fixture's files. */
export interface FormatSeed {
  file: string;
  format: Format;
  lang: string;
}

export function formatSeeds(): FormatSeed[] {
  const out: FormatSeed[] = [];
  for (const dir of [path.join(ROOT, 'content'), path.join(ROOT, 'tests/fixtures/hostile')]) {
    const entries = parseYaml(readFileSync(path.join(dir, 'sources.yaml'), 'utf8')) as FormatSeed[];
    for (const e of entries) out.push({ file: path.join(dir, e.file), format: e.format, lang: e.lang });
  }
  return out;
}

export interface SplicedInput extends HostileInput {
  format: Format;
  lang: string;
}

/**
 * Hostile text inserted into a real source of a known format, at a line boundary: the parser of
 * that format accepts the frame and has to go through the hostile part (a hostile file declared in
 * a random format is mostly refused at its first line).
 */
export function spliced(insert: fc.Arbitrary<HostileInput>): fc.Arbitrary<SplicedInput> {
  const seeds = loadSeeds();
  return fc
    .tuple(fc.constantFrom(...seeds), fc.double({ min: 0, max: 1, noNaN: true }), insert)
    .map(([seed, share, ins]) => splice(seed, Math.max(1, Math.floor(seed.lines.length * share)), ins));
}

/** `insert` after line `at` of the seed named `name` (a file of content/ or of the hostile fixture). */
export function spliceInto(name: string, at: number, insert: HostileInput): SplicedInput {
  const seed = loadSeeds().find((s) => path.basename(s.file) === name);
  if (!seed) throw new Error(`no seed named ${name}`);
  return splice(seed, at, insert);
}

type LoadedSeed = FormatSeed & { lines: string[] };

function loadSeeds(): LoadedSeed[] {
  return formatSeeds().map((s) => ({
    ...s,
    lines: readFileSync(s.file, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\n'),
  }));
}

function splice(seed: LoadedSeed, at: number, ins: HostileInput): SplicedInput {
  const bytes = Buffer.concat([
    Buffer.from(seed.lines.slice(0, at).join('\n') + '\n'),
    ins.bytes,
    Buffer.from('\n' + seed.lines.slice(at).join('\n')),
  ]);
  const label = `${ins.label} inserted at line ${at + 1} of ${path.basename(seed.file)}`;
  return hostile(label, bytes, { format: seed.format, lang: seed.lang });
}

/** Small hostile text for splicing (rule-like lines), as bytes. */
export const smallText: fc.Arbitrary<HostileInput> = textInput;
