/**
 * Rule text → hast, as a unified processor of four plugins over a paragraph's text nodes, run in
 * order: cross-references as links (re-found in the text with extractReferences, mapped to
 * canonical ids by the caller), `_italic_` marks of the 2008–2014 files, card names (first mention
 * of each, to the cards index; an English name in another language's text marked as English), and
 * glossary terms (first occurrence of each). The link context of a text travels in the file's data, so that one frozen
 * processor serves every page. Scraped text only ever ends up in text nodes; the result goes through
 * the sanitiser in safe.ts.
 */
import type { Element, ElementContent, Root, Text } from 'hast';
import { h } from 'hastscript';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { extractReferences } from '../enrich/references.js';
import { txt } from './safe.js';
import type { TermMatcher } from './terms.js';
import { cardMentions, type CardList } from '../enrich/cards.js';
import { ITALIC } from '../text/markup.js';

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
  /** Card linking (rule pages only): the cards the text may name, and where a card's link goes. */
  cards?: { list: CardList; href(name: string): string };
  /** Terms and cards already linked in this rendition. */
  seen?: Set<string>;
}

/** `_word_` pairs within one line; lone underscores and runs of three or more stay text. */

type Split = (text: string, ctx: LinkContext) => ElementContent[] | undefined;

/**
 * A plugin that replaces each text node outside links with what `split` makes of it (undefined:
 * leave it). Text inside an element the plugin made (or an earlier one did) is visited again only
 * inside <em>, where glossary terms are still linked.
 */
function textPlugin(split: Split) {
  return () => (tree: Root, file: VFile) => {
    const ctx = (file.data as { link: LinkContext }).link;
    const walk = (parent: Root | Element) => {
      const out: ElementContent[] = [];
      for (const node of parent.children as ElementContent[]) {
        if (node.type === 'text') out.push(...(split((node as Text).value, ctx) ?? [node]));
        else {
          if (node.type === 'element' && node.tagName !== 'a') walk(node);
          out.push(node);
        }
      }
      parent.children = out as typeof parent.children;
    };
    walk(tree);
  };
}

const references: Split = (text, ctx) => {
  const out: ElementContent[] = [];
  let pos = 0;
  for (const ref of extractReferences(text, ctx.lang)) {
    const ids = [...new Set(ref.numbers.map((n) => ctx.resolve(n)).filter((id): id is string => !!id))];
    if (!ids.length) continue;
    if (ref.start > pos) out.push(txt(text.slice(pos, ref.start)));
    const props: Record<string, string | string[]> = { href: ctx.href(ids[0]!), className: ['ref'] };
    if (ids.length > 1) props.title = ids.join(', ');
    out.push(h('a', props, [txt(text.slice(ref.start, ref.end))]));
    pos = ref.end;
  }
  if (pos === 0) return undefined;
  if (pos < text.length) out.push(txt(text.slice(pos)));
  return out;
};

const italics: Split = (text) => {
  if (!text.includes('_')) return undefined;
  const out: ElementContent[] = [];
  let pos = 0;
  ITALIC.lastIndex = 0;
  for (let m = ITALIC.exec(text); m; m = ITALIC.exec(text)) {
    if (m.index > pos) out.push(txt(text.slice(pos, m.index)));
    out.push(h('em', {}, [txt(m[1]!)]));
    pos = m.index + m[0].length;
  }
  if (pos === 0) return undefined;
  if (pos < text.length) out.push(txt(text.slice(pos)));
  return out;
};

const terms: Split = (text, ctx) => {
  if (!ctx.terms || !ctx.termHref) return undefined;
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
  if (pos === 0) return undefined;
  if (pos < text.length) out.push(txt(text.slice(pos)));
  return out;
};

const LATIN = /^[\p{Script=Latin}\d\s'’,\-]+$/u;

const cards: Split = (text, ctx) => {
  if (!ctx.cards) return undefined;
  const out: ElementContent[] = [];
  let pos = 0;
  for (const hit of cardMentions(text, ctx.lang, ctx.cards.list)) {
    const key = `card:${hit.name}`;
    if (ctx.seen?.has(key)) continue;
    ctx.seen?.add(key);
    if (hit.start > pos) out.push(txt(text.slice(pos, hit.start)));
    const printed = text.slice(hit.start, hit.end);
    const props: Record<string, string | string[]> = { href: ctx.cards.href(hit.name), className: ['card'] };
    // Translations keep many cards' English names: said as English, not read with Russian phonetics.
    if (ctx.lang !== 'en' && LATIN.test(printed)) props.lang = 'en';
    out.push(h('a', props, [txt(printed)]));
    pos = hit.end;
  }
  if (pos === 0) return undefined;
  if (pos < text.length) out.push(txt(text.slice(pos)));
  return out;
};

/** The rule-text processor: references, italics, card names, then glossary terms. */
const processor = unified()
  .use(textPlugin(references))
  .use(textPlugin(italics))
  .use(textPlugin(cards))
  .use(textPlugin(terms))
  .freeze();

/** One line of text with its references, italics and glossary terms. */
export function inlineNodes(text: string, ctx: LinkContext): ElementContent[] {
  if (!text) return [];
  const tree: Root = { type: 'root', children: [txt(text)] };
  return (processor.runSync(tree, new VFile({ data: { link: ctx } })) as Root).children as ElementContent[];
}

/** Paragraphs (`\n`-separated) as <p> elements; `lead` goes at the start of the first. */
export function paragraphNodes(text: string, ctx: LinkContext, lead: ElementContent[] = []): Element[] {
  const paras = text.split('\n').filter((p, i) => p.trim() || i === 0);
  return paras.map((p, i) => {
    const kids = inlineNodes(p, ctx);
    return h('p', {}, i === 0 && lead.length ? [...lead, ...(kids.length ? [txt(' '), ...kids] : [])] : kids);
  });
}
