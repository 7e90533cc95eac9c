/** Temporary content folders for tests: a copy of content/, optionally with CR files added. */
import os from 'node:os';
import path from 'node:path';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { addSource } from '../../src/lib/content/add-source.js';
import { ROOT, sharedCrPath, type CrDate } from './shared.js';

export function tempDir(prefix = 'rules-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A copy of the project's content/ in a temporary folder, plus the given official CR files. */
export function contentWith(crDates: CrDate[] = []): string {
  const dir = path.join(tempDir(), 'content');
  cpSync(path.join(ROOT, 'content'), dir, { recursive: true });
  for (const date of crDates) {
    const file = sharedCrPath(date);
    addSource(file, readFileSync(file), { contentDir: dir });
  }
  return dir;
}
