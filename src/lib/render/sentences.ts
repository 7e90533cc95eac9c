/**
 * Sentences of a rendition, in the order alignments number them (DESIGN §5 `rules align`:
 * body then examples, 0-based). Paragraphs are split with Intl.Segmenter; segments are mapped to
 * strings at once (keeping segment objects is slow on Node 20).
 * NOTE: must stay in step with the aligner's splitter (src/lib/align) once it exists.
 */
import { segmentStrings } from '../text/segment.js';

export interface RenditionLike {
  lang: string;
  text: string;
  examples: ReadonlyArray<{ text: string }>;
}

export interface SentenceBlock {
  kind: 'paragraph' | 'example';
  /** Global sentence indices (body then examples). */
  sentences: Array<{ index: number; text: string }>;
}

export function splitSentences(text: string, lang: string): string[] {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    // The aligner's segmenter (src/lib/text/segment.ts): the same sentences, long texts in chunks.
    const parts = segmentStrings(para, lang, 'sentence').map((s) => s.trim());
    for (const p of parts) if (p) out.push(p);
  }
  return out;
}

/** The rendition's sentences grouped by paragraph and example, with their global indices. */
export function sentenceBlocks(r: RenditionLike): SentenceBlock[] {
  const blocks: SentenceBlock[] = [];
  let index = 0;
  for (const para of r.text.split('\n')) {
    const sentences = splitSentences(para, r.lang).map((text) => ({ index: index++, text }));
    if (sentences.length) blocks.push({ kind: 'paragraph', sentences });
  }
  for (const ex of r.examples) {
    const sentences = splitSentences(ex.text, r.lang).map((text) => ({ index: index++, text }));
    blocks.push({ kind: 'example', sentences });
  }
  return blocks;
}
