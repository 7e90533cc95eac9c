/**
 * The real seed: rule 706.10 of the 2011–2013 CR in Russian with its subrules and 706.12
 * (seed 000). The whole tree and its warnings are compared with a JSON fixture (regenerate with
 * UPDATE=1 after checking the diff), then the facts later stages rely on are asserted.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRuleExcerpt } from '../../../src/lib/parse/rule-excerpt/index.js';
import { ROOT, contentPath } from '../../helpers/shared.js';
import { allLines, body, expectFixture, readSource, rule, rules, run } from '../cr-section/helpers.js';

const SOURCE = contentPath('sources/ru/copying-spells-706.10-excerpt.txt');
const FIXTURE = path.join(ROOT, 'tests/fixtures/rule-excerpt/seed-000.json');
const { tree, warnings } = run(parseRuleExcerpt, readSource(SOURCE));

describe('rule-excerpt parser on seed 000', () => {
  it('matches the JSON fixture', () => {
    expectFixture(FIXTURE, { tree, warnings });
  });

  it('reads both title lines, Russian first', () => {
    expect(tree.data).toMatchObject({
      format: 'rule-excerpt',
      lang: 'ru',
      title: 'Копирование заклинаний и способностей',
      titles: ['Копирование заклинаний и способностей', 'Copying Spells and Abilities'],
    });
    expect(tree.data.credit).toBeUndefined();
  });

  it('reads 706.10, 706.10a, 706.10b and 706.12, nothing else', () => {
    expect(rules(tree).map((r) => [r.number, r.printed, r.position.start.line])).toEqual([
      ['706.10', '706.10', 4],
      ['706.10a', '706.10a', 16],
      ['706.10b', '706.10b', 18],
      ['706.12', '706.12', 20],
    ]);
    expect(tree.children.every((c) => c.type === 'rule')).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('gives 706.10 its four body paragraphs and two examples', () => {
    const r = rule(tree, '706.10');
    expect(body(r).map(([t]) => t)).toEqual(['paragraph', 'paragraph', 'paragraph', 'paragraph', 'example', 'example']);
    expect(r.children.map((c) => c.position.start.line)).toEqual([4, 6, 8, 10, 12, 14]);
    expect(r.position.end.line).toBe(14);
    expect(r.children[0]!.value).toMatch(/^Скопировать заклинание или активируемую способность/);
    expect(r.children[4]!.value).toMatch(/^Игрок разыгрывает Fork, целя Emerald Charm/);
    expect(r.children[5]!.value).toMatch(/^Швырок это мгновенное заклинание/);
  });

  it('strips the no-break spaces after the numbers', () => {
    for (const r of rules(tree)) expect(r.children[0]!.value).toMatch(/^\p{L}/u);
    expect(rule(tree, '706.12').children[0]!.value).toMatch(/^Эффект, предписывающий игроку/);
  });

  it('locates every node inside the file', () => {
    for (const line of allLines(tree)) expect(line).toBeGreaterThanOrEqual(1);
    expect(Math.max(...allLines(tree))).toBe(20);
  });
});
