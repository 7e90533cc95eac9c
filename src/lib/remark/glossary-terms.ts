/**
 * A remark plugin that links glossary terms in Markdown — "copiable values", «перманент», "hechizo"
 * — to their entries, the way rule pages link them (render/terms.ts finds them: the longest term at
 * each place, English plurals too). Each term is linked where it first occurs in the document, once;
 * text inside links, code, HTML and headings is left alone. Run it after remarkRuleReferences, so that
 * a number inside a term's phrase stays a rule link.
 *
 *   unified().use(remarkParse).use(remarkGlossaryTerms, { terms: [{ term: 'copy', href: '/en/glossary/#en-copy' }] })
 *
 * Options: `terms` (each with the link of its entry; several terms may share one entry) and `lang`
 * (in English, "-s" and "-es" plurals match too; default: the file's `data.lang`, else en).
 */
import { language } from '../langs/index.js';
import { SOURCE_LANG } from '../langs/source.js';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { TermMatcher } from '../render/terms.js';
import { linkText } from './link-text.js';

export interface GlossaryTermOptions {
  terms: ReadonlyArray<{ term: string; href: string }>;
  lang?: string;
}

export function remarkGlossaryTerms(options: GlossaryTermOptions) {
  // The matcher keys a term by its link (its "slug"): one entry, one link, whichever term found it.
  const matchers = new Map<string, TermMatcher>();
  const matcherFor = (lang: string) => {
    let m = matchers.get(lang);
    if (!m)
      matchers.set(
        lang,
        (m = new TermMatcher(
          options.terms.map((t) => ({ term: t.term, slug: t.href })),
          language(lang)?.termPlurals ?? [],
        )),
      );
    return m;
  };
  return (tree: Root, file?: VFile) => {
    const lang = options.lang ?? (file?.data as { lang?: string } | undefined)?.lang ?? SOURCE_LANG;
    const matcher = matcherFor(lang);
    const linked = new Set<string>();
    linkText(
      tree,
      (text) =>
        matcher
          .find(text)
          .filter((hit) => {
            // Once per document: the first occurrence only.
            if (linked.has(hit.term.slug)) return false;
            linked.add(hit.term.slug);
            return true;
          })
          .map((hit) => ({ start: hit.start, end: hit.end, url: hit.term.slug })),
      ['heading'],
    );
  };
}

export default remarkGlossaryTerms;
