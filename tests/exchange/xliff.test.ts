/** XLIFF 1.2 for the translation round trip: reading tools' files, writing ours, refusing bad ones. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixture, formatish, inputError, readsOrFailsAtALine, SEED, withoutLines, writableDocs } from './helpers.js';
import { InputError } from '../../src/lib/model/errors.js';
import { readExchange } from '../../src/lib/exchange/read.js';
import { isAccepted, MAX_BYTES, type ExchangeDoc } from '../../src/lib/exchange/units.js';
import { readXliff, writeXliff } from '../../src/lib/exchange/xliff.js';

const DOC: ExchangeDoc = {
  sourceLang: 'en',
  targetLang: 'ru',
  version: '2026-01-16',
  units: [
    {
      id: '702.19@2026-01-16',
      source: 'Trample: "assign" <lethal> damage & the rest\nto the player.',
      target: 'Пробивной удар: «назначить» <смертельные> повреждения & остаток\nигроку.',
      state: 'translated',
      notes: ['up-to-date', 'English changes since 2025-11-14: [-old-] {+new+}'],
    },
    { id: '702.19@2026-01-16#title', source: 'Trample', state: 'new', notes: [] },
    { id: '100', source: '  spaces kept  ', target: ' и здесь ', state: 'needs-review-translation', notes: [] },
    { id: '__proto__', source: 'a ]]> b\r\nc', target: 'а ]]> б', state: 'signed-off', notes: ['x & y < z'] },
    { id: '5', source: 'Same', target: 'Тот же', state: 'final', notes: [] },
  ],
};

const XML = (body: string, file = '<file original="cr-2026-01-16" source-language="en" target-language="ru">') =>
  `<?xml version="1.0"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n${file}\n<body>\n${body}\n</body>\n</file>\n</xliff>\n`;

describe('reading XLIFF 1.2', () => {
  it('a file as OmegaT saves it: states, targets, notes and lines', () => {
    const doc = readExchange(fixture('omegat.xlf'), 'omegat.xlf');
    expect(doc).toMatchObject({ sourceLang: 'en', targetLang: 'ru', version: '2026-01-16' });
    expect(doc.units.map((u) => [u.id, u.state, u.line])).toEqual([
      ['100.1', 'translated', 10],
      ['100.2', 'translated', 20],
      ['100.2a', 'needs-review-translation', 27],
      ['100.3', 'signed-off', 33], // no state, approved="yes"
      ['100.4', 'new', 37],
      ['100.5', 'signed-off', 41],
    ]);
    const [u1, u2, u2a, u3, u4] = doc.units;
    // The alt-trans (a TM match) is not the target.
    expect(u1!.target).toBe('Эти правила Magic применяются к любой игре Magic с двумя или более игроками.');
    expect(u1!.notes).toEqual(['Rule 100.1']);
    expect(u2!.source).toBe('To play, each player needs their own deck & a "sideboard" <optional>.');
    expect(u2!.target).toBe('Чтобы играть, каждому игроку нужна своя колода & «сайдборд» <необязательно>.');
    expect(u2!.notes).toEqual(['Rule 100.2', 'Second note']);
    expect(u2a!.source).toBe('In constructed play,\na deck must contain at least sixty cards.');
    expect(u2a!.target).toBe('В сконструированной игре\nколода должна содержать <не менее> шестидесяти карт.');
    expect(u3!.target).toBe('Некоторые форматы используют дополнительные правила.');
    expect(u4!.target).toBeUndefined();
    expect(doc.units.map(isAccepted)).toEqual([true, true, false, true, false, true]);
  });

  it('line breaks of any kind count as XML counts them', () => {
    const crlf = XML('<trans-unit id="a">\n<source>x</source></trans-unit>').replace(/\n/g, '\r\n');
    expect(readXliff(crlf, 'f').units[0]!.line).toBe(5);
    expect(readXliff(`\uFEFF${XML('<trans-unit id="a"><source>x</source></trans-unit>')}`, 'f').units).toHaveLength(1);
  });
});

describe('writing XLIFF 1.2', () => {
  it('round trip: write → read gives the same doc (Cyrillic, quotes, <, &, ]]>, CR, newlines)', () => {
    const xml = writeXliff(DOC);
    expect(withoutLines(readExchange(xml, 'ru.xlf'))).toEqual(DOC);
    expect(withoutLines(readXliff(xml, 'ru.xlf'))).toEqual(DOC);
  });

  it('the shape translation tools expect', () => {
    const xml = writeXliff(DOC);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">/,
    );
    expect(xml).toContain(
      '<file original="cr-2026-01-16" source-language="en" target-language="ru" datatype="plaintext"',
    );
    expect(xml).toMatch(/<header>\s*<tool tool-id="rules" tool-name="rules" \/>/);
    expect(xml).toContain('<trans-unit id="702.19@2026-01-16#title" xml:space="preserve">');
    expect(xml).toContain('<target state="new" />');
    expect(xml).toContain('<target state="needs-review-translation"> и здесь </target>');
    expect(xml).toContain('<note>x &#x26; y &#x3C; z</note>');
  });

  it('refuses a doc it cannot write faithfully', () => {
    const bad =
      (units: ExchangeDoc['units'], version = '2026-01-16') =>
      () =>
        writeXliff({ ...DOC, version, units });
    expect(bad([{ id: 'a', source: 'bell\u0007', state: 'new', notes: [] }])).toThrow(/cannot write XLIFF/);
    expect(bad([{ id: 'a\tb', source: 'x', state: 'new', notes: [] }])).toThrow(/control character/);
    expect(bad([DOC.units[0]!, DOC.units[0]!])).toThrow(/duplicate id/);
    expect(bad([], '2026-02-30')).toThrow(/ISO date/);
  });
});

describe('bad XLIFF files: InputError at the right line', () => {
  const cases: [string, string, string][] = [
    ['malformed XML', fixture('malformed.xlf'), 'f:7: unexpected close tag.'],
    ['not XLIFF', '<?xml version="1.0"?>\n<html></html>', 'f:2: not an XLIFF file: the root element is <html>'],
    [
      'XLIFF 2.0',
      '<xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en"/>',
      'f:1: XLIFF version 2.0 is not 1.2',
    ],
    [
      'no target-language',
      XML('', '<file original="cr-2026-01-16" source-language="en">'),
      'f:3: <file> has no target-language',
    ],
    [
      'no source-language',
      XML('', '<file original="cr-2026-01-16" target-language="ru">'),
      'f:3: <file> has no source-language',
    ],
    [
      'no version',
      XML('', '<file original="doc.txt" source-language="en" target-language="ru">'),
      'f:3: <file> names no version (original="cr-YYYY-MM-DD")',
    ],
    [
      'a version that is no date',
      XML('', '<file original="cr-2026-13-01" source-language="en" target-language="ru">'),
      'f:3: version: the version is not an ISO date (YYYY-MM-DD)',
    ],
    ['trans-unit without id', XML('<trans-unit><source>x</source></trans-unit>'), 'f:5: a <trans-unit> without id'],
    [
      'duplicate id',
      XML('<trans-unit id="a"><source>x</source></trans-unit>\n\n<trans-unit id="a"><source>y</source></trans-unit>'),
      'f:7: duplicate trans-unit id "a" (first at line 5)',
    ],
    ['no source', XML('<trans-unit id="a">\n</trans-unit>'), 'f:5: trans-unit "a" has no <source>'],
    ['an undefined entity', XML('\n<trans-unit id="a"><source>&nbsp;</source></trans-unit>'), 'f:6: undefined entity.'],
    [
      'an unknown state',
      XML('<trans-unit id="a"><source>a</source>\n<target state="done">b</target></trans-unit>'),
      'f:6: unknown state "done"',
    ],
    [
      'inline codes',
      XML('<trans-unit id="a"><source>a<x id="1"/></source></trans-unit>'),
      'f:5: <x> in a <source> (plain text only)',
    ],
    ['no file', '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"/>', 'f:1: no <file> element'],
  ];
  it.each(cases)('%s', (_name, text, message) => {
    expect(inputError(() => readExchange(text, 'f')).message).toBe(message);
  });

  it('a DTD with an external entity (XXE) is refused before parsing; the entity never expands', () => {
    const e = inputError(() => readExchange(fixture('xxe.xlf'), 'xxe.xlf'));
    expect(e.message).toBe('xxe.xlf:2: DTDs and entities are not accepted');
    expect(e.message).not.toMatch(/root:|passwd/);
    expect(inputError(() => readXliff(XML('<!ENTITY a "b">'), 'f')).message).toBe(
      'f:5: DTDs and entities are not accepted',
    );
  });

  it('a file over 50 MB is refused unread (line 0)', () => {
    expect(inputError(() => readExchange(`<${'a'.repeat(MAX_BYTES)}`, 'big.xlf')).message).toMatch(/^big\.xlf:0: /);
  });

  it('neither XLIFF nor PO: line 0', () => {
    expect(inputError(() => readExchange('Hello, world', 'f.txt')).message).toBe(
      'f.txt:0: neither an XLIFF 1.2 nor a PO file',
    );
  });
});

const XML_BITS = [
  '<?xml version="1.0"?>',
  '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">',
  '</xliff>',
  '<file original="cr-2026-01-16" source-language="en" target-language="ru">',
  '</file>',
  '<body>',
  '</body>',
  '<group>',
  '</group>',
  '<trans-unit id="a">',
  '<trans-unit id="b" approved="yes">',
  '</trans-unit>',
  '<source>',
  '</source>',
  '<target state="translated">',
  '<target state="x-y"/>',
  '</target>',
  '<note>',
  '</note>',
  '<g id="1">',
  '</g>',
  '<![CDATA[',
  ']]>',
  '&amp;',
  '&#1055;',
  '&#0;',
  '&xxe;',
  '<!DOCTYPE x>',
  '<!-- c -->',
  'Правило',
  '\n',
  '\r',
  '"',
  '<',
  '&',
];
const xmlish = formatish(XML_BITS, [fixture('omegat.xlf'), writeXliff(DOC)]);

describe('properties', () => {
  it('readExchange on any XML-ish text: a doc or a located InputError', () => {
    readsOrFailsAtALine(xmlish);
  });

  it('any writable doc reads back the same', () => {
    const docs = writableDocs(DOC, (text) => text.filter((s) => s !== ''));
    fc.assert(
      fc.property(docs, (doc) => {
        expect(withoutLines(readExchange(writeXliff(doc), 'f.xlf'))).toEqual(doc);
      }),
      { numRuns: 200, seed: SEED },
    );
  });
});
