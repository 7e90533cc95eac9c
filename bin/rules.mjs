#!/usr/bin/env node
// The `rules` CLI. The TypeScript sources are bundled once with esbuild into .cache/rules.mjs
// (rebuilt whenever a source file is newer), so a run does not pay for transpiling ~150 modules;
// if bundling is impossible, tsx runs the sources directly.
import path from 'node:path';
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = path.join(root, '.cache', 'rules.mjs');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

async function ensureBundle() {
  const src = path.join(root, 'src');
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= newestSource(src)) return true;
  try {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [path.join(src, 'cli', 'main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      logLevel: 'silent',
    });
    mkdirSync(path.dirname(bundle), { recursive: true });
    const tmp = `${bundle}.${process.pid}.tmp`;
    writeFileSync(tmp, result.outputFiles[0].contents);
    renameSync(tmp, bundle);
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
if (await ensureBundle()) ({ main } = await import(pathToFileURL(bundle).href));
else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/cli/main.ts'));
}
process.exitCode = await main(process.argv);
