/** The remark plugin that links glossary terms in Markdown (src/lib/remark/glossary-terms.ts). */
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { remarkGlossaryTerms, remarkRuleReferences, type GlossaryTermOptions } from '../../src/lib/remark/index.js';

const TERMS: GlossaryTermOptions['terms'] = [
  { term: 'Copy', href: '/g/#copy' },
  { term: 'Copiable Values', href: '/g/#copiable' },
  { term: 'Token', href: '/g/#token' },
  { term: 'Перманент', href: '/g/#ru-permanent' },
  { term: 'Stack', href: '/g/#stack' },
];

function links(markdown: string, options: Partial<GlossaryTermOptions> = {}, file?: VFile) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRuleReferences)
    .use(remarkGlossaryTerms, { terms: TERMS, ...options });
  const tree = processor.runSync(processor.parse(markdown), file) as Root;
  const out: Array<{ text: string; url: string }> = [];
  visit(tree, 'link', (l: Link) => {
    out.push({ text: l.children.map((c) => ('value' in c ? c.value : '')).join(''), url: l.url });
  });
  return out;
}

describe('remarkGlossaryTerms', () => {
  it('links each term where it first occurs, the longest term at each place, as written', () => {
    expect(links('A token copies the copiable values of the original. Another token is a copy too.')).toEqual([
      { text: 'token', url: '/g/#token' },
      { text: 'copiable values', url: '/g/#copiable' },
      { text: 'copy', url: '/g/#copy' },
    ]);
  });

  it('reads English plurals, and only English ones', () => {
    expect(links('Two tokens enter.')).toEqual([{ text: 'tokens', url: '/g/#token' }]);
    expect(links('Перманенты остаются на поле.', { lang: 'ru' })).toEqual([]);
    expect(links('Перманент остаётся на поле.', { lang: 'ru' })).toEqual([
      { text: 'Перманент', url: '/g/#ru-permanent' },
    ]);
  });

  it("takes the file's language when none is given", () => {
    const file = new VFile({ data: { lang: 'ru' } });
    expect(links('Two tokens.', {}, file)).toEqual([]);
  });

  it('leaves headings, code, HTML and existing links alone, and rule references to their plugin', () => {
    const md = [
      '# The stack',
      '',
      '<div>A copy.</div>',
      '',
      '`token` and [a token](https://example.org/).',
      '',
      'See rule 707.10 about the stack.',
    ].join('\n');
    expect(links(md)).toEqual([
      { text: 'a token', url: 'https://example.org/' },
      { text: '707.10', url: '/en/rules/707.10/' },
      { text: 'stack', url: '/g/#stack' },
    ]);
  });

  it('links inside emphasis and changes nothing else in the document', () => {
    const processor = unified().use(remarkParse).use(remarkGlossaryTerms, { terms: TERMS });
    const tree = processor.runSync(processor.parse('A *token* is **not** a card.')) as Root;
    const strip = (n: unknown): unknown =>
      Array.isArray(n)
        ? n.map(strip)
        : n && typeof n === 'object'
          ? Object.fromEntries(
              Object.entries(n)
                .filter(([k]) => k !== 'position')
                .map(([k, v]) => [k, strip(v)]),
            )
          : n;
    expect(strip(tree.children)).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'A ' },
          {
            type: 'emphasis',
            children: [{ type: 'link', url: '/g/#token', title: null, children: [{ type: 'text', value: 'token' }] }],
          },
          { type: 'text', value: ' is ' },
          { type: 'strong', children: [{ type: 'text', value: 'not' }] },
          { type: 'text', value: ' a card.' },
        ],
      },
    ]);
  });
});
