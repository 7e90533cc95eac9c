/** The article heuristics on small hand-written texts, in Russian, English and Spanish. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/lib/model/errors.js';
import { ROOT } from '../../helpers/shared.js';
import { ofType, parse, rules } from './helpers.js';

const fixture = (name: string) => readFileSync(path.join(ROOT, 'tests/fixtures/article', name), 'utf8');

describe('English article', () => {
  const { tree, warnings } = parse(fixture('en-article.txt'), 'en');

  it('finds headings, title and credit', () => {
    expect(ofType(tree, 'heading').map((h) => h.value)).toEqual([
      'Copying 101',
      'Copiable Values',
      '"Face Down"',
      'Homework',
    ]);
    expect(tree.data).toEqual({
      format: 'article',
      lang: 'en',
      title: 'Copying 101',
      credit: '© Wizards of the Coast',
    });
    expect(warnings).toEqual([]);
  });

  it('reads Example: labels and a back-reference', () => {
    const [r2, back, r9d] = rules(tree);
    expect(r2).toMatchObject({ number: '706.2', printed: '706.2.' });
    expect(r2!.children.map((c) => c.type)).toEqual(['paragraph', 'example']);
    expect(r2!.children[1]!.value).toMatch(/^Chimeric Staff/);
    expect(back).toMatchObject({ number: '706.3', printed: '706.3', backReference: true });
    expect(back!.children.map((c) => c.value)).toEqual([
      'A face-down Grinning Demon becomes a copy of a face-up Branchsnap Lorian.',
    ]);
    expect(r9d!.children.map((c) => c.type)).toEqual([...Array(6).fill('paragraph'), 'example']);
  });

  it('keeps "For example," paragraphs and questions as commentary', () => {
    const values = ofType(tree, 'commentary').map((c) => c.value);
    expect(values).toContain('For example, a face-down creature has no name.');
    expect(values).toContain('What are they?');
    expect(values).toContain('Answer these:');
  });

  it('records references in commentary', () => {
    const c = ofType(tree, 'commentary').find((x) => x.value.startsWith('See rule'))!;
    expect(c.refersTo).toEqual(['604', '706.3', '706.10']);
  });

  it('joins list items on lowercase continuations and setup statements', () => {
    const [list] = ofType(tree, 'list');
    expect(list!.title).toBe('Homework');
    expect(list!.items.map((i) => i.value)).toEqual([
      'Clone copies a face-down creature. What is it?',
      "Phantasmal Image copies Geralf's Messenger and dies. What happens next?",
      'Mimic Vat imprints Stonework Puma. Can Myr Welder make cats?',
      'What happens to a copied aura?',
    ]);
  });
});

describe('Spanish article', () => {
  const { tree } = parse(fixture('es-article.txt'), 'es');

  it('reads Ejemplo: labels, bare numbers and ¿questions?', () => {
    expect(rules(tree).map((r) => [r.number, r.children.map((c) => c.type).join(',')])).toEqual([
      ['707.10', 'paragraph,example,example'],
      ['707.10a', 'paragraph'],
      ['616.1f', 'example'],
    ]);
    expect(rules(tree)[2]!.backReference).toBe(true);
    expect(ofType(tree, 'heading').map((h) => h.value)).toEqual(['Copiar hechizos', '«Fuera de la pila»', 'Tarea']);
    expect(ofType(tree, 'commentary').map((c) => c.value)).toContain('¿Qué pasa con los costes adicionales?');
    expect(ofType(tree, 'commentary').find((c) => c.value.startsWith('Véase'))!.refersTo).toEqual(['704', '707.10']);
    expect(ofType(tree, 'list')[0]!.items).toHaveLength(3);
    expect(tree.data.credit).toBe('Autor: Fulano de Tal');
  });
});

describe('headings', () => {
  const headingValues = (text: string) => ofType(parse(text).tree, 'heading').map((h) => h.value);

  it('refuses questions, long lines, dialogue, captions and sentences', () => {
    const text = [
      'Что же это такое?',
      'На разрешении способности Rings of Brighthearth, копирующей способность Horde of Notions, мы получим копию',
      '– Рубашка карты Магии',
      'Фото: «Тайна третьей планеты»',
      'Правильно!',
      'Это так. Вот',
      'Конец раздела.',
    ].join('\n');
    expect(headingValues(text)).toEqual([]);
  });

  it('accepts short titles, quoted titles (even with !) and markdown headings', () => {
    const text = ['Двуликий Янус', 'Текст.', '«Имя, сестра, имя»!', 'Текст.', '## Layers: a primer', 'Text.'].join(
      '\n',
    );
    expect(headingValues(text)).toEqual(['Двуликий Янус', '«Имя, сестра, имя»!', 'Layers: a primer']);
  });

  it('does not take a wrapped line or the last line for a heading', () => {
    expect(headingValues('Когда эффект\nкопирует объект, он копирует.\nПоследняя строка')).toEqual([]);
  });
});

describe('rules and examples', () => {
  it('takes a rule number followed by a no-break space, over CRLF and bare CR', () => {
    const { tree } = parse('\uFEFFВступление.\r\n706.10\u00A0Скопировать заклинание.\rПример: Fork.\r\n');
    expect(rules(tree).map((r) => [r.number, r.position.start.line, r.children.length])).toEqual([['706.10', 2, 2]]);
  });

  it('normalises Cyrillic subrule letters and keeps the printed form', () => {
    const { tree } = parse('501.2а. Текст правила.');
    expect(rules(tree)[0]).toMatchObject({ number: '501.2a', printed: '501.2а.' });
  });

  it('does not read «Например,» as an example label', () => {
    const { tree } = parse('706.4 Правило.\nНапример, если мы копируем.');
    expect(rules(tree)[0]!.children).toHaveLength(1);
    expect(ofType(tree, 'commentary')[0]!.value).toBe('Например, если мы копируем.');
  });

  it('warns about an example with no rule before it and keeps it', () => {
    const { tree, warnings } = parse('Текст.\nПример: Клон.');
    expect(ofType(tree, 'example').map((e) => e.value)).toEqual(['Клон.']);
    expect(warnings).toEqual([
      { line: 2, reason: 'example not preceded by a quoted rule' },
      { line: 1, reason: 'article quotes no rule' },
    ]);
  });

  it('marks repeated full quotes as variants, never back-references', () => {
    const { tree } = parse('706.3 Один.\n(706.3)\nПример: А.\n706.3 Два.\n706.3 Три.');
    expect(rules(tree).map((r) => [!!r.variant, !!r.backReference])).toEqual([
      [false, false],
      [false, true],
      [true, false],
      [true, false],
    ]);
  });

  it('does not pull a commentary line into a rule unless an example follows it', () => {
    const { tree } = parse('706.2a Правило.\nКомментарий автора.\nЕщё комментарий.');
    expect(rules(tree)[0]!.children).toHaveLength(1);
    expect(ofType(tree, 'commentary')).toHaveLength(2);
  });

  it('does not pull an introduction (…:) into the rule before an example', () => {
    const { tree } = parse('706.2a Правило.\nВот пример из правил:\nПример: Клон.');
    expect(rules(tree)[0]!.children).toHaveLength(1);
    expect(ofType(tree, 'commentary')).toHaveLength(1);
  });
});

describe('credit and title', () => {
  it('keeps an ordinary last line as commentary', () => {
    const { tree } = parse('706.2 Правило.\nНа этом всё.');
    expect(tree.data.credit).toBeUndefined();
    expect(ofType(tree, 'commentary').map((c) => c.value)).toEqual(['На этом всё.']);
  });

  it('falls back on the first sentence for a title', () => {
    const { tree } = parse('Для начала разберемся с копированием перманентов. Дальше.\n706.2 Правило.');
    expect(tree.data.title).toBe('Для начала разберемся с копированием перманентов');
    const long = parse('Это очень длинное первое предложение статьи, которое никак не помещается в заголовок целиком.');
    expect(long.tree.data.title).toBe('Это очень длинное первое предложение статьи, которое никак…');
  });

  it('refuses an empty text with an InputError', () => {
    expect(() => parse('')).toThrow(InputError);
    expect(() => parse(' \n\u00A0\r\n')).toThrow(/test\.txt:0: empty article/);
  });
});
