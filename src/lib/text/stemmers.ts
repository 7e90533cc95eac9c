/**
 * The Snowball stemmers of our three languages, loaded at once: English (porter2, Snowball's
 * English algorithm), Spanish and Russian (@orama/stemmers, ports of Snowball's). Alignment and
 * the Node side of search (index build, CLI) stem with these; the browser loads them one language
 * at a time instead (src/lib/search/stemmers.ts).
 */
import { stem as english } from 'porter2';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as russian } from '@orama/stemmers/russian';

export const SNOWBALL: Readonly<Record<'en' | 'es' | 'ru', (word: string) => string>> = {
  en: english,
  es: spanish,
  ru: russian,
};
