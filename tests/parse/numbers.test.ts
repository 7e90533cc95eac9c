/**
 * Rule numbers with two subrule letters: 2026-08-07 prints 704.5aa after 704.5z. Every reading of
 * a number (kind, parent, order, normalising, the letters' sequence) takes them as the CR uses them.
 */
import { describe, expect, it } from 'vitest';
import {
  compareNumbers,
  kindOf,
  letterAt,
  letterIndex,
  nextLetter,
  normaliseNumber,
  parentOf,
  parseNumber,
  sortNumbers,
} from '../../src/lib/model/numbers.js';
import { parseCr } from '../../src/lib/parse/cr/index.js';

describe('subrule letters past z', () => {
  it('go on as aa, ab, … skipping l and o in either place, and back again', () => {
    expect(nextLetter('y')).toBe('z');
    expect(nextLetter('z')).toBe('aa');
    expect(nextLetter('ak')).toBe('am');
    expect(nextLetter('az')).toBe('ba');
    expect(nextLetter('zz')).toBeUndefined();
    expect(letterIndex('a')).toBe(0);
    expect(letterIndex('aa')).toBe(24);
    expect(letterIndex('al')).toBe(-1);
    expect(letterIndex('abc')).toBe(-1);
    for (let i = 0; i < 24 + 24 * 24; i++) expect(letterIndex(letterAt(i)!)).toBe(i);
    expect(letterAt(24 + 24 * 24)).toBeUndefined();
  });

  it('make a subrule of the rule before them, ordered after z', () => {
    expect(kindOf('704.5aa')).toBe('subrule');
    expect(parentOf('704.5aa')).toBe('704.5');
    expect(parseNumber('704.5aa')).toEqual({ chapter: 7, section: 704, rule: 5, letter: 'aa' });
    expect(normaliseNumber('704.5aa.')).toBe('704.5aa');
    expect(normaliseNumber('704.5abc')).toBeUndefined();
    expect(compareNumbers('704.5z', '704.5aa')).toBeLessThan(0);
    expect(sortNumbers(['704.6', '704.5ab', '704.5aa', '704.5z', '704.5b'])).toEqual([
      '704.5b',
      '704.5z',
      '704.5aa',
      '704.5ab',
      '704.6',
    ]);
  });

  it('are read from a CR file as the rules print them, without a warning', () => {
    const lines = [
      'Magic: The Gathering Comprehensive Rules',
      'These rules are effective as of August 7, 2026.',
      '7. Additional Rules',
      '704. State-Based Actions',
      '704.5. The state-based actions are as follows:',
      '704.5y If a battle’s protector is a player who can’t be its protector, that battle’s controller chooses one.',
      '704.5z If a permanent has more than one Role controlled by the same player attached to it, the rest go.',
      '704.5aa If a player controls a permanent with start your engines! and that player has no speed, it becomes 1.',
      '704.6. Some variant games include additional state-based actions:',
      'Glossary',
      'Abandon\r\nTo turn a face-up ongoing scheme card face down and put it on the bottom of its owner’s scheme deck.',
      'Credits',
      'Magic: The Gathering Original Game Design: Richard Garfield',
    ];
    const warnings: string[] = [];
    const tree = parseCr(lines.join('\r\n\r\n'), {
      file: 'cr.txt',
      lang: 'en',
      warn: (_l, reason) => warnings.push(reason),
    });
    const numbers = tree.children.flatMap((n) => (n.type === 'rule' ? [n.number] : []));
    expect(numbers).toEqual(['704.5', '704.5y', '704.5z', '704.5aa', '704.6']);
    expect(warnings).toEqual([]);
  });
});
