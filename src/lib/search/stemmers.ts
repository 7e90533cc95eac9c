/**
 * Loading the stemmers an index language needs (encoders.ts STEMMERS_FOR), each by the dynamic
 * import its language module names (langs/stemmers.ts), so that a bundler makes one chunk per
 * stemmer and a page downloads only its language's: the Russian site loads the Russian and English
 * chunks, never the Spanish one. Browser-safe; Node imports stemmers-all.ts to have all at once.
 */
import { loadStemmer } from '../langs/stemmers.js';
import { STEMMERS_FOR, hasStemmers, registerStemmer, type SearchLang } from './encoders.js';

const loading = new Map<SearchLang, Promise<void>>();

function loadOne(algorithm: SearchLang): Promise<void> {
  let p = loading.get(algorithm);
  if (!p) {
    p = loadStemmer(algorithm).then((stem) => registerStemmer(algorithm, stem));
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
