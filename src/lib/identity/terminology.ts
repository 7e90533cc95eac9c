/**
 * Terminology the rules renamed, used as matching evidence only (never shown): with it a 2008 rule
 * and its rewritten 2009+ form share their words. Applied to both sides of every comparison, so a
 * mapping can only bring versions together, never tell two versions' texts apart.
 *
 * The 2009 rewrite ("Magic 2010" rules update) renamed: play (a spell) → cast, play (an ability) →
 * activate, in play → on the battlefield, comes into play → enters the battlefield, removed from
 * the game → exiled, the removed-from-the-game zone → exile, "at end of turn" → "at the beginning of
 * the next end step".
 */

const RENAMES: Array<[RegExp, string]> = [
  [/\b(?:come|comes|came|coming) into play\b/g, 'enters the battlefield'],
  [/\b(?:leave|leaves|left|leaving) play\b/g, 'leaves the battlefield'],
  [/\binto play\b/g, 'onto the battlefield'],
  [/\bin play\b/g, 'on the battlefield'],
  [/\bfrom play\b/g, 'from the battlefield'],
  [/\bremoved[- ]from[- ]the[- ]game zone\b/g, 'exile zone'],
  [/\b(?:is|are|was|were|be|been) removed from the game\b/g, 'exiled'],
  [/\bremov(?:e|es|ed|ing) ((?:[\w']+ ){0,6}?)from the game\b/g, 'exile $1'],
  [/\bat end of turn\b/g, 'at the beginning of the next end step'],
];

/** One word for the verbs that put spells and abilities on the stack, in every era. */
const STACK_VERBS = /\b(?:play|plays|played|playing|cast|casts|casting|activate|activates|activated|activating)\b/g;

/** Lower-cased text with renamed terms written the newest way. */
export function modernTerms(lower: string): string {
  let t = lower;
  // Every rename needs one of these words: most texts skip the ten passes.
  if (t.includes('play') || t.includes('game') || t.includes('end of turn'))
    for (const [re, to] of RENAMES) t = t.replace(re, to);
  return t.includes('play') || t.includes('cast') || t.includes('activat') ? t.replace(STACK_VERBS, 'cast') : t;
}
