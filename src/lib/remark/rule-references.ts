/**
 * A remark plugin that links Comprehensive Rules references in Markdown, in English, Spanish and
 * Russian phrasing — "rule 707.10", "rules 601.2a–h", «правило 706.10», «См. правило 704», "la regla
 * 601", "(706.3)" — the same detector the knowledge base uses on rule texts (enrich/references.ts).
 * Each reference becomes a link (mdast `link`) to its rule page; a range links its first rule and
 * names every rule it covers in the link's title. Text inside links, code and HTML is left alone.
 *
 *   unified().use(remarkParse).use(remarkRuleReferences, { lang: 'ru' }).use(remarkRehype)…
 *
 * Options: `lang` (en, es, ru; default: the file's `data.lang`, else en) and `href(id, lang)` (the
 * link of a rule number; default `/${lang}/rules/${id}/`, this site's). Numbers are linked as
 * written: a guide citing an old number relies on the site resolving old numbers (404.html does).
 */
import { rulePath } from '../model/pages.js';
import { SOURCE_LANG } from '../langs/source.js';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { extractReferences } from '../enrich/references.js';
import { linkText } from './link-text.js';

export interface RuleReferenceOptions {
  lang?: string;
  /** The link of a rule number; undefined leaves that reference as text (a rule the site lacks). */
  href?: (id: string, lang: string) => string | undefined;
}

export function remarkRuleReferences(options: RuleReferenceOptions = {}) {
  return (tree: Root, file?: VFile) => {
    const lang = options.lang ?? (file?.data as { lang?: string } | undefined)?.lang ?? SOURCE_LANG;
    const href = options.href ?? ((id: string, l: string) => rulePath(l, id));
    linkText(tree, (text) =>
      extractReferences(text, lang).flatMap((ref) => {
        const url = href(ref.numbers[0]!, lang);
        return url === undefined
          ? []
          : [{ start: ref.start, end: ref.end, url, title: ref.numbers.length > 1 ? ref.numbers.join(', ') : null }];
      }),
    );
  };
}

export default remarkRuleReferences;
