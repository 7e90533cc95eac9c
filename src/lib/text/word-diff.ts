/**
 * Word-level diffs between two versions of one rule, the one engine the ingest and the browser
 * share: each text is cut into the language's word tokens (Intl.Segmenter's words), the token arrays
 * are diffed (token-align.ts boundedDiff: a minimal Myers diff), and adjacent parts of the same kind
 * are merged. Never a character or whole-document diff, and never jsdiff's diffWords, whose idea of a
 * word is English-only. Browser-safe; the ingest keeps its results from one run to the next
 * (identity/diff.ts).
 */
import { SOURCE_LANG } from '../langs/source.js';
import { wordTokens } from './rule-text.js';
import { boundedDiff, MAX_CHARS, tokenIds } from './token-align.js';

/** One part of a word diff (the model's DiffPart has this shape; text/ lies below the model). */
export interface DiffPart {
  op: 'equal' | 'insert' | 'delete';
  text: string;
}

/** The word diff of two texts (either may be empty). */
export function diffWords(before: string, after: string, lang: string = SOURCE_LANG): DiffPart[] {
  if (before === after) return before === '' ? [] : [{ op: 'equal', text: before }];
  if (before === '') return [{ op: 'insert', text: after }];
  if (after === '') return [{ op: 'delete', text: before }];
  return changedWords(before, after, lang);
}

/** The diff of two different non-empty texts. */
function changedWords(before: string, after: string, lang: string): DiffPart[] {
  // Most revisions change a few words: segment and diff only what lies between the common head and
  // tail, cut at spaces so no word is split.
  const max = Math.min(before.length, after.length);
  let head = 0;
  while (head < max && before.charCodeAt(head) === after.charCodeAt(head)) head++;
  while (head > 0 && !SPACE.test(before[head - 1]!)) head--;
  let tail = 0;
  while (tail < max - head && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail))
    tail++;
  while (tail > 0 && !SPACE.test(before[before.length - tail]!)) tail--;
  const parts: DiffPart[] = [];
  push(parts, 'equal', before.slice(0, head));
  if (before.length + after.length - 2 * (head + tail) > MAX_CHARS) {
    push(parts, 'delete', before.slice(head, before.length - tail));
    push(parts, 'insert', after.slice(head, after.length - tail));
    push(parts, 'equal', before.slice(before.length - tail));
    return parts;
  }
  const a = wordTokens(before.slice(head, before.length - tail), lang);
  const b = wordTokens(after.slice(head, after.length - tail), lang);
  const [ia, ib] = tokenIds(a, b);
  let x = 0;
  let y = 0;
  // Texts this far apart (or hostile input) are shown as replaced whole, not diffed for minutes.
  const changes = boundedDiff(ia, ib) ?? [
    { added: false, removed: true, count: ia.length, value: ia },
    { added: true, removed: false, count: ib.length, value: ib },
  ];
  for (const c of changes) {
    const op = c.added ? 'insert' : c.removed ? 'delete' : 'equal';
    const from = c.added ? b : a;
    const at = c.added ? y : x;
    push(parts, op, from.slice(at, at + c.count).join(''));
    if (!c.added) x += c.count;
    if (!c.removed) y += c.count;
  }
  push(parts, 'equal', before.slice(before.length - tail));
  return absorbSpaces(parts);
}

const SPACE = /\s/;

function push(parts: DiffPart[], op: DiffPart['op'], text: string): void {
  if (text === '') return;
  const last = parts[parts.length - 1];
  if (last && last.op === op) last.text += text;
  else parts.push({ op, text });
}

/**
 * A lone space kept between two changes ("x→p y→q" as `-x+p -y+q`) reads better as one change
 * (`-x y+p q`): whitespace-only equal parts between changes join both sides, deletions first.
 */
function absorbSpaces(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let i = 0;
  while (i < parts.length) {
    const p = parts[i]!;
    if (p.op === 'equal') {
      out.push({ ...p });
      i++;
      continue;
    }
    // A run of changes, possibly joined by whitespace-only equal parts.
    let del = '';
    let ins = '';
    let j = i;
    for (;;) {
      const q = parts[j];
      if (!q) break;
      if (q.op === 'delete') del += q.text;
      else if (q.op === 'insert') ins += q.text;
      else if (/^\s+$/.test(q.text) && parts[j + 1] && parts[j + 1]!.op !== 'equal' && (del || ins)) {
        del += q.text;
        ins += q.text;
      } else break;
      j++;
    }
    if (del) push(out, 'delete', del);
    if (ins) push(out, 'insert', ins);
    i = j;
  }
  return out;
}

/** The two texts a diff joins: [before, after]. */
export function sidesOf(diff: DiffPart[]): [string, string] {
  let before = '';
  let after = '';
  for (const p of diff) {
    if (p.op !== 'insert') before += p.text;
    if (p.op !== 'delete') after += p.text;
  }
  return [before, after];
}
