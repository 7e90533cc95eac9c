/**
 * The source files' hashes kept between ingests (ingest/file-hashes.ts): a file whose size, time and
 * inode are those it was kept with is not read again; any edit, a replaced file, or a file too new to
 * tell a second edit by its time is read and hashed.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FileHashes } from '../../src/lib/ingest/file-hashes.js';
import { KeyedCache } from '../../src/lib/files/cache.js';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { clearMemos } from '../../src/lib/text/memo.js';
import { loadManifest } from '../../src/lib/content/manifest.js';
import { contentWith, tempDir } from '../helpers/content.js';
import { describeCrFiles } from '../helpers/shared.js';

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
/** A time well in the past (seconds since the epoch): what the file's kept time is compared with. */
const PAST = Date.now() / 1000 - 3600;

/** A content folder of one file, its time an hour ago, and a cache folder. */
function fixture(text = 'one two three\n'): { dir: string; file: string; cache: string } {
  const dir = tempDir('rules-hashes-');
  const file = path.join(dir, 'a.txt');
  writeFileSync(file, text);
  utimesSync(file, PAST, PAST);
  return { dir, file, cache: tempDir('rules-hashes-cache-') };
}

/** Record the file's hash in one run, and what a second run knows of it after `change`. */
function knownAfter(change: (file: string) => void, text?: string): { known?: string; sha: string } {
  const { dir, file, cache } = fixture(text);
  const first = new FileHashes(new KeyedCache(cache), dir);
  first.record(file, statSync(file), sha(file));
  first.keep();
  change(file);
  const second = new FileHashes(new KeyedCache(cache), dir);
  return { known: second.known(file, statSync(file)), sha: sha(file) };
}

describe('kept source hashes', () => {
  it('an unchanged file: its hash is known without reading it', () => {
    const { known, sha } = knownAfter(() => {});
    expect(known).toBe(sha);
  });

  it('an edit of the same size at another time: unknown, read again', () => {
    const { known } = knownAfter((file) => {
      writeFileSync(file, 'one two thrEe\n');
      utimesSync(file, PAST + 10, PAST + 10);
    });
    expect(known).toBeUndefined();
  });

  it('a file replaced by another of the same size and time (a new inode): unknown', () => {
    const { known } = knownAfter((file) => {
      const other = `${file}.new`;
      writeFileSync(other, 'one two thrEe\n');
      utimesSync(other, PAST, PAST);
      renameSync(other, file);
    });
    expect(known).toBeUndefined();
  });

  it('a file changed within the last seconds is not kept: a second edit of its second would not show', () => {
    const { dir, file, cache } = fixture();
    writeFileSync(file, 'one two four\n');
    const first = new FileHashes(new KeyedCache(cache), dir);
    first.record(file, statSync(file), sha(file));
    first.keep();
    expect(new FileHashes(new KeyedCache(cache), dir).known(file, statSync(file))).toBeUndefined();
  });

  it('a damaged record is no record (the cache entry fails its hash)', () => {
    const { dir, file, cache } = fixture();
    const first = new FileHashes(new KeyedCache(cache), dir);
    first.record(file, statSync(file), sha(file));
    first.keep();
    const kind = path.join(cache, 'files');
    const files = (readdirSync(kind, { recursive: true }) as string[])
      .map((f) => path.join(kind, f))
      .filter((f) => statSync(f).isFile());
    expect(files).toHaveLength(1);
    const bytes = readFileSync(files[0]!);
    bytes[bytes.length - 5] = bytes[bytes.length - 5]! ^ 1;
    writeFileSync(files[0]!, bytes);
    expect(new FileHashes(new KeyedCache(cache), dir).known(file, statSync(file))).toBeUndefined();
  });
});

describeCrFiles('an ingest after a source was edited in place', () => {
  it('reads the edited release (same size, kept hash of the old bytes) and writes what a cold ingest writes', () => {
    const content = contentWith(['2017-08-25']);
    const entry = loadManifest(content).find((e) => e.format === 'cr' && e.date === '2017-08-25')!;
    const release = path.join(content, entry.file);
    // Files older than the few seconds the hashes wait for: kept by the first ingest.
    utimesSync(release, PAST, PAST);
    const cacheDir = tempDir('rules-hashes-ingest-');
    const build = (cache?: KeyedCache) => {
      clearMemos();
      return buildGraph({ contentDir: content, cache });
    };
    const before = build(new KeyedCache(cacheDir));
    const bytes = readFileSync(release);
    // One letter of rule 207.2a changed: the file keeps its size.
    const at = bytes.indexOf('that summarizes a rule');
    expect(at).toBeGreaterThan(0);
    bytes.write('Z', at + 'that summari'.length, 'latin1');
    writeFileSync(release, bytes);
    utimesSync(release, PAST + 10, PAST + 10);
    const after = build(new KeyedCache(cacheDir));
    const cold = build(undefined);
    expect(JSON.stringify(after)).toBe(JSON.stringify(cold));
    expect(JSON.stringify(after.rules['207.2a'])).toContain('summariZes');
    expect(after.sources.find((s) => s.id === entry.id)!.sha256).not.toBe(
      before.sources.find((s) => s.id === entry.id)!.sha256,
    );
  }, 300_000);
});
