/**
 * Sentences of a rendition: the body, then each example, in order, 0-based (DESIGN §5 rules align).
 * Intl.Segmenter finds the candidate breaks (its segments are mapped to strings at once: keeping
 * segment objects is slow on Node 20); then breaks it should not have made are undone:
 *  - inside quotes or brackets: a quoted card text is one sentence of the rule («… roja. Puedes …»);
 *  - after an abbreviation (т. е., См., e.g., p. ej.) or before a lower-case word.
 * A language may end sentences at marks of its own (its module's `sentenceEnds`: Chinese `；`).
 * A line break ends a sentence only after sentence-final punctuation: otherwise the next line
 * continues it (an article's list spread over lines).
 */

import { segmentStrings } from '../text/segment.js';
import { KeptTable } from '../files/kept.js';
import { perLanguage } from '../langs/index.js';

const OPEN = new Set(['«', '“', '„', '(', '[', '（', '「', '『']);
const CLOSE = new Set(['»', '”', ')', ']', '）', '」', '』']);
/** Characters as the contents of a regular expression's character class. */
const classOf = (chars: Iterable<string>) => [...chars].join('').replace(/[\\\]^-]/g, '\\$&');
const CLOSERS = classOf(CLOSE);
/** Per language, a piece ending at one of its own sentence ends (after closing marks): `；` in Chinese. */
const OWN_ENDS = perLanguage((l) =>
  l.sentenceEnds ? new RegExp(`(?<=[${classOf(l.sentenceEnds)}][${CLOSERS}]*)(?=[^${CLOSERS}])`, 'u') : undefined,
);
/** Opening marks ending a piece: they open the next sentence. */
const TRAILING_OPEN = new RegExp(`[${classOf(OPEN)}]+$`, 'u');
const SPACED = perLanguage((l) => l.wordSpaces);
const ABBREVIATION =
  /(?:^|[\s(«"“])(?:т\.\s?е|т\.\s?д|т\.\s?п|и\s?др|см|ср|напр|стр|рис|e\.g|i\.e|etc|vs|cf|p\.\s?ej|pág|núm|no|sr|sra|dr)\.$/iu;
const ENDS_SENTENCE = /[.!?…:;»"”)。！？；）]\s*$/u;

/** How deeply `text` leaves quotes and brackets open (ASCII double quotes toggle). */
function openDepth(text: string, start: number): number {
  let depth = start;
  let ascii = false;
  for (const ch of text) {
    if (OPEN.has(ch)) depth++;
    else if (CLOSE.has(ch)) depth = Math.max(0, depth - 1);
    else if (ch === '"') ascii = !ascii;
  }
  return depth + (ascii ? 1 : 0);
}

/**
 * Paragraphs of a body: lines joined when the line before does not end a sentence. Only that line
 * is tested (a paragraph ends as its last line does): testing the growing paragraph was quadratic,
 * and 50,000 lines without a full stop hung the ingest.
 */
export function paragraphs(text: string): string[] {
  const out: string[][] = [];
  let open = false;
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (!t) continue;
    if (open) out[out.length - 1]!.push(t);
    else out.push([t]);
    open = !ENDS_SENTENCE.test(t);
  }
  return out.map((lines) => lines.join(' '));
}

/**
 * Sentences kept from one ingest to the next (files/kept.ts), as offsets into their paragraph (each
 * is a trimmed piece of it): splitting the whole translations' and their English versions' texts
 * was a third of the alignment stage (0.3 s of an ingest after `rules add`).
 */
const kept = new KeptTable<string[], number[]>({
  name: 'sentences',
  code: 'lib/align/sentences.ts',
  encode: (sentences, [, text = '']) => {
    const offsets: number[] = [];
    let from = 0;
    for (const s of sentences) {
      const at = text.indexOf(s, from);
      // Not a piece of its paragraph: the decoded form differs and the result is not kept.
      if (at < 0) return [];
      offsets.push(at, (from = at + s.length));
    }
    return offsets;
  },
  decode: (offsets, [, text = '']) => {
    const out: string[] = [];
    for (let k = 0; k < offsets.length; k += 2) out.push(text.slice(offsets[k], offsets[k + 1]));
    return out;
  },
  isStored: (v): v is number[] => Array.isArray(v) && v.length % 2 === 0 && v.every(Number.isInteger),
});

/** The sentences of one paragraph or example. */
export function splitParagraph(text: string, lang: string): string[] {
  return kept.get([lang, text], () => split(text, lang));
}

function split(text: string, lang: string): string[] {
  // In chunks when long: Node 20's segmenter is quadratic on long texts with astral characters.
  let pieces = segmentStrings(text, lang, 'sentence');
  const own = OWN_ENDS[lang as keyof typeof OWN_ENDS];
  if (own) pieces = pieces.flatMap((p) => p.split(own));
  // An opening bracket right after a sentence's end, unspaced ("目标。（灵气…）"), opens the next.
  let carry = '';
  pieces = pieces.flatMap((piece, k) => {
    const p = carry + piece;
    const opening = k + 1 < pieces.length ? TRAILING_OPEN.exec(p) : null;
    carry = opening?.[0] ?? '';
    const kept = opening ? p.slice(0, opening.index) : p;
    return kept ? [kept] : [];
  });
  const out: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (!current) {
      current = piece;
      continue;
    }
    const trimmed = current.trimEnd();
    const glue =
      openDepth(current, 0) > 0 ||
      ABBREVIATION.test(trimmed) ||
      /^\s*[\p{Ll},;:)»”]/u.test(piece) ||
      // No space after the break, in a language that spaces its words: a particle after a quote
      // (Korean `"…희생한다."라고`), not a new sentence.
      (SPACED[lang as keyof typeof SPACED] === true && /\S$/u.test(current) && /^\p{L}/u.test(piece)) ||
      !/[\p{L}\p{N}]/u.test(piece);
    if (glue) current += piece;
    else {
      out.push(current.trim());
      current = piece;
    }
  }
  if (current.trim()) out.push(current.trim());
  return out.filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** Body sentences, then example sentences. */
export function sentencesOf(
  r: { text: string; examples: ReadonlyArray<{ text: string } | string> },
  lang: string,
): string[] {
  const out: string[] = [];
  for (const p of paragraphs(r.text)) out.push(...splitParagraph(p, lang));
  for (const e of r.examples) out.push(...splitParagraph(typeof e === 'string' ? e : e.text, lang));
  return out;
}
