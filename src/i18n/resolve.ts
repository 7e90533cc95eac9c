/**
 * Templates put into words as i18next resolves them, in a few lines, for code that must not ship
 * i18next (the search box, the runnable examples' island and the engine's trace; tests check it
 * gives what i18next gives). i18next itself is 16 kB gzip: in the island it put a rule page with a
 * runnable example at 42.8 kB of JS against its 27 kB budget (measured 2026-12-02). `{{name}}`
 * interpolation, context keys (`key_<context>` for a string `context`, else `key`) and plural keys
 * (`key_one`, `key_few`, `key_many`, `key_other`) chosen from a numeric `count` by
 * Intl.PluralRules. A value may itself be a phrase (a key and its values, put
 * into words in turn), a name (shown as the reader's language names it) or a list. A missing key
 * or value shows itself rather than vanishing (tests check every key in every language).
 * Browser-safe, no imports.
 */

/** Flat templates: "step.cast" → "Cast {{card}}". */
export type Templates = Readonly<Record<string, string>>;

/** A message as data: a template key and the values it is filled with. */
export interface Phrase {
  key: string;
  vars?: Vars;
}

/** A card's or object's name: the reader's language may have its own for it. */
export interface Named {
  name: string;
}

/**
 * A word of the game (a keyword, a subtype, an ability as the engine names it), in English: the
 * reader's language may have its own (the site derives them from the content's glossary and
 * renditions); else it shows as it is.
 */
export interface Term {
  term: string;
}

/** Words in a row: joined by `sep` (a literal or a phrase, default ", "), each put through template `item`. */
export interface List {
  list: readonly Word[];
  sep?: Word;
  item?: string;
}

export type Word = string | number | Phrase | Named | Term | List;
export type Vars = Readonly<Record<string, Word>>;

export interface Say {
  (key: string, vars?: Vars): string;
  lang: string;
  /** Any value in words (a phrase, a name, a list…). */
  word(w: Word): string;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A translator over flat templates in `lang`; `name` shows a name and `term` a game word in the
 * reader's words (default: as it is).
 */
export function sayer(
  templates: Templates,
  lang: string,
  name: (n: string) => string = (n) => n,
  term: (t: string) => string = (t) => t,
): Say {
  const plural = new Intl.PluralRules(lang);
  const say = (key: string, vars: Vars = {}): string => {
    const context = vars['context'];
    const inContext = `${key}_${String(context)}`;
    if (typeof context === 'string' && (templates[inContext] ?? templates[`${inContext}_other`]) !== undefined)
      key = inContext;
    const n = vars['count'];
    // As i18next: the count's form, else the bare key (no other form stands in for a missing one).
    const template = (typeof n === 'number' ? templates[`${key}_${plural.select(n)}`] : undefined) ?? templates[key];
    if (template === undefined) return key;
    return template.replace(PLACEHOLDER, (m, k: string) => (vars[k] === undefined ? m : word(vars[k]!)));
  };
  const word = (w: Word): string => {
    if (typeof w === 'string') return w;
    if (typeof w === 'number') return String(w);
    if ('key' in w) return say(w.key, w.vars);
    if ('name' in w) return name(w.name);
    if ('term' in w) return term(w.term);
    const sep = w.sep === undefined ? ', ' : word(w.sep);
    return w.list.map((x) => (w.item ? say(w.item, { text: x }) : word(x))).join(sep);
  };
  return Object.assign(say, { lang, word });
}

/** Nested resources flattened to dotted keys ({step: {cast: …}} → "step.cast"), as i18next reads them. */
export function flatten(tree: Readonly<Record<string, unknown>>, prefix = '', out: Record<string, string> = {}) {
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out[prefix + k] = v;
    else if (v && typeof v === 'object') flatten(v as Record<string, unknown>, `${prefix}${k}.`, out);
  }
  return out;
}
