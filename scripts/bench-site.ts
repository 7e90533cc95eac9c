/**
 * Site build benchmark (issue #8): `astro build` of the full site — content/'s translations (its releases left out) plus the 2025-11-14
 * CR, three UI languages — against a plain Astro build of the same number of pages holding the
 * same texts as Markdown, run alternately in the same invocation. Medians of a few runs.
 *
 * Ours: the content folder is ingested once (`rules ingest`, not timed: scripts/bench-ingest.ts
 * measures it), then each run is `astro build` with $RULES_GRAPH pointing at the graph, as
 * tests/site/shared-cr.test.ts builds it. The peer: a throwaway Astro project under tmp/ using
 * this repo's node_modules/astro, with a content collection (glob loader) of one `.md` file per
 * page our build wrote — its text is the page's <main> converted to Markdown (so the pages, their
 * URLs and their text volume are the same; no graph, no query layer) — and one
 * `[...slug].astro` route rendering each entry in a bare layout. Astro's defaults otherwise;
 * every peer run starts from a fresh copy of the project (no content-layer cache). A second
 * plain project, the floor, has the same pages with one paragraph each (the issue's "bare Astro
 * build of one-paragraph pages"): Astro's own per-page cost, reported for reference.
 *
 * Reported: wall time, CPU time (user + system of the build process and its children: steadier
 * than wall time on a shared machine), pages/s, and the ratios ours / peer.
 *
 * Run: `npx tsx scripts/bench-site.ts [runs] [--keep DIR]` (runs default 3; `--keep DIR` moves
 * the last build of ours to DIR, for scripts/bench-weight.ts). Not part of `npm test`.
 */
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addSource } from '../src/lib/intake/add-source.js';
import { copyContent } from '../src/lib/content/subset.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CR = path.join(ROOT, 'content', 'sources', 'en', 'cr-2025-11-14.txt');
const ASTRO = path.join(ROOT, 'node_modules', 'astro', 'astro.js');
const args = process.argv.slice(2);
const keepAt = args.indexOf('--keep');
const KEEP = keepAt >= 0 ? path.resolve(args[keepAt + 1]!) : undefined;
const RUNS = Math.max(1, Number(args.find((a) => /^\d+$/.test(a)) ?? 3));
const TARGET_RATIO = 2;
const TARGET_SECONDS = 60;

/** Median (the mean of the middle two for an even count). */
const median = (xs: number[]) => {
  const v = [...xs].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
};
const version = (pkg: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string })
    .version;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A scratch folder inside the project (tmp/ is git-ignored; see tests/site/helpers.ts). */
export function scratchDir(prefix: string): string {
  const base = path.join(ROOT, 'tmp');
  mkdirSync(base, { recursive: true });
  return mkdtempSync(path.join(base, prefix));
}

export interface Timed {
  /** Wall time, ms. */
  wall: number;
  /** User + system CPU time of the process and its children, ms (bash's `times`). */
  cpu: number;
  out: string;
}

/** Run a command under bash so that `times` reports the CPU time of the whole process tree. */
export function timed(cmd: string[], opts: { cwd?: string; env?: Record<string, string> } = {}): Promise<Timed> {
  const timesFile = path.join(os.tmpdir(), `rules-bench-times-${process.pid}-${Date.now()}`);
  const script = '"$@"; s=$?; times > "$TIMES_FILE"; exit $s';
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script, 'bench', ...cmd], {
      cwd: opts.cwd ?? ROOT,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...opts.env, TIMES_FILE: timesFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const wall = performance.now() - started;
      if (code !== 0) return reject(new Error(`${cmd.join(' ')} exited ${code}\n${out.slice(-4000)}`));
      // Second line of `times`: the children's user and system time, e.g. "0m27.259s 0m6.315s".
      const line = readFileSync(timesFile, 'utf8').trim().split('\n')[1] ?? '';
      rmSync(timesFile, { force: true });
      const cpu = [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((a, m) => a + (+m[1]! * 60 + +m[2]!) * 1000, 0);
      resolve({ wall, cpu, out });
    });
  });
}

/** Content folder (content/'s translations + the 2025 CR) ingested into `dir/graph/graph.json`. */
export async function ingestSiteGraph(dir: string): Promise<string> {
  const content = path.join(dir, 'content');
  copyContent(path.join(ROOT, 'content'), content); // the translations, without the archive's releases
  addSource(CR, readFileSync(CR), { contentDir: content });
  await timed([process.execPath, 'bin/rules.mjs', 'ingest', '--content', content, '--out', path.join(dir, 'graph')]);
  return path.join(dir, 'graph', 'graph.json');
}

/** `astro build` of the site from `graph` into `outDir`. */
export function buildOurs(graph: string, outDir: string): Promise<Timed> {
  return timed([process.execPath, ASTRO, 'build', '--outDir', outDir], { env: { RULES_GRAPH: graph } });
}

export const pagesBuilt = (out: string) => Number(/(\d+) page\(s\) built/.exec(out)?.[1] ?? NaN);

const secondsOf = (m: RegExpExecArray | null) => (m ? +m[1]! / (m[2] === 'ms' ? 1000 : 1) : NaN);
const clock = (out: string, re: RegExp) => {
  const m = re.exec(out);
  return m ? +m[1]! * 3600 + +m[2]! * 60 + +m[3]! : NaN;
};

/** Where a build's time went, read from Astro's log (content sync from its 1-s timestamps). */
export function phases(out: string): { sync: number; bundle: number; generate: number; astro: number } {
  return {
    sync:
      clock(out, /(\d\d):(\d\d):(\d\d) \[content\] Synced content/) -
      clock(out, /(\d\d):(\d\d):(\d\d) \[content\] Syncing content/),
    bundle: secondsOf(/Building static entrypoints[\s\S]*?Completed in ([\d.]+)(m?s)/.exec(out)),
    generate: secondsOf(/generating static routes[\s\S]*?Completed in ([\d.]+)(m?s)/.exec(out)),
    astro: secondsOf(/page\(s\) built in ([\d.]+)(m?s)/.exec(out)),
  };
}
const phaseText = (out: string) => {
  const p = phases(out);
  return `content sync ~${p.sync.toFixed(0)} s, server bundle ${p.bundle.toFixed(1)} s, page generation ${p.generate.toFixed(1)} s (Astro's total ${p.astro.toFixed(1)} s)`;
};

// ---------------------------------------------------------------------------------------------
// The peer: a plain Astro project with the same pages as Markdown.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** The text of a page's <main> as Markdown paragraphs (block elements end a paragraph). */
export function mainAsMarkdown(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  const text = main
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, '')
    .replace(/<h1[^>]*>/gi, '\n\n@@H1@@')
    .replace(
      /<\/(p|li|h[1-6]|div|section|article|aside|tr|dd|dt|blockquote|pre|nav|header|footer)>|<br\s*\/?>/gi,
      '\n\n',
    )
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p) => {
      const h1 = p.startsWith('@@H1@@');
      const body = p
        .replace('@@H1@@', '')
        .trim()
        .replace(/[\\`*_[\]<>#|~]/g, '\\$&')
        .replace(/^(\d+)\./, '$1\\.');
      return h1 ? `# ${body}` : body;
    })
    .join('\n\n');
}

interface PeerPage {
  path: string;
  lang: string;
  title: string;
  body: string;
}

/** One peer page per HTML page of our build (same URL, title, language and <main> text). */
export function peerPages(dist: string): PeerPage[] {
  const pages: PeerPage[] = [];
  for (const rel of readdirSync(dist, { recursive: true }) as string[]) {
    if (!rel.endsWith('.html')) continue;
    const html = readFileSync(path.join(dist, rel), 'utf8');
    const route = rel
      .replace(/\\/g, '/')
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '');
    pages.push({
      path: route,
      lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? 'en',
      title: decodeEntities(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? route),
      body: mainAsMarkdown(html),
    });
  }
  return pages;
}

const PEER_FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'plain-astro-bench', private: true, type: 'module' }, null, 2),
  'astro.config.mjs': `import { defineConfig } from 'astro/config';
export default defineConfig({ output: 'static', trailingSlash: 'always', build: { format: 'directory' }, devToolbar: { enabled: false } });
`,
  'src/content.config.ts': `import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
export const collections = {
  pages: defineCollection({
    loader: glob({ pattern: '*.md', base: './pages' }),
    schema: z.object({ title: z.string(), path: z.string(), lang: z.string() }),
  }),
};
`,
  'src/pages/[...slug].astro': `---
import { getCollection, render } from 'astro:content';
export async function getStaticPaths() {
  const pages = await getCollection('pages');
  return pages.map((entry) => ({ params: { slug: entry.data.path || undefined }, props: { entry } }));
}
const { entry } = Astro.props;
const { Content } = await render(entry);
---
<!doctype html>
<html lang={entry.data.lang}>
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>{entry.data.title}</title></head>
  <body><main><Content /></main></body>
</html>
`,
};

/** Write the peer project's template (pages included) into `dir`. */
export function writePeerProject(dir: string, pages: PeerPage[]): { bytes: number } {
  let bytes = 0;
  for (const [rel, text] of Object.entries(PEER_FILES)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  mkdirSync(path.join(dir, 'pages'), { recursive: true });
  pages.forEach((p, i) => {
    const md = `---\ntitle: ${JSON.stringify(p.title)}\npath: ${JSON.stringify(p.path)}\nlang: ${JSON.stringify(p.lang)}\n---\n\n${p.body}\n`;
    bytes += Buffer.byteLength(md);
    writeFileSync(path.join(dir, 'pages', `p${String(i).padStart(5, '0')}.md`), md);
  });
  return { bytes };
}

/** One cold build of the peer: a fresh copy of the template (no .astro or content-layer cache). */
export async function buildPeer(template: string, work: string): Promise<Timed> {
  rmSync(work, { recursive: true, force: true });
  cpSync(template, work, { recursive: true });
  return timed([process.execPath, ASTRO, 'build', '--root', work], { cwd: work });
}

/** The floor: the same pages with one paragraph each, the first after the heading (Astro's own per-page cost). */
export function floorPages(pages: PeerPage[]): PeerPage[] {
  return pages.map((p) => {
    const paras = p.body.split('\n\n');
    const h1 = paras.findIndex((x) => x.startsWith('# '));
    const text = paras.slice(h1 + 1).find((x) => !x.startsWith('#')) ?? paras.find((x) => !x.startsWith('#'));
    return { ...p, body: text ?? '' };
  });
}

interface Side {
  name: string;
  runs: Timed[];
  pages: number;
}

async function main(): Promise<void> {
  const cpu = os.cpus()[0]?.model ?? '?';
  console.log(
    `node ${process.version}; astro ${version('astro')}; ${RUNS} runs; nproc ${os.availableParallelism()}, ${cpu}; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const dir = scratchDir('bench-site-');
  let t = performance.now();
  const graph = await ingestSiteGraph(dir);
  console.log(
    `graph: content/'s translations + 2025-11-14 CR ingested in ${s(performance.now() - t)} (not timed below)`,
  );

  const template = path.join(dir, 'plain-template');
  const floorTemplate = path.join(dir, 'floor-template');
  const work = path.join(dir, 'plain');
  const ours: Side = { name: 'ours (graph + query layer)', runs: [], pages: NaN };
  const peer: Side = { name: 'plain Astro, same texts (.md)', runs: [], pages: NaN };
  const floor: Side = { name: 'plain Astro, 1 paragraph/page', runs: [], pages: NaN };
  const dist = (i: number) => path.join(dir, `dist-${i}`);
  for (let i = 0; i < RUNS; i++) {
    const o = await buildOurs(graph, dist(i));
    ours.runs.push(o);
    ours.pages = pagesBuilt(o.out);
    if (i > 0) rmSync(dist(i - 1), { recursive: true, force: true });
    if (i === 0) {
      t = performance.now();
      const list = peerPages(dist(0));
      const { bytes } = writePeerProject(template, list);
      const { bytes: floorBytes } = writePeerProject(floorTemplate, floorPages(list));
      console.log(
        `plain Astro projects: ${list.length} Markdown pages, ${(bytes / 1e6).toFixed(1)} MB (floor: ${(floorBytes / 1e6).toFixed(1)} MB), written in ${s(performance.now() - t)} (not timed)`,
      );
    }
    const p = await buildPeer(template, work);
    peer.runs.push(p);
    peer.pages = pagesBuilt(p.out);
    const f = await buildPeer(floorTemplate, work);
    floor.runs.push(f);
    floor.pages = pagesBuilt(f.out);
    process.stderr.write(
      `run ${i + 1}/${RUNS}: ours ${s(o.wall)} wall, ${s(o.cpu)} CPU; plain Astro ${s(p.wall)} wall, ${s(p.cpu)} CPU; floor ${s(f.wall)} wall, ${s(f.cpu)} CPU; load ${os.loadavg()[0]!.toFixed(1)}\n`,
    );
  }
  rmSync(work, { recursive: true, force: true });
  if (KEEP) {
    rmSync(KEEP, { recursive: true, force: true });
    mkdirSync(path.dirname(KEEP), { recursive: true });
    renameSync(dist(RUNS - 1), KEEP);
  }
  rmSync(dir, { recursive: true, force: true });

  const rows = [['', 'pages', 'wall (median)', 'CPU (median)', 'pages/s (wall)', 'pages/s (CPU)']];
  const med = (side: Side) => ({
    wall: median(side.runs.map((x) => x.wall)),
    cpu: median(side.runs.map((x) => x.cpu)),
  });
  for (const side of [ours, peer, floor]) {
    const m = med(side);
    rows.push([
      side.name,
      String(side.pages),
      s(m.wall),
      s(m.cpu),
      (side.pages / (m.wall / 1000)).toFixed(0),
      (side.pages / (m.cpu / 1000)).toFixed(0),
    ]);
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  for (const r of rows) console.log(r.map((x, c) => (c ? x.padStart(widths[c]!) : x.padEnd(widths[c]!))).join('  '));
  for (const side of [ours, peer, floor]) console.log(`${side.name}, last run: ${phaseText(side.runs.at(-1)!.out)}`);
  const o = med(ours);
  const p = med(peer);
  const f = med(floor);
  const ratio = o.wall / p.wall;
  console.log(
    `ours / plain Astro (same texts): ${ratio.toFixed(2)}x wall, ${(o.cpu / p.cpu).toFixed(2)}x CPU (target ≤ ${TARGET_RATIO}x: ${ratio <= TARGET_RATIO ? 'met' : 'missed'}); ours ${s(o.wall)} wall (target < ${TARGET_SECONDS} s: ${o.wall < TARGET_SECONDS * 1000 ? 'met' : 'missed'})`,
  );
  console.log(
    `ours / floor (1 paragraph per page): ${(o.wall / f.wall).toFixed(2)}x wall, ${(o.cpu / f.cpu).toFixed(2)}x CPU`,
  );
  if (KEEP) console.log(`last build kept in ${path.relative(ROOT, KEEP)}`);
  const round = (ms: number) => Math.round(ms);
  console.log(
    JSON.stringify({
      runs: RUNS,
      pages: ours.pages,
      oursMs: { wall: round(o.wall), cpu: round(o.cpu), all: ours.runs.map((x) => [round(x.wall), round(x.cpu)]) },
      plainMs: { wall: round(p.wall), cpu: round(p.cpu), all: peer.runs.map((x) => [round(x.wall), round(x.cpu)]) },
      floorMs: { wall: round(f.wall), cpu: round(f.cpu), all: floor.runs.map((x) => [round(x.wall), round(x.cpu)]) },
      ratioWall: Math.round(ratio * 100) / 100,
      ratioCpu: Math.round((o.cpu / p.cpu) * 100) / 100,
    }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
