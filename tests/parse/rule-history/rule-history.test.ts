/**
 * rule-history parser (seed 003). Expected trees live in tests/fixtures/rule-history/*.json
 * and are compared exactly; regenerate with UPDATE=1.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError, type Warning } from '../../../src/lib/model/errors.js';
import { parseRuleHistory } from '../../../src/lib/parse/rule-history/index.js';
import type { RevisionNode, SourceRoot } from '../../../src/lib/model/tree.js';
import { contentPath, ROOT } from '../../helpers/shared.js';

const FIXTURES = path.join(ROOT, 'tests/fixtures/rule-history');
const SEED = contentPath('sources/en/rule-707.10-history.txt');

function parse(text: string, file = 'history.txt'): { tree: SourceRoot; warnings: Warning[] } {
  const warnings: Warning[] = [];
  const tree = parseRuleHistory(text, {
    file,
    lang: 'en',
    warn: (line, reason) => warnings.push({ file, line, reason }),
  });
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

const revisions = (tree: SourceRoot): RevisionNode[] =>
  tree.children.filter((c): c is RevisionNode => c.type === 'revision');

describe('parseRuleHistory: seed 003', () => {
  const text = readFileSync(SEED, 'utf8');
  const { tree, warnings } = parse(text);

  it('matches the fixture', () => {
    expectFixture('seed-003-en.json', parse(text, path.basename(SEED)));
  });

  it('reads the rule from the first line', () => {
    expect(tree.data).toEqual({ format: 'rule-history', lang: 'en', title: 'Rule 707.10', rule: '707.10' });
    expect(warnings).toEqual([]);
  });

  // Six change views separated by "View this change": view i shows the change from revision i
  // to revision i+1, so they describe seven revisions (DESIGN §3: seed 003 has 7).
  it('keeps the six change-view blocks, in order, as printed', () => {
    const revs = revisions(tree);
    expect(tree.children).toHaveLength(6);
    expect(revs.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(revs.map((r) => r.position.start.line)).toEqual([3, 7, 11, 15, 19, 23]);
    const lines = text.split('\n');
    for (const r of revs) expect(r.value).toBe(lines[r.position.start.line - 1]!.trim());
  });

  it('keeps the change views unreconstructed (deleted and inserted text side by side)', () => {
    const [v0, v1, v2, , v4, v5] = revisions(tree).map((r) => r.value);
    expect(v0).toContain('Choose one --—');
    expect(v1).toContain('Choose one —--');
    expect(v2).toContain('activatedtriggered ability');
    expect(v4).toContain('Flingthis spell');
    expect(v4).toContain('targetany creature or playertarget');
    expect(v5).toContain('Dawnglow Infusion');
    expect(v5).not.toMatch(/Flingthis|targetany/);
  });
});

describe('parseRuleHistory: focused cases', () => {
  it('keeps multi-line blocks, skips blank lines, and takes text after the last separator', () => {
    const text = 'Rule 100.1\r\n\r\nOld text.\r\nSecond paragraph.\r\nView this change\rNew text.\n';
    const { tree } = parse(text);
    expect(revisions(tree).map((r) => [r.index, r.value, r.position.start.line, r.position.end.line])).toEqual([
      [0, 'Old text.\nSecond paragraph.', 3, 4],
      [1, 'New text.', 6, 6],
    ]);
  });

  it('warns about a separator with no text before it', () => {
    const { tree, warnings } = parse('Rule 100.1\nView this change\nText.\nView this change\n');
    expect(revisions(tree).map((r) => r.value)).toEqual(['Text.']);
    expect(warnings).toEqual([{ file: 'history.txt', line: 2, reason: expect.stringMatching(/no text/) }]);
  });

  it.each([
    ['', 0],
    ['Some prose.\nView this change', 1],
    ['Rule 707.10\nText with no separator.', 1],
  ])('refuses %j with an InputError at line %i', (text, line) => {
    try {
      parse(text);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InputError);
      expect((e as InputError).line).toBe(line);
    }
  });

  it('yields a tree or an InputError for any string', () => {
    const lines = fc.oneof(fc.string(), fc.constantFrom('Rule 707.10', 'View this change', '', '  x  ', 'Regla 1.2'));
    fc.assert(
      fc.property(fc.array(lines, { maxLength: 40 }), fc.constantFrom('\n', '\r\n', '\r'), (parts, eol) => {
        try {
          expect(parse(parts.join(eol)).tree.type).toBe('root');
        } catch (e) {
          if (!(e instanceof InputError)) throw e;
        }
      }),
      { numRuns: 500 },
    );
  });
});
