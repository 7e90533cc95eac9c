/**
 * What a source is to the rest of the pipeline. A whole Comprehensive Rules file (`cr`) is an
 * official release when it is in the source language, and a whole translation otherwise: its date
 * is not a release of the rules but the release it translates (its base), and its rules are
 * renditions of that release's, read in that release's numbering.
 */
import { SOURCE_LANG } from '../langs/source.js';

type Kind = { format: string; lang: string };

/** An official release: a `cr` file in the source language (its date is a version of the rules). */
export function isRelease(s: Kind): boolean {
  return s.format === 'cr' && s.lang === SOURCE_LANG;
}

/** A whole translation: a `cr` file in another language (every rule, example and glossary entry). */
export function isWholeTranslation(s: Kind): boolean {
  return s.format === 'cr' && s.lang !== SOURCE_LANG;
}
