/**
 * The five official releases the fast tests use (the ones ../shared/cr holds for this team), read
 * from content/, which ships every release: the suite needs nothing beside the checkout (a GitHub
 * Actions run has no ../shared). Tests that need them call `describeCrFiles` / `crPath`; when
 * content/ lacks them they skip and say why, except under CI=true, where that is a failure.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe } from 'vitest';

import { CR_DIR, ROOT } from './paths.js';

export { CR_DIR, ROOT };

export const CR_FILES = {
  '2008-10-01': 'cr-2008-10-01.txt',
  '2012-07-01': 'cr-2012-07-01.txt',
  '2017-08-25': 'cr-2017-08-25.txt',
  '2021-07-23': 'cr-2021-07-23.txt',
  '2025-11-14': 'cr-2025-11-14.txt',
} as const;
export type CrDate = keyof typeof CR_FILES;

export const haveCrFiles = Object.values(CR_FILES).every((f) => existsSync(path.join(CR_DIR, f)));

if (!haveCrFiles && process.env.CI === 'true') {
  throw new Error(`CI=true but ${CR_DIR} lacks one of the official releases the tests read`);
}

/** describe() that runs only when content/ holds the five releases, and says why it skips otherwise. */
export function describeCrFiles(name: string, fn: () => void): void {
  if (haveCrFiles) describe(name, fn);
  else describe.skip(`${name} [skipped: ${CR_DIR} lacks one of ${Object.values(CR_FILES).join(', ')}]`, fn);
}

export function crPath(date: CrDate): string {
  return path.join(CR_DIR, CR_FILES[date]);
}

export function crBytes(date: CrDate): Buffer {
  return readFileSync(crPath(date));
}

/** The project's own copy of a seed (content/ holds the original bytes). */
export function contentPath(rel: string): string {
  return path.join(ROOT, 'content', rel);
}
