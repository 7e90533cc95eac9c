/**
 * The fuzz properties (issue #9), shared by `npm test` (fixed seed, few runs) and `npm run fuzz`
 * (random seed, many runs): whatever the input, decode / detectFormat / every parser / a whole
 * ingest end in a result or a located InputError — never a crash, a hang or a partial write.
 * A failing input is saved to a file so that it can be replayed (`npm run fuzz -- --replay FILE`).
 */
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { FORMATS, type Format } from '../../../src/lib/model/tree.js';
import {
  BIG_SHAPES,
  bigInput,
  hostile,
  ruleishText,
  smallInputs,
  smallText,
  spliceInto,
  spliced,
  truncatedCr,
  type HostileInput,
} from './inputs.js';
import type { JobPool, Result } from './pool.js';
import { FILE, type Job } from './target.js';

export interface RunOptions {
  pool: JobPool;
  seed: number;
  /** Runs of the cheap properties; the costly ones (1 MB inputs, whole CR files) run a fraction. */
  numRuns: number;
  /** Log the outcome of each run (the long fuzz run's progress). */
  log?: (line: string) => void;
}

const LANGS = ['en', 'es', 'ru'] as const;
const lang = fc.constantFrom(...LANGS);
const format = fc.constantFrom(...FORMATS);

/** Save the input where a failure message can point at it. */
export function saveInput(input: HostileInput, job: Job): string {
  const bytes = job.kind === 'parse-text' ? Buffer.from(job.text, 'utf8') : Buffer.from(input.bytes);
  const name = `rules-fuzz-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.bin`;
  const file = path.join(os.tmpdir(), name);
  writeFileSync(file, bytes);
  return file;
}

/** Throw (with a replayable description) unless the result is a result or a located InputError. */
export function judge(input: HostileInput, job: Job, r: Result): void {
  if (r.status === 'ok') return;
  if (r.status === 'input-error') {
    const fileOk = job.kind === 'ingest' ? /(^|[/\\])(doc\.txt|sources\.yaml)$/.test(r.file) : r.file === FILE;
    if (fileOk && Number.isInteger(r.line) && r.line >= 0) return;
    throw failure(input, job, `InputError not located: ${r.file}:${r.line}: ${r.reason}`);
  }
  if (r.status === 'hang')
    throw failure(input, job, `no answer within the ${Math.round(r.limitMs / 1000)} s watchdog (step ${r.step})`);
  if (r.status === 'died') throw failure(input, job, `${r.detail} (step ${r.step})`);
  throw failure(input, job, `crash in ${r.step}: ${r.stack}`);
}

function failure(input: HostileInput, job: Job, what: string): Error {
  const saved = saveInput(input, job);
  const how = job.kind === 'ingest' ? `ingest as ${job.format} (${job.lang})` : `${job.kind} (${job.lang})`;
  return new Error(`${input.label}, ${how}: ${what}\n  input saved to ${saved}`);
}

async function check(opts: RunOptions, input: HostileInput, job: Job): Promise<void> {
  const r = await opts.pool.run(job);
  const why = r.status === 'input-error' ? `  → ${r.file}:${r.line}: ${r.reason.slice(0, 100)}` : '';
  const what = job.kind === 'ingest' ? `ingest as ${job.format}` : job.kind;
  opts.log?.(`${r.status.padEnd(11)} ${Math.round(r.ms).toString().padStart(6)} ms  ${what} ${input.label}${why}`);
  judge(input, job, r);
}

function params(opts: RunOptions, share = 1): fc.Parameters<unknown> {
  return { seed: opts.seed, numRuns: Math.max(1, Math.round(opts.numRuns * share)), endOnFailure: share < 1 };
}

/** decode → detectors → every parser, on small hostile byte strings. */
export function decodeAndParse(opts: RunOptions): Promise<void> {
  return fc.assert(
    fc.asyncProperty(smallInputs(), lang, (input, l) =>
      check(opts, input, { kind: 'parse', bytes: input.bytes, lang: l }),
    ),
    params(opts),
  );
}

/** Every parser on text the decoder could deliver (any Unicode, any line breaks). */
export function parseText(opts: RunOptions): Promise<void> {
  return fc.assert(
    fc.asyncProperty(ruleishText, lang, (text, l) =>
      check(opts, hostile(`text ${JSON.stringify(text)}`, Buffer.from(text)), { kind: 'parse-text', text, lang: l }),
    ),
    params(opts),
  );
}

/** A whole ingest of one hostile file declared in any format. */
export function ingestSmall(opts: RunOptions): Promise<void> {
  return fc.assert(
    fc.asyncProperty(smallInputs(), format, lang, (input, f: Format, l) =>
      check(opts, input, { kind: 'ingest', bytes: input.bytes, format: f, lang: l }),
    ),
    params(opts, 0.5),
  );
}

/** Rule-like hostile lines inside real sources of every format, ingested in that format. */
export function ingestSpliced(opts: RunOptions): Promise<void> {
  return fc.assert(
    fc.asyncProperty(spliced(smallText), (input) =>
      check(opts, input, { kind: 'ingest', bytes: input.bytes, format: input.format, lang: input.lang }),
    ),
    params(opts, 0.5),
  );
}

/**
 * 1 MB lines, 50,000 lines, deep nesting, number runs: through decode and every parser, and
 * ingested inside a real source of some format.
 */
export function bigInputs(opts: RunOptions): Promise<void> {
  return fc.assert(
    fc.asyncProperty(bigInput, spliced(bigInput), lang, async (input, inside, l) => {
      await check(opts, input, { kind: 'parse', bytes: input.bytes, lang: l });
      await check(opts, inside, { kind: 'ingest', bytes: inside.bytes, format: inside.format, lang: inside.lang });
    }),
    params(opts, 0.08),
  );
}

/** Official CR files cut anywhere, parsed and ingested as `cr`. Skipped when content/ lacks them. */
export function truncatedCrFiles(opts: RunOptions): Promise<void> | null {
  const arb = truncatedCr();
  if (!arb) return null;
  return fc.assert(
    fc.asyncProperty(arb, async (input) => {
      await check(opts, input, { kind: 'parse', bytes: input.bytes, lang: 'en' });
      await check(opts, input, { kind: 'ingest', bytes: input.bytes, format: 'cr', lang: 'en' });
    }),
    params(opts, 0.04),
  );
}

/**
 * Inputs that once hung an ingest, run on every `npm test` whatever the seed picks, with content/
 * around them so that placement and alignment meet them too: 40,000 rule numbers on one line
 * (quadratic blanking in enrich/anchors.ts); 50,000 short lines with astral characters in a history
 * page (Node 20's Intl.Segmenter is quadratic past 64K UTF-16 units; align/sentences.ts re-tested
 * the growing paragraph per line); a 1 MB rule page line with emoji (the sentence segmenter).
 */
export const REGRESSIONS: Array<{ seed: string; at: number; insert: () => HostileInput }> = [
  {
    seed: 'copying-spells-706.10-excerpt.txt',
    at: 19,
    insert: () => hostile('numberRun("῟𑜵𐰂")', Buffer.from(BIG_SHAPES.numberRun('῟𑜵𐰂'))),
  },
  {
    seed: 'rule-707.10-history.txt',
    at: 1,
    insert: () => hostile('fiftyThousandLines("瑜ꪋ🛃𒂥𖫤ᗝ")', Buffer.from(BIG_SHAPES.fiftyThousandLines('瑜ꪋ🛃𒂥𖫤ᗝ'))),
  },
  {
    seed: 'regla-707.10.txt',
    at: 1,
    // One long sentence: a 1 MB page of short sentences takes ~100 s to align (align/sentence-align.ts,
    // linear but near the watchdog), a cost apart from the segmenter hang this guards against.
    insert: () =>
      hostile('oneMbLine("🛃 una frase larga, ")', Buffer.from(BIG_SHAPES.oneMbLine('🛃 una frase larga, '))),
  },
];

export async function regressions(opts: RunOptions): Promise<void> {
  for (const r of REGRESSIONS) {
    const input = spliceInto(r.seed, r.at, r.insert());
    await check(opts, input, { kind: 'parse', bytes: input.bytes, lang: input.lang });
    // With content/, so that the hostile rendition is also placed and aligned with the English rules.
    const job = {
      kind: 'ingest',
      bytes: input.bytes,
      format: input.format,
      lang: input.lang,
      withContent: true,
    } as const;
    await check(opts, input, job);
  }
}
