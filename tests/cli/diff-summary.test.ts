/**
 * `rules diff`'s printed form (issue #17): a summary line, then the changes by section; a retired
 * rule's id reads "500.5 (last in 2021-07-23)"; a move is said once; only changes of substance are
 * drawn as word diffs; an added rule is printed with its text (issue #41); a date between releases
 * is said to mean the release before it.
 */
import { describe, expect, it } from 'vitest';
import { summary } from '../../src/cli/commands/diff.js';
import type { ReleaseDiff } from '../../src/lib/query/release-diff.js';

const diff: ReleaseDiff = {
  from: '2021-07-23',
  to: '2021-11-19',
  added: ['702.171', '702.171a'],
  removed: ['500.5@2021-07-23'],
  moved: [
    { id: '103.2e', from: '103.2d', to: '103.2e' },
    { id: '601.2b', from: '601.2a', to: '601.2b' },
  ],
  changed: [
    {
      id: '601.2b',
      number: '601.2b',
      change: 'substantive',
      renumbered: true,
      diff: [
        { op: 'equal', text: 'A player ' },
        { op: 'insert', text: 'may ' },
      ],
    },
    { id: '104.3a', number: '104.3a', change: 'cosmetic', renumbered: false, diff: [{ op: 'equal', text: 'x' }] },
  ],
  requested: { from: '2021-07-23', to: '2021-11-19' },
  addedRules: [
    { id: '702.171', number: '702.171', title: 'Cleave', text: '', examples: [] },
    {
      id: '702.171a',
      number: '702.171a',
      text: 'Cleave is a keyword ability.',
      examples: ['A card with cleave.'],
    },
  ],
};

describe('rules diff, printed', () => {
  const out = summary(diff);
  const lines = out.split('\n');

  it('opens with the counts, change classes included', () => {
    expect(lines[0]).toBe(
      '2021-07-23 → 2021-11-19: 2 added, 1 removed, 2 moved, 2 changed (1 substantive, 1 cosmetic)',
    );
  });

  it('groups by section, in order', () => {
    const sections = lines.filter((l) => /^\d+$/.test(l));
    expect(sections).toEqual(['103', '104', '500', '601', '702']);
  });

  it('names a retired rule by its last number and release, and says a move once', () => {
    expect(out).toContain('  removed 500.5 (last in 2021-07-23)');
    expect(out).not.toContain('@');
    expect(out).toContain('  moved 103.2d → 103.2e\n');
    expect(out).not.toContain('(103.2e)');
    // A rule moved and reworded is listed once, as changed, with its old number.
    expect(out.match(/601\.2a/g)).toHaveLength(1);
    expect(out).toContain('  changed 601.2a → 601.2b: substantive\n      A player {+may +}');
  });

  it('prints each added rule with its text (a heading with its title), examples included', () => {
    const at = lines.indexOf('  added 702.171');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe('      Cleave');
    const sub = lines.indexOf('  added 702.171a');
    expect(lines.slice(sub + 1, sub + 3)).toEqual([
      '      Cleave is a keyword ability.',
      '      Example: A card with cleave.',
    ]);
  });

  it('names no resolved release when both arguments were releases', () => {
    expect(out).not.toContain(' release (');
    expect(lines[0]).toMatch(/^2021-07-23 → 2021-11-19: /);
  });

  it('opens with the release a date between releases meant, for each side that was such a date', () => {
    const between = summary({ ...diff, requested: { from: '2021-08-01', to: '2021-11-19' } }).split('\n');
    expect(between[0]).toMatch(/^2021-08-01 → the 2021-07-23 release\b/);
    expect(between[1]).toMatch(/^2021-07-23 → 2021-11-19: /);
    const both = summary({ ...diff, requested: { from: '2021-08-01', to: '2021-12-24' } }).split('\n');
    expect(both[0]).toMatch(/^2021-08-01 → the 2021-07-23 release\b/);
    expect(both[1]).toMatch(/^2021-12-24 → the 2021-11-19 release\b/);
  });

  it('draws only changes of substance', () => {
    expect(out).toContain('  changed 104.3a: cosmetic\n');
    expect(out).not.toContain('      x');
  });
});
