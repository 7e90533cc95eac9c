/** The history stage's parts on small inputs: style keys, word diffs, change classes, matching, pages. */
import { describe, expect, it } from 'vitest';
import { cosmeticKey } from '../../src/lib/text/rule-text.js';
import { wordDiff } from '../../src/lib/identity/diff.js';
import { sidesOf } from '../../src/lib/text/word-diff.js';
import { boundedDiff } from '../../src/lib/text/token-align.js';
import { classifyChange, type HistorySide } from '../../src/lib/identity/classify.js';
import { matchVersionsDetailed, type VersionRule } from '../../src/lib/identity/match.js';
import { reconstructRevisions } from '../../src/lib/parse/rule-history/reconstruct.js';
import { readsAs } from '../../src/lib/parse/rule-history/readings.js';
import { renderPage } from './render.js';

describe('cosmeticKey: quotes, dashes, spacing and _italic_ marks do not count', () => {
  it('erases styles', () => {
    expect(cosmeticKey('Choose one -- Untap')).toBe(cosmeticKey('Choose one — Untap'));
    expect(cosmeticKey('reads, "Copy it."')).toBe(cosmeticKey('reads, “Copy it.”'));
    expect(cosmeticKey("isn't")).toBe(cosmeticKey('isn’t'));
    expect(cosmeticKey('traditional _Magic_ cards')).toBe(cosmeticKey('traditional Magic cards'));
    expect(cosmeticKey('rules 601.2a-h')).toBe(cosmeticKey('rules 601.2a–h'));
    expect(cosmeticKey('a  b \n c')).toBe(cosmeticKey('a b c'));
  });
  it("reads older files' (r) and (tm) as ® and ™", () => {
    expect(cosmeticKey('the Magic: The Gathering(r) game')).toBe(cosmeticKey('the Magic: The Gathering® game'));
    expect(cosmeticKey('the Oracle(tm) card reference')).toBe(cosmeticKey('the Oracle™ card reference'));
    expect(cosmeticKey('DCI(TM) Floor Rules')).toBe(cosmeticKey('DCI™ Floor Rules'));
    // Only right after a word: "(r)" standing alone is text.
    expect(cosmeticKey('choose (r) or (g)')).not.toBe(cosmeticKey('choose ® or (g)'));
  });
  it('keeps words', () => {
    expect(cosmeticKey('target creature')).not.toBe(cosmeticKey('any target'));
    // A lone underscore or a run of three is text, not an italic mark.
    expect(cosmeticKey('a _ b')).not.toBe(cosmeticKey('a b'));
  });
});

describe('wordDiff: Intl.Segmenter tokens, a minimal token diff, adjacent parts merged', () => {
  const cases: Array<[string, string, string]> = [
    ['To copy a spell or activated ability', 'To copy a spell, activated ability, or triggered ability', 'en'],
    ['Копия заклинания — это само заклинание.', 'Копия способности — это сама способность.', 'ru'],
    ['Una copia de un hechizo es un hechizo.', 'Una copia de una habilidad es una habilidad.', 'es'],
    ['', 'new', 'en'],
    ['old', '', 'en'],
    ['same', 'same', 'en'],
  ];
  it.each(cases)('%s → %s joins back to both texts', (a, b, lang) => {
    const d = wordDiff(a, b, lang);
    expect(sidesOf(d)).toEqual([a, b]);
    for (let i = 1; i < d.length; i++) expect(d[i]!.op).not.toBe(d[i - 1]!.op);
  });
  it('changes whole words, never letters (Russian too)', () => {
    const d = wordDiff('Копия заклинания', 'Копия способности', 'ru');
    expect(d).toEqual([
      { op: 'equal', text: 'Копия ' },
      { op: 'delete', text: 'заклинания' },
      { op: 'insert', text: 'способности' },
    ]);
  });
});

describe('boundedDiff: a minimal edit script of two token arrays, or undefined past the bounds', () => {
  /** The longest common subsequence's length, by dynamic programming (the oracle). */
  const lcs = (a: number[], b: number[]) => {
    let row = new Array<number>(b.length + 1).fill(0);
    for (const x of a) {
      const next = [0];
      for (let j = 0; j < b.length; j++) next.push(x === b[j] ? row[j]! + 1 : Math.max(row[j + 1]!, next[j]!));
      row = next;
    }
    return row[b.length]!;
  };
  // A small deterministic generator: arrays over few symbols make many equally long alignments.
  let seed = 7;
  const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  const tokens = (length: number, symbols: number) => Array.from({ length }, () => random(symbols));
  const cases = Array.from({ length: 400 }, (_, k) =>
    k % 2 ? [tokens(random(40), 3), tokens(random(40), 3)] : [tokens(random(300), 50), tokens(random(300), 50)],
  );
  it('rebuilds both sides, deletions before insertions, and keeps as many tokens as the LCS', () => {
    for (const [a, b] of cases) {
      const changes = boundedDiff(a!, b!)!;
      const older = changes.filter((c) => !c.added).flatMap((c) => c.value);
      const newer = changes.filter((c) => !c.removed).flatMap((c) => c.value);
      expect([older, newer]).toEqual([a, b]);
      const kept = changes.filter((c) => !c.added && !c.removed).reduce((n, c) => n + c.count, 0);
      expect(kept).toBe(lcs(a!, b!));
      for (let i = 1; i < changes.length; i++) {
        const [p, c] = [changes[i - 1]!, changes[i]!];
        expect(p.added === c.added && p.removed === c.removed).toBe(false);
        expect(p.added && c.removed).toBe(false);
      }
      for (const c of changes) expect(c.count).toBe(c.value.length);
    }
  });
  it('is undefined past MAX_EDITS differing tokens, whichever algorithm ran', () => {
    const distinct = (n: number, from: number) => Array.from({ length: n }, (_, i) => from + i);
    // 2 × 1,501 differing tokens: the fast path's size.
    expect(boundedDiff(distinct(1501, 0), distinct(1501, 10_000))).toBeUndefined();
    expect(boundedDiff(distinct(1499, 0), distinct(1499, 10_000))).toHaveLength(2);
    // Past the fast path: diffArrays' own edit bound.
    expect(boundedDiff(distinct(4000, 0), distinct(4000, 10_000))).toBeUndefined();
    const long = distinct(4000, 0);
    expect(boundedDiff(long, [...long.slice(0, 2000), -1, ...long.slice(2000)])).toHaveLength(3);
  });
});

describe('classifyChange', () => {
  // 409 of 2008 and 601 of 2012 are the same rule; 704 is another.
  const resolve = (numbering: string, number: string) =>
    numbering === '2008-10-01' && number === '409' ? '601' : number === '409' ? '409' : number;
  const side = (number: string, full: string, numbering = '2012-07-01'): HistorySide => ({ number, full, numbering });
  it('unchanged, cosmetic, renumbered and substantive, with renumbered: true when the own number moved', () => {
    expect(classifyChange(side('1.1', 'A b.'), side('1.1', 'A b.'), resolve)).toEqual({
      change: 'unchanged',
      renumbered: false,
    });
    expect(classifyChange(side('1.1', 'A "b".'), side('1.1', 'A “b”.'), resolve)).toEqual({
      change: 'cosmetic',
      renumbered: false,
    });
    expect(classifyChange(side('1.1', 'A b.'), side('1.2', 'A b.'), resolve)).toEqual({
      change: 'renumbered',
      renumbered: true,
    });
    expect(classifyChange(side('1.1', 'A "b".'), side('1.2', 'A “b”.'), resolve)).toEqual({
      change: 'renumbered',
      renumbered: true,
    });
    expect(classifyChange(side('1.1', 'A b.'), side('1.2', 'A c.'), resolve)).toEqual({
      change: 'substantive',
      renumbered: true,
    });
  });
  it('a cross-reference that moved with its target is renumbered, even with its cited title changed', () => {
    const before = side(
      '503.10',
      '(See rule 409, "Playing Spells and Activated Abilities.") Choices are copied.',
      '2008-10-01',
    );
    const after = side('706.10', '(See rule 601, "Casting Spells.") Choices are copied.');
    expect(classifyChange(before, after, resolve)).toEqual({ change: 'renumbered', renumbered: true });
    const elsewhere = side('706.10', '(See rule 704, "State-Based Actions.") Choices are copied.');
    expect(classifyChange(before, elsewhere, resolve).change).toBe('substantive');
  });
});

describe('matchVersions: identity by content', () => {
  const rule = (number: string, text: string, title = ''): VersionRule => ({ number, title, text, examples: [] });
  const copying = [
    rule('706', '', 'Copying Objects'),
    rule('706.1', 'Some objects become or turn another object into a copy of a spell, permanent, or card.'),
    rule(
      '706.2',
      'When copying an object, the copy acquires the copiable values of the original object’s characteristics.',
    ),
    rule('706.3', 'The copy’s copiable values become the copied information, as modified by the copy’s status.'),
  ];
  it('an inserted section shifts the next one: pairs follow the text, not the number', () => {
    const older = { version: 'a', rules: copying };
    const newer = {
      version: 'b',
      rules: [
        rule('706', '', 'Rolling a Die'),
        rule('706.1', 'To roll a die, a player randomly selects a number from a range of numbers.'),
        rule('707', '', 'Copying Objects'),
        ...copying.slice(1).map((r) => ({ ...r, number: r.number.replace('706', '707') })),
      ],
    };
    const m = matchVersionsDetailed(older, newer);
    const pairs = Object.fromEntries(m.matches.map((x) => [x.older, x.newer]));
    expect(pairs).toEqual({ '706': '707', '706.1': '707.1', '706.2': '707.2', '706.3': '707.3' });
    expect(m.unmatched.newer).toEqual(['706', '706.1']);
    expect(m.shifts.get('706')).toBe('707');
  });
  it('templated rules under shifted numbers pair with their identical text, not their old number', () => {
    const kw = (n: number, name: string) =>
      rule(`702.${n}b`, `If a creature has multiple instances of ${name}, each triggers separately.`);
    const older = { version: 'a', rules: [kw(82, 'unearth'), kw(83, 'annihilator')] };
    const newer = { version: 'b', rules: [kw(82, 'exploit'), kw(83, 'unearth'), kw(84, 'annihilator')] };
    const pairs = Object.fromEntries(matchVersionsDetailed(older, newer).matches.map((x) => [x.older, x.newer]));
    expect(pairs).toEqual({ '702.82b': '702.83b', '702.83b': '702.84b' });
  });
  it('the 2009 terminology (play → cast, in play → battlefield, removed from the game → exiled) counts as the same words', () => {
    const older = {
      version: 'a',
      rules: [
        rule(
          '502.84a',
          'Return this card from your graveyard to play. Remove it from the game at end of turn. Play this ability only any time you could play a sorcery.',
        ),
      ],
    };
    const newer = {
      version: 'b',
      rules: [
        rule(
          '702.82a',
          'Return this card from your graveyard to the battlefield. Exile it at the beginning of the next end step. Activate this ability only any time you could cast a sorcery.',
        ),
      ],
    };
    const m = matchVersionsDetailed(older, newer);
    expect(m.matches.map((x) => [x.older, x.newer])).toEqual([['502.84a', '702.82a']]);
  });
  it('a rule whose text went away is not matched to a different rule at its number', () => {
    const older = {
      version: 'a',
      rules: [
        rule('310.4', 'Combat damage resolves as an object on the stack. When it resolves, it’s all dealt at once.'),
      ],
    };
    const newer = { version: 'b', rules: [rule('310.4', 'Defense is a characteristic that battles have.')] };
    expect(matchVersionsDetailed(older, newer).matches).toEqual([]);
  });
});

describe('reconstructRevisions: change views with the markup lost', () => {
  it('reads dash flips, glued replacements and a pure insertion', () => {
    const versions = [
      'Choose one -- Untap target permanent. Fling deals damage to target creature or player.',
      'Choose one — Untap target permanent. Fling deals damage to target creature or player.',
      'Choose one -- Untap target permanent. Fling deals damage to target creature or player.',
      'Choose one — Untap target permanent. Fling deals damage to any target.',
      'Choose one — Untap target permanent. Fling deals damage to any target. Dawnglow Infusion is a sorcery.',
    ];
    const page = renderPage(versions);
    expect(page[0]).toContain('--—');
    expect(page[2]).toMatch(/targetany|target any|playertarget/);
    expect(reconstructRevisions(page)).toEqual(versions);
  });
  it('a pure insertion in the first view leaves two readings; readsAs recognises the true one', () => {
    const versions = [
      'A player draws a card.',
      'A player draws a card and loses 1 life.',
      'A player draws two cards and loses 1 life.',
    ];
    const page = renderPage(versions);
    const got = reconstructRevisions(page);
    expect(got.slice(1)).toEqual(versions.slice(1));
    expect(readsAs(page[0]!, got[1]!, versions[0]!, 'before')).toBe(true);
    expect(readsAs(page[0]!, got[1]!, 'A player draws three cards.', 'before')).toBe(false);
  });
});
