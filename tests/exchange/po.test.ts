/** Gettext PO for the translation round trip: reading translators' files, writing ours, refusing bad ones. */
import fc from 'fast-check';
import { po as gettext } from 'gettext-parser';
import { describe, expect, it } from 'vitest';
import { fixture, formatish, inputError, readsOrFailsAtALine, SEED, withoutLines, writableDocs } from './helpers.js';
import { InputError } from '../../src/lib/model/errors.js';
import { poProjection, readPo, writePo } from '../../src/lib/exchange/po.js';
import { readExchange } from '../../src/lib/exchange/read.js';
import type { ExchangeDoc } from '../../src/lib/exchange/units.js';

/** What PO can carry: states new / needs review / translated, notes without blank lines. */
const DOC: ExchangeDoc = {
  sourceLang: 'en',
  targetLang: 'ru',
  version: '2026-01-16',
  units: [
    {
      id: '702.19@2026-01-16',
      source: 'Trample: "assign" <lethal> damage & the rest\nto the player.\\n',
      target: 'Пробивной удар: «назначить» <смертельные> повреждения & остаток\nигроку.\t',
      state: 'translated',
      notes: ['up-to-date', 'English changes since 2025-11-14:\n[-old-] {+new+}'],
    },
    { id: '702.19@2026-01-16#title', source: 'Same', state: 'new', notes: [] },
    { id: '100', source: 'Same', target: ' Тот же ', state: 'needs-review-translation', notes: ['fuzzy'] },
    { id: '__proto__', source: 'x'.repeat(200), target: 'я '.repeat(100), state: 'translated', notes: [] },
    // gettext-parser's duplicate check once took these names of Object.prototype for duplicates.
    { id: 'constructor', source: 'toString', target: 'hasOwnProperty', state: 'translated', notes: [] },
  ],
};
const HEADER = 'msgid ""\nmsgstr ""\n"Language: ru\\n"\n"X-Rules-Version: 2026-01-16\\n"\n';

describe('reading PO', () => {
  it('a file as Poedit saves it: fuzzy, translated, untranslated, notes, lines', () => {
    const doc = readExchange(fixture('fuzzy.po'), 'fuzzy.po');
    expect(doc).toMatchObject({ sourceLang: 'en', targetLang: 'ru', version: '2026-01-16' });
    expect(doc.units.map((u) => [u.id, u.state, u.line])).toEqual([
      ['100.1', 'translated', 20],
      ['100.2', 'needs-review-translation', 27],
      ['100.2a', 'translated', 31],
      ['100.3', 'new', 39],
      ['100.4', 'needs-review-translation', 44], // "#, fuzzy, c-format"
      ['100.5', 'new', 48], // the same msgid as 100.4, another unit
    ]);
    const [u1, u2, u2a, u3] = doc.units;
    expect(u1!.notes).toEqual(['Rule 100.1']);
    expect(u2!.source).toBe('To play, each player needs their own deck & a "sideboard" <optional>.');
    expect(u2!.notes).toEqual(['Rule 100.2', 'The translator checked this with the glossary.']);
    expect(u2a!.source).toBe('In constructed play,\na deck must contain at least sixty cards.');
    expect(u2a!.target).toBe('В сконструированной игре\nколода должна содержать не менее шестидесяти карт.');
    expect(u3!.target).toBeUndefined();
    expect(doc.units.map((u) => u.id)).not.toContain('99.9'); // obsolete (#~) entries
  });
});

describe('writing PO', () => {
  it('round trip: write → read gives the same doc (Cyrillic, quotes, <, &, \\, tabs, newlines, long lines)', () => {
    const text = writePo(DOC);
    expect(withoutLines(readExchange(text, 'ru.po'))).toEqual(DOC);
    expect(withoutLines(readPo(text, 'ru.po'))).toEqual(DOC);
  });

  it('the header and entries translation tools expect', () => {
    const text = writePo(DOC);
    const table = gettext.parse(text);
    expect(table.headers).toMatchObject({ Language: 'ru', 'X-Rules-Version': '2026-01-16', 'X-Source-Language': 'en' });
    expect(table.headers['Content-Type']).toBe('text/plain; charset=UTF-8');
    expect(text).toContain('#. up-to-date\n#. \n#. English changes since 2025-11-14:\n#. [-old-] {+new+}\n');
    expect(text).toContain('#. fuzzy\n#, fuzzy\nmsgctxt "100"\nmsgid "Same"\nmsgstr " Тот же "\n');
    expect(text).toContain('msgctxt "702.19@2026-01-16#title"\nmsgid "Same"\nmsgstr ""\n');
  });

  it('PO keeps three states: signed-off and final are written translated, a new target fuzzy', () => {
    const doc: ExchangeDoc = {
      ...DOC,
      units: [
        { id: 'a', source: 'a', target: 'а', state: 'signed-off', notes: ['  indented\n\n  blank line', ''] },
        { id: 'b', source: 'b', target: 'б', state: 'final', notes: [] },
        { id: 'c', source: 'c', target: 'в', state: 'new', notes: [] },
        { id: 'd', source: 'd', state: 'needs-review-translation', notes: [] },
      ],
    };
    const read = withoutLines(readPo(writePo(doc), 'f.po'));
    expect(read).toEqual(poProjection(doc));
    expect(read.units.map((u) => [u.state, u.notes])).toEqual([
      ['translated', ['indented\nblank line']],
      ['translated', []],
      ['needs-review-translation', []],
      ['new', []],
    ]);
  });

  it('refuses a doc it cannot write', () => {
    expect(() => writePo({ ...DOC, version: 'January 2026' })).toThrow(/cannot write PO: version/);
    expect(() => writePo({ ...DOC, units: [DOC.units[0]!, DOC.units[0]!] })).toThrow(/duplicate id/);
  });
});

describe('bad PO files: InputError at the right line', () => {
  const cases: [string, string, string][] = [
    [
      'a syntax error (gettext-parser)',
      fixture('broken.po'),
      'f:13: PO syntax error: Invalid key name "п". This can be caused by an unescaped quote character in a msgid or msgstr value.',
    ],
    [
      'no header',
      'msgctxt "a"\nmsgid "b"\nmsgstr "c"\n',
      'f:0: no PO header entry (msgid "" with Language and X-Rules-Version)',
    ],
    ['no Language', '# c\nmsgid ""\nmsgstr "X-Rules-Version: 2026-01-16\\n"\n', 'f:2: the PO header has no Language'],
    ['no X-Rules-Version', 'msgid ""\nmsgstr "Language: ru\\n"\n', 'f:1: the PO header has no X-Rules-Version'],
    [
      'a version that is no date',
      'msgid ""\nmsgstr "Language: ru\\nX-Rules-Version: 2026-1-16\\n"\n',
      'f:1: version: the version is not an ISO date (YYYY-MM-DD)',
    ],
    ['no msgctxt', `${HEADER}\nmsgid "b"\nmsgstr "c"\n`, 'f:6: an entry without msgctxt (the unit id)'],
    [
      'duplicate msgctxt',
      `${HEADER}\nmsgctxt "a"\nmsgid "b"\nmsgstr ""\n\nmsgctxt "a"\nmsgid "c"\nmsgstr ""\n`,
      'f:10: duplicate msgctxt (unit id) "a" (first at line 6)',
    ],
    [
      'plural forms',
      `${HEADER}\nmsgctxt "a"\nmsgid "b"\nmsgid_plural "bs"\nmsgstr[0] ""\n`,
      'f:6: entry "a": plural forms are not supported',
    ],
    [
      'a line break inside a string',
      `${HEADER}\nmsgctxt "a"\nmsgid "b\nc"\nmsgstr ""\n`,
      'f:7: PO syntax error: End-of-line within string. A string spanning multiple lines must be split into separately quoted lines, with "\\n" to encode the line breaks.',
    ],
    [
      'a stray word at the end of a line',
      `${HEADER}\nmsgctxt "a"\nmsgid "b"\nmsgstr "c"\nbogus\nmsgctxt "d"\n`,
      'f:9: PO syntax error: Invalid key name "bogus". This can be caused by an unescaped quote character in a msgid or msgstr value.',
    ],
    [
      'an entry without msgstr',
      `${HEADER}\nmsgctxt "a"\nmsgid "b"\n`,
      'f:6: PO syntax error: Translation string range error: Extected 1 msgstr definitions associated with "b" in "a" context, found 0.',
    ],
  ];
  it.each(cases)('%s', (_name, text, message) => {
    expect(inputError(() => readExchange(text, 'f')).message).toBe(message);
    expect(inputError(() => readPo(text, 'f')).message).toBe(message);
  });

  it('a file that is not PO: line 0 when detected, the parser’s line when named', () => {
    expect(inputError(() => readExchange('Hello, world', 'f')).message).toBe('f:0: neither an XLIFF 1.2 nor a PO file');
    expect(inputError(() => readExchange('\n\nHello, world', 'f', 'po')).message).toMatch(/^f:3: PO syntax error/);
  });
});

const PO_BITS = [
  'msgid ',
  'msgstr ',
  'msgctxt ',
  'msgid_plural ',
  'msgstr[0] ',
  '""',
  '"a"',
  '"Language: ru\\n"',
  '"X-Rules-Version: 2026-01-16\\n"',
  '#, fuzzy',
  '#. note',
  '#~ ',
  '# ',
  '\\',
  '"',
  "'",
  '\n',
  '\r\n',
  'Правило',
  '__proto__',
];
const poish = formatish(PO_BITS, [fixture('fuzzy.po'), writePo(DOC)]);

describe('properties', () => {
  it('readExchange on any PO-ish text: a doc or a located InputError', () => {
    readsOrFailsAtALine(poish);
  });

  it('any writable doc reads back as its PO projection', () => {
    const docs = writableDocs(DOC, (text) => text);
    fc.assert(
      fc.property(docs, (doc) => {
        expect(withoutLines(readExchange(writePo(doc), 'f.po'))).toEqual(poProjection(doc));
      }),
      { numRuns: 200, seed: SEED },
    );
  });
});
