/** Glossary entries of the `cr` sources, with their links to rules (canonical ids). */
import type { LoadedSource } from './load-sources.js';
import type { GlossaryEntry, Source } from '../graph/schema.js';
import type { Identity } from '../graph/identity.js';
import { extractReferences } from '../enrich/references.js';
import { sortNumbers } from '../parse/numbers.js';

export function buildGlossary(loaded: LoadedSource[], sources: Source[], identity: Identity): GlossaryEntry[] {
  const out: GlossaryEntry[] = [];
  for (const s of loaded) {
    const src = sources.find((x) => x.id === s.entry.id)!;
    const numbering = src.format === 'cr' ? src.date! : (src.numbering ?? identity.canonicalNumbering);
    for (const node of s.tree.children) {
      if (node.type !== 'glossaryEntry') continue;
      const text = node.senses.join('\n');
      const rules = new Set<string>();
      for (const t of [text, ...node.examples])
        for (const ref of extractReferences(t, src.lang))
          for (const n of ref.numbers) rules.add(identity.resolve(numbering, n));
      out.push({
        term: node.headword,
        terms: node.terms,
        lang: src.lang,
        source: src.id,
        version: src.format === 'cr' ? src.date! : null,
        obsolete: node.obsolete,
        senses: node.senses,
        text,
        ...(node.redirect ? { redirect: node.redirect } : {}),
        examples: node.examples,
        rules: sortNumbers(rules),
        line: node.position.start.line,
      });
    }
  }
  return out;
}
