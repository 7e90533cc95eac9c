/**
 * Articles written in Markdown (article-md) on the site: the Markdown through the parser's own
 * unified processor (front matter set aside, directives), rule references linked
 * (remark/rule-references.ts, in the article's language, each number read in its numbering and
 * linked to its rule), glossary terms linked to their entries (remark/glossary-terms.ts), remark-rehype (raw HTML dropped) — then the site's one sanitising serialiser
 * (render/safe.ts). The text is cut at each
 * `::scenario{id=…}`, so that the page puts the runnable example there, the same island rule pages use.
 */
import type { Root, RootContent } from 'mdast';
import type { ElementContent, Root as HastRoot } from 'hast';
import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import type { Article } from '../graph/schema.js';
import type { Scenario } from '../scenarios/schema.js';
import { remarkRuleReferences } from '../remark/rule-references.js';
import { remarkGlossaryTerms } from '../remark/glossary-terms.js';
import { linkableTerms } from './site-glossary.js';
import { markdownProcessor } from '../parse/article-md/index.js';
import { toSafeHtml, type SafeHtml } from '../render/safe.js';
import { ruleHref, siteIndex } from './site.js';
import { resolveNumber } from './site-refs.js';
import { siteScenarios } from './site-scenarios.js';

export type GuidePart = { kind: 'html'; html: SafeHtml } | { kind: 'scenario'; scenario: Scenario };

const toHast = unified().use(remarkRehype).freeze();

/** The article's Markdown as HTML parts and runnable examples, links in the UI language. */
export function guideParts(article: Article, uiLang: string): GuidePart[] {
  const index = siteIndex();
  const numbering = index.sources.get(article.source)?.numbering;
  // A number no rule of the site had stays text: no link to a page that does not exist.
  const href = (number: string) => {
    const id = resolveNumber(index, number, numbering) ?? (index.rule(number) ? number : undefined);
    return id === undefined ? undefined : ruleHref(uiLang, id);
  };
  // Glossary terms of the article's language, each to its entry on the glossary page (as rule pages link them).
  const terms = linkableTerms(article.lang).map((t) => ({ term: t.term, href: `/${uiLang}/glossary/#${t.slug}` }));
  const parser = markdownProcessor()
    .use(remarkRuleReferences, { lang: article.lang, href })
    .use(remarkGlossaryTerms, { terms, lang: article.lang });
  const tree = parser.runSync(parser.parse(article.markdown ?? '')) as Root;
  const scenarios = new Map(siteScenarios().map((s) => [s.id, s]));
  const parts: GuidePart[] = [];
  let run: RootContent[] = [];
  const flush = () => {
    if (!run.length) return;
    const hast = toHast.runSync({ type: 'root', children: run } as Root) as HastRoot;
    parts.push({ kind: 'html', html: toSafeHtml(hast.children as ElementContent[]) });
    run = [];
  };
  for (const node of tree.children) {
    if (node.type === 'yaml') continue;
    const d = node as unknown as { type: string; name?: string; attributes?: Record<string, string | null> };
    if (d.type === 'leafDirective' && d.name === 'scenario') {
      flush();
      const s = scenarios.get(d.attributes?.['id'] ?? '');
      if (s) parts.push({ kind: 'scenario', scenario: s });
      continue;
    }
    run.push(node);
  }
  flush();
  return parts;
}
