/**
 * Identity accuracy (issue #16): over every consecutive pair of official releases in a content
 * folder, the reference pairs of scripts/identity/reference.ts (exact moves, reworded moves, level
 * changes; defined apart from the matcher) against the graph: a pair agrees when both numbers are
 * one rule of the graph. Also every keyword chain of the graph (one rule under two 702.N keywords).
 * Each disagreement is listed with what the graph did instead.
 *
 * Run: `npm run bench -- identity` or `npx tsx scripts/bench-identity.ts [--content DIR]
 * [--spread N] [--graph PATH] [--quiet]`. Without --graph, the graph is built from the content
 * folder (with the ingest cache); `--spread N` measures N of its releases spread over the archive,
 * the others absent (the matching must hold on any subset). Not part of `npm test`: it is a measurement, its figures go to BENCHMARKS.md.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadManifest } from '../src/lib/content/manifest.js';
import { copyContent, releasesOf, spreadReleases } from '../src/lib/content/subset.js';
import { alignTools } from '../src/lib/align/index.js';
import { knownWords, loadSource } from '../src/lib/ingest/load-sources.js';
import { collectRenditions } from '../src/lib/parse/renditions.js';
import { buildGraph } from '../src/lib/ingest/build.js';
import { KeyedCache } from '../src/lib/files/cache.js';
import { readWholeGraph } from '../src/lib/store/read.js';
import { holds } from '../src/lib/model/ranges.js';
import type { Graph } from '../src/lib/model/schema.js';
import type { Warning } from '../src/lib/model/errors.js';
import { isRename, keywordOf, referencePairs, type Entry, type Pair, type Release } from './identity/reference.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const SPREAD = opt('--spread');
/** The content folder, or a copy of it holding `--spread N` of its releases spread over them. */
function contentDir(): string {
  const dir = path.resolve(opt('--content') ?? path.join(ROOT, 'content'));
  if (!SPREAD) return dir;
  const keep = new Set(
    spreadReleases(
      releasesOf(dir).filter((r) => r.lang === 'en'),
      Number(SPREAD),
    ).map((r) => r.id),
  );
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'rules-identity-')), 'content');
  copyContent(dir, out, (r) => keep.has(r.id));
  return out;
}
const CONTENT = contentDir();
const QUIET = args.includes('--quiet');

/** Every English official release of the folder, oldest first, as the parser reads it. */
function readReleases(contentDir: string, cache: KeyedCache): Release[] {
  const words = knownWords(alignTools(contentDir).cards);
  const warnings: Warning[] = [];
  return loadManifest(contentDir)
    .filter((e) => e.format === 'cr' && e.lang === 'en' && e.date)
    .sort((a, b) => a.date!.localeCompare(b.date!))
    .map((e) => {
      const { tree } = loadSource(contentDir, e, warnings, words, cache);
      const info = { id: e.id, lang: 'en', numbering: e.date!, version: e.date! };
      const entries: Entry[] = collectRenditions(tree, info)
        .filter((r) => r.number !== '')
        .map((r) => ({ number: r.number, kind: r.kind, title: r.title, text: r.text, examples: r.examples }));
      return { version: e.date!, entries };
    });
}

/** release → number → rule id, and release → rule id → number, from the graph's revisions. */
function placements(graph: Graph, releases: string[]) {
  const idAt = new Map(releases.map((v) => [v, new Map<string, string>()]));
  const numberOf = new Map(releases.map((v) => [v, new Map<string, string>()]));
  for (const rule of Object.values(graph.rules))
    for (const rev of rule.revisions) {
      if (rev.change === 'retired') continue;
      for (const v of releases)
        if (holds(rev, v)) {
          idAt.get(v)!.set(rev.number, rule.id);
          numberOf.get(v)!.set(rule.id, rev.number);
        }
    }
  return { idAt, numberOf };
}

interface Row {
  category: string;
  total: number;
  agree: number;
  disagreements: string[];
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '—');

function main(): void {
  const cache = new KeyedCache();
  const started = performance.now();
  const releases = readReleases(CONTENT, cache);
  const graphPath = opt('--graph');
  const graph = graphPath ? readWholeGraph(graphPath) : buildGraph({ contentDir: CONTENT, cache });
  const versions = releases.map((r) => r.version);
  const { idAt, numberOf } = placements(graph, versions);
  const rows: Record<'exact' | 'reworded' | 'level' | 'rewordedInPlace', Row> = {
    exact: { category: 'exact moves', total: 0, agree: 0, disagreements: [] },
    reworded: { category: 'reworded moves', total: 0, agree: 0, disagreements: [] },
    level: { category: 'level changes', total: 0, agree: 0, disagreements: [] },
    rewordedInPlace: { category: 'reworded in place (no target)', total: 0, agree: 0, disagreements: [] },
  };
  const levels: string[] = [];
  const chains: string[] = [];
  /** Keyword chains that are one keyword renamed (its text otherwise the same). */
  const renames: string[] = [];
  let excluded = 0;
  const excludedList: string[] = [];

  for (let k = 1; k < releases.length; k++) {
    const [a, b] = [releases[k - 1]!, releases[k]!];
    const ref = referencePairs(a, b);
    const label = `${a.version} → ${b.version}`;
    /** What the graph made of a reference pair, in words. */
    const explain = (p: Pair) => {
      const idA = idAt.get(a.version)!.get(p.older);
      const idB = idAt.get(b.version)!.get(p.newer);
      const went = idA && numberOf.get(b.version)!.get(idA);
      const came = idB && numberOf.get(a.version)!.get(idB);
      return `${p.older} → ${p.newer} (${label}, ratio ${p.ratio.toFixed(2)}${p.runnerUp !== undefined ? `, runner-up ${p.runnerUp.toFixed(2)}` : ''}): graph has ${p.older} → ${went ?? 'nothing (ends)'}, ${p.newer} ← ${came ?? 'nothing (created)'}`;
    };
    for (const key of ['exact', 'reworded', 'level', 'rewordedInPlace'] as const)
      for (const p of ref[key]) {
        const row = rows[key];
        row.total++;
        const idA = idAt.get(a.version)!.get(p.older);
        const ok = idA !== undefined && idA === idAt.get(b.version)!.get(p.newer);
        if (ok) row.agree++;
        else row.disagreements.push(explain(p));
        if (key === 'level') levels.push(`${ok ? 'ok  ' : 'MISS'} ${explain(p)}`);
      }
    excluded += ref.marginExcluded.length;
    for (const p of ref.marginExcluded) excludedList.push(explain(p));

    // Keyword chains: one rule under 702.N numbers whose keywords differ.
    const byNumberA = new Map(a.entries.map((e) => [e.number, e]));
    const byNumberB = new Map(b.entries.map((e) => [e.number, e]));
    for (const [number, id] of idAt.get(a.version)!) {
      if (!number.startsWith('702.')) continue;
      const newer = numberOf.get(b.version)!.get(id);
      if (!newer?.startsWith('702.')) continue;
      const [ka, kb] = [keywordOf(byNumberA, number), keywordOf(byNumberB, newer)];
      if (!ka || !kb || ka === kb) continue;
      const line = `${number} "${ka}" → ${newer} "${kb}" (${label}): rule ${id}`;
      if (isRename(byNumberA.get(number)!, byNumberB.get(newer)!, ka, kb)) renames.push(line);
      else chains.push(line);
    }
  }

  const out: string[] = [];
  out.push(`identity against the reference: ${releases.length} releases, ${releases.length - 1} pairs (${CONTENT})`);
  out.push('');
  out.push('| category | reference pairs | same rule in the graph | share |');
  out.push('|---|---:|---:|---:|');
  for (const r of Object.values(rows))
    out.push(`| ${r.category} | ${r.total} | ${r.agree} | ${pct(r.agree, r.total)} |`);
  out.push(`| keyword chains in the graph | — | ${chains.length} | target 0 |`);
  out.push(`| keywords renamed (not chains) | — | ${renames.length} | |`);
  out.push('');
  out.push(`reworded pairs excluded by the 0.1 margin: ${excluded}`);
  out.push(`time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (!QUIET) {
    for (const key of ['exact', 'reworded'] as const) {
      out.push('', `## ${rows[key].category}: disagreements (${rows[key].disagreements.length})`);
      out.push(...rows[key].disagreements);
    }
    out.push('', `## level changes (${levels.length})`, ...levels);
    out.push('', `## keyword chains (${chains.length})`, ...chains);
    out.push('', `## keywords renamed (${renames.length})`, ...renames);
    out.push('', `## excluded by the margin (${excludedList.length})`, ...excludedList);
    out.push('', `## reworded in place: disagreements (${rows.rewordedInPlace.disagreements.length})`);
    out.push(...rows.rewordedInPlace.disagreements);
  }
  process.stdout.write(out.join('\n') + '\n');
}

main();
