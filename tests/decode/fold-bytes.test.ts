/**
 * Known words are compared folded (foldWord); an 8-bit word is folded byte by byte under each reading
 * (eight-bit.ts foldBytes). Every pair of bytes, in every reading, folds as the decoded pair does
 * whole: the byte-by-byte folding is exact, a letter whose case depends on its neighbours included.
 */
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { foldBytes, foldWord, READINGS } from '../../src/lib/decode/eight-bit.js';

describe('decode: words folded byte by byte', () => {
  for (const [r, reading] of READINGS.entries())
    it(`every pair of bytes in ${reading}`, () => {
      const wrong: string[] = [];
      const pair = new Uint8Array(2);
      for (let a = 0; a < 256; a++)
        for (let b = 0; b < 256; b++) {
          pair[0] = a;
          pair[1] = b;
          const whole = foldWord(iconv.decode(Buffer.from(pair), reading));
          if (foldBytes(pair, 0, 2, r) !== whole) wrong.push(`${a.toString(16)} ${b.toString(16)}`);
        }
      expect(wrong).toEqual([]);
    });

  it('words with Σ (a final ς folded lower-case) are folded whole', () => {
    // 0xE4 is Σ in code page 437: "ΣΣ" after a letter is "σς".
    const word = Uint8Array.from([0x41, 0xe4, 0xe4]);
    const cp437 = READINGS.indexOf('cp437');
    expect(foldBytes(word, 0, 3, cp437)).toBe(foldWord('AΣΣ'));
    expect(foldWord('AΣΣ')).toBe('aσς');
  });
});
