/** The cr parser's helpers: italics, glossary terms, effective dates, title lines, number repair. */
import { describe, expect, it } from 'vitest';
import { findEffectiveDate, splitTerms, stripItalics } from '../../../src/lib/parse/cr/index.js';
import { isTitle } from '../../../src/lib/parse/cr/lines.js';
import { RuleSequence, type NumberedLine } from '../../../src/lib/parse/cr/sequence.js';

describe('stripItalics', () => {
  it('removes a pair of single underscores within one line', () => {
    expect(stripItalics('These _Magic_ rules apply to any _Magic_ game.')).toBe(
      'These Magic rules apply to any Magic game.',
    );
    expect(stripItalics('the _Magic: The Gathering_(R) game')).toBe('the Magic: The Gathering(R) game');
    expect(stripItalics('_Shards of Alara_(TM) set')).toBe('Shards of Alara(TM) set');
  });
  it('keeps a lone underscore', () => {
    expect(stripItalics('Use the Oracle_(TM) card reference.')).toBe('Use the Oracle_(TM) card reference.');
    expect(stripItalics('a _ b')).toBe('a _ b');
    expect(stripItalics('_')).toBe('_');
  });
  it('keeps an unclosed mark but still strips a later pair (2008, 2012 introductions)', () => {
    expect(stripItalics('the _Magic: The Gathering basic rulebook from the Coast(R) _Magic_ rules website')).toBe(
      'the _Magic: The Gathering basic rulebook from the Coast(R) Magic rules website',
    );
    expect(stripItalics('Wizards of the Coast_(R) _Magic_ rules website')).toBe(
      'Wizards of the Coast_(R) Magic rules website',
    );
  });
  it('keeps runs of underscores', () => {
    expect(stripItalics('“Wolf in ________ Clothing,”')).toBe('“Wolf in ________ Clothing,”');
    expect(stripItalics('a ___b___ c')).toBe('a ___b___ c');
  });
  it('never pairs across lines', () => {
    expect(stripItalics('one _two\nthree_ four')).toBe('one _two\nthree_ four');
    expect(stripItalics('_a_\n_b_')).toBe('a\nb');
  });
  it('leaves text without underscores alone', () => {
    expect(stripItalics('Magic: The Gathering')).toBe('Magic: The Gathering');
  });
});

describe('splitTerms', () => {
  it('splits comma-joined headwords into terms', () => {
    expect(splitTerms('You, Your')).toEqual(['You', 'Your']);
    expect(splitTerms('Base Power, Base Toughness')).toEqual(['Base Power', 'Base Toughness']);
    expect(splitTerms('Life, Life Total')).toEqual(['Life', 'Life Total']);
    expect(splitTerms('Remove from the Game, Removed, Removed-from-the-Game Zone')).toEqual([
      'Remove from the Game',
      'Removed',
      'Removed-from-the-Game Zone',
    ]);
  });
  it('keeps a headword whose last word is shared by all parts as one term', () => {
    expect(splitTerms('Active Player, Nonactive Player Order')).toEqual(['Active Player, Nonactive Player Order']);
  });
  it('handles quoted parts and commas inside quotes', () => {
    expect(splitTerms('Banding, “Bands with Other”')).toEqual(['Banding', 'Bands with Other']);
    expect(splitTerms('Banding, "Bands with Other"')).toEqual(['Banding', 'Bands with Other']);
    expect(splitTerms('Partner, “Partner—[text],” “Partner with [name]”')).toEqual([
      'Partner',
      'Partner—[text]',
      'Partner with [name]',
    ]);
    expect(splitTerms('"As Though"')).toEqual(['As Though']);
    expect(splitTerms('Intervening “If” Clause')).toEqual(['Intervening “If” Clause']);
  });
  it('never returns an empty list', () => {
    expect(splitTerms(',')).toEqual([',']);
    expect(splitTerms('Play/Draw')).toEqual(['Play/Draw']);
  });
});

describe('findEffectiveDate', () => {
  it('reads "effective as of" and "current as of"', () => {
    expect(findEffectiveDate(['x', 'These rules are effective as of July 1, 2012.'])).toEqual({
      date: '2012-07-01',
      line: 2,
    });
    expect(findEffectiveDate(['These rules are current as of October 1, 2008.'])).toEqual({
      date: '2008-10-01',
      line: 1,
    });
    expect(findEffectiveDate(['These rules are effective as of November 14, 2025.'])?.date).toBe('2025-11-14');
  });
  it('ignores unknown months and missing statements', () => {
    expect(findEffectiveDate(['effective as of Smarch 1, 2012.'])).toBeUndefined();
    expect(findEffectiveDate(['no date here'])).toBeUndefined();
  });
});

describe('isTitle', () => {
  it('tells titles from sentences', () => {
    for (const t of ['First Strike', 'For Mirrodin!', 'Start Your Engines!', '∞ (Infinity)', 'Tap and Untap'])
      expect(isTitle(t), t).toBe(true);
    for (const t of [
      '',
      'There is no maximum deck size.',
      'The state-based actions are as follows:',
      'Unpayable costs can’t be paid. (See rule 203.1b.)',
      'For more information on Auras, see rule 303, "Enchantments."',
    ])
      expect(isTitle(t), t).toBe(false);
  });
});

describe('RuleSequence', () => {
  const place = (printed: Array<string | [NumberedLine['kind'], string]>) => {
    const lines: NumberedLine[] = printed.map((p, i) =>
      typeof p === 'string' ? { line: i + 1, kind: 'rule', printed: p } : { line: i + 1, kind: p[0], printed: p[1] },
    );
    const warnings: string[] = [];
    const seq = new RuleSequence(lines, (line, reason) => warnings.push(`${line}: ${reason}`));
    return { placed: lines.map((_, i) => seq.place(i)), warnings };
  };

  it('repairs a number that breaks the sequence but fits the gap (seed 004: 507.7b → 501.7b)', () => {
    const { placed, warnings } = place([['section', '501.'], '501.7.', '501.7a', '507.7b', '501.8.']);
    expect(placed[3]).toEqual({ number: '501.7b', repairedFrom: '507.7b' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^4: rule number 507\.7b breaks the sequence/);
  });

  it('repairs 2008’s 306.b and 306.1c by position', () => {
    const { placed } = place([['section', '306.'], '306.3.', '306.3a', '306.b', '306.1c', '306.4.']);
    expect(placed.slice(3, 5)).toEqual([
      { number: '306.3b', repairedFrom: '306.b' },
      { number: '306.3c', repairedFrom: '306.1c' },
    ]);
  });

  it('warns about duplicates and keeps them', () => {
    const { placed, warnings } = place([
      ['section', '702.'],
      '702.190.',
      '702.190a',
      '702.190.',
      '702.190a',
      '702.191.',
    ]);
    expect(placed.map((p) => p.number)).toEqual(['702', '702.190', '702.190a', '702.190', '702.190a', '702.191']);
    expect(warnings.filter((w) => /duplicate/.test(w))).toHaveLength(2);
  });

  it('accepts gaps and a missing section heading without repairs', () => {
    const { placed, warnings } = place([['section', '100.'], '100.1.', '100.3.', '101.1.', '101.1a']);
    expect(placed.map((p) => p.number)).toEqual(['100', '100.1', '100.3', '101.1', '101.1a']);
    expect(placed.some((p) => p.repairedFrom)).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('reads an unreadable number that fits nowhere as text', () => {
    const { placed, warnings } = place(['306.b']);
    expect(placed[0]).toEqual({});
    expect(warnings[0]).toMatch(/unreadable rule number 306\.b/);
  });
});
