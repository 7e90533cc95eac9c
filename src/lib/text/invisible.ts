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
