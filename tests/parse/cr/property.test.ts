/** For any input, parseCr returns a tree or throws InputError — never another exception. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCr } from '../../../src/lib/parse/cr/index.js';
import { InputError } from '../../../src/lib/model/errors.js';
import type { SourceRoot } from '../../../src/lib/model/tree.js';

const ctx = { file: 'prop.txt', lang: 'en', warn: () => {} };

function parseOrInputError(text: string): SourceRoot | InputError {
  try {
    return parseCr(text, ctx);
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
}

/** Lines that look like parts of a CR file, so that random files get past the first checks. */
const crLine = fc.oneof(
  fc.constantFrom(
    'Magic: The Gathering Comprehensive Rules',
    'These rules are effective as of July 1, 2012.',
    'These rules are current as of October 1, 2008.',
    'Contents',
    'Glossary',
    'Credits',
    '',
    ' ',
    '1. Game Concepts',
    '100. General',
    '100.1. These rules apply.',
    '100.1a A subrule.',
    '306.b A typo.',
    '306.1c Another typo.',
    '502.2. First Strike',
    'Example: An example.',
    '     An indented continuation.',
    'You, Your',
    'Active Player, Nonactive Player Order',
    'See X.',
    '1. A sense.',
    'Ante (Obsolete)',
    '“Partner—[text],” “Partner with [name]”',
    'The _Magic_ game, Oracle_(TM), ________.',
    '{BB}: Regenerate.',
  ),
  fc
    .tuple(
      fc.integer({ min: 0, max: 999 }),
      fc.integer({ min: 0, max: 30 }),
      fc.constantFrom('', 'a', 'b', 'l', 'z', '.', 'a.'),
    )
    .map(([s, r, l]) => `${String(s).padStart(3, '0')}.${r}${l} Text.`),
  fc.string({ maxLength: 40 }),
);
const eol = fc.constantFrom('\n', '\r\n', '\r');

describe('parseCr property', () => {
  it('arbitrary strings: a tree or InputError', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        parseOrInputError(text);
      }),
      { numRuns: 300 },
    );
  });

  it('arbitrary CR-like lines: a tree or InputError, with valid numbers', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(crLine, eol), { maxLength: 120 }), (parts) => {
        const out = parseOrInputError(parts.map(([l, e]) => l + e).join(''));
        if (out instanceof InputError) return;
        expect(out.data.format).toBe('cr');
        for (const n of out.children) {
          if (n.type === 'rule') expect(n.number).toMatch(/^\d{3}\.\d+[a-z]{0,2}$/);
          if (n.type === 'glossaryEntry') expect(n.terms.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('CR-shaped files with random parts: a tree, and every rule keeps a valid number', () => {
    const part = fc.array(crLine, { maxLength: 60 });
    let trees = 0;
    fc.assert(
      fc.property(part, part, part, eol, (rules, glossary, credits, nl) => {
        const text = [
          'Magic: The Gathering Comprehensive Rules',
          'These rules are effective as of July 1, 2012.',
          '1. Game Concepts',
          '100. General',
          '100.1. These rules apply.',
          ...rules,
          'Glossary',
          ...glossary,
          'Credits',
          ...credits,
        ].join(nl);
        const out = parseOrInputError(text);
        if (out instanceof InputError) return;
        trees++;
        for (const n of out.children) if (n.type === 'rule') expect(n.number).toMatch(/^\d{3}\.\d+[a-z]{0,2}$/);
      }),
      { numRuns: 300 },
    );
    expect(trees).toBeGreaterThan(100);
  });

  it('missing date and missing rules are InputErrors with reasons', () => {
    expect(() => parseCr('Magic: The Gathering Comprehensive Rules\n100.1. A rule.\nGlossary\nCredits\n', ctx)).toThrow(
      /no effective date/,
    );
    expect(() => parseCr('These rules are effective as of July 1, 2012.\n\nIntroduction\n', ctx)).toThrow(
      /no numbered rules/,
    );
  });

  it('a file that ends early keeps what it has and says where it ends, as a warning', () => {
    const said: Array<[number, string, string]> = [];
    const warn = (line: number, reason: string, ruleId: string) => said.push([line, reason, ruleId]);
    const inRules = parseCr('These rules are effective as of July 1, 2012.\n1. A\n100. B\n100.1. C.\n100.2. D\n', {
      ...ctx,
      warn,
    });
    expect(inRules.data.truncated).toEqual({ part: 'rules', line: 5, after: '100.2' });
    expect(inRules.children.filter((n) => n.type === 'rule')).toHaveLength(2);
    expect(said).toEqual([
      [5, expect.stringMatching(/^the file ends inside the rules, after 100\.2/), 'rules:truncated'],
    ]);
    said.length = 0;
    const inGlossary = parseCr('These rules are effective as of July 1, 2012.\n100.1. C.\nGlossary\nA\nAn a.\n\nB\n', {
      ...ctx,
      warn,
    });
    // "B" is cut off before its definition: unknown, so not an entry.
    expect(inGlossary.children.filter((n) => n.type === 'glossaryEntry').map((n) => n.headword)).toEqual(['A']);
    expect(inGlossary.data.truncated).toEqual({ part: 'glossary', line: 7, after: 'A' });
    expect(said).toEqual([
      [7, expect.stringMatching(/^the file ends inside the glossary, after "A"/), 'rules:truncated'],
    ]);
  });
});
