/**
 * rule-page parser (seed 002 and hand-written pages). Expected trees live in
 * tests/fixtures/rule-page/*.json and are compared exactly; regenerate with UPDATE=1.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError, type Warning } from '../../../src/lib/model/errors.js';
import { parseRulePage } from '../../../src/lib/parse/rule-page/index.js';
import type { ExampleNode, HeadingNode, RuleNode, SourceRoot } from '../../../src/lib/model/tree.js';
import { contentPath, ROOT } from '../../helpers/shared.js';

const FIXTURES = path.join(ROOT, 'tests/fixtures/rule-page');
const SEED = contentPath('sources/es/regla-707.10.txt');

function parse(text: string, lang = 'es', file = 'page.txt'): { tree: SourceRoot; warnings: Warning[] } {
  const warnings: Warning[] = [];
  const tree = parseRulePage(text, { file, lang, warn: (line, reason) => warnings.push({ file, line, reason }) });
  return { tree, warnings };
}

function expectFixture(name: string, actual: unknown): void {
  const file = path.join(FIXTURES, name);
  const json = JSON.stringify(actual, null, 2) + '\n';
  if (process.env.UPDATE === '1') {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, json);
    return;
  }
  if (!existsSync(file)) throw new Error(`${file} missing: run with UPDATE=1 to create it`);
  expect(JSON.parse(json)).toEqual(JSON.parse(readFileSync(file, 'utf8')));
}

const rules = (tree: SourceRoot): RuleNode[] => tree.children.filter((c): c is RuleNode => c.type === 'rule');

describe('parseRulePage: fixtures', () => {
  it.each([
    ['seed 002 (es)', SEED, 'es', 'seed-002-es.json'],
    ['English page, unnumbered subrules', path.join(FIXTURES, 'en-page.txt'), 'en', 'en-page.json'],
    ['Russian page', path.join(FIXTURES, 'ru-page.txt'), 'ru', 'ru-page.json'],
    [
      'English page, numbered subrules',
      path.join(FIXTURES, 'en-numbered-subrules.txt'),
      'en',
      'en-numbered-subrules.json',
    ],
  ])('%s', (_name, input, lang, expected) => {
    expectFixture(expected, parse(readFileSync(input, 'utf8'), lang, path.basename(input)));
  });
});

describe('parseRulePage: seed 002', () => {
  const { tree, warnings } = parse(readFileSync(SEED, 'utf8'));

  it('reads the title line: the rule, and the title of its section', () => {
    expect(tree.data).toEqual({
      format: 'rule-page',
      lang: 'es',
      title: 'Regla 707.10 · Copiar objetos',
      rule: '707.10',
    });
    const heading = tree.children[0] as HeadingNode;
    expect(heading).toMatchObject({ type: 'heading', depth: 2, number: '707', value: 'Copiar objetos' });
    expect(warnings).toEqual([]);
  });

  it('holds 707.10 with its body and three examples, labels stripped', () => {
    const main = rules(tree)[0]!;
    expect(main).toMatchObject({ number: '707.10', printed: '707.10' });
    expect(main.inferred).toBeUndefined();
    expect(main.children.map((c) => c.type)).toEqual(['paragraph', 'example', 'example', 'example']);
    const examples = main.children.filter((c): c is ExampleNode => c.type === 'example');
    expect(examples.map((e) => e.value.split(' ')[0])).toEqual(['Un', 'Fling', 'Dawnglow']);
    expect(main.position.start.line).toBe(2);
    expect(main.position.end.line).toBe(5);
  });

  it('infers subrules 707.10a–g in order after the Subreglas heading', () => {
    const heading = tree.children.find((c): c is HeadingNode => c.type === 'heading' && c.depth === 3);
    expect(heading).toMatchObject({ value: 'Subreglas', position: { start: { line: 6 } } });
    const subs = rules(tree).slice(1);
    expect(subs.map((r) => r.number)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((l) => '707.10' + l));
    for (const s of subs) expect(s).toMatchObject({ printed: '', inferred: true });
  });

  it('gives the Frontline Heroism example to 707.10e', () => {
    const e = rules(tree).find((r) => r.number === '707.10e')!;
    expect(e.children.map((c) => c.type)).toEqual(['paragraph', 'example']);
    expect(e.children[1]!.value).toMatch(/^Frontline Heroism/);
    expect(e.position).toMatchObject({ start: { line: 11 }, end: { line: 12 } });
  });
});

describe('parseRulePage: focused cases', () => {
  it('reads the same rules from a page with and without printed subrule numbers', () => {
    const texts = (file: string) =>
      rules(parse(readFileSync(path.join(FIXTURES, file), 'utf8'), 'en').tree).map((r) => [
        r.number,
        r.children.map((c) => [c.type, c.value]),
      ]);
    expect(texts('en-page.txt')).toEqual(texts('en-numbered-subrules.txt'));
  });

  it('skips l and o when inferring subrule letters', () => {
    const subs = Array.from({ length: 14 }, (_, i) => `Subrule text number ${i + 1}.`);
    const { tree } = parse(['Rule 100.1 · General', 'Body.', 'Subrules', ...subs].join('\n'), 'en');
    expect(rules(tree).map((r) => r.number.slice(-1))).toEqual([
      '1',
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
      'i',
      'j',
      'k',
      'm',
      'n',
      'p',
    ]);
  });

  it('letters unnumbered subrules on after z (aa, ab, …) and refuses more than two letters can name', () => {
    const many = Array.from({ length: 26 }, (_, i) => `Subrule ${i + 1}.`);
    const { tree } = parse(['Rule 100.1 · General', 'Body.', 'Subrules', ...many].join('\n'), 'en');
    expect(
      rules(tree)
        .map((r) => r.number)
        .slice(-3),
    ).toEqual(['100.1z', '100.1aa', '100.1ab']);
    // 24 single letters, then 24 × 24 pairs.
    const subs = Array.from({ length: 24 + 24 * 24 + 1 }, (_, i) => `Subrule ${i + 1}.`);
    expect(() => parse(['Rule 100.1 · General', 'Body.', 'Subrules', ...subs].join('\n'), 'en')).toThrow(InputError);
  });

  it('reads printed subrule numbers; unnumbered paragraphs there continue the subrule', () => {
    const text = [
      'Rule 707.10 · Copying Objects',
      '707.10. To copy a spell means to put a copy of it onto the stack.',
      '707.10a First subrule.',
      'A second paragraph of 707.10a.',
      'Example: An example of 707.10a.',
      '707.10b Second subrule.',
    ].join('\n');
    const { tree, warnings } = parse(text, 'en');
    const [main, a, b] = rules(tree);
    expect(main).toMatchObject({ number: '707.10', printed: '707.10.' });
    expect(main!.children.map((c) => c.value)).toEqual(['To copy a spell means to put a copy of it onto the stack.']);
    expect(a).toMatchObject({ number: '707.10a', printed: '707.10a' });
    expect(a!.inferred).toBeUndefined();
    expect(a!.children.map((c) => [c.type, c.value])).toEqual([
      ['paragraph', 'First subrule.'],
      ['paragraph', 'A second paragraph of 707.10a.'],
      ['example', 'An example of 707.10a.'],
    ]);
    expect(b).toMatchObject({ number: '707.10b', printed: '707.10b' });
    expect(tree.children.some((c) => c.type === 'heading' && c.depth === 3)).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('warns about printed subrules out of sequence but keeps their numbers', () => {
    const { tree, warnings } = parse('Rule 707.10 · X\nBody.\n707.10a One.\n707.10c Two.', 'en');
    expect(rules(tree).map((r) => r.number)).toEqual(['707.10', '707.10a', '707.10c']);
    expect(warnings).toEqual([{ file: 'page.txt', line: 4, reason: expect.stringMatching(/out of sequence/) }]);
  });

  it('keeps paragraphs under a subrule heading on the page of a subrule', () => {
    const { tree, warnings } = parse('Rule 707.10a · X\nBody.\nSubrules\nMore.', 'en');
    expect(rules(tree).map((r) => [r.number, r.children.length])).toEqual([['707.10a', 2]]);
    expect(warnings).toHaveLength(1);
  });

  it('accepts a title without a section title, and an empty body', () => {
    const { tree } = parse('Rule 707.10', 'en');
    expect(tree.children).toEqual([
      { type: 'rule', number: '707.10', printed: '707.10', children: [], position: expect.anything() },
    ]);
  });

  it('attaches an example before the first subrule to the rule, with a warning', () => {
    const { tree, warnings } = parse('Regla 707.10 · X\nCuerpo.\nSubreglas\nEjemplo: uno.\nSubregla.', 'es');
    expect(rules(tree)[0]!.children.map((c) => c.type)).toEqual(['paragraph', 'example']);
    expect(rules(tree)[1]!.number).toBe('707.10a');
    expect(warnings).toHaveLength(1);
  });

  it('joins indented continuation lines and ignores blank lines', () => {
    const { tree } = parse('Rule 707.10 · X\n\nFirst line\n   wrapped here.\n\nExample: one\n   two.', 'en');
    expect(rules(tree)[0]!.children.map((c) => c.value)).toEqual(['First line wrapped here.', 'one two.']);
  });

  it.each([
    ['', 0],
    ['\n\n  \n', 0],
    ['Copiar objetos\nTexto.', 1],
    ['\n707.10 To copy a spell.', 2],
  ])('refuses %j with an InputError at line %i', (text, line) => {
    try {
      parse(text);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      expect((e as InputError).line).toBe(line);
      expect((e as InputError).file).toBe('page.txt');
    }
  });

  it('yields a tree or an InputError for any string', () => {
    const lines = fc.oneof(
      fc.string(),
      fc.constantFrom('Rule 707.10 · X', 'Subrules', 'Ejemplo: x', '707.10a y', '707.10. z', '', '   cont', 'Rule 1.1'),
    );
    fc.assert(
      fc.property(fc.array(lines, { maxLength: 40 }), fc.constantFrom('\n', '\r\n', '\r'), (parts, eol) => {
        try {
          const { tree } = parse(parts.join(eol));
          expect(tree.type).toBe('root');
        } catch (e) {
          if (!(e instanceof InputError)) throw e;
        }
      }),
      { numRuns: 500 },
    );
  });
});
