/** Write the graph atomically: a temporary file in the same folder, then rename. */
import path from 'node:path';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Graph } from './schema.js';

export function serialiseGraph(graph: Graph): string {
  return JSON.stringify(graph) + '\n';
}

export function writeGraph(file: string, graph: Graph): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, serialiseGraph(graph));
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}
