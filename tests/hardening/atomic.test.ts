/**
 * An ingest killed at any moment leaves the previous graph intact (tmp file + rename); two
 * ingests of content/ + the 2025 CR are byte-identical (content/ alone: no-data-loss.test.ts).
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { readWholeGraph, storeFiles } from '../../src/lib/store/read.js';
import { ROOT, describeCrFiles } from '../helpers/shared.js';
import { contentWith, tempDir } from '../helpers/content.js';

function ingest(content: string, out: string, killAfterMs?: number): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'bin/rules.mjs'), 'ingest', '--content', content, '--out', out],
      { stdio: 'ignore' },
    );
    if (killAfterMs !== undefined) setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('exit', (code) => resolve(code));
  });
}

/**
 * Compared by hash: expect(buffer).toEqual(buffer) walks a 6 MB graph byte by byte (about 100 s
 * each on a loaded machine, and gigabytes for a diff when they differ).
 */
const sha256 = (file: string): string => {
  // The store: the index and every file it names, in order.
  const h = createHash('sha256');
  for (const name of storeFiles(file)) h.update(name + '\0').update(readFileSync(path.join(path.dirname(file), name)));
  return h.digest('hex');
};

describeCrFiles('ingesting content/ + the 2025 CR', () => {
  it('gives the same bytes twice, and a killed run never leaves a partial graph behind', async () => {
    const content = contentWith(['2025-11-14']);
    const out = tempDir();
    const file = path.join(out, 'graph.json');
    // The first run also brings the CLI's bundle up to date, so that the second is a plain, timed ingest.
    expect(await ingest(content, out)).toBe(0);
    const good = sha256(file);
    const started = Date.now();
    expect(await ingest(content, out)).toBe(0);
    const duration = Date.now() - started;
    // Output is deterministic: the same content gives the same bytes (issue #9).
    expect(sha256(file)).toBe(good);
    // Kill at moments spread over a whole run, writing (its last part) included. On a loaded
    // machine a run may finish before its kill; its graph is then the same bytes again.
    for (const share of [0.3, 0.7, 0.9, 0.97]) {
      await ingest(content, out, Math.round(duration * share));
      expect(sha256(file)).toBe(good);
    }
    // The next successful ingest clears temporaries of killed writers.
    expect(await ingest(content, out)).toBe(0);
    expect(readdirSync(out).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(existsSync(file)).toBe(true);
    expect(Object.keys(readWholeGraph(file).rules).length).toBeGreaterThan(1000);
    // Beside the store's own files, nothing is left: no temporaries, no earlier store's parts.
    expect(readdirSync(out).sort()).toEqual(storeFiles(file));
  }, 600_000);
});
