/**
 * Once per `npm test` run: a folder where the one full ingest and build of content/ (every official
 * release) is made, by the first test that needs it (helpers/full-site.ts), and removed at the end.
 */
import path from 'node:path';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { GlobalSetupContext } from 'vitest/node';

export default function setup({ provide }: GlobalSetupContext): () => void {
  const base = path.resolve('tmp');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(path.join(base, 'full-run-'));
  provide('fullRunDir', dir);
  return () => {
    if (!process.env.KEEP_SITE) rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    fullRunDir: string;
  }
}
