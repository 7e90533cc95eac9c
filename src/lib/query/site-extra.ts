/** Glossary entry texts, the cards index and articles, with their references linked. */
import { SOURCE_LANG } from '../langs/source.js';
import type { Article, Card } from '../model/schema.js';
import { paragraphNodes, inlineNodes, type LinkContext } from '../render/rule-text.js';
import { toSafeHtml, txt, type SafeHtml } from '../render/safe.js';
import { ruleHref, siteGraph, siteIndex } from './site.js';
import { resolveNumber } from './site-refs.js';
import { h } from 'hastscript';
import { cardListOf, type CardList } from '../enrich/cards.js';

/** A link context for text of a source (its numbering decides what printed numbers mean). */
export function sourceLink(sourceId: string, lang: string, uiLang: string): LinkContext {
  const index = siteIndex();
  const src = index.sources.get(sourceId);
  const numbering = src?.numbering && src.numbering !== index.graph.canonicalNumbering ? src.numbering : undefined;
  return { lang, resolve: (n) => resolveNumber(index, n, numbering), href: (id) => ruleHref(uiLang, id) };
}

export function textHtml(text: string, link: LinkContext): SafeHtml {
  return toSafeHtml(paragraphNodes(text, link));
}

export function inlineHtml(text: string, link: LinkContext): SafeHtml {
  return toSafeHtml(inlineNodes(text, link));
}

export interface CardRow {
  name: string;
  aliases: Card['aliases'];
  mentions: Array<{ id: string; langs: string[]; inExample: boolean; inText: boolean }>;
}

let cards: { rows: CardRow[]; unmentioned: number } | undefined;

/**
 * A mention the cards index lists: of a rule in force (or only translations hold), and in English
 * only where the text in force still names the card (an older release's example does not count).
 */
function mentionedNow(m: { id: string; lang: string }, name: string): boolean {
  const index = siteIndex();
  if (!index.rule(m.id)) return false;
  if (m.lang !== SOURCE_LANG || !index.edition.release)
    return index.edition.has(m.id) || index.edition.isUnplaced(m.id);
  const r = index.edition.revision(m.id);
  return !!r && [r.text, ...(r.examples ?? []).map((e) => e.text)].some((t) => t.includes(name));
}

export function cardIndex() {
  if (cards) return cards;
  const index = siteIndex();
  const rows: CardRow[] = [];
  let unmentioned = 0;
  const order = new Map(index.ids.map((id, i) => [id, i]));
  for (const c of siteGraph().cards) {
    const byId = new Map<string, CardRow['mentions'][number]>();
    for (const m of c.mentions) {
      if (!mentionedNow(m, c.name)) continue;
      const row = byId.get(m.id) ?? { id: m.id, langs: [], inExample: false, inText: false };
      if (!row.langs.includes(m.lang)) row.langs.push(m.lang);
      if (m.inExample) row.inExample = true;
      else row.inText = true;
      byId.set(m.id, row);
    }
    if (!byId.size) {
      unmentioned++;
      continue;
    }
    const mentions = [...byId.values()].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    for (const m of mentions) m.langs.sort();
    rows.push({ name: c.name, aliases: c.aliases, mentions });
  }
  rows.sort((a, b) => a.name.localeCompare(b.name, SOURCE_LANG));
  cards = { rows, unmentioned };
  return cards;
}

let linkable: CardList | undefined;

/** The cards the cards index lists, for linking their names in rule text (every link has its entry). */
export function linkableCards(): CardList {
  return (linkable ??= cardListOf(cardIndex().rows));
}

export function cardSlug(name: string): string {
  return (
    'card-' +
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
  );
}

export function articleBySlug(slug: string): Article | undefined {
  return siteGraph().articles.find((a) => a.slug === slug);
}

/** An article's blocks as HTML: quoted rules set apart and linked, commentary, examples, lists. */
export function articleSectionHtml(
  article: Article,
  section: Article['sections'][number],
  uiLang: string,
  labels: { rule: (n: string) => string; example: string },
): SafeHtml {
  const link = sourceLink(article.source, article.lang, uiLang);
  const index = siteIndex();
  const nodes = section.blocks.map((b) => {
    if (b.kind === 'rule') {
      const head =
        b.id && index.rule(b.id)
          ? h('a', { href: ruleHref(uiLang, b.id), className: ['n'] }, [txt(b.number ?? b.id)])
          : h('span', { className: ['n'] }, [txt(b.number ?? '')]);
      return h(
        'blockquote',
        { className: ['quote'], ...(b.id ? { dataRule: b.id } : {}), title: labels.rule(b.number ?? b.id ?? '') },
        paragraphNodes(b.text, link, [head]),
      );
    }
    if (b.kind === 'example') {
      return h(
        'div',
        { className: ['ex'] },
        paragraphNodes(b.text, link, [h('span', { className: ['exl'], lang: uiLang }, [txt(labels.example + ':')])]),
      );
    }
    if (b.kind === 'list') {
      return h(
        'ul',
        {},
        (b.items ?? b.text.split('\n')).map((i) => h('li', {}, inlineNodes(i, link))),
      );
    }
    if (b.kind === 'heading') return h('p', { className: ['subhead'] }, [h('strong', {}, [txt(b.text)])]);
    return h('div', { className: ['commentary'] }, paragraphNodes(b.text, link));
  });
  return toSafeHtml(nodes);
}
