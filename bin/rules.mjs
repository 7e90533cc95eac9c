#!/usr/bin/env node
// The `rules` CLI. The TypeScript sources are bundled with esbuild into CommonJS files under
// .cache/cli/ (rebuilt whenever a source file is newer): rules.cjs, the whole CLI (help, an unknown
// command), and one file per command (cmd-lookup.cjs …) holding only that command's code, which is
// what `rules lookup …` reads. Each is compiled with V8's code cache (FILE.v8, written after its first
// run), so that a command does not spend its first tens of milliseconds reading, parsing and
// compiling JavaScript it never runs. If bundling is impossible, tsx runs the sources directly.
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { writeAtomically } from '../src/lib/files/atomic.mjs';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, '.cache', 'cli');
const inputsFile = path.join(outdir, 'rules.cjs.inputs.json');
/** The bundle of one command, or of the whole CLI. */
const bundleOf = (command) => path.join(outdir, command ? `cmd-${command}.cjs` : 'rules.cjs');

/**
 * Whether the bundle is older than what it was built from: the files esbuild read (its metafile's
 * inputs, listed beside the bundle: no folder walk), node_modules/.package-lock.json (npm ci and
 * npm install rewrite it, so a changed dependency rebuilds too), this file and bundle.mjs (the build's options).
 * A source added to src/ matters only once a listed file imports it, which changes that file.
 */
function stale() {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  } catch {
    return true;
  }
  const built = statSync(bundleOf(), { throwIfNoEntry: false })?.mtimeMs;
  if (built === undefined) return true;
  // Plain concatenation: path.join normalises every one of some 200 paths, a few milliseconds a call.
  const newer = (rel) => {
    const at = statSync(`${root}${path.sep}${rel}`, { throwIfNoEntry: false });
    return at === undefined ? undefined : at.mtimeMs > built;
  };
  // A listed input that is gone is a change; an install without npm's lock file is not.
  return (
    inputs.some((rel) => newer(rel) !== false) ||
    ['node_modules/.package-lock.json', 'bin/rules.mjs', 'src/lib/files/bundle.mjs'].some(newer)
  );
}

/**
 * commander requires node:child_process (for subcommands run as executables, which `rules` has none
 * of) when it loads: several milliseconds of every command. The bundle gets it on first use instead:
 * commander reads its properties when it calls them, which the proxy forwards. (Not for modules our
 * ES imports name: esbuild copies their properties when the importing module loads.)
 */
const lazyBuiltins = {
  name: 'lazy-builtins',
  setup(build) {
    build.onResolve({ filter: /^(node:)?child_process$/ }, () => ({ path: 'child_process', namespace: 'lazy' }));
    build.onLoad({ filter: /.*/, namespace: 'lazy' }, () => ({
      contents: "let m; module.exports = new Proxy({}, { get: (_, k) => (m ??= require('node:child_process'))[k] });",
      loader: 'js',
    }));
  },
};

/** A command's own entry: the program with that command alone (src/cli/commands/NAME.ts's registerName). */
const commandEntries = {
  name: 'command-entries',
  setup(build) {
    build.onResolve({ filter: /^cmd-[a-z]+$/ }, (args) => ({ path: args.path, namespace: 'entry' }));
    build.onLoad({ filter: /.*/, namespace: 'entry' }, (args) => {
      const name = args.path.slice(4);
      const register = `register${name[0].toUpperCase()}${name.slice(1)}`;
      return {
        contents: `import { run } from './program.ts';\nimport { ${register} } from './commands/${name}.ts';\nexport const main = (argv) => run(argv, [${register}]);\n`,
        resolveDir: path.join(root, 'src', 'cli'),
        loader: 'ts',
      };
    });
  },
};

/**
 * Code a command loads only sometimes and that is large — rebuilding a stale default graph (the whole
 * ingestion) — is a bundle of its own (part-NAME.cjs), required from beside the command's bundle
 * when the command gets there, so that `rules lookup` on a fresh graph reads a tenth of the code. The
 * ingest's worker thread (ingest/match-ahead.ts) runs its part, found beside the command's bundle.
 */
const PARTS = {
  refresh: 'src/lib/ingest/refresh.ts',
  'match-worker': 'src/lib/identity/match-worker.ts',
  // The scenario loader (zod 4 and the scenario schemas): an ingest whose examples are in its cache reads none of it.
  scenarios: 'src/lib/scenarios/load.ts',
};
/** A module imported dynamically that is a part, by the end of its path: the part's name. */
const PART_OF = [
  [/\/ingest\/refresh\.js$/, 'refresh'],
  [/\/scenarios\/load\.js$/, 'scenarios'],
];
const partImports = {
  name: 'part-imports',
  setup(build) {
    build.onResolve({ filter: /\/(ingest\/refresh|scenarios\/load)\.js$/ }, (args) => {
      const part = args.kind === 'dynamic-import' && PART_OF.find(([re]) => re.test(args.path))?.[1];
      return part ? { path: part, namespace: 'part' } : undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'part' }, (args) => ({
      contents: `module.exports = require(require('node:path').join(__dirname, 'part-${args.path}.cjs'));`,
      loader: 'js',
    }));
  },
};

async function ensureBundle() {
  if (!stale()) return true;
  const src = path.join(root, 'src');
  try {
    const { build } = await import('esbuild');
    // Read only when bundling: every other call of `rules` skips the file.
    const { BUNDLE_OPTIONS } = await import('../src/lib/files/bundle.mjs');
    const commands = readdirSync(path.join(src, 'cli', 'commands'))
      .filter((f) => /^[a-z]+\.ts$/.test(f) && f !== 'common.ts')
      .map((f) => f.slice(0, -3));
    const out = await build({
      entryPoints: {
        rules: path.join(src, 'cli', 'main.ts'),
        ...Object.fromEntries(commands.map((c) => [`cmd-${c}`, `cmd-${c}`])),
        ...Object.fromEntries(Object.entries(PARTS).map(([name, file]) => [`part-${name}`, path.join(root, file)])),
      },
      outdir,
      outExtension: { '.js': '.cjs' },
      ...BUNDLE_OPTIONS,
      plugins: [lazyBuiltins, commandEntries, partImports],
      write: false,
      metafile: true,
      absWorkingDir: root,
      logLevel: 'silent',
    });
    mkdirSync(outdir, { recursive: true });
    // Files are replaced, never removed first: another `rules` may be reading them now. A code cache
    // goes with its bundle (V8 checks only a source's length); a command removed leaves its file unused.
    for (const f of out.outputFiles) rmSync(`${f.path}.v8`, { force: true });
    // The inputs first: a bundle is never newer than a list that does not describe it.
    // Files only: not node_modules (the lock file stands for them), not the plugins' modules (`lazy:…`).
    const inputs = Object.keys(out.metafile.inputs).filter((f) => !f.startsWith('node_modules/') && !f.includes(':'));
    writeAtomically(inputsFile, JSON.stringify(inputs));
    // The whole CLI last: its time is what stale() compares with.
    const files = [...out.outputFiles].sort((a, b) => (a.path === bundleOf()) - (b.path === bundleOf()));
    for (const f of files) writeAtomically(f.path, f.contents);
    return true;
  } catch {
    return false;
  }
}

/** The command named first on the command line, if it has a bundle of its own. */
function commandAsked() {
  const name = process.argv[2];
  return name && /^[a-z]+$/.test(name) && statSync(bundleOf(name), { throwIfNoEntry: false }) ? name : undefined;
}

/** A bundle's `main`, compiled from the code cache when there is one V8 accepts. */
function loadBundle(bundle) {
  const codeCache = `${bundle}.v8`;
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

/**
 * Exit once the output is written, without waiting for V8 to finish its background work and tear
 * down the heap (2–8 ms of a `lookup`, `align` or `review` on the archive's store, medians of 15
 * alternated runs; nothing of ours runs then). The empty writes' callbacks come after everything
 * written before them is flushed.
 */
function exitWhenFlushed() {
  let pending = 2;
  const done = () => --pending === 0 && process.exit();
  process.stdout.write('', done);
  process.stderr.write('', done);
}

// `rules lookup … | head`: a reader that stops early is not an error.
process.stdout.on('error', (err) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

if (await ensureBundle()) {
  const { main, saveCache } = loadBundle(bundleOf(commandAsked()));
  process.exitCode = await main(process.argv);
  saveCache();
  exitWhenFlushed();
} else {
  const { register } = await import('tsx/esm/api');
  register();
  const { main } = await import('../src/cli/main.ts');
  process.exitCode = await main(process.argv);
}
