/**
 * The project's own code as data: which source files a module runs (its import closure), and a hash
 * of them. A graph or a cache entry records the hash of the code that made it, so that changed code
 * is a miss — not a constant someone must remember to bump.
 */
import path from 'node:path';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The package folder: the nearest parent of this module holding package.json (works bundled too). */
export function packageRoot(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** A source file's bytes and the .ts files it imports; undefined when there is none. */
interface CodeFile {
  bytes: Buffer;
  imports: string[];
}

function readCode(file: string): CodeFile | undefined {
  if (!existsSync(file)) return undefined;
  const bytes = readFileSync(file);
  const imports: string[] = [];
  for (const m of bytes.toString('utf8').matchAll(IMPORT)) {
    const target = path.resolve(path.dirname(file), m[1]!).replace(/\.js$/, '.ts');
    if (target.endsWith('.ts')) imports.push(target);
  }
  return { bytes, imports };
}

/**
 * The running package's files, read once per process: an ingest hashes the closures of some ten
 * entries (its caches' keys, the content hash), which share most of their files (a third of the
 * 50 ms they took was reading and scanning the same files again). Another root's are read each time.
 */
const running = new Map<string, CodeFile | undefined>();

function codeFile(file: string, memo: boolean): CodeFile | undefined {
  if (!memo) return readCode(file);
  if (!running.has(file)) running.set(file, readCode(file));
  return running.get(file);
}

/** The .ts files `entry` (a path under src/, like `lib/parse/index.ts`) imports, itself included, sorted. */
export function importClosure(entry: string, root = packageRoot()): string[] {
  return [...closure(entry, root, false).keys()].sort();
}

function closure(entry: string, root: string | undefined, memo: boolean): Map<string, CodeFile> {
  const seen = new Map<string, CodeFile>();
  if (!root) return seen;
  const walk = (file: string) => {
    if (seen.has(file)) return;
    const code = codeFile(file, memo);
    if (!code) return;
    seen.set(file, code);
    for (const target of code.imports) walk(target);
  };
  walk(path.join(root, 'src', entry));
  return seen;
}

const hashes = new Map<string, string>();

/**
 * A hash of the code `entry` runs (its import closure, with package.json for the libraries' versions).
 * The running package's is computed once per process and entry; another `root`'s each time.
 */
export function codeHash(entry: string, root?: string): string {
  if (root !== undefined) return hashCode(entry, root, false);
  let h = hashes.get(entry);
  if (h === undefined) hashes.set(entry, (h = hashCode(entry, packageRoot(), true)));
  return h;
}

function hashCode(entry: string, root: string | undefined, memo: boolean): string {
  const sha = createHash('sha256');
  if (root) {
    sha.update(readFileSync(path.join(root, 'package.json')));
    const files = closure(entry, root, memo);
    for (const file of [...files.keys()].sort())
      sha
        .update(path.relative(root, file) + '\0')
        .update(files.get(file)!.bytes)
        .update('\0');
  }
  return sha.digest('hex');
}

/** Sizes and modification times of every .ts file under src/lib: a cheap stand-in for codeHash. */
export function codeStamp(): string {
  const root = packageRoot();
  if (!root) return '';
  const lib = path.join(root, 'src', 'lib');
  if (!existsSync(lib)) return '';
  const parts: string[] = [];
  for (const rel of (readdirSync(lib, { recursive: true }) as string[]).sort()) {
    if (!rel.endsWith('.ts')) continue;
    const st = statSync(path.join(lib, rel));
    parts.push(`${rel}:${st.size}:${st.mtimeMs}`);
  }
  return parts.join('\n');
}
