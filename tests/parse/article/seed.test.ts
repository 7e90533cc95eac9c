/**
 * The real seed: the Russian article on copy effects (seed 001). The whole tree is compared with
 * a JSON fixture (regenerate with UPDATE=1 after checking the diff), then the facts the graph
 * relies on are asserted one by one.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, contentPath } from '../../helpers/shared.js';
import { ofType, parse, rules } from './helpers.js';

const SOURCE = contentPath('sources/ru/copy-effects-article.txt');
const FIXTURE = path.join(ROOT, 'tests/fixtures/article/copy-effects.json');
const { tree, warnings } = parse(readFileSync(SOURCE, 'utf8'));

describe('article parser on seed 001', () => {
  it('matches the JSON fixture', () => {
    const json = JSON.parse(JSON.stringify(tree));
    if (process.env.UPDATE === '1') {
      writeFileSync(FIXTURE, JSON.stringify(json, null, 2) + '\n');
    }
    expect(existsSync(FIXTURE), `${FIXTURE} missing: run with UPDATE=1`).toBe(true);
    expect(json).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')));
  });

  it('quotes these rules, in document order', () => {
    expect(rules(tree).map((r) => r.number)).toEqual([
      '706.2', '706.2a', '706.3', '706.3', '706.3', '706.3', '706.8', '711.3', '706.4', '706.5', '616.1e',
      '706.6', '706.7', '706.7a', '706.3', '706.9a', '706.9b', '706.9c', '706.9d', '706.11', '613.1a',
      '706.10', '706.10a', '706.10b', '706.12',
    ]); // prettier-ignore
    expect(warnings).toEqual([]);
  });

  it('quotes 706.3 three times in full (two variants) and twice as a back-reference', () => {
    const r = rules(tree).filter((x) => x.number === '706.3');
    expect(r.map((x) => [x.position.start.line, !!x.variant, !!x.backReference])).toEqual([
      [16, false, false],
      [25, false, true],
      [29, false, true],
      [35, true, false],
      [76, true, false],
    ]);
    expect(
      rules(tree)
        .filter((x) => x.variant)
        .map((x) => x.number),
    ).toEqual(['706.3', '706.3']);
  });

  it('gives the Grinning Demon examples to the (706.3) back-references', () => {
    const backs = rules(tree).filter((x) => x.number === '706.3' && x.backReference);
    for (const b of backs) {
      expect(b.children).toHaveLength(1);
      expect(b.children[0]!.type).toBe('example');
      expect(b.children[0]!.value).toMatch(/^Лежащий лицом вниз Grinning Demon/);
    }
    expect(backs[0]!.children[0]!.value).toContain('Branchsnap Lorian');
    expect(backs[1]!.children[0]!.value).toContain('Wandering Ones');
  });

  it('treats the bare 616.1e line as a back-reference owning the example after it', () => {
    const r = rules(tree).find((x) => x.number === '616.1e')!;
    expect(r).toMatchObject({ printed: '616.1e', backReference: true });
    expect(r.children.map((c) => [c.type, c.position.start.line])).toEqual([['example', 61]]);
  });

  it('attaches examples to the rule they follow, label stripped', () => {
    const count = (n: string) =>
      rules(tree)
        .filter((x) => x.number === n)
        .map((x) => x.children.filter((c) => c.type === 'example').length);
    expect(count('706.2')).toEqual([2]);
    expect(count('711.3')).toEqual([2]);
    expect(count('706.5')).toEqual([2]);
    expect(count('706.10')).toEqual([2]);
    expect(count('706.3')).toEqual([0, 1, 1, 1, 1]);
    expect(count('706.2a')).toEqual([0]);
    const first = rules(tree)[0]!.children[1]!;
    expect(first.type).toBe('example');
    expect(first.value).toMatch(/^Посох-Химера это артефакт/);
  });

  it('keeps 706.9d with its list lines and second sentence as body paragraphs', () => {
    const r = rules(tree).find((x) => x.number === '706.9d')!;
    expect(r.children.map((c) => [c.type, c.position.start.line])).toEqual([
      ['paragraph', 86],
      ['paragraph', 87],
      ['paragraph', 88],
      ['paragraph', 89],
      ['paragraph', 90],
      ['paragraph', 91],
      ['example', 92],
    ]);
    expect(r.children[0]!.value).toBe('При применении эффекта копирования, который');
  });

  it('finds the section headings, not the question on line 3', () => {
    const headings = ofType(tree, 'heading');
    expect(headings.every((h) => h.depth === 3)).toBe(true);
    expect(headings.map((h) => [h.position.start.line, h.value])).toEqual([
      [2, 'Копируемые величины'],
      [12, 'Планета Шелезяка, или Карты лицом вниз'],
      [32, '«Кручу, верчу, обмануть хочу»'],
      [38, 'Двуликий Янус'],
      [48, '«Входит и выходит»'],
      [64, '«День выборов»'],
      [73, 'Здесь добавить, там отнять'],
      [94, '«Имя, сестра, имя»!'],
      [99, 'Копирование заклинаний и способностей'],
      [122, 'Домашнее задание'],
    ]);
    expect(ofType(tree, 'commentary').some((c) => c.value === 'Что же это такое?')).toBe(true);
    expect(tree.data).toMatchObject({ format: 'article', lang: 'ru', title: 'Копируемые величины' });
  });

  it('lists 17 homework questions, joining the question that spans two lines', () => {
    const [list] = ofType(tree, 'list');
    expect(ofType(tree, 'list')).toHaveLength(1);
    expect(list!.title).toBe('Домашнее задание');
    expect(list!.items).toHaveLength(17);
    expect(list!.position.start.line).toBe(123);
    expect(list!.position.end.line).toBe(140);
    const joined = list!.items.find((i) => i.line === 137)!;
    expect(joined.value).toMatch(/^Mimic Vat.*Myr Welder\. Сможет ли он контроллер.*\?$/);
    expect(list!.items.some((i) => i.line === 138)).toBe(false);
  });

  it('reads the closing trademark line as the credit', () => {
    expect(tree.data.credit).toBe('Magic: the Gathering');
    expect(JSON.stringify(tree.children)).not.toContain('Magic: the Gathering');
  });

  it("keeps 706.10c's unnumbered text as commentary", () => {
    const c = ofType(tree, 'commentary').find((x) => x.position.start.line === 116)!;
    expect(c.value).toMatch(/^Некоторые эффекты копируют заклинание и позволяют его контроллеру выбрать новые цели/);
  });

  it('records the rules commentary refers back to', () => {
    const c = ofType(tree, 'commentary').find((x) => x.position.start.line === 45)!;
    expect(c.refersTo).toEqual(['711.3a']);
  });

  it('covers every line but the credit', () => {
    const seen = new Set<number>();
    for (const c of tree.children) {
      for (let l = c.position.start.line; l <= c.position.end.line; l++) seen.add(l);
    }
    // 141 lines: all but the credit line (141) belong to some node.
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 140 }, (_, i) => i + 1));
  });
});
