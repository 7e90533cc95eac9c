/**
 * The one full ingest and build of content/ (every official release) of a test run: made once, by
 * whichever test process asks first (a lock folder), in the run's folder (global-setup.ts); the
 * others wait for it. Tests read it, never change it.
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { inject } from 'vitest';
import { ROOT } from './shared.js';

export interface FullSite {
  /** The graph store's index (rules ingest --out). */
  graph: string;
  /** The built site. */
  dist: string;
  ingestMs: number;
  buildMs: number;
}

function run(args: string[], env: Record<string, string> = {}): Promise<number> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Date.now() - started)
        : reject(new Error(`${args.join(' ')} exited ${code}\n${out.slice(-4000)}`)),
    );
  });
}

async function make(dir: string): Promise<FullSite> {
  const store = path.join(dir, 'store');
  const dist = path.join(dir, 'dist');
  const ingestMs = await run(['bin/rules.mjs', 'ingest', '--content', path.join(ROOT, 'content'), '--out', store]);
  const buildMs = await run(['node_modules/astro/astro.js', 'build', '--outDir', dist], {
    RULES_GRAPH: path.join(store, 'graph.json'),
    RULES_CONTENT: path.join(ROOT, 'content'),
    ASTRO_TELEMETRY_DISABLED: '1',
  });
  return { graph: path.join(store, 'graph.json'), dist, ingestMs, buildMs };
}

let mine: Promise<FullSite> | undefined;

/**
 * The full site of this run (built on first use; the first caller of any process builds it).
 * FULL_SITE_DIST=dir (with FULL_SITE_GRAPH=graph.json) reuses a site already built from content/,
 * when iterating on one test file.
 */
export function fullSite(): Promise<FullSite> {
  const reused = process.env.FULL_SITE_DIST;
  if (reused)
    return Promise.resolve({
      dist: path.resolve(reused),
      graph: path.resolve(process.env.FULL_SITE_GRAPH ?? path.join(ROOT, 'generated', 'graph.json')),
      ingestMs: 0,
      buildMs: 0,
    });
  return (mine ??= (async () => {
    const dir = inject('fullRunDir');
    const done = path.join(dir, 'done.json');
    const failed = path.join(dir, 'failed.txt');
    try {
      mkdirSync(path.join(dir, 'lock'));
    } catch {
      // Another process is building it: wait.
      for (;;) {
        if (existsSync(done)) return JSON.parse(readFileSync(done, 'utf8')) as FullSite;
        if (existsSync(failed))
          throw new Error(`the full build failed in another test process:\n${readFileSync(failed, 'utf8')}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
    try {
      const site = await make(dir);
      writeFileSync(done, JSON.stringify(site));
      return site;
    } catch (err) {
      writeFileSync(failed, String((err as Error).message));
      throw err;
    }
  })());
}
