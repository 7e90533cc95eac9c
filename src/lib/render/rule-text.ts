/**
 * Rule text → hast: paragraphs, cross-references as links (re-found in the text with
 * extractReferences, mapped to canonical ids by the caller), `_italic_` marks of the 2008–2014
 * files, and glossary terms (first occurrence of each). Scraped text only ever ends up in text
 * nodes; the result goes through the sanitiser in safe.ts.
 */
import type { Element, ElementContent } from 'hast';
import { extractReferences } from '../enrich/references.js';
import { txt } from './safe.js';
import type { TermMatcher } from './terms.js';
import { h } from 'hastscript';

export interface LinkContext {
  /** Language of the text (selects the reference keywords). */
  lang: string;
  /** A number as printed in the source's numbering → a canonical id that exists, if any. */
  resolve(number: string): string | undefined;
  /** Where a link to a rule goes. */
  href(id: string): string;
  /** Glossary linking (rule pages only). */
  terms?: TermMatcher;
  termHref?(slug: string): string;
  termTitle?(term: string): string;
  /** Terms already linked in this rendition. */
  seen?: Set<string>;
}

/** `_word_` pairs within one line; lone underscores and runs of three or more stay text. */
const ITALIC = /(?<![\p{L}\p{N}_])_(?!_)([^_\n]+?)_(?![\p{L}\p{N}_])/gu;

function plain(text: string, ctx: LinkContext): ElementContent[] {
  if (!text) return [];
  if (!ctx.terms || !ctx.termHref) return [txt(text)];
  const out: ElementContent[] = [];
  let pos = 0;
  for (const hit of ctx.terms.find(text)) {
    if (ctx.seen?.has(hit.term.slug)) continue;
    ctx.seen?.add(hit.term.slug);
    if (hit.start > pos) out.push(txt(text.slice(pos, hit.start)));
    const props: Record<string, string | string[]> = { href: ctx.termHref(hit.term.slug), className: ['term'] };
    if (ctx.termTitle) props.title = ctx.termTitle(hit.term.term);
    out.push(h('a', props, [txt(text.slice(hit.start, hit.end))]));
    pos = hit.end;
  }
  if (pos < text.length) out.push(txt(text.slice(pos)));
  return out;
}

function withItalics(text: string, ctx: LinkContext): ElementContent[] {
  if (!text.includes('_')) return plain(text, ctx);
  const out: ElementContent[] = [];
  let pos = 0;
  ITALIC.lastIndex = 0;
  for (let m = ITALIC.exec(text); m; m = ITALIC.exec(text)) {
    out.push(...plain(text.slice(pos, m.index), ctx));
    out.push(h('em', {}, plain(m[1]!, ctx)));
    pos = m.index + m[0].length;
  }
  out.push(...plain(text.slice(pos), ctx));
  return out;
}

/** One line of text with its references linked. */
export function inlineNodes(text: string, ctx: LinkContext): ElementContent[] {
  const out: ElementContent[] = [];
  let pos = 0;
  for (const ref of extractReferences(text, ctx.lang)) {
    const ids = [...new Set(ref.numbers.map((n) => ctx.resolve(n)).filter((id): id is string => !!id))];
    if (!ids.length) continue;
    out.push(...withItalics(text.slice(pos, ref.start), ctx));
    const props: Record<string, string | string[]> = { href: ctx.href(ids[0]!), className: ['ref'] };
    if (ids.length > 1) props.title = ids.join(', ');
    out.push(h('a', props, [txt(text.slice(ref.start, ref.end))]));
    pos = ref.end;
  }
  out.push(...withItalics(text.slice(pos), ctx));
  return out;
}

/** Paragraphs (`\n`-separated) as <p> elements; `lead` goes at the start of the first. */
export function paragraphNodes(text: string, ctx: LinkContext, lead: ElementContent[] = []): Element[] {
  const paras = text.split('\n').filter((p, i) => p.trim() || i === 0);
  return paras.map((p, i) => {
    const kids = inlineNodes(p, ctx);
    return h('p', {}, i === 0 && lead.length ? [...lead, ...(kids.length ? [txt(' '), ...kids] : [])] : kids);
  });
}
