/**
 * Hard-wrapped releases (2003-12-01, 2004-02-01 are wrapped at about 118 characters): a rule's, an
 * example's or a glossary entry's text goes on over the next lines. Such a file is recognised by
 * its many lines that go on in lower case right after a non-blank line (a file with one paragraph
 * per line has almost none). In it, a line that ends with a space or a broken word's hyphen or dash
 * and would not have had room for the next line's first word was wrapped: the next line is joined
 * to it, unless that line is indented or an `Example:` (both start paragraphs of their own). A
 * short line with a trailing space (a glossary headword, "Enchant Creature ") was not wrapped. A wrapped line may start with a number ("See rule" / "419.8
 * 'Sources of Damage.'"), which is thus never read as a rule.
 * The result has as many lines as the input, so line numbers stay those of the file: each joined
 * line is replaced by JOINED, and its text goes to the line it continues.
 */
import { exampleText, JOINED } from './lines.js';

/** Lower-case continuations, as a share of non-blank lines followed by a non-blank line. */
const WRAPPED_SHARE = 0.1;
const WRAPPED_MIN = 5;
const BROKEN_WORD = /[-\u2010\u2013\u2014]$/;
/** A wrapped line and the next line's first word fill at least this share of the longest line. */
const FULL = 0.5;

export interface Unwrapped {
  lines: string[];
  /** How many lines were joined to the line above (0: the file is not hard-wrapped). */
  joined: number;
  /** The longest line of the file as printed. */
  width: number;
}

export function isHardWrapped(lines: readonly string[]): boolean {
  let pairs = 0;
  let lower = 0;
  for (let i = 0; i + 1 < lines.length; i++) {
    if (lines[i]!.trim() === '' || lines[i + 1]!.trim() === '') continue;
    pairs++;
    const c = lines[i + 1]!.charCodeAt(0);
    if (c >= 97 && c <= 122) lower++;
  }
  return lower >= WRAPPED_MIN && lower >= pairs * WRAPPED_SHARE;
}

export function unwrapLines(lines: readonly string[]): Unwrapped {
  const width = lines.reduce((w, l) => Math.max(w, l.length), 0);
  if (!isHardWrapped(lines)) return { lines: [...lines], joined: 0, width };
  const out = [...lines];
  let joined = 0;
  let into = -1; // the line the current paragraph is being joined into
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const next = lines[i + 1];
    if (into < 0) into = i;
    const soft = / $/.test(raw) || BROKEN_WORD.test(raw);
    const full = () => raw.trimEnd().length + 1 + next!.trim().split(/\s/, 1)[0]!.length >= width * FULL;
    const continues =
      raw.trim() !== '' &&
      soft &&
      next !== undefined &&
      next.trim() !== '' &&
      next.charCodeAt(0) > 32 &&
      exampleText(next) === undefined &&
      full();
    if (!continues) {
      into = -1;
      continue;
    }
    const head = out[into]!;
    // A broken word's hyphen or dash joins without a space ("snow-" + "covered"); a space wraps.
    out[into] = BROKEN_WORD.test(head) && !/ $/.test(head) ? head + next!.trim() : `${head.trimEnd()} ${next!.trim()}`;
    out[i + 1] = JOINED;
    joined++;
  }
  return { lines: out, joined, width };
}
