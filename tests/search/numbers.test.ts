/** Rule numbers in queries: recognised whole, normalised like `rules lookup`, never as words. */
import { describe, expect, it } from 'vitest';
import { isBelow, numberQuery, numbersInText } from '../../src/lib/search/numbers.js';

describe('numberQuery', () => {
  it('recognises ids, old numbers, anchors and a leading "rule" word', () => {
    expect(numberQuery('707.10')).toBe('707.10');
    expect(numberQuery(' 707.10A ')).toBe('707.10a');
    expect(numberQuery('707.10а')).toBe('707.10a'); // Cyrillic а
    expect(numberQuery('707.')).toBe('707');
    expect(numberQuery('7')).toBe('7');
    expect(numberQuery('R70710')).toBe('707.10');
    expect(numberQuery('Rule 702.19')).toBe('702.19');
    expect(numberQuery('правило 706.10')).toBe('706.10');
    expect(numberQuery('regla 707.10b')).toBe('707.10b');
    expect(numberQuery('502.84@2008-10-01')).toBe('502.84@2008-10-01');
  });
  it('refuses what is not one rule number', () => {
    for (const q of ['100 cards', '70', '7070', 'copy', '707.10 copy', '1000.1', '502.84@yesterday', ''])
      expect(numberQuery(q), q).toBeUndefined();
  });
  it('finds whole numbers inside text queries and leaves the words', () => {
    expect(numbersInText('copy 707.10 and 702.19b')).toEqual({ numbers: ['707.10', '702.19b'], rest: 'copy   and  ' });
    expect(numbersInText('100 cards and 20 life').numbers).toEqual([]);
  });
});

describe('isBelow', () => {
  it('follows the numbering, not the string', () => {
    expect(isBelow('707.10a', '707.10')).toBe(true);
    expect(isBelow('707.10', '707')).toBe(true);
    expect(isBelow('707', '7')).toBe(true);
    expect(isBelow('707.10a', '707.1')).toBe(false);
    expect(isBelow('707.10', '707.1')).toBe(false);
    expect(isBelow('110.1', '10')).toBe(false);
    expect(isBelow('502.84a@2008-10-01', '502.84@2008-10-01')).toBe(true);
    expect(isBelow('502.84a', '502.84@2008-10-01')).toBe(false);
  });
});
