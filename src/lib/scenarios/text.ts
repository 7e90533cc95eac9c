/** A scenario's words (title, parameters, notes, what the rules say) in a reader's language. */
import type { Text } from './schema.js';

/** The text in `lang`, else in English (a page marks it as English: `lang` says which it is). */
export function inLang(t: Text, lang: string): { text: string; lang: string } {
  const own = lang === 'es' || lang === 'ru' ? t[lang] : undefined;
  return own ? { text: own, lang } : { text: t.en, lang: 'en' };
}
