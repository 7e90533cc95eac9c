/**
 * Getting a graph: read generated/graph.json, rebuilding it from the content folder when stale
 * (DESIGN §5: a content file newer than the graph, or a different content hash).
 */
import path from 'node:path';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { GraphSchema, type Graph } from '../graph/schema.js';
import { buildGraph, type BuildOptions } from '../ingest/build.js';
import { writeGraph } from '../graph/write.js';
import { contentDataFiles, contentHash } from '../ingest/content-hash.js';
import { loadManifest } from '../content/manifest.js';
import { InputError } from '../errors.js';

export const DEFAULT_GRAPH = path.join('generated', 'graph.json');

export function resolveContentDir(flag?: string): string {
  return path.resolve(flag ?? process.env.RULES_CONTENT ?? 'content');
}

export function readGraph(file: string): Graph {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new InputError(
      file,
      0,
      existsSync(file) ? `not a graph file: ${(err as Error).message}` : 'graph file not found',
    );
  }
  const parsed = GraphSchema.safeParse(json);
  if (!parsed.success)
    throw new InputError(
      file,
      0,
      `not a valid graph: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`,
    );
  return parsed.data;
}

/** Is the graph at `file` older than the content, or built from other content? */
export function isStale(file: string, contentDir: string): boolean {
  if (!existsSync(file)) return true;
  const built = statSync(file).mtimeMs;
  const manifest = loadManifest(contentDir);
  const files = [...contentDataFiles(contentDir), ...manifest.map((e) => e.file)];
  if (files.some((f) => existsSync(path.join(contentDir, f)) && statSync(path.join(contentDir, f)).mtimeMs > built))
    return true;
  try {
    const head = JSON.parse(readFileSync(file, 'utf8')) as { contentHash?: string };
    return head.contentHash !== contentHash(contentDir, manifest);
  } catch {
    return true;
  }
}

export interface GraphFlags {
  content?: string;
  graph?: string;
  onProgress?: BuildOptions['onProgress'];
}

/**
 * The graph a command works on. `--graph` alone is read as it is; the default graph (or `--graph`
 * with `--content`) is rebuilt from the content folder when stale.
 */
export function obtainGraph(flags: GraphFlags): Graph {
  const file = path.resolve(flags.graph ?? DEFAULT_GRAPH);
  if (flags.graph && !flags.content) return readGraph(file);
  const contentDir = resolveContentDir(flags.content);
  if (!isStale(file, contentDir)) return readGraph(file);
  const graph = buildGraph({ contentDir, onProgress: flags.onProgress });
  writeGraph(file, graph);
  return graph;
}
