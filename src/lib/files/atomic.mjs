/**
 * Writing files so that readers only ever see the old or the new complete file: a temporary file in
 * the same folder, flushed to disk (fsync), then renamed over the target. The one atomic writer of
 * the project (the graph store, sources.yaml, the ingest cache, exports, and the CLI launcher's
 * bundle): plain JavaScript so that bin/rules.mjs can use it before any TypeScript is compiled;
 * its types are in atomic.d.mts.
 */
import path from 'node:path';
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';

/**
 * Write `data` (a string, or chunks written one after another) to `file` atomically. `durable: false`
 * skips the flush to disk, for files that prove themselves when read (a cache entry's header holds
 * its bytes' hash: one torn by a crash is a miss): the rename alone keeps readers from a half-written
 * file while the system runs.
 */
export function writeAtomically(file, data, { durable = true } = {}) {
  const out = new AtomicFile(file);
  for (const chunk of typeof data === 'string' || data instanceof Uint8Array ? [data] : data) out.write(chunk);
  out.commit(file, { durable });
}

/**
 * A file written atomically chunk by chunk, as the chunks are made (a writer need not hold them all):
 * its temporary is renamed over `file`, or over another file of the same folder named only once the
 * bytes are known (a file named by their hash), at `commit`.
 */
export class AtomicFile {
  constructor(file) {
    this.file = file;
    const dir = path.dirname(file);
    mkdirSync(dir, { recursive: true });
    const base = path.basename(file);
    // Temporaries left by a killed writer are garbage: the rename never happened.
    for (const f of readdirSync(dir)) {
      const m = f.startsWith(`${base}.`) ? /\.(\d+)\.tmp$/.exec(f) : null;
      if (m && !isAlive(Number(m[1]))) rmSync(path.join(dir, f), { force: true });
    }
    this.tmp = `${file}.${process.pid}.tmp`;
    this.fd = openSync(this.tmp, 'w');
  }

  write(chunk) {
    try {
      writeAll(this.fd, chunk);
    } catch (err) {
      this.discard();
      throw err;
    }
  }

  /** Flush to disk (fsync, unless not `durable`) and rename over `to` (default: the file opened), in the same folder. */
  commit(to = this.file, { durable = true } = {}) {
    try {
      if (durable) fsyncSync(this.fd);
      closeSync(this.fd);
      this.fd = undefined;
      renameSync(this.tmp, to);
    } catch (err) {
      this.discard();
      throw err;
    }
  }

  /** Leave the target as it was. */
  discard() {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    rmSync(this.tmp, { force: true });
  }
}

function writeAll(fd, chunk) {
  const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
  let at = 0;
  while (at < bytes.length) at += writeSync(fd, bytes, at, bytes.length - at);
}

function isAlive(pid) {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}
