/** An ingest killed at any moment leaves the previous graph intact (tmp file + rename). */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
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

describeSharedCr('killing an ingest', () => {
  it('never leaves a partial graph behind', async () => {
    const content = contentWith(['2025-11-14']);
    const out = tempDir();
    const file = path.join(out, 'graph.json');
    const started = Date.now();
    expect(await ingest(content, out)).toBe(0);
    const duration = Date.now() - started;
    const good = readFileSync(file);
    // Kill at moments spread over a whole run, writing (its last part) included.
    for (const share of [0.3, 0.7, 0.9, 0.97]) {
      await ingest(content, out, Math.round(duration * share));
      expect(readFileSync(file)).toEqual(good);
    }
    // The next successful ingest clears temporaries of killed writers.
    expect(await ingest(content, out)).toBe(0);
    expect(readdirSync(out).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(existsSync(file)).toBe(true);
  }, 600_000);
});
