/**
 * The inline marks sources print in rule text: `_italic_` in the 2008–2014 files (card names,
 * "Magic"). The site renders them (render/rule-text.ts); plain-text views (search snippets and
 * titles) drop them, and drop invisible controls too (text/invisible.ts).
 */
import { neutralise } from './invisible.js';

export const ITALIC = /(?<![\p{L}\p{N}_])_(?!_)([^_\n]+?)_(?![\p{L}\p{N}_])/gu;

/** Text as a reader sees it: italics marks removed, invisible and bidirectional controls removed. */
export function plainText(text: string): string {
  const clean = neutralise(text);
  return clean.includes('_') ? clean.replace(ITALIC, '$1') : clean;
}
