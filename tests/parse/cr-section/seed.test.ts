/**
 * The real seed: the Russian translation of section 5 of the 2008 CR (seed 004). The whole tree
 * and its warnings are compared with a JSON fixture (regenerate with UPDATE=1 after checking the
 * diff), then the facts later stages rely on are asserted one by one, and the numbers are checked
 * against the English 2008-10-01 file of content/.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCrSection } from '../../../src/lib/parse/cr-section/index.js';
import { splitLines } from '../../../src/lib/decode/index.js';
import { sortNumbers } from '../../../src/lib/model/numbers.js';
import { ROOT, contentPath, describeCrFiles, crBytes } from '../../helpers/shared.js';
import { allLines, body, expectFixture, ofType, readSource, rule, rules, run } from './helpers.js';

const SOURCE = contentPath('sources/ru/cr-section-5-2008.txt');
const FIXTURE = path.join(ROOT, 'tests/fixtures/cr-section/seed-004.json');
const text = readSource(SOURCE);
const { tree, warnings } = run(parseCrSection, text);
const numbers = rules(tree).map((r) => r.number);

/** The top-level paragraphs are rules whose number was dropped: line → their 2008 English number. */
const DROPPED: Record<number, string> = {
  17: '500.3a',
  27: '501.1',
  51: '501.5b',
  221: '502.15p',
  315: '502.37a',
  563: '505.1',
  565: '505.2',
};

describe('cr-section parser on seed 004', () => {
  it('matches the JSON fixture', () => {
    expectFixture(FIXTURE, { tree, warnings });
  });

  it('reads the title, the chapter and the section headings', () => {
    expect(tree.data.format).toBe('cr-section');
    expect(tree.data.lang).toBe('ru');
    expect(tree.data.title).toBe('Готовый перевод Magic: The Gathering Comprehensive Rules: 5. Additional Rules');
    const headings = ofType(tree, 'heading');
    expect(headings[0]).toMatchObject({ depth: 1, number: '5', value: 'Дополнительные правила' });
    expect(headings.filter((h) => h.depth === 2).map((h) => h.number)).toEqual([
      '500', '501', '502', '504', '505', '506', '507', '508', '509', '510', '511',
    ]); // prettier-ignore
    expect(headings[1]).toMatchObject({ value: 'Легальные атаки и блоки', position: { start: { line: 5 } } });
  });

  it('counts 84 rules, 170 subrules and 13 examples', () => {
    expect(numbers.filter((n) => !/[a-z]$/.test(n))).toHaveLength(84);
    expect(numbers.filter((n) => /[a-z]$/.test(n))).toHaveLength(170);
    expect(new Set(numbers).size).toBe(numbers.length);
    const examples = [...ofType(tree, 'example'), ...rules(tree).flatMap((r) => r.children)].filter(
      (c) => c.type === 'example',
    );
    expect(examples).toHaveLength(13);
  });

  it('keeps rule numbers in order after repair', () => {
    expect(numbers).toEqual(sortNumbers(numbers));
  });

  it('normalises Cyrillic letters and odd punctuation, keeping the printed form', () => {
    expect(rule(tree, '501.2a').printed).toBe('501.2\u0430');
    expect(rule(tree, '502.15c').printed).toBe('502.15\u0441');
    expect(rule(tree, '502.6e').printed).toBe('502.6\u0435');
    expect(rule(tree, '501.10a').printed).toBe('501.10a.');
    expect(rule(tree, '502.32a').printed).toBe('502.32\u0430.');
    expect(rule(tree, '502.25c').printed).toBe('502.25.c');
    expect(rule(tree, '502.55a').printed).toBe('502,55\u0430');
    expect(body(rule(tree, '501.3'))).toEqual([['paragraph', 'Прервать']]);
    expect(rule(tree, '501.3').printed).toBe('501.3.');
    expect(body(rule(tree, '502.5'))).toEqual([['paragraph', 'Ускорение']]);
    expect(warnings).toContainEqual({ line: 379, reason: expect.stringContaining('502,55а') });
  });

  it('repairs 507.7b to 501.7b with a warning naming its line', () => {
    const r = rule(tree, '501.7b');
    expect(r).toMatchObject({ printed: '507.7b', repairedFrom: '507.7b', position: { start: { line: 61 } } });
    expect(numbers).not.toContain('507.7b');
    const w = warnings.filter((x) => x.reason.includes('507.7b'));
    expect(w).toEqual([{ line: 61, reason: expect.stringMatching(/501\.7a.*501\.8.*501\.7b/) }]);
  });

  it('has 502.84 Unearth with its subrule, then 503.1 without a heading', () => {
    expect(body(rule(tree, '502.84'))).toEqual([['paragraph', 'Откопать']]);
    expect(rule(tree, '502.84a').children[0]!.value).toMatch(/^Откопать — это активируемая способность/);
    expect(numbers.slice(-3)).toEqual(['502.84', '502.84a', '503.1']);
    expect(numbers).not.toContain('502.85');
  });

  it('puts examples under their rule, the label stripped', () => {
    expect(body(rule(tree, '500.2')).map(([t]) => t)).toEqual(['paragraph', 'example', 'example']);
    expect(rule(tree, '500.2').children[1]!.value).toMatch(/^Игрок контролирует двух существ/);
    // `Например:` and `Пример.` label examples too.
    expect(body(rule(tree, '502.6d'))[1]).toEqual(['example', expect.stringMatching(/^Если игрок контролирует/)]);
    expect(body(rule(tree, '502.46a'))[1]).toEqual(['example', expect.stringMatching(/^Вы разыгрываете карту/)]);
    expect(rule(tree, '502.6d').position).toMatchObject({ start: { line: 123 }, end: { line: 125 } });
  });

  it('keeps the dropped-number paragraphs apart, top-level, in document order', () => {
    const paragraphs = ofType(tree, 'paragraph');
    expect(paragraphs.map((p) => p.position.start.line)).toEqual(Object.keys(DROPPED).map(Number));
    expect(paragraphs[0]!.value).toMatch(/^Способность уклонения/);
    expect(paragraphs[1]!.value).toMatch(/^Большинство действий/);
    // 500.3 keeps only its own sentence; the example after 500.3a's paragraph stays with it.
    expect(body(rule(tree, '500.3')).map(([t]) => t)).toEqual(['paragraph']);
    const i = tree.children.indexOf(paragraphs[0]!);
    expect(tree.children[i + 1]).toMatchObject({ type: 'example', position: { start: { line: 19 } } });
    for (const line of Object.keys(DROPPED).map(Number)) {
      expect(warnings).toContainEqual({ line, reason: expect.stringContaining('number was dropped') });
    }
  });

  it('reads 505 as a heading with two paragraphs and 504, 506–511 as bare headings', () => {
    const i = tree.children.findIndex((c) => c.type === 'heading' && c.number === '505');
    expect(tree.children.slice(i, i + 4).map((c) => c.type)).toEqual(['heading', 'paragraph', 'paragraph', 'heading']);
    expect(tree.children[tree.children.length - 1]).toMatchObject({ type: 'heading', number: '511' });
  });

  it('captures the translators’ credit', () => {
    expect(tree.data.credit).toMatch(/^Переведено на Нотабеноиде\nhttp:\/\/notabenoid\.org\/book\/104\/1859\n/);
    expect(tree.data.credit).toContain('Переводчики: psk21office');
    expect(tree.data.credit).toMatch(/Akroma$/);
  });

  it('locates every node inside the file', () => {
    const count = splitLines(text).length;
    for (const line of allLines(tree)) {
      expect(line).toBeGreaterThanOrEqual(1);
      expect(line).toBeLessThanOrEqual(count);
    }
  });
});

describeCrFiles('seed 004 against the English CR of 2008-10-01', () => {
  const english = new Set(
    splitLines(crBytes('2008-10-01').toString('latin1'))
      .map((l) => /^(5\d\d\.\d+[a-z]?)\.?\s/.exec(l)?.[1])
      .filter((n): n is string => n !== undefined),
  );

  it('uses only numbers the English file has', () => {
    expect(numbers.filter((n) => !english.has(n))).toEqual([]);
  });

  it('leaves out exactly the numbers whose paragraphs it prints unnumbered', () => {
    for (const n of Object.values(DROPPED)) {
      expect(english.has(n)).toBe(true);
      expect(numbers).not.toContain(n);
    }
  });
});
