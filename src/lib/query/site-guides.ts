/**
 * Articles written in Markdown (article-md) on the site, through Astro's own Markdown pipeline: a
 * content collection (src/content.config.ts) whose loader renders each guide once per UI language
 * with Astro's Markdown processor (@astrojs/markdown-remark, configured by astro.config's `markdown`)
 * plus the guide's remark plugins; the page renders the entry with `render()` and `<Content />`.
 *
 * The guide's plugins (remarkGuide) read who the guide is from the entry's front matter
 * (`file.data.astro.frontmatter`, as Astro's remark plugins do): rule references linked in the
 * guide's language, each number read in its numbering (remark/rule-references.ts); glossary terms
 * linked to their entries (remark/glossary-terms.ts; in a language whose glossary the content lacks,
 * the lexicon's terms to the English entries: site-glossary.ts lexiconTermLinks); each `::scenario{id=…}` replaced by the
 * runnable example, the same island rule pages use. Then the site's sanitiser (render/safe.ts:
 * raw HTML, scripts and javascript: links dropped), before Astro's own heading ids and serialiser.
 */
import { existsSync } from 'node:fs';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import remarkDirective from 'remark-directive';
import { SKIP, visit } from 'unist-util-visit';
import { z } from 'zod';
import type { Loader } from 'astro/loaders';
import { createMarkdownProcessor, parseFrontmatter } from '@astrojs/markdown-remark';
import type { Article } from '../model/schema.js';
import { remarkRuleReferences } from '../remark/rule-references.js';
import { remarkGlossaryTerms } from '../remark/glossary-terms.js';
import { rehypeSafe } from '../render/safe.js';
import { lexiconTermLinks, linkableTerms } from './site-glossary.js';
import { linkText } from '../remark/link-text.js';
import { LANGS, ruleHref, siteGraph, siteGraphFile, siteIndex } from './site.js';
import { resolveNumber } from './site-refs.js';
import { siteScenarios } from './site-scenarios.js';
import { scenarioIslandNodes } from './site-scenario-slot.js';

/** What the loader tells the guide's plugins (the entry's front matter). */
const GuideMatter = z.object({
  source: z.string(),
  lang: z.string(),
  uiLang: z.string(),
});
type GuideMatter = z.infer<typeof GuideMatter>;

/** A guide's entry in the collection: `${uiLang}/${slug}`. */
export const GuideEntry = z.object({ slug: z.string(), uiLang: z.string() });

/** The remark plugins of a guide, in order: references before terms (a number in a term stays a rule link). */
export function remarkGuide() {
  return (tree: Root, file: VFile) => {
    const matter = GuideMatter.parse((file.data as { astro?: { frontmatter?: unknown } }).astro?.frontmatter);
    remarkRuleReferences({ lang: matter.lang, href: ruleLinkOf(matter) })(tree);
    const entry = (slug: string) => `/${matter.uiLang}/glossary/#${slug}`;
    const terms = linkableTerms(matter.lang).map((t) => ({ term: t.term, href: entry(t.slug) }));
    if (terms.length) remarkGlossaryTerms({ terms, lang: matter.lang })(tree);
    // No glossary of the guide's language: its terms by the lexicon, to the English entries.
    else linkText(tree, lexiconTermLinks(matter.lang, entry), ['heading']);
    embedScenarios(tree, matter.uiLang);
  };
}

/** A number no rule of the site had stays text: no link to a page that does not exist. */
function ruleLinkOf({ source, uiLang }: GuideMatter) {
  const index = siteIndex();
  const read = index.sources.get(source)?.numbering;
  return (number: string) => {
    const id = resolveNumber(index, number, read) ?? (index.rule(number) ? number : undefined);
    return id === undefined ? undefined : ruleHref(uiLang, id);
  };
}

/** Each `::scenario{id}` (checked by the ingest) becomes its island, as rule pages print it. */
function embedScenarios(tree: Root, uiLang: string): void {
  const scenarios = new Map(siteScenarios().map((s) => [s.id, s]));
  visit(tree, 'leafDirective', (node, index, parent) => {
    if (node.name !== 'scenario' || !parent || index === undefined) return;
    const scenario = scenarios.get(node.attributes?.['id'] ?? '');
    if (!scenario) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    node.data = {
      hName: 'div',
      hProperties: { className: ['scenarios'], dataScenarioSlot: '' },
      hChildren: scenarioIslandNodes(uiLang, [scenario]),
    };
    return SKIP;
  });
}

/** The guides collection: every article-md article of the graph, rendered once per UI language. */
export function guidesLoader(): Loader {
  return {
    name: 'mtg-rules-guides',
    async load({ store, config, parseData, logger }) {
      store.clear();
      // `astro check` syncs collections before any ingest: nothing to load then (a build fails anyway).
      if (!existsSync(siteGraphFile())) {
        logger.warn(`no graph at ${siteGraphFile()}: no guides loaded`);
        return;
      }
      const processor = await createMarkdownProcessor({
        ...config.markdown,
        remarkPlugins: [...config.markdown.remarkPlugins, remarkDirective, remarkGuide],
        rehypePlugins: [...config.markdown.rehypePlugins, ...rehypeSafe],
      });
      const guides = siteGraph().articles.filter((a): a is Article & { markdown: string } => a.markdown !== undefined);
      for (const article of guides)
        for (const uiLang of LANGS) {
          const frontmatter: GuideMatter = { source: article.source, lang: article.lang, uiLang };
          const { code, metadata } = await processor.render(
            // The guide's own front matter (title, numbering) was read by the ingest: the text renders without it.
            parseFrontmatter(article.markdown, { frontmatter: 'empty-with-lines' }).content,
            { frontmatter },
          );
          const id = `${uiLang}/${article.slug}`;
          const data = await parseData({ id, data: { slug: article.slug, uiLang } });
          store.set({ id, data, rendered: { html: code, metadata: { headings: metadata.headings } } });
        }
    },
  };
}
