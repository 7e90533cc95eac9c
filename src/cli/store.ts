/**
 * Getting the graph a command works on: the store at `--graph` as it is, or the default one
 * (generated/graph.json), rebuilt from the content folder when stale (DESIGN §5). Staleness is
 * decided by a cheap fingerprint first (files/freshness.ts); the ingestion is loaded only when the
 * graph must be checked or rebuilt, so that a command on a fresh graph reads the index and what it
 * asks for, nothing more.
 */
import { existsSync } from 'node:fs';
import { indexFileOf, openStore, type Store } from '../lib/store/read.js';
import type { Graph } from '../lib/model/schema.js';
import { DEFAULT_GRAPH, resolveContentDir } from '../lib/files/paths.js';

export { DEFAULT_GRAPH, resolveContentDir } from '../lib/files/paths.js';

/** The graph of a store (a folder or its index file), read lazily. */
export function readGraph(file: string): Graph {
  return openStore(file).graph;
}

export interface GraphFlags {
  content?: string;
  graph?: string;
  onProgress?: (done: number, total: number, label: string) => void;
  /** Called before the graph is checked or rebuilt (what takes long). */
  onRebuild?: () => void | Promise<void>;
}

/**
 * The store a command works on. `--graph` alone is read as it is; the default graph (or `--graph`
 * with `--content`) is rebuilt from the content folder when stale.
 */
export async function obtainStore(flags: GraphFlags): Promise<Store> {
  const file = indexFileOf(flags.graph ?? DEFAULT_GRAPH);
  if (flags.graph && !flags.content) return openStore(file);
  const contentDir = resolveContentDir(flags.content);
  // Loaded here, not with this module: `--graph` alone never needs it (nor node:crypto, which it loads).
  const { fingerprint, recordedFingerprint } = await import('../lib/files/freshness.js');
  if (existsSync(file) && recordedFingerprint(file) === fingerprint(file, contentDir)) return openStore(file);
  await flags.onRebuild?.();
  const { refreshStore } = await import('../lib/ingest/refresh.js');
  return refreshStore(file, contentDir, flags.onProgress);
}

export async function obtainGraph(flags: GraphFlags): Promise<Graph> {
  return (await obtainStore(flags)).graph;
}
