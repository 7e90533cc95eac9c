/**
 * A compare column's text as sentences: focusable spans carrying their alignment groups. The same
 * in every interface: the page that shows it (client/compare.ts) writes its own words into it (the
 * example label, the titles of low-confidence and unpaired sentences).
 */
import type { ElementContent } from 'hast';
import type { SentenceBlock } from './sentences.js';
import { inlineNodes, type LinkContext } from './rule-text.js';
import { toSafeHtml, txt, type SafeHtml } from './safe.js';
import { h } from 'hastscript';

export interface SentenceMarkLike {
  groups: string[];
  low: boolean;
  unpaired: boolean;
}

export function columnHtml(
  key: string,
  blocks: SentenceBlock[],
  marks: Map<number, SentenceMarkLike>,
  link: LinkContext,
): SafeHtml {
  const out: ElementContent[] = [];
  for (const block of blocks) {
    const spans: ElementContent[] = [];
    if (block.kind === 'example') spans.push(h('span', { className: ['exl'] }), txt(' '));
    block.sentences.forEach((s, i) => {
      if (i > 0) spans.push(txt(' '));
      const m = marks.get(s.index);
      const className = ['s'];
      const props: Record<string, string | string[] | number> = { id: `s-${key}-${s.index}`, tabIndex: 0, className };
      if (m?.groups.length) props.dataG = m.groups.join(' ');
      if (m?.low) className.push('low');
      else if (m?.unpaired) className.push('unpaired');
      spans.push(h('span', props, inlineNodes(s.text, link)));
    });
    const p = h('p', {}, spans);
    out.push(block.kind === 'example' ? h('div', { className: ['ex'] }, [p]) : p);
  }
  return toSafeHtml(out);
}
