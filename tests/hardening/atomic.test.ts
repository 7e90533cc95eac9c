/** An ingest killed at any moment leaves the previous graph intact (tmp file + rename). */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { GraphSchema } from '../../src/lib/graph/schema.js';
import { ROOT, describeSharedCr } from '../helpers/shared.js';
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
const sha256 = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

describeSharedCr('killing an ingest', () => {
  it('never leaves a partial graph behind', async () => {
    const content = contentWith(['2025-11-14']);
    const out = tempDir();
    const file = path.join(out, 'graph.json');
    // A first run brings the CLI's bundle up to date, so that the timed run below is a plain ingest.
    expect(await ingest(content, out)).toBe(0);
    const started = Date.now();
    expect(await ingest(content, out)).toBe(0);
    const duration = Date.now() - started;
    let good = sha256(file);
    // Kill at moments spread over a whole run, writing (its last part) included.
    for (const share of [0.3, 0.7, 0.9, 0.97]) {
      const code = await ingest(content, out, Math.round(duration * share));
      // On a loaded machine a run may finish before its kill: then its (complete) graph is the good one.
      if (code === 0) good = sha256(file);
      else expect(sha256(file)).toBe(good);
    }
    // The next successful ingest clears temporaries of killed writers.
    expect(await ingest(content, out)).toBe(0);
    expect(readdirSync(out).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(existsSync(file)).toBe(true);
    expect(GraphSchema.safeParse(JSON.parse(readFileSync(file, 'utf8'))).success).toBe(true);
  }, 600_000);
});
