/**
 * Astro content collections. `guides`: the knowledge base's Markdown articles (article-md sources,
 * read from the graph the site is built from), rendered by Astro's Markdown pipeline with the
 * guide's remark plugins, once per UI language (src/lib/query/site-guides.ts).
 */
import { defineCollection } from 'astro:content';
import { GuideEntry, guidesLoader } from './lib/query/site-guides';

export const collections = {
  guides: defineCollection({ loader: guidesLoader(), schema: GuideEntry }),
};
