/**
 * Rendering a rule-history page in seed 003's style from known versions: one change view per step,
 * deleted text placed right before inserted text, no markers (word tokens diffed with diffArrays,
 * as a rules-change site shows them).
 */
import { diffArrays } from 'diff';
import { wordTokens } from '../../src/lib/text/rule-text.js';

export function renderView(before: string, after: string, lang = 'en'): string {
  return diffArrays(wordTokens(before, lang), wordTokens(after, lang))
    .map((c) => c.value.join(''))
    .join('');
}

export function renderPage(versions: string[], lang = 'en'): string[] {
  return versions.slice(1).map((v, k) => renderView(versions[k]!, v, lang));
}
