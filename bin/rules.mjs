#!/usr/bin/env node
// The `rules` CLI. The TypeScript sources are bundled with esbuild into .cache/cli/ (rebuilt whenever
// a source file is newer), split by command: a command loads its own code only, so `rules lookup`
// never loads the ingestion. If bundling is impossible, tsx runs the sources directly.
import path from 'node:path';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, '.cache', 'cli');
const entry = path.join(outdir, 'main.js');

function newestSource(dir) {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (e.name.endsWith('.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

async function ensureBundle() {
  const src = path.join(root, 'src');
  if (existsSync(entry) && statSync(entry).mtimeMs >= newestSource(src)) return true;
  try {
    const { build } = await import('esbuild');
    // Built beside, then swapped in by renaming the folder: a reader never sees half a bundle.
    const tmp = `${outdir}.${process.pid}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    await build({
      entryPoints: [path.join(src, 'cli', 'main.ts')],
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      outdir: tmp,
      logLevel: 'silent',
    });
    mkdirSync(path.dirname(outdir), { recursive: true });
    const old = `${outdir}.${process.pid}.old`;
    if (existsSync(outdir)) renameSync(outdir, old);
    renameSync(tmp, outdir);
    rmSync(old, { recursive: true, force: true });
    return true;
  } catch {
    return false;
  }
}

// `rules lookup … | head`: a reader that stops early is not an error.
process.stdout.on('error', (err) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

let main;
if (await ensureBundle()) ({ main } = await import(pathToFileURL(entry).href));
else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/cli/main.ts'));
}
process.exitCode = await main(process.argv);
