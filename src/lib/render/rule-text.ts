/**
 * Rule text → hast, as a unified processor of four plugins over a paragraph's text nodes, run in
 * order: cross-references as links (re-found in the text with extractReferences, mapped to
 * canonical ids by the caller), `_italic_` marks of the 2008–2014 files, card names (first mention
 * of each, to the cards index; an English name in another language's text marked as English), and
 * glossary terms (first occurrence of each). The link context of a text travels in the file's data, so that one frozen
 * processor serves every page. Scraped text only ever ends up in text nodes; the result goes through
 * the sanitiser in safe.ts.
 */
import { SOURCE_LANG } from '../langs/source.js';
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
  /** Card linking (rule pages only): the cards the text may name, and where a card's link goes. */
  cards?: { list: CardList; href(name: string): string };
  /** Terms and cards already linked in this rendition. */
  seen?: Set<string>;
}

/** A span of a text node to replace, and what replaces it (given the text it covers). */
interface Span {
  start: number;
  end: number;
  make(printed: string): ElementContent;
}

/** The spans of one text node a plugin replaces, in order and not overlapping. */
type Find = (text: string, ctx: LinkContext) => Span[] | undefined;

/** The text with its spans replaced; undefined when there are none (the node stays as it is). */
function splice(text: string, spans: Span[] | undefined): ElementContent[] | undefined {
  if (!spans?.length) return undefined;
  const out: ElementContent[] = [];
  let pos = 0;
  for (const s of spans) {
    if (s.start > pos) out.push(txt(text.slice(pos, s.start)));
    out.push(s.make(text.slice(s.start, s.end)));
    pos = s.end;
  }
  if (pos < text.length) out.push(txt(text.slice(pos)));
  return out;
}

/**
 * A plugin that replaces spans of each text node outside links with what `find` says. Text inside
 * an element the plugin made (or an earlier one did) is visited again only inside <em>, where
 * glossary terms are still linked.
 */
function textPlugin(find: Find) {
  return () => (tree: Root, file: VFile) => {
    const ctx = (file.data as { link: LinkContext }).link;
    const walk = (parent: Root | Element) => {
      const out: ElementContent[] = [];
      for (const node of parent.children as ElementContent[]) {
        if (node.type === 'text') {
          const text = (node as Text).value;
          out.push(...(splice(text, find(text, ctx)) ?? [node]));
        } else {
          if (node.type === 'element' && node.tagName !== 'a') walk(node);
          out.push(node);
        }
      }
      parent.children = out as typeof parent.children;
    };
    walk(tree);
  };
}

/** A link of the given class whose text is the text it covers. */
const link =
  (props: Record<string, string | string[]>) =>
  (printed: string): ElementContent =>
    h('a', props, [txt(printed)]);

const references: Find = (text, ctx) =>
  extractReferences(text, ctx.lang).flatMap((ref) => {
    const ids = [...new Set(ref.numbers.map((n) => ctx.resolve(n)).filter((id): id is string => !!id))];
    if (!ids.length) return [];
    const props: Record<string, string | string[]> = { href: ctx.href(ids[0]!), className: ['ref'] };
    if (ids.length > 1) props.title = ids.join(', ');
    return [{ start: ref.start, end: ref.end, make: link(props) }];
  });

/** `_word_` pairs within one line; lone underscores and runs of three or more stay text. */
const italics: Find = (text) => {
  if (!text.includes('_')) return undefined;
  const spans: Span[] = [];
  ITALIC.lastIndex = 0;
  for (let m = ITALIC.exec(text); m; m = ITALIC.exec(text)) {
    const inner = m[1]!;
    spans.push({ start: m.index, end: m.index + m[0].length, make: () => h('em', {}, [txt(inner)]) });
  }
  return spans;
};

/** Whether `key` is met for the first time in this rendition (glossary terms and cards are linked once). */
const firstTime = (ctx: LinkContext, key: string): boolean => {
  if (ctx.seen?.has(key)) return false;
  ctx.seen?.add(key);
  return true;
};

const terms: Find = (text, ctx) => {
  if (!ctx.terms || !ctx.termHref) return undefined;
  return ctx.terms
    .find(text)
    .filter((hit) => firstTime(ctx, hit.term.slug))
    .map((hit) => {
      const props: Record<string, string | string[]> = { href: ctx.termHref!(hit.term.slug), className: ['term'] };
      return { start: hit.start, end: hit.end, make: link(props) };
    });
};

const LATIN = /^[\p{Script=Latin}\d\s'’,\-]+$/u;

const cards: Find = (text, ctx) => {
  if (!ctx.cards) return undefined;
  const { list, href } = ctx.cards;
  return cardMentions(text, ctx.lang, list)
    .filter((hit) => firstTime(ctx, `card:${hit.name}`))
    .map((hit) => ({
      start: hit.start,
      end: hit.end,
      make: (printed: string) => {
        const props: Record<string, string | string[]> = { href: href(hit.name), className: ['card'] };
        // Translations keep many cards' English names: said as English, not read with Russian phonetics.
        if (ctx.lang !== SOURCE_LANG && LATIN.test(printed)) props.lang = SOURCE_LANG;
        return h('a', props, [txt(printed)]);
      },
    }));
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
