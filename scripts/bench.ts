/**
 * `npm run bench`: every benchmark, one after another, each printing its own table with ratios
 * against the peers it runs side by side. Never part of `npm test` (timings depend on the machine).
 */
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCHES = ['bench-ingest.ts', 'bench-search.ts'];

let failed = false;
for (const bench of BENCHES) {
  const file = path.join(ROOT, 'scripts', bench);
  if (!existsSync(file)) continue;
  process.stdout.write(`\n## ${bench}\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', file, ...process.argv.slice(2)], {
    stdio: 'inherit',
    cwd: ROOT,
  });
  if (r.status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
