/**
 * A language's stemmer, loaded on first use by the dynamic import its module names, so that a
 * bundler makes one chunk per stemmer and a page downloads only those its language reads with.
 * Browser-safe (Node may use it too; stemmers-node.ts loads them at once, synchronously).
 */
import { language, type StemFn } from './index.js';

/** The stem function among a loaded package's exports (a CommonJS package may hold it under `default`). */
export function stemExport(module: Record<string, unknown>, name: string): StemFn {
  const direct = module[name] ?? (module.default as Record<string, unknown> | undefined)?.[name];
  if (typeof direct !== 'function') throw new Error(`stemmer: the package has no function "${name}"`);
  return direct as StemFn;
}

const loading = new Map<string, Promise<StemFn>>();

/** The stemmer of a language (loaded once); rejected for a language without one. */
export function loadStemmer(code: string): Promise<StemFn> {
  let p = loading.get(code);
  if (!p) {
    const { stemmer: source, stem } = language(code) ?? {};
    p = source
      ? source.load().then((m) => stemExport(m, source.export))
      : stem
        ? Promise.resolve(stem)
        : Promise.reject(new Error(`stemmer: no stemmer for language ${code}`));
    loading.set(code, p);
    p.catch(() => loading.delete(code));
  }
  return p;
}
