/**
 * `npm run bench`: every benchmark, one after another, each printing its own table with ratios
 * against the peers it runs side by side. Never part of `npm test` (timings depend on the machine).
 *
 * `npm run bench -- site weight` runs only the named parts (ingest, search, site, weight, archive, identity, queue); other
 * arguments (a number of runs) are passed to each. When both site and weight run, the page
 * weights are read from the site bench's last build instead of building the site again.
 */
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PARTS = ['ingest', 'search', 'site', 'weight', 'archive', 'identity', 'queue'] as const;
type Part = (typeof PARTS)[number];

const args = process.argv.slice(2);
const named = args.filter((a): a is Part => (PARTS as readonly string[]).includes(a));
const rest = args.filter((a) => !(PARTS as readonly string[]).includes(a));
const parts = named.length ? PARTS.filter((p) => named.includes(p)) : [...PARTS];
const dist = path.join(ROOT, 'tmp', 'bench-last', 'dist');
const shareDist = parts.includes('site') && parts.includes('weight');

process.stdout.write(
  `machine: nproc ${os.availableParallelism()}, ${os.cpus()[0]?.model ?? '?'}, node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
let failed = false;
for (const part of parts) {
  const file = path.join(ROOT, 'scripts', `bench-${part}.ts`);
  if (!existsSync(file)) continue;
  const extra =
    shareDist && part === 'site' ? ['--keep', dist] : shareDist && part === 'weight' ? ['--dist', dist] : [];
  process.stdout.write(`\n## bench-${part}.ts\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', file, ...rest, ...extra], {
    stdio: 'inherit',
    cwd: ROOT,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) failed = true;
}
if (shareDist) rmSync(path.dirname(dist), { recursive: true, force: true });
process.exitCode = failed ? 1 : 0;
