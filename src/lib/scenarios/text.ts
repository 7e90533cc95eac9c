/** A scenario's words (title, parameters, notes, what the rules say) in a reader's language. */
import { SOURCE_LANG } from '../langs/source.js';
import type { LangCode } from '../langs/index.js';
import type { Scenario, Text } from './schema.js';

/** The text in `lang`, else in the source language (a page marks it so: `lang` says which it is). */
export function inLang(t: Text, lang: string): { text: string; lang: string } {
  const own = lang !== SOURCE_LANG ? t[lang as LangCode] : undefined;
  return own ? { text: own, lang } : { text: t[SOURCE_LANG], lang: SOURCE_LANG };
}

/** The scenario's own words (its labels and parameter values) as `lang` says them, where it does. */
export function ownWords(s: Pick<Scenario, 'labels'>, lang: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (lang !== SOURCE_LANG)
    for (const [word, t] of Object.entries(s.labels ?? {})) {
      const own = t[lang as LangCode];
      if (own) out[word] = own;
    }
  return out;
}
