/**
 * Is the default graph fresh (cli/store.ts)? DESIGN §5: it is rebuilt when a content file is newer or the content
 * hash it records differs. Hashing the archive (some 60 MB) on every command would cost more than
 * the command, so a cheap fingerprint comes first: the sizes and modification times of every file
 * of the content folder and of the code, and the index file's own. Only when it changed is the
 * content hash worked out (ingest/refresh.ts); the fingerprint of a graph found fresh is recorded in
 * .cache/, beside the ingest cache (never in generated/, whose bytes depend on the content only).
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { writeAtomically } from './atomic.mjs';
import { codeStamp } from './code.js';

/** Sizes and modification times of the content folder's files, the code's, and the index's. */
export function fingerprint(indexFile: string, contentDir: string): string {
  const h = createHash('sha256');
  h.update(path.resolve(contentDir) + '\0' + path.resolve(indexFile) + '\0');
  if (existsSync(contentDir))
    for (const rel of (readdirSync(contentDir, { recursive: true }) as string[]).sort()) {
      const st = statSync(path.join(contentDir, rel));
      if (st.isFile()) h.update(`${rel}:${st.size}:${st.mtimeMs}\n`);
    }
  if (existsSync(indexFile)) {
    const st = statSync(indexFile);
    h.update(`index:${st.size}:${st.mtimeMs}\n`);
  }
  h.update(codeStamp());
  return h.digest('hex');
}

function recordFile(indexFile: string): string {
  const key = createHash('sha256').update(path.resolve(indexFile)).digest('hex').slice(0, 24);
  return path.resolve('.cache', 'rules', 'fresh', `${key}.json`);
}

/** The fingerprint recorded when the graph at `indexFile` was last found fresh. */
export function recordedFingerprint(indexFile: string): string | undefined {
  try {
    const json = JSON.parse(readFileSync(recordFile(indexFile), 'utf8')) as { fingerprint?: unknown };
    return typeof json.fingerprint === 'string' ? json.fingerprint : undefined;
  } catch {
    return undefined;
  }
}

/** Record that the graph at `indexFile` is fresh for the content as it is now. */
export function recordFresh(indexFile: string, contentDir: string): void {
  const record = {
    index: path.resolve(indexFile),
    content: path.resolve(contentDir),
    fingerprint: fingerprint(indexFile, contentDir),
  };
  try {
    writeAtomically(recordFile(indexFile), JSON.stringify(record) + '\n');
  } catch {
    // A read-only working folder: the next command hashes again, nothing worse.
  }
}
