/** Articles: sections of commentary with the rules they quote and discuss (`discusses` edges). */
import type { LoadedSource } from './load-sources.js';
import type { Article } from '../model/schema.js';
import { CURRENT, type Identity } from '../model/identity.js';
import { sortNumbers } from '../model/numbers.js';
import { lineShifts } from '../model/tree.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { InputError } from '../model/errors.js';
import { extractReferences } from '../enrich/references.js';

type Section = Article['sections'][number];

export function buildArticles(loaded: LoadedSource[], identity: Identity, contentDir: string): Article[] {
  const out: Article[] = [];
  for (const s of loaded) {
    if (s.entry.format === 'article-md') {
      out.push(markdownArticle(s, identity, contentDir));
      continue;
    }
    if (s.entry.format !== 'article') continue;
    const numbering =
      s.entry.numbering ?? (identity.canonicalNumbering === CURRENT ? CURRENT : identity.canonicalNumbering);
    const sections: Section[] = [];
    const homework: string[] = [];
    let current: Section = { heading: '', line: 1, blocks: [], discusses: [] };
    const discussed = new Map<Section, Set<string>>();
    const discuss = (id: string) => (discussed.get(current) ?? discussed.set(current, new Set()).get(current)!).add(id);
    // Lines as printed: a tree read back from the cache may share nodes (parse/tree.ts lineShifts).
    const shifts = lineShifts(s.tree);
    for (const [i, node] of s.tree.children.entries()) {
      const shift = shifts?.[i] ?? 0;
      const line = node.position.start.line + shift;
      if (node.type === 'heading') {
        if (current.blocks.length || current.heading) sections.push(current);
        current = { heading: node.value, line, blocks: [], discusses: [] };
        continue;
      }
      if (node.type === 'rule') {
        const id = identity.resolve(numbering, node.number);
        discuss(id);
        const text = node.children
          .filter((c) => c.type === 'paragraph')
          .map((c) => c.value)
          .join('\n');
        current.blocks.push({ kind: 'rule', text, line, id, number: node.number });
        for (const ex of node.children.filter((c) => c.type === 'example'))
          current.blocks.push({
            kind: 'example',
            text: ex.value,
            line: ex.position.start.line + shift,
            id,
            number: node.number,
          });
      } else if (node.type === 'commentary') {
        const refs = (node.refersTo ?? []).map((n) => identity.resolve(numbering, n));
        refs.forEach(discuss);
        current.blocks.push({ kind: 'commentary', text: node.value, line, ...(refs[0] ? { id: refs[0] } : {}) });
      } else if (node.type === 'paragraph') {
        current.blocks.push({ kind: 'commentary', text: node.value, line });
      } else if (node.type === 'example') {
        current.blocks.push({ kind: 'example', text: node.value, line });
      } else if (node.type === 'list') {
        const items = node.items.map((i) => i.value);
        homework.push(...items);
        current.blocks.push({ kind: 'list', text: node.title ?? '', line, items });
      }
    }
    if (current.blocks.length || current.heading) sections.push(current);
    for (const sec of sections) sec.discusses = sortNumbers(discussed.get(sec) ?? []);
    out.push({
      slug: s.entry.id,
      source: s.entry.id,
      lang: s.entry.lang,
      title: s.entry.title || s.tree.data.title || s.entry.id,
      sections,
      homework,
    });
  }
  return out;
}

/**
 * An article written in Markdown (article-md): kept as written for the site to render, with the
 * rules it refers to (read in its numbering) and the runnable examples it embeds, each of which
 * must exist in content/scenarios.
 */
function markdownArticle(s: LoadedSource, identity: Identity, contentDir: string): Article {
  const data = s.tree.data;
  const numbering =
    s.entry.numbering ??
    data.numbering ??
    (identity.canonicalNumbering === CURRENT ? CURRENT : identity.canonicalNumbering);
  for (const sc of data.scenarios ?? [])
    if (!existsSync(path.join(contentDir, 'scenarios', `${sc.id}.yaml`)))
      throw new InputError(s.label, sc.line, `unknown scenario "${sc.id}" (no content/scenarios/${sc.id}.yaml)`);
  const refs = extractReferences(data.markdown ?? '', s.entry.lang).flatMap((r) => r.numbers);
  return {
    slug: s.entry.id,
    source: s.entry.id,
    lang: s.entry.lang,
    title: s.entry.title || data.title || s.entry.id,
    sections: [],
    homework: [],
    markdown: data.markdown ?? '',
    scenarios: (data.scenarios ?? []).map((x) => x.id),
    discusses: sortNumbers(new Set(refs.map((n) => identity.resolve(numbering, n)))),
  };
}
