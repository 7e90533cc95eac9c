/**
 * `numbers`: every number a rule ever had, with the period it had it.
 * `from` = first ingested version using it, `to` = first version not using it (null while current).
 */
import { CURRENT, type Identity } from '../model/identity.js';

import type { NumberUse, Rule, Version } from '../model/schema.js';
import { compareNumbers } from '../model/numbers.js';
import { byPeriod } from '../model/time.js';

export function buildNumbers(identity: Identity, versions: Version[]): Record<string, NumberUse[]> {
  const crDates = new Set(versions.filter((v) => v.kind === 'cr').map((v) => v.id));
  // Today's numbering has no date of its own: a number first seen there has an unknown start (null),
  // and a number left for it ends at "current".
  const out = new Map<string, NumberUse[]>();
  for (const [id, nodes] of identity.nodesOf) {
    const at = new Map(nodes.map((n) => [n.numbering, n.number]));
    let run: { number: string; from: string | null } | undefined;
    const close = (to: string | null) => {
      if (!run) return;
      const list = out.get(run.number) ?? [];
      list.push({ id, from: run.from, to });
      out.set(run.number, list);
      run = undefined;
    };
    for (const numbering of identity.numberings) {
      const number = at.get(numbering);
      if (number === undefined) {
        // Absent from an official version: that version no longer uses the number.
        if (run && crDates.has(numbering)) close(numbering);
        continue;
      }
      if (run && run.number === number) continue;
      close(numbering);
      run = { number, from: numbering === CURRENT ? null : numbering };
    }
    close(null);
  }
  const result: Record<string, NumberUse[]> = {};
  for (const n of [...out.keys()].sort(compareNumbers)) {
    result[n] = out.get(n)!.sort((a, b) => (a.from ?? '').localeCompare(b.from ?? '') || a.id.localeCompare(b.id));
  }
  return result;
}

/** Each rule's own numbers over time, oldest first: by the end of the period (open last), then its start. */
export function attachOwnNumbers(rules: Record<string, Rule>, numbers: Record<string, NumberUse[]>): void {
  const own = new Map<string, NonNullable<Rule['numbers']>>();
  for (const [number, uses] of Object.entries(numbers))
    for (const u of uses) (own.get(u.id) ?? own.set(u.id, []).get(u.id)!).push({ number, from: u.from, to: u.to });
  for (const [id, list] of own) {
    const rule = rules[id];
    if (!rule) continue;
    list.sort(byPeriod);
    rule.numbers = list;
  }
  for (const rule of Object.values(rules)) {
    const bare = rule.id.replace(/@.*/, '');
    const others = (Object.hasOwn(numbers, bare) ? numbers[bare]! : []).filter((u) => u.id !== rule.id);
    if (others.length) rule.formerly = others.map((u) => ({ id: u.id, number: bare, from: u.from, to: u.to }));
  }
}
