/**
 * Glossary entries of the `cr` sources, with their links to rules (canonical ids). An entry printed
 * the same by consecutive releases is stored once (`version` the first, `through` the last). A
 * release that ends inside its glossary (2013-02-01) does not know the entries after its last one:
 * they are not removed there, so an entry the releases around it print alike stays one entry.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { LoadedSource } from './load-sources.js';
import type { GlossaryEntry, Source } from '../model/schema.js';
import type { Identity } from '../model/identity.js';
import { lineShifts, type GlossaryEntryNode } from '../model/tree.js';
import { extractReferences } from '../enrich/references.js';
import { sortNumbers } from '../model/numbers.js';
import { isRelease } from '../model/sources.js';
import { matchGlossaries } from './glossary-match.js';

interface Printed {
  node: GlossaryEntryNode;
  src: Source;
  numbering: string;
  /** Where it is printed (a tree read back from the cache may share nodes: parse/tree.ts lineShifts). */
  line: number;
}

export function buildGlossary(loaded: LoadedSource[], sources: Source[], identity: Identity): GlossaryEntry[] {
  const byId = new Map(sources.map((s) => [s.id, s]));
  const out: GlossaryEntry[] = [];
  // Official releases, oldest first: the entries they print, by language and headword.
  const releases = loaded
    .map((s) => byId.get(s.entry.id)!)
    .filter((src) => isRelease(src))
    .sort((a, b) => (a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : 0));
  const treeOf = new Map(loaded.map((s) => [s.entry.id, s.tree]));
  const open = new Map<string, { first: Printed; last: Printed }>();
  const close = (k: string) => {
    const run = open.get(k);
    if (run) out.push(entryOf(run.first, run.last, identity));
    open.delete(k);
  };
  for (const src of releases) {
    const seen = new Set<string>();
    const tree = treeOf.get(src.id)!;
    const shifts = lineShifts(tree);
    for (const [i, node] of tree.children.entries()) {
      if (node.type !== 'glossaryEntry') continue;
      const k = `${src.lang}\u0000${node.headword}`;
      const printed = { node, src, numbering: src.date!, line: node.position.start.line + (shifts?.[i] ?? 0) };
      seen.add(k);
      const run = open.get(k);
      if (run && samePrinted(run.last.node, node)) {
        run.last = printed;
        continue;
      }
      close(k);
      open.set(k, { first: printed, last: printed });
    }
    const cut = src.truncated?.part === 'glossary' ? src.truncated.after : src.truncated ? '' : undefined;
    for (const k of [...open.keys()]) {
      if (seen.has(k) || !k.startsWith(`${src.lang}\u0000`)) continue;
      // Past where a truncated file stops, an entry's absence says nothing.
      const headword = k.slice(src.lang.length + 1);
      if (cut !== undefined && headword.localeCompare(cut, SOURCE_LANG, { sensitivity: 'base' }) > 0) continue;
      close(k);
    }
  }
  for (const k of [...open.keys()]) close(k);
  // Other sources' entries (a whole translation's glossary), as printed, in the release they translate.
  for (const s of loaded) {
    const src = byId.get(s.entry.id)!;
    if (isRelease(src)) continue;
    // Read in the numbering of the release it translates (a whole translation's base).
    const numbering = src.base ?? src.numbering ?? identity.canonicalNumbering;
    const shifts = lineShifts(s.tree);
    for (const [i, node] of s.tree.children.entries())
      if (node.type === 'glossaryEntry') {
        const printed = { node, src, numbering, line: node.position.start.line + (shifts?.[i] ?? 0) };
        out.push(entryOf(printed, printed, identity));
      }
  }
  const printedOrder = (release: string) => {
    const src = releases.find((r) => r.date === release);
    const tree = src && treeOf.get(src.id);
    if (!tree) return undefined;
    const order = new Map<string, number>();
    for (const node of tree.children) if (node.type === 'glossaryEntry') order.set(node.headword, order.size);
    return order;
  };
  matchGlossaries(out, (id) => byId.get(id)?.base ?? byId.get(id)?.numbering, printedOrder);
  // In the order the sources list them, each source's entries in its own order.
  const order = new Map(sources.map((s, i) => [s.id, i]));
  return out.sort((a, b) => order.get(a.source)! - order.get(b.source)! || a.line - b.line);
}

/** An entry printed alike (compared field by field: a joined key per entry and release was some 15 MB of strings). */
function samePrinted(a: GlossaryEntryNode, b: GlossaryEntryNode): boolean {
  const same = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((v, i) => v === y[i]);
  return (
    Boolean(a.obsolete) === Boolean(b.obsolete) &&
    (a.redirect ?? '') === (b.redirect ?? '') &&
    same(a.senses, b.senses) &&
    same(a.examples, b.examples)
  );
}

function entryOf(first: Printed, last: Printed, identity: Identity): GlossaryEntry {
  const { node, src } = first;
  const text = node.senses.join('\n');
  const rules = new Set<string>();
  // Links read as the newest release of the run reads its numbers.
  for (const t of [text, ...node.examples])
    for (const ref of extractReferences(t, src.lang))
      for (const n of ref.numbers) rules.add(identity.resolve(last.numbering, n));
  return {
    term: node.headword,
    terms: node.terms,
    lang: src.lang,
    source: src.id,
    version: isRelease(src) ? src.date! : null,
    ...(last !== first ? { through: last.src.date! } : {}),
    obsolete: node.obsolete,
    senses: node.senses,
    text,
    ...(node.redirect ? { redirect: node.redirect } : {}),
    examples: node.examples,
    rules: sortNumbers(rules),
    line: first.line,
  };
}
