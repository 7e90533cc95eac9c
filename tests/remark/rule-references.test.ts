/** The remark plugin that links CR references in Markdown (src/lib/remark/rule-references.ts). */
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { remarkRuleReferences, type RuleReferenceOptions } from '../../src/lib/remark/rule-references.js';

function links(
  markdown: string,
  options?: RuleReferenceOptions,
): Array<{ text: string; url: string; title: string | null }> {
  const processor = unified().use(remarkParse).use(remarkRuleReferences, options);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const out: Array<{ text: string; url: string; title: string | null }> = [];
  visit(tree, 'link', (l: Link) => {
    out.push({
      text: l.children.map((c) => ('value' in c ? c.value : '')).join(''),
      url: l.url,
      title: l.title ?? null,
    });
  });
  return out;
}

describe('remarkRuleReferences', () => {
  it('links English references, ranges with every rule they cover', () => {
    expect(links('A copy of a spell is a spell (see rule 707.10), cast as in rules 601.2a–c.')).toEqual([
      { text: '707.10', url: '/en/rules/707.10/', title: null },
      { text: '601.2a–c', url: '/en/rules/601.2a/', title: '601.2a, 601.2b, 601.2c' },
    ]);
  });

  it('links Russian and Spanish phrasing in their language', () => {
    expect(links('Копия заклинания — см. правило 706.10 и «правила 704».', { lang: 'ru' }).map((l) => l.url)).toEqual([
      '/ru/rules/706.10/',
      '/ru/rules/704/',
    ]);
    expect(links('Como dice la regla 601, lanzar un hechizo…', { lang: 'es' })).toEqual([
      { text: '601', url: '/es/rules/601/', title: null },
    ]);
  });

  it('leaves code, existing links and numbers that are no references alone', () => {
    expect(links('`707.10` in code, [rule 707.10](https://example.org), a 2/2 creature, 100 cards.')).toEqual([
      { text: 'rule 707.10', url: 'https://example.org', title: null },
    ]);
  });

  it('takes the link from the site that uses it', () => {
    const href = (id: string, lang: string) => `https://judge.example/cr/${lang}/${id}`;
    expect(links('Rule 702.19b says so.', { href })[0]!.url).toBe('https://judge.example/cr/en/702.19b');
  });

  it('leaves a reference the site has no page for as text', () => {
    const href = (id: string) => (id === '707.10' ? '/en/rules/707.10/' : undefined);
    expect(links('Rules 608.2h and 707.10 apply.', { href })).toEqual([
      { text: '707.10', url: '/en/rules/707.10/', title: null },
    ]);
  });

  it('reads the language from the file when not given', () => {
    const processor = unified().use(remarkParse).use(remarkRuleReferences);
    const file = new VFile({ value: 'См. правило 704.', data: { lang: 'ru' } });
    const tree = processor.runSync(processor.parse(file), file) as Root;
    const urls: string[] = [];
    visit(tree, 'link', (l: Link) => void urls.push(l.url));
    expect(urls).toEqual(['/ru/rules/704/']);
  });
});
