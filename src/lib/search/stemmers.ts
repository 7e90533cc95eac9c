/**
 * Loading the Snowball stemmers an index language needs (encoders.ts STEMMERS_FOR), each by a
 * dynamic import of its own package, so that a bundler makes one chunk per stemmer and a page
 * downloads only its language's: English (porter2, which is Snowball's English algorithm),
 * Spanish and Russian (@orama/stemmers, ports of Snowball's). The Russian site loads the Russian
 * and English chunks, never the Spanish one. Browser-safe; Node may use it too, or import
 * stemmers-all.ts to have all three at once.
 */
import { STEMMERS_FOR, hasStemmers, registerStemmer, type SearchLang, type StemFn } from './encoders.js';

const LOADERS: Record<SearchLang, () => Promise<StemFn>> = {
  // porter2 is CommonJS: bundlers give its exports as named ones (Vite) or only as default (esbuild).
  en: () => import('porter2').then((m) => m.stem ?? (m as unknown as { default: typeof m }).default.stem),
  es: () => import('@orama/stemmers/spanish').then((m) => m.stemmer),
  ru: () => import('@orama/stemmers/russian').then((m) => m.stemmer),
};

const loading = new Map<SearchLang, Promise<void>>();

function loadOne(algorithm: SearchLang): Promise<void> {
  let p = loading.get(algorithm);
  if (!p) {
    p = LOADERS[algorithm]().then((stem) => registerStemmer(algorithm, stem));
    loading.set(algorithm, p);
    p.catch(() => loading.delete(algorithm));
  }
  return p;
}

/** Load (once) the stemmers the index of `lang` reads with. */
export async function loadStemmers(lang: SearchLang): Promise<void> {
  if (hasStemmers(lang)) return;
  await Promise.all(STEMMERS_FOR[lang].map(loadOne));
}
