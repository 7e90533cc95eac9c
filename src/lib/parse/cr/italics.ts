/**
 * `_italic_` marks of the 2008–2014 files (DESIGN §2). The tree keeps them as printed;
 * the graph stage calls `stripItalics` to compare and display text.
 */

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const SPACE = /\s/u;

/**
 * Remove `_italic_` marks. A pair of single underscores counts only within one line; a lone `_`
 * (`Oracle_(TM)`) or a run of two or more (`Wolf in ________ Clothing`) is literal text.
 * An opening mark starts a word (not after a letter/digit, not before a space) and a closing mark
 * ends one, so an unclosed mark before a properly closed pair (2008: `the _Magic: The Gathering basic
 * rulebook … the _Magic_ rules website`) stays literal and the later pair still counts.
 */
export function stripItalics(text: string): string {
  if (!text.includes('_')) return text;
  return text.split('\n').map(stripLine).join('\n');
}

function stripLine(line: string): string {
  const drop: number[] = [];
  let open = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] !== '_') continue;
    let end = i;
    while (line[end + 1] === '_') end++;
    if (end > i) {
      // A run of underscores is a blank to fill in, never a mark.
      i = end;
      continue;
    }
    const before = line[i - 1];
    const after = line[i + 1];
    const canClose =
      before !== undefined && !SPACE.test(before) && (after === undefined || !LETTER_OR_DIGIT.test(after));
    const canOpen =
      after !== undefined && !SPACE.test(after) && (before === undefined || !LETTER_OR_DIGIT.test(before));
    if (open >= 0 && canClose) {
      drop.push(open, i);
      open = -1;
    } else if (canOpen) {
      // An earlier unclosed opener stays literal: pairs never nest or cross.
      open = i;
    }
  }
  if (drop.length === 0) return line;
  let out = '';
  let from = 0;
  for (const at of drop) {
    out += line.slice(from, at);
    from = at + 1;
  }
  return out + line.slice(from);
}
