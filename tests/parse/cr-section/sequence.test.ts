/** repairSequence on small inputs: what it repairs, what it only reports, what it leaves alone. */
import { describe, expect, it } from 'vitest';
import { repairSequence } from '../../../src/lib/parse/sequence.js';
import { pos, type RuleNode } from '../../../src/lib/model/tree.js';

/** Rules at lines 1, 2, 3, … with these numbers (printed as given). */
function seq(...numbers: string[]): RuleNode[] {
  return numbers.map((n, i) => ({ type: 'rule', number: n, printed: n, children: [], position: pos(i + 1) }));
}

function repair(numbers: string[], options?: { warnUnrepaired?: boolean }) {
  const rules = seq(...numbers);
  const warnings: Array<{ line: number; reason: string }> = [];
  const repaired = repairSequence(rules, (line, reason) => warnings.push({ line, reason }), options);
  return { numbers: rules.map((r) => r.number), rules, repaired, warnings };
}

describe('repairSequence', () => {
  it('leaves an ordered sequence alone, gaps included', () => {
    const r = repair(['501.7', '501.7a', '501.8', '502.1', '502.12', '502.12a', '503.1']);
    expect(r.numbers).toEqual(['501.7', '501.7a', '501.8', '502.1', '502.12', '502.12a', '503.1']);
    expect(r.repaired).toEqual([]);
    expect(r.warnings).toEqual([]);
  });

  it('repairs a section that jumps away and back (seed 004: 507.7b)', () => {
    const r = repair(['501.7', '501.7a', '507.7b', '501.8']);
    expect(r.numbers).toEqual(['501.7', '501.7a', '501.7b', '501.8']);
    expect(r.rules[2]).toMatchObject({ printed: '507.7b', repairedFrom: '507.7b' });
    expect(r.repaired).toEqual([r.rules[2]]);
    expect(r.warnings).toEqual([
      { line: 3, reason: 'rule number 507.7b breaks the sequence between 501.7a and 501.8; read as 501.7b' },
    ]);
  });

  it('repairs a wrong rule number (2008: 306.1c after 306.3b) and a missing one (306.b)', () => {
    const r = repair(['306.3', '306.3a', '306.b', '306.1c', '306.4']);
    expect(r.numbers).toEqual(['306.3', '306.3a', '306.3b', '306.3c', '306.4']);
    expect(r.warnings.map((w) => w.line)).toEqual([3, 4]);
  });

  it('repairs a repeated letter, keeping the first', () => {
    const r = repair(['501.7', '501.7a', '501.7a', '501.8']);
    expect(r.numbers).toEqual(['501.7', '501.7a', '501.7b', '501.8']);
    expect(r.rules[1]!.repairedFrom).toBeUndefined();
    expect(r.rules[2]!.repairedFrom).toBe('501.7a');
  });

  it('skips l and o when bumping a letter', () => {
    expect(repair(['501.7k', '501.7k', '501.8']).numbers).toEqual(['501.7k', '501.7m', '501.8']);
  });

  it('does not touch a forward jump the following rules confirm', () => {
    const r = repair(['501.7a', '507.1', '507.2']);
    expect(r.numbers).toEqual(['501.7a', '507.1', '507.2']);
    expect(r.warnings).toEqual([]);
  });

  it('reports, without repairing, a break at either end (no gap to fit)', () => {
    const r = repair(['507.1', '501.2', '501.3', '501.4', '401.5']);
    expect(r.numbers).toEqual(['507.1', '501.2', '501.3', '501.4', '401.5']);
    expect(r.warnings).toEqual([
      { line: 1, reason: expect.stringMatching(/507\.1 is out of sequence \(at the start, before 501\.2\)/) },
      { line: 5, reason: expect.stringMatching(/401\.5 is out of sequence \(after 501\.4, at the end\)/) },
    ]);
    expect(repair(['507.1', '501.2', '501.3'], { warnUnrepaired: false }).warnings).toEqual([]);
  });

  it('reports a break that no one-part change fits', () => {
    const r = repair(['501.7', '501.8', '499.3', '501.9']);
    expect(r.numbers).toEqual(['501.7', '501.8', '499.3', '501.9']);
    expect(r.warnings).toEqual([{ line: 3, reason: expect.stringContaining('left as printed') }]);
  });

  it('repairs two breaks in one gap in order', () => {
    const r = repair(['501.7', '501.7a', '507.7b', '507.7c', '501.8', '501.8a', '501.9']);
    expect(r.numbers).toEqual(['501.7', '501.7a', '501.7b', '501.7c', '501.8', '501.8a', '501.9']);
    expect(r.warnings.map((w) => w.line)).toEqual([3, 4]);
  });

  it('keeps the longest run as the trusted order, not the first numbers', () => {
    // 601.1 opens the list but everything after it is 501.x: 601.1 is the break.
    const r = repair(['500.9', '601.1', '501.2', '501.3']);
    expect(r.numbers).toEqual(['500.9', '501.1', '501.2', '501.3']);
  });

  it('cannot tell two typos from a genuine jump when too few rules follow', () => {
    // The run 501.7 501.7a 507.7b 507.7c is longer than 501.7 501.7a 501.8: 501.8 is reported.
    const r = repair(['501.7', '501.7a', '507.7b', '507.7c', '501.8']);
    expect(r.numbers).toEqual(['501.7', '501.7a', '507.7b', '507.7c', '501.8']);
    expect(r.warnings).toEqual([{ line: 5, reason: expect.stringContaining('left as printed') }]);
  });

  it('handles an empty list and a single rule', () => {
    expect(repair([]).warnings).toEqual([]);
    expect(repair(['501.1']).numbers).toEqual(['501.1']);
  });
});
