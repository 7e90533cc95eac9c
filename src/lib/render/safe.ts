/**
 * The one way rule text becomes HTML: build a hast tree (hastscript; text nodes only ever hold
 * scraped text), then one frozen unified processor — rehype-sanitize with a narrow schema,
 * rehype-stringify — that every page uses. `SafeHtml` is only produced here; pages may pass it to
 * `set:html`, nothing else.
 */
import type { ElementContent, Root } from 'hast';
import type { Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { neutralise } from '../text/invisible.js';

declare const safeBrand: unique symbol;
/** HTML that went through the sanitiser. */
export type SafeHtml = string & { readonly [safeBrand]: true };

const INLINE = ['a', 'span', 'em', 'strong', 'ins', 'del', 'q', 'small', 'abbr', 'mark', 'br', 'bdi', 'code'];
const BLOCK = [
  'p',
  'div',
  'section',
  'article',
  'ol',
  'ul',
  'li',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'hr',
];

/** Only what the renderers emit; everything else (script, on*, style, javascript:) is dropped. */
export const SCHEMA: Schema = {
  strip: ['script', 'style'],
  tagNames: [...INLINE, ...BLOCK],
  attributes: {
    '*': ['className', 'lang', 'title', 'id', 'data*', 'tabIndex', 'dir', 'ariaLabel', 'ariaLabelledBy', 'hidden'],
    a: ['href'],
  },
  protocols: { href: ['http', 'https'] },
  clobber: [],
  clobberPrefix: '',
  required: {},
  allowComments: false,
  allowDoctypes: false,
};

export function txt(value: string): ElementContent {
  return { type: 'text', value };
}

/** Invisible and bidirectional controls out of every text node (text/invisible.ts). */
function rehypeNeutralise() {
  return (tree: Root) => {
    visit(tree, 'text', (node) => {
      node.value = neutralise(node.value);
    });
  };
}

/** The processor's sanitising steps as a plugin list: Astro's Markdown pipeline runs them on guides (site-guides.ts). */
export const rehypeSafe: Array<typeof rehypeNeutralise | [typeof rehypeSanitize, Schema]> = [
  rehypeNeutralise,
  [rehypeSanitize, SCHEMA],
];

/** Sanitise, then serialise: the site's one rendering processor, frozen once. */
const processor = unified().use(rehypeSafe).use(rehypeStringify).freeze();

/** Sanitise and serialise hast nodes. */
export function toSafeHtml(nodes: ElementContent[]): SafeHtml {
  const root: Root = { type: 'root', children: nodes };
  return processor.stringify(processor.runSync(root) as Root) as SafeHtml;
}

/** Plain text, escaped (for places that need an HTML string of text only). */
export function escapeText(text: string): SafeHtml {
  return toHtml({ type: 'text', value: text }) as SafeHtml;
}

export function joinSafe(parts: SafeHtml[], sep = ''): SafeHtml {
  return parts.join(sep) as SafeHtml;
}

/** JSON for a <script type="application/json"> element: nothing in it can close the element. */
export function jsonForScript(value: unknown): SafeHtml {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029') as SafeHtml;
}
