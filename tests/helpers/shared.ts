/**
 * Access to ../shared (the real CR files and the seeds). Tests that need it call
 * `describeShared` / `sharedCrFile`: when the folder is absent they skip and say why,
 * except under CI=true, where its absence is a failure.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe } from 'vitest';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SHARED = process.env.RULES_SHARED ?? path.resolve(ROOT, '../shared');
export const SHARED_CR = path.join(SHARED, 'cr');
export const SEEDS = path.join(SHARED, 'seeds');

export const CR_FILES = {
  '2008-10-01': 'en-CR-20081001.txt',
  '2012-07-01': 'en-CR-20120701.txt',
  '2017-08-25': 'en-CR-20170825.txt',
  '2021-07-23': 'en-CR-20210723.txt',
  '2025-11-14': 'en-CR-20251114.txt',
} as const;
export type CrDate = keyof typeof CR_FILES;

export const haveSharedCr = existsSync(path.join(SHARED_CR, CR_FILES['2025-11-14']));

if (!haveSharedCr && process.env.CI === 'true') {
  throw new Error(`CI=true but ${SHARED_CR} is missing: the real CR files are required in CI`);
}

/** describe() that runs only when ../shared/cr is present, and says why it skips otherwise. */
export function describeSharedCr(name: string, fn: () => void): void {
  if (haveSharedCr) describe(name, fn);
  else
    describe.skip(
      `${name} [skipped: ${SHARED_CR} not found; set RULES_SHARED or place shared/ beside the checkout]`,
      fn,
    );
}

export function sharedCrPath(date: CrDate): string {
  return path.join(SHARED_CR, CR_FILES[date]);
}

export function sharedCrBytes(date: CrDate): Buffer {
  return readFileSync(sharedCrPath(date));
}

/** The project's own copy of a seed (content/ holds the original bytes). */
export function contentPath(rel: string): string {
  return path.join(ROOT, 'content', rel);
}
