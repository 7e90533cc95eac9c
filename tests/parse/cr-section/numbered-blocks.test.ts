/** The shared line readers: number prefixes, example labels, blocks, credits. */
import { describe, expect, it } from 'vitest';
import {
  classifyBlock,
  findCreditStart,
  readExampleLabel,
  readNumberPrefix,
  splitBlocks,
} from '../../../src/lib/parse/numbered-blocks.js';

describe('readNumberPrefix', () => {
  it.each([
    ['5. Дополнительные правила', '5.', '5', 'chapter', 'Дополнительные правила'],
    ['500. Легальные атаки', '500.', '500', 'section', 'Легальные атаки'],
    ['501 Ключевые действия', '501', '501', 'section', 'Ключевые действия'],
    ['500.1. Текст', '500.1.', '500.1', 'rule', 'Текст'],
    ['501.3.Прервать', '501.3.', '501.3', 'rule', 'Прервать'],
    ['501.2а Текст', '501.2а', '501.2a', 'subrule', 'Текст'],
    ['501.10a. Текст', '501.10a.', '501.10a', 'subrule', 'Текст'],
    ['502.25.c Текст', '502.25.c', '502.25c', 'subrule', 'Текст'],
    ['502,55а Текст', '502,55а', '502.55a', 'subrule', 'Текст'],
    ['706.12 \u00a0Эффект', '706.12', '706.12', 'rule', 'Эффект'],
    ['  706.10\u00a0Скопировать', '706.10', '706.10', 'rule', 'Скопировать'],
    ['503.1', '503.1', '503.1', 'rule', ''],
    ['502.5 В начале', '502.5', '502.5', 'rule', 'В начале'],
  ])('%j', (line, printed, number, kind, rest) => {
    expect(readNumberPrefix(line)).toMatchObject({ printed, number, kind, rest });
  });

  it.each([
    'Текст',
    '5 карт',
    '100% карт',
    '3D',
    '706.3)',
    '1,5 карты',
    '100,000 жизней',
    '2.5 мм',
    '12. Двенадцать',
    '501.3П',
    '306.b Text',
    '',
  ])('rejects %j', (line) => {
    expect(readNumberPrefix(line)).toBeUndefined();
  });
});

describe('readExampleLabel', () => {
  it.each([
    ['Example: text', 'text'],
    ['Ejemplo: texto', 'texto'],
    ['Пример: текст', 'текст'],
    ['Примеры: текст', 'текст'],
    ['Например: текст', 'текст'],
    ['Пример. текст', 'текст'],
    ['ПРИМЕР:\u00a0текст', 'текст'],
    ['Example:', ''],
  ])('%j', (line, value) => {
    expect(readExampleLabel(line)).toBe(value);
  });

  it.each(['Например, текст', 'Examples of play', 'Пример', 'Text. Example: no'])('rejects %j', (line) => {
    expect(readExampleLabel(line)).toBeUndefined();
  });
});

describe('splitBlocks and classifyBlock', () => {
  it('starts a block at a numbered line or a label even without a blank line', () => {
    const blocks = splitBlocks([
      '500.1 Текст',
      'продолжение',
      'Example: пример',
      '500.2 Ещё',
      '',
      '',
      'Абзац',
      '100 карт в колоде',
    ]);
    expect(blocks.map((b) => [b.line, b.endLine, b.lines.length])).toEqual([
      [1, 2, 2],
      [3, 3, 1],
      [4, 4, 1],
      [7, 8, 2],
    ]);
    expect(blocks.map(classifyBlock).map((c) => c.kind)).toEqual(['rule', 'example', 'rule', 'text']);
  });

  it('reads a long numbered line without decimals as text, not a heading', () => {
    const long = '100 ' + 'слово '.repeat(30) + 'конец.';
    expect(classifyBlock({ line: 1, endLine: 1, lines: [long] }).kind).toBe('text');
    expect(classifyBlock({ line: 1, endLine: 1, lines: ['100. Общие положения. Второе предложение.'] }).kind).toBe(
      'text',
    );
  });

  it('finds the credits only among trailing text', () => {
    const c = (kind: 'text' | 'example', value: string) => ({ kind, value });
    expect(findCreditStart([c('text', 'Переведено'), c('example', 'x'), c('text', 'a'), c('text', 'http://x')])).toBe(
      3,
    );
    expect(findCreditStart([c('example', 'x'), c('text', 'обычный текст')])).toBeUndefined();
  });
});
