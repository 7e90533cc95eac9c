/**
 * Raw renditions placed by identity → rules with their renditions and edges (parent, children,
 * references, cards). The official English text of a rule is stored once per change, not once per
 * release (DESIGN §7 Store): consecutive releases that print the same number, title, text and
 * examples are one rendition, its `version` the first of them and `through` the last.
 */
import { SOURCE_LANG } from '../langs/source.js';
import type { RawRendition } from '../model/renditions.js';
import { renditionNode } from '../model/renditions.js';
import type { Identity } from '../model/identity.js';
import type { LoadedSource } from '../model/stage.js';
import type { Rendition, Rule } from '../model/schema.js';
import { kindOf, parentOf, sortNumbers } from '../model/numbers.js';
import { extractReferences } from '../enrich/references.js';
import type { CardIndex } from './cards.js';

export function assembleRules(
  raw: RawRendition[],
  identity: Identity,
  cards: CardIndex,
  loaded: LoadedSource[],
  crVersions: readonly string[],
): Record<string, Rule> {
  const rules = new Map<string, Rule>();
  const get = (id: string): Rule => {
    let r = rules.get(id);
    if (!r) rules.set(id, (r = emptyRule(id)));
    return r;
  };
  const crSources = new Set(loaded.filter((s) => s.entry.format === 'cr').map((s) => s.entry.id));
  const releaseIndex = new Map(crVersions.map((v, i) => [v, i]));
  const official = new Map<string, RawRendition[]>();
  for (const r of raw) {
    const at = renditionNode(r);
    const id = identity.idAt(at.numbering, at.number)!;
    if (r.lang === SOURCE_LANG && crSources.has(r.source) && r.version !== null && releaseIndex.has(r.version))
      (official.get(id) ?? official.set(id, []).get(id)!).push(r);
    else get(id).renditions.push(renditionOf(r, r, id, identity, cards));
  }
  for (const [id, listed] of official) {
    const rule = get(id);
    // Each rendition's release, read once (the archive's lists hold some 330,000): the sources come
    // in release order, so a list is nearly always sorted already.
    let list = listed;
    let at = list.map((r) => releaseIndex.get(r.version!)!);
    if (at.some((x, k) => k > 0 && x < at[k - 1]!)) {
      const order = at.map((_, k) => k).sort((x, y) => at[x]! - at[y]! || x - y);
      [list, at] = [order.map((k) => listed[k]!), order.map((k) => at[k]!)];
    }
    let run: { first: RawRendition; last: RawRendition; at: number } | undefined;
    const close = () => {
      if (run) rule.renditions.push(renditionOf(run.first, run.last, id, identity, cards));
    };
    list.forEach((r, k) => {
      if (run && at[k] === run.at + 1 && sameText(r, run.last)) {
        run.last = r;
        run.at = at[k]!;
      } else {
        close();
        run = { first: r, last: r, at: at[k]! };
      }
    });
    close();
  }
  const langOrder = (l: string) => (l === SOURCE_LANG ? 0 : 1);
  const sourceOrder = new Map(loaded.map((s, i) => [s.entry.id, i]));
  // Parents: the parent number in the same numbering, else the parent id by form.
  for (const [id, rule] of rules) {
    rule.renditions.sort(
      (a, b) =>
        langOrder(a.lang) - langOrder(b.lang) ||
        (b.version ?? '').localeCompare(a.version ?? '') ||
        (sourceOrder.get(a.source) ?? 0) - (sourceOrder.get(b.source) ?? 0),
    );
    const first = identity.nodesOf.get(id)?.slice(-1)[0];
    let parent: string | undefined;
    if (first) {
      const p = parentOf(first.number);
      if (p)
        parent =
          identity.idAt(first.numbering, p) ??
          (first.numbering === identity.canonicalNumbering ? p : `${p}@${first.numbering}`);
    }
    rule.parent = parent ?? null;
    const titled =
      rule.renditions.find((x) => x.lang === SOURCE_LANG && x.title) ?? rule.renditions.find((x) => x.title);
    rule.title = titled?.title ?? '';
    const refs = new Set(rule.renditions.flatMap((x) => x.references ?? []));
    rule.references = sortNumbers(refs);
    rule.cards = [
      ...new Set(rule.renditions.flatMap((x) => [...(x.cards ?? []), ...x.examples.flatMap((e) => e.cards)])),
    ].sort();
  }
  for (const rule of rules.values()) {
    if (rule.parent && rules.has(rule.parent)) rules.get(rule.parent)!.children.push(rule.id);
    for (const ref of rule.references) rules.get(ref)?.referencedBy.push(rule.id);
  }
  const out: Record<string, Rule> = {};
  for (const id of sortNumbers(rules.keys())) {
    const rule = rules.get(id)!;
    rule.children = sortNumbers(rule.children);
    rule.referencedBy = sortNumbers(new Set(rule.referencedBy));
    out[id] = rule;
  }
  return out;
}

/** A rule with nothing yet: its kind read from its number, its keys in the schema's order. */
export function emptyRule(id: string): Rule {
  return {
    id,
    kind: kindOf(id.replace(/@.*/, '')),
    parent: null,
    title: '',
    renditions: [],
    revisions: [],
    alignments: [],
    review: [],
    children: [],
    references: [],
    referencedBy: [],
    cards: [],
  };
}

/**
 * What must be equal for two releases' texts of a rule to be stored once (compared field by field:
 * a joined key per rendition was some 100 MB of strings over the archive).
 */
function sameText(a: RawRendition, b: RawRendition): boolean {
  return (
    a.number === b.number &&
    a.title === b.title &&
    a.text === b.text &&
    Boolean(a.inferred) === Boolean(b.inferred) &&
    a.examples.length === b.examples.length &&
    a.examples.every((x, i) => x === b.examples[i])
  );
}

/**
 * The rendition of `first`'s text, held from `first`'s version through `last`'s. References are read
 * in the newest numbering it held: that is how its numbers read while it stood unchanged.
 */
function renditionOf(
  first: RawRendition,
  last: RawRendition,
  id: string,
  identity: Identity,
  cards: CardIndex,
): Rendition {
  const refs = new Set<string>();
  for (const t of [first.text, ...first.examples, ...(first.variants ?? []).map((v) => v.text)])
    for (const ref of extractReferences(t, first.lang))
      for (const n of ref.numbers) refs.add(identity.resolve(last.numbering, n));
  refs.delete(id);
  const bodyCards = cards.find(first.text, first.lang, id, first.source, false);
  // Keys written out in the schema's order (graph.json is serialised as built).
  const rendition: Rendition = {
    lang: first.lang,
    source: first.source,
    number: first.number,
    version: first.version,
    ...(last !== first ? { through: last.version! } : {}),
    title: first.title,
    text: first.text,
    examples: first.examples.map((text, k) => ({
      text,
      cards: cards.find(text, first.lang, id, first.source, true),
      ...(first.exampleAt ? { at: first.exampleAt[k]! } : {}),
    })),
    placement: identity.placementOf(first),
    line: first.line,
    ...(first.inferred ? { inferred: true } : {}),
    ...(first.numbering !== identity.canonicalNumbering
      ? { sourceNumber: first.number, numbering: first.numbering }
      : {}),
    ...(first.variants ? { variants: first.variants } : {}),
    cards: bodyCards,
    references: sortNumbers(refs),
  };
  return rendition;
}
