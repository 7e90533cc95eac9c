/** Write the graph atomically: a temporary file in the same folder, then rename. */
import path from 'node:path';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Graph } from './schema.js';

export function serialiseGraph(graph: Graph): string {
  return JSON.stringify(graph) + '\n';
}

/** Write `text` to `file` so that readers only ever see the old or the new complete file. */
export function writeAtomically(file: string, text: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const base = path.basename(file);
  // Temporaries left by a killed writer are garbage: the rename never happened.
  for (const f of readdirSync(path.dirname(file))) {
    const m = f.startsWith(`${base}.`) ? /\.(\d+)\.tmp$/.exec(f) : null;
    if (m && !isAlive(Number(m[1]))) rmSync(path.join(path.dirname(file), f), { force: true });
  }
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}

export function writeGraph(file: string, graph: Graph): void {
  writeAtomically(file, serialiseGraph(graph));
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
