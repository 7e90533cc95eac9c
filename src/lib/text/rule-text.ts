/**
 * Text helpers the history stage shares: a rule's full text as compared between versions, the
 * cosmetic key (DESIGN §3: quotes, dashes, spacing and `_italic_` marks do not count), and word
 * tokens from Intl.Segmenter for display diffs.
 */
import { SOURCE_LANG } from '../langs/source.js';
import { segmentStrings } from './segment.js';
import { Memo } from './memo.js';
import { cosmeticForm } from './cosmetic.js';

/** What a version says about one rule: enough to compare two versions of it. */
export interface VersionRule {
  number: string;
  title: string;
  text: string;
  examples: string[];
}

/**
 * The text compared between versions: a title-only rule is its title, otherwise the body then the
 * examples, each as the CR prints it ("Example: …"), one per line.
 */
export function fullText(r: Pick<VersionRule, 'title' | 'text' | 'examples'>): string {
  const parts = r.text || r.examples.length ? [r.text] : [r.title];
  for (const e of r.examples) parts.push(`Example: ${e}`);
  return parts.filter((p) => p !== '').join('\n');
}

// Memoised: matching compares the same texts in every pair of versions.
const cosmeticKeys = new Memo<string>();

/**
 * The text with quote, dash, spacing, `_italic_` and `(r)`/`(tm)` (older files' ® and ™)
 * differences erased (DESIGN §3 "cosmetic"); the computation is cosmetic.ts's, shared with the browser.
 */
export function cosmeticKey(text: string): string {
  return cosmeticKeys.get(text, cosmeticForm);
}

/**
 * Word tokens (words, spaces and punctuation, in order, joining back to the text) in the language's
 * own word rules. Segments are mapped to strings at once: keeping segment objects is slow on Node 20.
 */
export function wordTokens(text: string, lang: string = SOURCE_LANG): string[] {
  // In chunks when long: Node 20's segmenter is quadratic on long texts with astral characters.
  return segmentStrings(text, lang, 'word');
}

const WORDLIKE = /[\p{L}\p{N}]/u;

/** A token that is a word (letters or digits), not space or punctuation. */
export function isWordToken(token: string): boolean {
  return WORDLIKE.test(token);
}
