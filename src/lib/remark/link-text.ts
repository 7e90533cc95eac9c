/**
 * What both remark plugins do: turn spans of text nodes into links, outside the nodes where a link
 * makes no sense (links, code, HTML, definitions; more if asked), each text node at most once.
 */
import type { Link, Parent, Root, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';

export interface TextLink {
  start: number;
  end: number;
  url: string;
  title?: string | null;
}

const SKIPPED = ['link', 'linkReference', 'code', 'inlineCode', 'html', 'definition'];

/** Replace spans of each text node by links: `find` says which (undefined or none: leave it). */
export function linkText(
  tree: Root,
  find: (text: string) => TextLink[] | undefined,
  skip: readonly string[] = [],
): void {
  const skipped = new Set([...SKIPPED, ...skip]);
  visit(tree, (node, index, parent: Parent | undefined) => {
    if (skipped.has(node.type)) return SKIP;
    if (node.type !== 'text' || !parent || index === undefined) return;
    const text = (node as Text).value;
    const out: Array<Text | Link> = [];
    let at = 0;
    for (const l of find(text) ?? []) {
      if (l.start > at) out.push({ type: 'text', value: text.slice(at, l.start) });
      out.push({
        type: 'link',
        url: l.url,
        title: l.title ?? null,
        children: [{ type: 'text', value: text.slice(l.start, l.end) }],
      });
      at = l.end;
    }
    if (at === 0) return;
    if (at < text.length) out.push({ type: 'text', value: text.slice(at) });
    parent.children.splice(index, 1, ...(out as typeof parent.children));
    // Go on after what was inserted: the new links hold no text to scan.
    return [SKIP, index + out.length];
  });
}
