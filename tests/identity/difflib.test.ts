/**
 * The identity report's similarity is Python's difflib ratio (issue #16). The port must give
 * Python's figures exactly, autojunk included (sequences of 200 items or more); the fixture was
 * printed by Python itself (fixtures/make-difflib.py), not by the port.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SequenceMatcher } from '../../scripts/identity/difflib.js';

const Fixture = z.object({
  python: z.string(),
  cases: z.array(
    z.object({
      a: z.array(z.string()),
      b: z.array(z.string()),
      ratio: z.number(),
      quick: z.number(),
      realQuick: z.number(),
    }),
  ),
});
const { cases } = Fixture.parse(
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', 'difflib.json'), 'utf8')),
);

describe('SequenceMatcher (difflib port)', () => {
  it('has long sequences, where autojunk applies, among its cases', () => {
    expect(cases.filter((c) => c.b.length >= 200).length).toBeGreaterThan(10);
  });
  it('gives ratio, quick_ratio and real_quick_ratio as Python does', () => {
    for (const c of cases) {
      const m = new SequenceMatcher(c.a, c.b);
      expect([m.ratio(), m.quickRatio(), m.realQuickRatio()], `${c.a.length} × ${c.b.length}`).toEqual([
        c.ratio,
        c.quick,
        c.realQuick,
      ]);
    }
  });
});
