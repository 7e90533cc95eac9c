/**
 * Every registered language's stemmer, loaded synchronously with require: for Node (the ingest, the
 * index build, the CLI, tests), which reads every language and cannot wait. Nothing the site ships
 * imports this file (the browser loads stemmers one by one: stemmers.ts).
 */
import { createRequire } from 'node:module';
import { LANGUAGES, type LangCode, type StemFn } from './index.js';
import { stemExport } from './stemmers.js';

const require = createRequire(import.meta.url);

/** Language code → its stemmer, for every language that has one. */
export const STEMMERS: ReadonlyMap<LangCode, StemFn> = new Map(
  LANGUAGES.flatMap((l) =>
    l.stemmer
      ? [[l.code, stemExport(require(l.stemmer.package) as Record<string, unknown>, l.stemmer.export)] as const]
      : l.stem
        ? [[l.code, l.stem] as const]
        : [],
  ),
);

/** The stemmer of a language code, if the registry has one for it. */
export function stemmerOf(code: string): StemFn | undefined {
  return (STEMMERS as ReadonlyMap<string, StemFn>).get(code);
}
