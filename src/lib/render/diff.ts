/** Word diffs as HTML: <ins>/<del> with visible text markers ([+ … +], [− … −]), not colour alone. */
import type { Element, ElementContent } from 'hast';
import type { DiffPart } from '../model/schema.js';
import { toSafeHtml, txt, type SafeHtml } from './safe.js';
import { h } from 'hastscript';

export interface DiffLabels {
  inserted: string;
  deleted: string;
}

export function diffNodes(parts: readonly DiffPart[], labels: DiffLabels): ElementContent[] {
  const out: ElementContent[] = [];
  for (const part of parts) {
    if (part.op === 'equal') out.push(txt(part.text));
    else if (part.op === 'insert')
      out.push(
        h('ins', { title: labels.inserted }, [
          h('span', { className: ['mk'] }, [txt('[+')]),
          txt(part.text),
          h('span', { className: ['mk'] }, [txt('+]')]),
        ]),
      );
    else
      out.push(
        h('del', { title: labels.deleted }, [
          h('span', { className: ['mk'] }, [txt('[−')]),
          txt(part.text),
          h('span', { className: ['mk'] }, [txt('−]')]),
        ]),
      );
  }
  return out;
}

/** A diff as a paragraph-preserving block (`\n` in the texts become line breaks). */
export function diffBlock(parts: readonly DiffPart[], labels: DiffLabels): Element {
  return h(
    'div',
    { className: ['diff'] },
    diffNodes(parts, labels).flatMap((n) => splitBreaks(n)),
  );
}

/** diffBlock as HTML. */
export function renderDiff(parts: readonly DiffPart[], labels: DiffLabels): SafeHtml {
  return toSafeHtml([diffBlock(parts, labels)]);
}

function splitBreaks(node: ElementContent): ElementContent[] {
  if (node.type !== 'text' || !node.value.includes('\n')) return [node];
  const out: ElementContent[] = [];
  node.value.split('\n').forEach((line, i) => {
    if (i > 0) out.push(h('br', {}));
    if (line) out.push(txt(line));
  });
  return out;
}

/** How much a diff changes: characters inserted plus deleted. */
export function diffWeight(parts: readonly DiffPart[]): number {
  let n = 0;
  for (const p of parts) if (p.op !== 'equal') n += p.text.length;
  return n;
}
