/**
 * Where the fuzzers find their seeds. Kept free of vitest (unlike tests/helpers/shared.ts) so that
 * scripts/fuzz.ts and the worker process can import it too.
 */
import path from 'node:path';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CLI = path.join(ROOT, 'bin/rules.mjs');
const SHARED = process.env.RULES_SHARED ?? path.resolve(ROOT, '../shared');
export const SHARED_CR = path.join(SHARED, 'cr');

/** Every source file of content/ (the seeds, with their original bytes). */
export function seedFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else out.push(full);
    }
  };
  walk(path.join(ROOT, 'content/sources'));
  return out;
}

/** The official CR files of ../shared/cr, oldest first; empty when the folder is absent. */
export function crFiles(): string[] {
  if (!existsSync(SHARED_CR)) return [];
  return readdirSync(SHARED_CR)
    .filter((f) => /^en-CR-\d{8}\.txt$/.test(f))
    .sort()
    .map((f) => path.join(SHARED_CR, f));
}
