/**
 * `article-md`: an article or guide written in Markdown (content/sources/<lang>/*.md), parsed with
 * remark (remark-parse, remark-frontmatter, remark-directive). Front matter (YAML) gives the title
 * and, optionally, the numbering its rule numbers are written in. The Markdown is kept as written
 * (data.markdown) for the site to render; the parser checks what the renderer relies on:
 *  - `::scenario{id=…}` embeds a runnable example; any other directive, a scenario directive
 *    without an id, or a text/container form of it is an error with its line;
 *  - raw HTML is not rendered: each block or inline HTML node is dropped with a warning.
 * Scenario ids are checked against content/scenarios by the ingest (it knows the folder).
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import type { Root, Yaml } from 'mdast';
import { visit } from 'unist-util-visit';
import { z } from 'zod';
import { InputError } from '../../model/errors.js';
import { parseYaml } from '../../files/yaml.js';
import type { Parser, SourceRoot } from '../../model/tree.js';

const FrontMatter = z
  .object({
    title: z.string().min(1),
    numbering: z
      .union([z.string(), z.date()])
      .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
      .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected an ISO date YYYY-MM-DD'))
      .optional(),
  })
  .strict();

/** Markdown as this format reads it (front matter, directives): the site renders with the same. */
export const markdownProcessor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkDirective)
  .freeze();

type DirectiveNode = { type: string; name: string; attributes?: Record<string, string | null | undefined> | null };

export const parseArticleMd: Parser = (text, ctx) => {
  const tree = markdownProcessor.runSync(markdownProcessor.parse(text)) as Root;
  const lineOf = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 0;
  const yaml = tree.children.find((n): n is Yaml => n.type === 'yaml');
  if (!yaml) throw new InputError(ctx.file, 1, 'no front matter: start the file with ---, title: …, ---');
  // Lines inside the front matter count from the file's second line.
  let front: z.infer<typeof FrontMatter>;
  try {
    front = parseYaml(yaml.value, FrontMatter, ctx.file);
  } catch (err) {
    if (err instanceof InputError)
      throw new InputError(ctx.file, err.line + 1, err.message.replace(/^[^:]*:\d+: /, ''));
    throw err;
  }
  const scenarios: Array<{ id: string; line: number }> = [];
  visit(tree, (node) => {
    if (node.type === 'html') {
      ctx.warn(lineOf(node), 'raw HTML is not rendered: dropped', 'rules:html-dropped');
      return;
    }
    if (node.type !== 'leafDirective' && node.type !== 'containerDirective' && node.type !== 'textDirective') return;
    const d = node as unknown as DirectiveNode;
    const at = lineOf(node);
    if (d.name !== 'scenario')
      throw new InputError(ctx.file, at, `unknown directive "${d.name}" (the only one is ::scenario{id=…})`);
    if (node.type !== 'leafDirective')
      throw new InputError(ctx.file, at, 'a scenario is a block of its own: ::scenario{id=…} on its own line');
    const id = d.attributes?.['id'];
    if (!id) throw new InputError(ctx.file, at, 'a scenario directive needs an id: ::scenario{id=707.10-fling}');
    scenarios.push({ id, line: at });
  });
  const root: SourceRoot = {
    type: 'root',
    data: {
      format: 'article-md',
      lang: ctx.lang,
      title: front.title,
      markdown: text,
      scenarios,
      ...(front.numbering ? { numbering: front.numbering } : {}),
    },
    children: [],
  };
  return root;
};
