/**
 * Whole-section shifts learnt from matches: when most matched rules of an older section went to one
 * newer section (706 → 707 after "Rolling a Die" was inserted in 2021; 503 → 706 in the 2009
 * rewrite), the rest of that section is expected there too, at the same minor number.
 */
import type { RuleFeatures } from './features.js';

import type { SectionShifts } from '../model/identity.js';

export type { SectionShifts };

export function inferShifts(pairs: Array<[RuleFeatures, RuleFeatures]>): SectionShifts {
  const votes = new Map<string, Map<string, number>>();
  for (const [a, b] of pairs) {
    if (a.kind !== 'rule' && a.kind !== 'subrule') continue;
    const v = votes.get(a.section) ?? votes.set(a.section, new Map()).get(a.section)!;
    v.set(b.section, (v.get(b.section) ?? 0) + 1);
  }
  const shifts: SectionShifts = new Map();
  for (const [from, v] of [...votes.entries()].sort((x, y) => (x[0] < y[0] ? -1 : 1))) {
    let total = 0;
    let best: [string, number] | undefined;
    for (const [to, c] of v) {
      total += c;
      if (!best || c > best[1] || (c === best[1] && to < best[0])) best = [to, c];
    }
    // A majority of at least two rules: one stray rule is no shift.
    if (best && best[1] >= 2 && best[1] * 2 > total) shifts.set(from, best[0]);
  }
  return shifts;
}

/** The number `f` would have if its section shifted as learnt; undefined when no shift is known. */
export function shiftedNumber(shifts: SectionShifts, f: RuleFeatures): string | undefined {
  if (f.kind === 'chapter' || f.kind === 'section') return undefined;
  const to = shifts.get(f.section);
  return to === undefined ? undefined : to + f.minor;
}
