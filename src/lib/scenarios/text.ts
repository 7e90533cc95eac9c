/** A scenario's words (title, parameters, notes, what the rules say) in a reader's language. */
import type { Scenario, Text } from './schema.js';

/** The text in `lang`, else in English (a page marks it as English: `lang` says which it is). */
export function inLang(t: Text, lang: string): { text: string; lang: string } {
  const own = lang === 'es' || lang === 'ru' ? t[lang] : undefined;
  return own ? { text: own, lang } : { text: t.en, lang: 'en' };
}

/** The scenario's own words (its labels and parameter values) as `lang` says them, where it does. */
export function ownWords(s: Pick<Scenario, 'labels'>, lang: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (lang === 'es' || lang === 'ru')
    for (const [word, t] of Object.entries(s.labels ?? {})) if (t[lang]) out[word] = t[lang];
  return out;
}
