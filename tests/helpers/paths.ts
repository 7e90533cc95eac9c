/**
 * Where the project and its releases are, and temporary folders: free of vitest, so that benches
 * (scripts/bench-queue.ts) can use what the tests' helpers use.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where content/ keeps the official releases. */
export const CR_DIR = path.join(ROOT, 'content', 'sources', 'en');

export function tempDir(prefix = 'rules-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}
