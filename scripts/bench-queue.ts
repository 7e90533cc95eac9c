/**
 * The translator's queue on real translation histories (issue: whole translations): for each
 * consecutive pair of versions of the whole translations at hand (tests/fixtures/translations and
 * content/), the older as the translation, `rules review --release` the newer one's release.
 * tests/helpers/queue.ts says how it is measured; tests/review/whole-translations.test.ts holds the
 * targets (recall ≥ 95 %, no false outdated, ≥ 95 % of unchanged rules up to date, every new rule
 * untranslated). Figures, not timings: the same on any machine.
 *
 * Run: `npx tsx scripts/bench-queue.ts` (or `npm run bench -- queue`).
 */
import { measureQueue, translationPairs } from '../tests/helpers/queue.js';

const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)} %`);
const rows: string[] = [
  '| pair | positives | recall | false outdated | unchanged English up to date | new in English untranslated | needs-check |',
  '|---|---|---|---|---|---|---|',
];
for (const pair of translationPairs()) {
  const f = await measureQueue(pair);
  const found = f.positives.length - f.missed.length;
  rows.push(
    `| ${pair.lang} ${pair.base} → ${pair.next} | ${f.positives.length} | ${found} of ${f.positives.length} (${pct(found, f.positives.length)}) | ` +
      `${f.falseOutdated.length} | ${f.unchangedUpToDate} of ${f.unchanged} (${pct(f.unchangedUpToDate, f.unchanged)}) | ` +
      `${f.createdUntranslated} of ${f.created.length} | ${f.needsCheck.length} |`,
  );
  if (f.missed.length) rows.push(`|  missed: ${f.missed.join(', ')} | | | | | | |`);
}
process.stdout.write(rows.join('\n') + '\n');
