/**
 * Content folders for tests. content/ ships every official release (the archive): tests build from
 * small folders instead — the seeds (content/ without its releases: the translations, the history
 * page, cards, lexicon, numbering maps, scenarios), plus the few official files a case needs.
 */
import path from 'node:path';
import { cpSync, readFileSync } from 'node:fs';
import { addSource } from '../../src/lib/intake/add-source.js';
import { copyContent } from '../../src/lib/content/subset.js';
import { ROOT, crPath, type CrDate } from './shared.js';
import { tempDir } from './paths.js';

export { tempDir };

let seeds: string | undefined;

/** content/ without its official releases, made once per test process: read it, never change it. */
export function seedContent(): string {
  if (seeds) return seeds;
  const dir = path.join(tempDir('rules-seeds-'), 'content');
  copyContent(path.join(ROOT, 'content'), dir);
  return (seeds = dir);
}

/** A copy of the seed content in a temporary folder, plus the given official CR files. */
export function contentWith(crDates: CrDate[] = []): string {
  const dir = path.join(tempDir(), 'content');
  cpSync(seedContent(), dir, { recursive: true });
  for (const date of crDates) {
    const file = crPath(date);
    addSource(file, readFileSync(file), { contentDir: dir });
  }
  return dir;
}
