/** Any input yields a tree or an InputError, and every line number a tree carries is in the input. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitLines } from '../../../src/lib/decode/index.js';
import { InputError } from '../../../src/lib/model/errors.js';
import { allLines, parse } from './helpers.js';

/** Lines shaped like an article's, so the generator reaches every branch, mixed with noise. */
const articleLine = fc.oneof(
  fc.constantFrom(
    '706.3 Копируемые величины копии.',
    '706.9d При применении эффекта, который',
    'не копирует характеристику,',
    '616.1e',
    '(706.3)',
    'Пример: Клон.',
    'Example: Clone',
    'Ejemplo:',
    'Домашнее задание',
    'Что будет дальше?',
    '«Входит и выходит»',
    '– Рубашка карты.',
    'Magic: the Gathering',
    'См. правило 706.10 и правило 204.',
    '',
  ),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
);
const article = fc.tuple(fc.array(articleLine), fc.constantFrom('\n', '\r\n', '\r')).map(([ls, eol]) => ls.join(eol));

function check(text: string): void {
  try {
    const { tree } = parse(text);
    const count = splitLines(text.startsWith('\uFEFF') ? text.slice(1) : text).length;
    for (const line of allLines(tree)) {
      expect(Number.isInteger(line)).toBe(true);
      expect(line).toBeGreaterThanOrEqual(1);
      expect(line).toBeLessThanOrEqual(count);
    }
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
  }
}

describe('article parser, any input', () => {
  it('never throws anything but InputError, and keeps lines in range (random strings)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), check), { numRuns: 500 });
  });

  it('never throws anything but InputError, and keeps lines in range (article-like lines)', () => {
    fc.assert(fc.property(article, check), { numRuns: 1000 });
  });
});
