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

/** The .ts files `entry` (a path under src/, like `lib/parse/index.ts`) imports, itself included, sorted. */
export function importClosure(entry: string, root = packageRoot()): string[] {
  if (!root) return [];
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), m[1]!).replace(/\.js$/, '.ts');
      if (target.endsWith('.ts')) walk(target);
    }
  };
  walk(path.join(root, 'src', entry));
  return [...seen].sort();
}

const hashes = new Map<string, string>();

/**
 * A hash of the code `entry` runs (its import closure, with package.json for the libraries' versions).
 * The running package's is computed once per process and entry; another `root`'s each time.
 */
export function codeHash(entry: string, root?: string): string {
  if (root !== undefined) return hashCode(entry, root);
  let h = hashes.get(entry);
  if (h === undefined) hashes.set(entry, (h = hashCode(entry, packageRoot())));
  return h;
}

function hashCode(entry: string, root: string | undefined): string {
  const sha = createHash('sha256');
  if (root) {
    sha.update(readFileSync(path.join(root, 'package.json')));
    for (const file of importClosure(entry, root))
      sha
        .update(path.relative(root, file) + '\0')
        .update(readFileSync(file))
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
