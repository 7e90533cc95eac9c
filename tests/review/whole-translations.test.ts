/**
 * The queue of a whole translation, right on real translation histories (tests/helpers/queue.ts):
 * for each consecutive pair of versions, the older as the translation and `--release` the newer
 * one's release. Targets: recall ≥ 95 %; no rule outdated whose English did not change in
 * substance; ≥ 95 % of the translated rules with unchanged English up to date; every rule new in
 * English untranslated. BENCHMARKS.md ("Queue") has the figures.
 */
import { describe, expect, it } from 'vitest';
import { measureQueue, translationPairs } from '../helpers/queue.js';
import { describeCrFiles } from '../helpers/shared.js';

describeCrFiles('the queue on real translation histories', () => {
  for (const pair of translationPairs()) {
    describe(`${pair.lang} ${pair.base} → ${pair.next}`, () => {
      it(
        'calls outdated what the translators changed, and only what English changed',
        { timeout: 240_000 },
        async () => {
          const f = await measureQueue(pair);
          // The pairs at hand have changes of substance to find (a pair without any measures nothing).
          expect(f.positives.length).toBeGreaterThan(0);
          expect(f.missed.length / f.positives.length, `missed: ${f.missed.join(', ')}`).toBeLessThanOrEqual(0.05);
          expect(f.falseOutdated).toEqual([]);
          expect(
            f.unchangedUpToDate / f.unchanged,
            `not up to date: ${f.notUpToDate.slice(0, 20).join(', ')}`,
          ).toBeGreaterThanOrEqual(0.95);
          expect(f.created.length).toBeGreaterThan(0);
          expect(f.createdUntranslated).toBe(f.created.length);
        },
      );
    });
  }
});
