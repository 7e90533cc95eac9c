/** Small hand-written cr-section texts, one per quirk of translated sections. */
import { describe, expect, it } from 'vitest';
import { parseCrSection } from '../../../src/lib/parse/cr-section/index.js';
import { InputError } from '../../../src/lib/model/errors.js';
import { body, ofType, rule, rules, run } from './helpers.js';

const parse = (text: string) => run(parseCrSection, text);
const lines = (...l: string[]) => l.join('\n');

describe('cr-section: numbers as translators type them', () => {
  it('reads Cyrillic subrule letters as Latin and keeps the printed form', () => {
    const { tree } = parse(
      lines('501.2 Прикрепить', '', '501.2а Один.', '501.2b Два.', '501.2с Три.', '501.2d Четыре.', '501.2е Пять.'),
    );
    expect(rules(tree).map((r) => [r.number, r.printed])).toEqual([
      ['501.2', '501.2'],
      ['501.2a', '501.2\u0430'],
      ['501.2b', '501.2b'],
      ['501.2c', '501.2\u0441'],
      ['501.2d', '501.2d'],
      ['501.2e', '501.2\u0435'],
    ]);
  });

  it('reads `501.3.Прервать` (no space after the dot) as rule 501.3 titled Прервать', () => {
    const { tree } = parse(lines('501.3.Прервать', '', '501.3а Прервать заклинание значит отменить его.'));
    expect(rule(tree, '501.3')).toMatchObject({
      printed: '501.3.',
      children: [{ type: 'paragraph', value: 'Прервать' }],
    });
    expect(rules(tree).map((r) => r.number)).toEqual(['501.3', '501.3a']);
  });

  it('reads `502.25.c`, trailing dots and a comma for the dot', () => {
    const { tree, warnings } = parse(
      lines(
        '502.25. Страх',
        '502.25a Первое.',
        '502.25b Второе.',
        '502.25.c Третье.',
        '502.32а. Сплетение.',
        '502,55а Восстановление.',
      ),
    );
    expect(rules(tree).map((r) => [r.number, r.printed])).toEqual([
      ['502.25', '502.25.'],
      ['502.25a', '502.25a'],
      ['502.25b', '502.25b'],
      ['502.25c', '502.25.c'],
      ['502.32a', '502.32\u0430.'],
      ['502.55a', '502,55\u0430'],
    ]);
    expect(warnings).toEqual([{ line: 6, reason: expect.stringContaining('comma') }]);
  });

  it('accepts any Unicode space after a number', () => {
    const { tree } = parse(
      lines('500.1\u00a0Первое.', '500.2 \u00a0Второе.', '500.3\u2003Третье.', '500.4\u200bЧетвёртое.'),
    );
    expect(rules(tree).map((r) => [r.number, r.children[0]!.value])).toEqual([
      ['500.1', 'Первое.'],
      ['500.2', 'Второе.'],
      ['500.3', 'Третье.'],
      ['500.4', 'Четвёртое.'],
    ]);
  });

  it('does not read prose starting with a number as a heading or rule', () => {
    const { tree } = parse(
      lines(
        '500. Заголовок',
        '',
        '500.1 Правило.',
        'следующая строка',
        '',
        '100% карт — не правило.',
        '',
        '3D не правило.',
      ),
    );
    expect(ofType(tree, 'heading')).toHaveLength(1);
    expect(rules(tree).map((r) => r.number)).toEqual(['500.1']);
    expect(body(rule(tree, '500.1'))).toEqual([['paragraph', 'Правило.\nследующая строка']]);
    expect(ofType(tree, 'paragraph').map((p) => p.value)).toEqual(['100% карт — не правило.', '3D не правило.']);
  });
});

describe('cr-section: headings, title, credit', () => {
  it('reads a chapter line and section headings with or without the trailing dot', () => {
    const { tree } = parse(
      lines(
        'Заголовок файла',
        '',
        '5. Дополнительные правила',
        '',
        '500. Легальные атаки',
        '',
        '501 Ключевые действия',
        '',
        '502. Ключевые слова.',
      ),
    );
    expect(tree.data.title).toBe('Заголовок файла');
    expect(ofType(tree, 'heading').map((h) => [h.depth, h.number, h.value, h.position.start.line])).toEqual([
      [1, '5', 'Дополнительные правила', 3],
      [2, '500', 'Легальные атаки', 5],
      [2, '501', 'Ключевые действия', 7],
      [2, '502', 'Ключевые слова.', 9],
    ]);
  });

  it('has no title when the file opens with a heading', () => {
    const { tree } = parse(lines('500. Легальные атаки', '', '500.1 Правило.'));
    expect(tree.data.title).toBeUndefined();
    expect(tree.children[0]).toMatchObject({ type: 'heading', number: '500' });
  });

  it('takes trailing text as credit only when it reads like one', () => {
    const withCredit = parse(
      lines('500. А', '500.1 Правило.', '', 'Переведено на сайте', 'http://example.org/x', '', 'Переводчики: a, b'),
    );
    expect(withCredit.tree.data.credit).toBe('Переведено на сайте\nhttp://example.org/x\nПереводчики: a, b');
    expect(withCredit.tree.children).toHaveLength(2);
    const without = parse(lines('505. Двойные карты', '', 'Двойные карты имеют две стороны.'));
    expect(without.tree.data.credit).toBeUndefined();
    expect(ofType(without.tree, 'paragraph')).toHaveLength(1);
  });

  it('reads CRLF, bare CR and mixed line endings with the right lines', () => {
    const { tree } = parse('500. А\r\n\r\n500.1 Правило.\r500.2 Другое.\n\n500.3 Ещё.\r\n');
    expect(rules(tree).map((r) => [r.number, r.position.start.line])).toEqual([
      ['500.1', 3],
      ['500.2', 4],
      ['500.3', 6],
    ]);
  });
});

describe('cr-section: examples', () => {
  it('recognises the labels of every language, any case, with `:` or `.`', () => {
    const labels = ['Example:', 'Ejemplo:', 'Пример:', 'Примеры:', 'Например:', 'Пример.', 'пример:', 'EXAMPLE:'];
    const { tree } = parse(lines('500.1 Правило.', ...labels.map((l, i) => `${l} текст ${i}.`)));
    expect(body(rule(tree, '500.1'))).toEqual([
      ['paragraph', 'Правило.'],
      ...labels.map((_, i): [string, string] => ['example', `текст ${i}.`]),
    ]);
    expect(rule(tree, '500.1').position).toMatchObject({ start: { line: 1 }, end: { line: labels.length + 1 } });
  });

  it('does not take `Например,` or a mid-line `Пример:` for a label', () => {
    const { tree } = parse(lines('500.1 Правило: Пример: внутри строки.', '', 'например, продолжение.'));
    expect(body(rule(tree, '500.1'))).toEqual([
      ['paragraph', 'Правило: Пример: внутри строки.'],
      ['paragraph', 'например, продолжение.'],
    ]);
  });
});

describe('cr-section: unnumbered paragraphs', () => {
  it('keeps a rule whose number was dropped apart, with the example after it', () => {
    const { tree, warnings } = parse(
      lines(
        '500.3. Правило блока.',
        '',
        'Способность уклонения ограничивает блоки.',
        '',
        'Пример: Полет и Тень.',
        '',
        '500.4. Следующее.',
      ),
    );
    expect(body(rule(tree, '500.3'))).toEqual([['paragraph', 'Правило блока.']]);
    expect(tree.children.map((c) => c.type)).toEqual(['rule', 'paragraph', 'example', 'rule']);
    expect(warnings).toEqual([{ line: 3, reason: expect.stringMatching(/after 500\.3: .*dropped/) }]);
  });

  it('puts a paragraph right after a section heading at the top level', () => {
    const { tree } = parse(
      lines('501. Ключевые действия', '', 'Большинство действий описаны здесь.', '', '501.2 Прикрепить'),
    );
    expect(tree.children.map((c) => c.type)).toEqual(['heading', 'paragraph', 'rule']);
    expect(tree.children[1]).toMatchObject({
      value: 'Большинство действий описаны здесь.',
      position: { start: { line: 3 } },
    });
  });

  it('keeps a dropped subrule after a title-only rule apart', () => {
    const { tree } = parse(
      lines('502.37. Солнечные лучи', '', 'Солнечные лучи – это статическая способность.', '', '502.40 Присоединение'),
    );
    expect(body(rule(tree, '502.37'))).toEqual([['paragraph', 'Солнечные лучи']]);
    expect(ofType(tree, 'paragraph')).toHaveLength(1);
  });

  it('keeps continuations in their rule: after `:`, lowercase, list items', () => {
    const { tree, warnings } = parse(
      lines(
        '500.1 Игрок выбирает одно:',
        '',
        '• первое;',
        '',
        '• второе.',
        '',
        'а затем продолжает.',
        '',
        '500.2 Дальше.',
      ),
    );
    expect(body(rule(tree, '500.1'))).toEqual([
      ['paragraph', 'Игрок выбирает одно:'],
      ['paragraph', '• первое;'],
      ['paragraph', '• второе.'],
      ['paragraph', 'а затем продолжает.'],
    ]);
    expect(rule(tree, '500.1').position.end.line).toBe(7);
    expect(warnings).toEqual([]);
  });

  it('extends an example that runs on', () => {
    const { tree } = parse(lines('500.1 Правило.', 'Пример: Игрок выбирает:', '', 'одну цель.', '', '500.2 Дальше.'));
    expect(body(rule(tree, '500.1'))).toEqual([
      ['paragraph', 'Правило.'],
      ['example', 'Игрок выбирает:\nодну цель.'],
    ]);
    expect(rule(tree, '500.1').children[1]!.position).toMatchObject({ start: { line: 2 }, end: { line: 4 } });
  });

  it('gives a bare number line the paragraph after it as its text', () => {
    const { tree, warnings } = parse(lines('503. Копии', '', '503.1', '', 'Некоторые объекты становятся копиями.'));
    expect(body(rule(tree, '503.1'))).toEqual([['paragraph', 'Некоторые объекты становятся копиями.']]);
    expect(warnings).toEqual([]);
  });
});

describe('cr-section: sequence repair and refusals', () => {
  it('repairs a section typo that jumps away and back', () => {
    const { tree, warnings } = parse(
      lines('501.7. Повернуть', '501.7a Повернуть.', '507.7b Развернуть.', '501.8. Предсказать'),
    );
    expect(rules(tree).map((r) => r.number)).toEqual(['501.7', '501.7a', '501.7b', '501.8']);
    expect(rule(tree, '501.7b')).toMatchObject({ printed: '507.7b', repairedFrom: '507.7b' });
    expect(warnings).toEqual([{ line: 3, reason: expect.stringContaining('read as 501.7b') }]);
  });

  it('refuses text with no heading and no rule, and empty text', () => {
    expect(() => parse('Просто текст.\n\nЕщё текст.')).toThrow(InputError);
    expect(() => parse('')).toThrow(InputError);
    try {
      parse('Просто текст.');
    } catch (e) {
      expect(e).toMatchObject({ file: 'test.txt', line: 0 });
    }
  });
});
