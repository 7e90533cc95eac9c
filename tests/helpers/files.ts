/** Every file under a folder (dist/, a store), with its path relative to it and its size. */
import path from 'node:path';
import { readdirSync, statSync } from 'node:fs';

export function filesUnder(dir: string): Array<{ rel: string; size: number }> {
  return (
    readdirSync(dir, { recursive: true, withFileTypes: true }) as Array<{
      parentPath: string;
      name: string;
      isFile(): boolean;
    }>
  )
    .filter((e) => e.isFile())
    .map((e) => {
      const full = path.join(e.parentPath, e.name);
      return { rel: path.relative(dir, full), size: statSync(full).size };
    });
}
