/**
 * Invisible and bidirectional controls (the "Trojan Source" characters): embeddings and overrides
 * U+202A–202E, isolates U+2066–2069, marks U+200E/200F/061C, zero-width U+200B–200D, U+2060 and a
 * U+FEFF inside a text. Sources keep them as printed (they are data); the ingest warns about each
 * (file:line, the code point), and every place that shows text removes them, so that no text can
 * be made to read differently from what it stores.
 */
export const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

/** Text without invisible or bidirectional controls. */
export function neutralise(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** The code points of the controls in a text, with their 1-based lines and columns. */
export function invisibleControls(text: string): Array<{ line: number; column: number; codePoint: string }> {
  const out: Array<{ line: number; column: number; codePoint: string }> = [];
  let line = 1;
  let lineStart = 0;
  let scanned = 0;
  // One regex pass over the text (real releases have none; the loop below runs only on hits).
  for (const m of text.matchAll(INVISIBLE)) {
    const at = m.index;
    for (let i = text.indexOf('\n', scanned); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
    scanned = at;
    const c = text.charCodeAt(at);
    // A byte-order mark opening the file is no control: the decoder takes it as the encoding's.
    if (c === 0xfeff && at === 0) continue;
    out.push({ line, column: at - lineStart + 1, codePoint: `U+${c.toString(16).toUpperCase().padStart(4, '0')}` });
  }
  return out;
}

/** Characters that print nothing: the controls above, the soft hyphen, U+180E and the invisible operators. */
const SILENT = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
const SILENT_EDGES =
  /^[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]+|[\s\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]+$/g;

/**
 * A character that prints nothing or is white space (JavaScript's \s — Unicode White_Space and
 * U+FEFF — or SILENT), by code: asked of the first and last character of every line of every
 * release, most of which end in a curly quote, where a regular expression per call cost 20 % of
 * parsing a release (measured on five releases).
 */
function isSilentOrSpace(code: number): boolean {
  if (code <= 0x20) return true;
  if (code < 0xa0) return false;
  if (code < 0x2000) return code === 0xa0 || code === 0xad || code === 0x61c || code === 0x1680 || code === 0x180e;
  if (code <= 0x206f)
    return code <= 0x200f || (code >= 0x2028 && code <= 0x202f) || (code >= 0x205f && code !== 0x2065);
  return code === 0x3000 || code === 0xfeff;
}

/** Whether a line has white space or a character that prints nothing at either end (withoutSilentEdges changes it). */
export function hasSilentEdge(line: string): boolean {
  const n = line.length;
  return n > 0 && (isSilentOrSpace(line.charCodeAt(0)) || isSilentOrSpace(line.charCodeAt(n - 1)));
}

/**
 * A printed line without the characters that print nothing at its edges: the same line to a reader.
 * A republished release may carry a stray byte-order mark or zero-width space at a line's start, or
 * blank lines made of spaces, tabs, no-break or ideographic spaces and zero-width characters; the
 * line read without them parses as the line the earlier publication printed. White space at the
 * start (indentation) and the end (hard-wrapped files tell broken words by it) is kept, but a line
 * of nothing else is empty. Most lines start and end with a visible character: returned as they are.
 */
export function withoutSilentEdges(line: string): string {
  if (!hasSilentEdge(line)) return line;
  return line
    .replace(SILENT_EDGES, (run, at: number) => (at === 0 ? '' : run.replace(new RegExp(SILENT.source, 'g'), '')))
    .replace(/^\s+$/, '');
}
