/**
 * What one publication of a release changed from the one before (parse/publications.ts), on
 * publications derived from the real 2026-08-07 file: only its byte-order mark, only its encoding,
 * its line ends, white space, or the texts of named rules and glossary entries.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { comparePublications, describeDifference } from '../../src/lib/parse/publications.js';
import { crPathOf, describeArchive } from '../helpers/archive.js';
import { toUtf16 } from '../helpers/fixtures.js';

describeArchive('what a republication changed', () => {
  let original: Buffer;
  let text: string;
  const utf8 = (t: string, bom = true) => Buffer.from((bom ? '\ufeff' : '') + t, 'utf8');
  beforeAll(() => {
    original = readFileSync(crPathOf('2026-08-07'));
    text = original.subarray(3).toString('utf8');
  });
  const compare = (b: Buffer) => comparePublications(original, b, 'cr-2026-08-07.txt');

  it('the same bytes: nothing', () => {
    expect(compare(original).kinds).toEqual([]);
  });

  it('the byte-order mark only, the encoding only', () => {
    const bom = compare(utf8(text, false));
    expect(bom).toMatchObject({ kinds: ['byte-order mark'], rules: [], glossary: [], other: false });
    expect(describeDifference(bom)).toBe('byte-order mark only');
    expect(compare(toUtf16(text, 'le')).kinds).toEqual(['encoding']);
  });

  it('line ends, and white space with them', () => {
    expect(compare(utf8(text.replace(/\r\n/g, '\n'))).kinds).toEqual(['line ends']);
    const spaced = text.replace(/\r\n\r\n/g, '\r\n \t\r\n').replace(/\.\r\n/g, '. \r\n');
    expect(compare(utf8(spaced)).kinds).toEqual(['whitespace']);
    const both = compare(utf8(spaced.replace(/\r\n/g, '\n'), false));
    expect(both.kinds).toEqual(['byte-order mark', 'line ends', 'whitespace']);
    expect(describeDifference(both)).toBe('byte-order mark, line ends and whitespace only');
  });

  it('a typo fixed in a rule and in the glossary: which ones', () => {
    const line = text.split('\r\n').find((l) => l.startsWith('704.5aa '))!;
    const fixed = text
      .replace(line, line.replace('speed becomes 1', 'speed becomes one'))
      .replace(
        '702.19b The controller of an attacking creature with trample',
        '702.19b The controller of an attacking creature that has trample',
      );
    const d = compare(utf8(fixed));
    expect(d).toMatchObject({ kinds: ['text'], rules: ['702.19b', '704.5aa'], added: [], removed: [], glossary: [] });
    expect(describeDifference(d)).toBe('the text of rules 702.19b, 704.5aa');
    const glossary = text.replace(/(\r\nTrample\r\n)([^\r]*)/, '$1$2 (Typo fixed.)');
    expect(glossary).not.toBe(text);
    expect(compare(utf8(glossary))).toMatchObject({ kinds: ['text'], rules: [], glossary: ['Trample'] });
  });

  it('a rule added or removed, and text outside the rules', () => {
    const removed = text.replace(/\r\n704\.5aa [^\r]*\r\n/, '\r\n');
    expect(compare(utf8(removed))).toMatchObject({ rules: ['704.5aa'], removed: ['704.5aa'], added: [] });
    const credits = text.replace(
      'Original Game Design: Richard Garfield',
      'Original Game Design:  Richard Garfield, PhD',
    );
    expect(credits).not.toBe(text);
    const d = compare(utf8(credits));
    expect(d).toMatchObject({ kinds: ['text'], rules: [], glossary: [], other: true });
    expect(describeDifference(d)).toMatch(/^text outside the rules and the glossary/);
  });
});
