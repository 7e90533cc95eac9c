#!/usr/bin/env node
// The `rules` CLI. The TypeScript sources are bundled with esbuild into one CommonJS file,
// .cache/cli/rules.cjs (rebuilt whenever a source file is newer): a command still evaluates only
// the modules it imports (esbuild keeps dynamic imports lazy), and the file is compiled with V8's
// code cache (.cache/cli/rules.cjs.v8, written after the first run), so that a command does not
// spend its first tens of milliseconds parsing and compiling JavaScript. If bundling is impossible,
// tsx runs the sources directly.
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { writeAtomically } from '../src/lib/files/atomic.mjs';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, '.cache', 'cli');
const bundle = path.join(outdir, 'rules.cjs');
const codeCache = `${bundle}.v8`;
const inputsFile = `${bundle}.inputs.json`;

/**
 * Whether the bundle is older than what it was built from: the files esbuild read (its metafile's
 * inputs, listed beside the bundle: no folder walk), node_modules/.package-lock.json (npm ci and
 * npm install rewrite it, so a changed dependency rebuilds too) and this file (the build's options).
 * A source added to src/ matters only once a listed file imports it, which changes that file.
 */
function stale() {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  } catch {
    return true;
  }
  const built = statSync(bundle, { throwIfNoEntry: false })?.mtimeMs;
  if (built === undefined) return true;
  const newer = (rel) => {
    const at = statSync(path.join(root, rel), { throwIfNoEntry: false });
    return at === undefined ? undefined : at.mtimeMs > built;
  };
  // A listed input that is gone is a change; an install without npm's lock file is not.
  return inputs.some((rel) => newer(rel) !== false) || ['node_modules/.package-lock.json', 'bin/rules.mjs'].some(newer);
}

async function ensureBundle() {
  if (!stale()) return true;
  const src = path.join(root, 'src');
  try {
    const { build } = await import('esbuild');
    const out = await build({
      entryPoints: [path.join(src, 'cli', 'main.ts')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      // Large packages only ingestion and errors need (encoding tables, the YAML parser that locates
      // lines, the progress bar) stay in node_modules: the bundle is read and compiled on every call.
      external: ['esbuild', 'tsx', 'iconv-lite', 'yaml', 'cli-progress'],
      // Modules that find files beside themselves read import.meta.url: the bundle's own URL.
      define: { 'import.meta.url': '__bundleUrl' },
      banner: { js: "var __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
      write: false,
      metafile: true,
      absWorkingDir: root,
      logLevel: 'silent',
    });
    mkdirSync(outdir, { recursive: true });
    rmSync(codeCache, { force: true });
    // The inputs first: a bundle is never newer than a list that does not describe it.
    const inputs = Object.keys(out.metafile.inputs).filter((f) => !f.startsWith('node_modules/'));
    writeAtomically(inputsFile, JSON.stringify(inputs));
    writeAtomically(bundle, out.outputFiles[0].contents);
    return true;
  } catch {
    return false;
  }
}

/** The bundle's `main`, compiled from the code cache when there is one V8 accepts. */
function loadBundle() {
  const source = readFileSync(bundle, 'utf8');
  let cachedData;
  try {
    cachedData = readFileSync(codeCache);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundle,
    cachedData,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, outdir);
  // After the command ran, the cache holds the functions it compiled too.
  const saveCache = () => {
    if (cachedData && !script.cachedDataRejected) return;
    try {
      writeAtomically(codeCache, script.createCachedData());
    } catch {
      // A read-only checkout runs without the cache.
    }
  };
  return { main: module.exports.main, saveCache };
}

// `rules lookup … | head`: a reader that stops early is not an error.
process.stdout.on('error', (err) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

if (await ensureBundle()) {
  const { main, saveCache } = loadBundle();
  process.exitCode = await main(process.argv);
  saveCache();
} else {
  const { register } = await import('tsx/esm/api');
  register();
  const { main } = await import('../src/cli/main.ts');
  process.exitCode = await main(process.argv);
}
