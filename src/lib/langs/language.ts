/**
 * What a language module tells the rest of the code (DESIGN §8: one registry module per language).
 * A module is plain data and small functions, safe in the browser; what is heavy (a stemmer) is
 * loaded only where the language is used: by a dynamic import in the browser (stemmers.ts), by
 * require in Node (stemmers-node.ts). tests/langs/registry.test.ts holds every module to this shape.
 */

/** A writing system, as ISO 15924 names it: how words are told apart and which stemmer reads them. */
/** ISO 15924 codes of the scripts languages are written in (Jpan: Han with kana). */
export type Script = 'Latn' | 'Cyrl' | 'Hans' | 'Hang' | 'Jpan';

/** A Snowball stemmer: a lower-case normalised word → its stem. */
export type StemFn = (word: string) => string;

/** Where a language's stemmer comes from: an npm package and the export that stems. */
export interface StemmerSource {
  /** The package, as `require` and `import()` name it. */
  package: string;
  /** The export that is the stem function (a CommonJS package may hold it under `default` too). */
  export: string;
  /** The browser's way to it: a dynamic import, so that a bundler makes one chunk per stemmer. */
  load: () => Promise<Record<string, unknown>>;
}

/** A keyword that announces rule numbers in running text ("see rule 601.2", "правило 706.10"). */
export interface ReferenceKeyword {
  /** Regular-expression source, matched case-insensitively at a word's start. */
  re: string;
  kind: 'rule' | 'section';
  /** The plural forms, which may carry a list of bare section numbers ("rules 601 and 602"). */
  plural: RegExp;
  /** The keyword follows the number ("8절", "第8章"): a chapter or section it names. */
  after?: boolean;
}

export interface Language {
  /** BCP 47 primary subtag: `en`, `es`, `ru`, `zh`, `ko`. */
  code: string;
  /** The language's name in itself ("Español"), for the language switcher. */
  autonym: string;
  /** Its English name, for messages. */
  name: string;
  dir: 'ltr' | 'rtl';
  script: Script;
  /** The site has its UI strings (src/lib/langs/strings/{code}.json): it gets /{code}/ routes. */
  ui: boolean;
  /** How it writes an example's label, without punctuation ("Example", "Examples"). */
  exampleLabels: readonly string[];
  /** Words that announce rule numbers in its texts. */
  referenceKeywords: readonly ReferenceKeyword[];
  /** The words that join a list of rule numbers ("and", "or"; "和"): English's serve every language too. */
  listConnectors?: readonly string[];
  /**
   * Its effective-date line: the phrase before a date written with month names (regex sources) and
   * those names, January first; or, for a language that writes dates in numbers ("2024年2月2日"),
   * whole forms (regex sources with the named groups `year`, `month` and `day`).
   */
  effectiveDate: {
    phrases: readonly string[];
    months: readonly (readonly string[])[];
    forms?: readonly string[];
  };
  /** How it titles a whole Comprehensive Rules ("Comprehensive Rules", "万智牌完整规则"). */
  crTitles: readonly string[];
  /** The heading of a whole CR's glossary, and of its credits where it has one. */
  glossaryHeading: string;
  creditsHeading?: string;
  /** What a translation prints in place of a part it leaves out ("<생략>", omitted). */
  omittedMarks?: readonly string[];
  /** It puts spaces between words (Chinese does not: a search and a keyword reader segment it). */
  wordSpaces: boolean;
  /**
   * Its letters may touch a number ("规则510", "107.3i의": a keyword or a particle glued to it):
   * only Latin letters and digits then keep a number from being read as a rule number.
   */
  numbersTouchWords: boolean;
  /** Frequent function words: how a text in it is told from a text in a language of the same script. */
  detectionWords: readonly string[];
  /** Function words the search index leaves out (normalised: accents folded, ё as е). */
  searchStopWords: readonly string[];
  /**
   * Marks that end a sentence in it besides those Unicode's sentence rules know (Chinese: the
   * full-width semicolon, where its translators end a sentence as often as English goes on).
   */
  sentenceEnds?: string;
  /** Letters per English letter (measured on parallel texts): how long a translation is expected to be. */
  expansion: number;
  /** Its Snowball stemmer, if it has one. */
  stemmer?: StemmerSource;
  /**
   * Or a stemmer small enough to live in the module (Korean: the particles a word carries), where no
   * Snowball algorithm exists. A module has one or the other.
   */
  stem?: StemFn;
  /** The endings its nouns take in the plural, where a glossary term is linked in its plural too ("Players"). */
  termPlurals?: readonly string[];
  /** Further forms of a proper name as the language inflects it, where its stemmer misses them. */
  nameForms?: (name: string) => string[];
}

/**
 * A language module's default export; typed here (its code kept as a literal type, so that the
 * registry's codes are a union type), checked by tests/langs/registry.test.ts.
 */
export function defineLanguage<const L extends Language>(language: L): L {
  return language;
}
