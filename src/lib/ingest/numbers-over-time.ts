/**
 * `numbers`: every number a rule ever had, with the period it had it.
 * `from` = first ingested version using it, `to` = first version not using it (null while current).
 */
import { CURRENT, type Identity } from '../graph/identity.js';

import type { NumberUse, Version } from '../graph/schema.js';
import { compareNumbers } from '../parse/numbers.js';

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
