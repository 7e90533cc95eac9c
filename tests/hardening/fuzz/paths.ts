/**
 * Where the fuzzers find their seeds. Kept free of vitest (unlike tests/helpers/shared.ts) so that
 * scripts/fuzz.ts and the worker process can import it too.
 */
import path from 'node:path';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CLI = path.join(ROOT, 'bin/rules.mjs');
/** Where content/ keeps the official releases. */
export const CR_DIR = path.join(ROOT, 'content', 'sources', 'en');
/** The five releases the fuzzers cut (2008, 2012, 2017, 2021, 2025: each era's form and encoding). */
const FIVE = ['2008-10-01', '2012-07-01', '2017-08-25', '2021-07-23', '2025-11-14'];

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

/** Five official releases of content/, oldest first; empty when content/ lacks them. */
export function crFiles(): string[] {
  const files = FIVE.map((d) => path.join(CR_DIR, `cr-${d}.txt`));
  return files.every((f) => existsSync(f)) ? files : [];
}
