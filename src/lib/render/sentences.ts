/**
 * Sentences of a rendition grouped as the page shows them (each paragraph, each example), numbered
 * in the order alignments number them (DESIGN §5 `rules align`: body then examples, 0-based). The
 * splitting is the aligner's own (align/sentences.ts): one splitter, so that a compare page pairs
 * exactly the sentences `rules align` paired (two splitters once disagreed on 556 renditions, and
 * the page dropped pairs).
 */
import { paragraphs, splitParagraph } from '../align/sentences.js';

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

/** The rendition's sentences grouped by paragraph and example, with their global indices. */
export function sentenceBlocks(r: RenditionLike): SentenceBlock[] {
  const blocks: SentenceBlock[] = [];
  let index = 0;
  for (const para of paragraphs(r.text)) {
    const sentences = splitParagraph(para, r.lang).map((text) => ({ index: index++, text }));
    if (sentences.length) blocks.push({ kind: 'paragraph', sentences });
  }
  for (const ex of r.examples) {
    const sentences = splitParagraph(ex.text, r.lang).map((text) => ({ index: index++, text }));
    blocks.push({ kind: 'example', sentences });
  }
  return blocks;
}
