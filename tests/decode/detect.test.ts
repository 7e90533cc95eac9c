/** Detection on small inputs: which encoding wins, and why. */
import { describe, expect, it } from 'vitest';
import { decode } from '../../src/lib/decode/index.js';
import { foldWord } from '../../src/lib/decode/eight-bit.js';
import { toUtf16 } from '../helpers/fixtures.js';
import { ascii } from './helpers.js';

const got = (bytes: Uint8Array) => decode(bytes, 'f.txt');

describe('decode: detection', () => {
  it('ASCII, UTF-8 without and with BOM', () => {
    expect(got(ascii('100.1. Rules\r\n'))).toEqual({ text: '100.1. Rules\r\n', encoding: 'ascii' });
    expect(got(Buffer.from('It’s Dandân\n', 'utf8'))).toEqual({ text: 'It’s Dandân\n', encoding: 'utf-8' });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Ma’rûf', 'utf8')]);
    expect(got(bom)).toEqual({ text: 'Ma’rûf', encoding: 'utf-8-bom' });
  });

  it('UTF-16 with BOM, the BOM stripped, line endings untouched', () => {
    expect(got(toUtf16('a\r\nb\rc\n', 'be'))).toEqual({ text: 'a\r\nb\rc\n', encoding: 'utf-16be' });
    expect(got(toUtf16('Ma’rûf 😀', 'le'))).toEqual({ text: 'Ma’rûf 😀', encoding: 'utf-16le' });
  });

  it('UTF-16 without BOM, from where its NUL bytes sit', () => {
    expect(got(toUtf16('Dandân\r\n', 'le').subarray(2))).toEqual({ text: 'Dandân\r\n', encoding: 'utf-16le' });
    expect(got(toUtf16('Dandân\r\n', 'be').subarray(2))).toEqual({ text: 'Dandân\r\n', encoding: 'utf-16be' });
  });

  describe('code page 437: high bytes that are letters inside words', () => {
    const cases: [string, string][] = [
      ['Dand\x83n', 'Dandân'], // 0x83 is ƒ in 1252
      ["Ring of Ma'r\x96f", "Ring of Ma'rûf"], // 0x96 is – in 1252
      ['Ghazb\xa0n Ogre', 'Ghazbán Ogre'], // 0xA0 is a no-break space in 1252
      ['Jun\xa3n Efreet', 'Junún Efreet'], // 0xA3 is £ in 1252
      ['Charlie C\xa0tin\x95, John', 'Charlie Cátinò, John'], // 0x95 is • in 1252
      ['M\x81ller', 'Müller'], // 0x81 is undefined in 1252
    ];
    for (const [bytes, text] of cases) {
      it(JSON.stringify(text), () => expect(got(ascii(bytes))).toEqual({ text, encoding: 'cp437' }));
    }
  });

  describe('Windows-1252: punctuation in plausible places, Latin-1 letters', () => {
    const cases: [string, string][] = [
      ['601.2f\x96h', '601.2f–h'], // a subrule range
      ['occurs\x97they', 'occurs—they'],
      ['a \x96 b, 1\x962', 'a – b, 1–2'],
      ['it\x92s', 'it’s'], // Æ in cp437: a tie goes to 1252
      ['\x93quoted\x94', '“quoted”'],
      ['Caf\xe9 Dand\xe2n', 'Café Dandân'], // 0xE2 is Γ in cp437
      ['\xa92021 Wizards', '©2021 Wizards'],
      ['Gathering\xae and Magic\x99', 'Gathering® and Magic™'],
      ['wait\x85', 'wait…'],
    ];
    for (const [bytes, text] of cases) {
      it(JSON.stringify(text), () => expect(got(ascii(bytes))).toEqual({ text, encoding: 'windows-1252' }));
    }
  });

  describe('Mac Roman: ™ after a name and – between spaces (2004-02-01)', () => {
    it('reads 0xAA as ™ and 0xD0 as an en dash', () => {
      const bytes = ascii('Magic: The Gathering DCI\xaa Floor Rules. Example: "Basic Land \xd0 Mountain" and DCI\xaa.');
      expect(got(bytes)).toEqual({
        text: 'Magic: The Gathering DCI™ Floor Rules. Example: "Basic Land – Mountain" and DCI™.',
        encoding: 'macintosh',
      });
    });

    it('an upper-case letter inside a lower-case word is no letter of the word ("DandÉn" is cp437\'s Dandân)', () => {
      expect(got(ascii('Crusader, Cyclops, Dand\x83n, Demon'))).toEqual({
        text: 'Crusader, Cyclops, Dandân, Demon',
        encoding: 'cp437',
      });
    });
  });

  describe('known words decide between tables that read a byte as a letter alike', () => {
    const elHajjaj = ascii('Elephant, Elf, El-Hajj\x89j, Enchantress');
    it('0x89 is ë in cp437 and â in Mac Roman: the card El-Hajjâj says Mac Roman', () => {
      const warnings: string[] = [];
      const decoded = decode(elHajjaj, 'f.txt', {
        knownWords: new Set([foldWord('El-Hajjâj')]),
        warn: (_line, reason) => warnings.push(reason),
      });
      expect(decoded).toEqual({ text: 'Elephant, Elf, El-Hajjâj, Enchantress', encoding: 'macintosh' });
      expect(warnings).toEqual([]);
    });

    it('with no known word it is a tie: cp437, and a warning naming the table chosen', () => {
      const warnings: Array<[number, string, string]> = [];
      const decoded = decode(elHajjaj, 'f.txt', {
        warn: (line, reason, ruleId) => warnings.push([line, reason, ruleId]),
      });
      expect(decoded.encoding).toBe('cp437');
      expect(warnings).toEqual([
        [
          1,
          expect.stringMatching(/as well in code page 437 as in Mac Roman.*read as code page 437/),
          'rules:encoding-guessed',
        ],
      ]);
    });

    it('a card known in ASCII counts too: "Aether Storm" reads 0x92 as cp437\'s Æ', () => {
      const bytes = ascii('Abbey Matron; \x92ther Storm; Ali from Cairo');
      expect(decode(bytes, 'f.txt', { knownWords: new Set(['aether']) })).toEqual({
        text: 'Abbey Matron; Æther Storm; Ali from Cairo',
        encoding: 'cp437',
      });
    });
  });

  it('the whole file decides: a few ambiguous bytes follow the many clear ones', () => {
    // 0x96 alone between letters would be û, but the file is plainly 1252.
    const bytes = ascii('\x93Ma\x92r\x96f\x94 is \x93quoted\x94 \x97 twice \x93here\x94.');
    expect(got(bytes)).toEqual({ text: '“Ma’r–f” is “quoted” — twice “here”.', encoding: 'windows-1252' });
  });
});
