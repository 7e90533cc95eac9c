/** Small hand-written rule excerpts, one per quirk. */
import { describe, expect, it } from 'vitest';
import { parseRuleExcerpt } from '../../../src/lib/parse/rule-excerpt/index.js';
import { InputError } from '../../../src/lib/model/errors.js';
import { body, ofType, rule, rules, run } from '../cr-section/helpers.js';

const parse = (text: string) => run(parseRuleExcerpt, text);
const lines = (...l: string[]) => l.join('\n');

describe('rule-excerpt', () => {
  it('keeps every paragraph up to the next numbered line in the rule, examples anywhere', () => {
    const { tree, warnings } = parse(
      lines(
        '706.10 Первый абзац.',
        '',
        'Второй абзац.',
        '',
        'Пример: первый.',
        '',
        'Абзац после примера.',
        '',
        '706.10a Подправило.',
      ),
    );
    expect(body(rule(tree, '706.10'))).toEqual([
      ['paragraph', 'Первый абзац.'],
      ['paragraph', 'Второй абзац.'],
      ['example', 'первый.'],
      ['paragraph', 'Абзац после примера.'],
    ]);
    expect(rule(tree, '706.10').position).toMatchObject({ start: { line: 1 }, end: { line: 7 } });
    expect(warnings).toEqual([]);
  });

  it('accepts any Unicode whitespace after a number', () => {
    const { tree } = parse(
      lines(
        '706.10\u00a0Один.',
        '706.10a \u00a0Два.',
        '706.10b\u2003Три.',
        '706.10c\u202fЧетыре.',
        '706.12\u200b Пять.',
      ),
    );
    expect(rules(tree).map((r) => [r.number, r.children[0]!.value])).toEqual([
      ['706.10', 'Один.'],
      ['706.10a', 'Два.'],
      ['706.10b', 'Три.'],
      ['706.10c', 'Четыре.'],
      ['706.12', 'Пять.'],
    ]);
  });

  it('recognises example labels in English, Spanish and Russian, any case', () => {
    const { tree } = parse(
      lines('707.10 Regla.', 'Example: a.', 'EJEMPLO: b.', 'пример: c.', 'Примеры: d.', 'Например: e.'),
    );
    expect(body(rule(tree, '707.10')).filter(([t]) => t === 'example')).toEqual([
      ['example', 'a.'],
      ['example', 'b.'],
      ['example', 'c.'],
      ['example', 'd.'],
      ['example', 'e.'],
    ]);
  });

  it('reads all short lines before the first rule as titles', () => {
    const { tree } = parse(lines('Копирование', 'Copying', '', 'Copiar', '', '706.10 Текст.'));
    expect(tree.data.title).toBe('Копирование');
    expect(tree.data.titles).toEqual(['Копирование', 'Copying', 'Copiar']);
    expect(tree.children.map((c) => c.type)).toEqual(['rule']);
  });

  it('keeps a long introduction as a top-level paragraph, and no title when there is none', () => {
    const intro = 'Вступление '.repeat(20).trim() + '.';
    const { tree } = parse(lines('Заголовок', '', intro, '', '706.10 Текст.'));
    expect(tree.data.titles).toEqual(['Заголовок']);
    expect(ofType(tree, 'paragraph')).toMatchObject([{ value: intro, position: { start: { line: 3 } } }]);
    expect(parse('706.10 Текст.').tree.data.title).toBeUndefined();
  });

  it('normalises the printed quirks of the cr-section too', () => {
    const { tree } = parse(lines('706.10. Текст.', '706.10а. Один.', '706.10.b Два.'));
    expect(rules(tree).map((r) => [r.number, r.printed])).toEqual([
      ['706.10', '706.10.'],
      ['706.10a', '706.10\u0430.'],
      ['706.10b', '706.10.b'],
    ]);
  });

  it('repairs a number that breaks the sequence and warns about a second section', () => {
    const { tree, warnings } = parse(
      lines('706.10 А.', '706.10a Б.', '760.10b В.', '706.10c Г.', '706.11 Д.', '707.1 Е.'),
    );
    expect(rules(tree).map((r) => r.number)).toEqual(['706.10', '706.10a', '706.10b', '706.10c', '706.11', '707.1']);
    expect(warnings).toEqual([
      { line: 3, reason: expect.stringContaining('read as 706.10b') },
      { line: 6, reason: 'rule 707.1 is outside section 706' },
    ]);
  });

  it('takes trailing translator credits apart', () => {
    const { tree } = parse(lines('706.10 Текст.', '', 'Перевод: Иванов, http://example.org'));
    expect(tree.data.credit).toBe('Перевод: Иванов, http://example.org');
    expect(body(rule(tree, '706.10'))).toEqual([['paragraph', 'Текст.']]);
  });

  it('refuses text without a numbered rule', () => {
    expect(() => parse('Копирование\n\nПросто текст.')).toThrow(InputError);
    expect(() => parse('706. Только заголовок')).toThrow(InputError);
    expect(() => parse('')).toThrow(InputError);
  });
});
