/**
 * Identity: which renditions are the same rule, and the canonical id of each rule (DESIGN §3).
 * A node is (numbering, number); same numbering + same number is the same rule by definition.
 * Nodes of different numberings are joined by evidence:
 *  - content: consecutive CR versions with the same number and similar English text;
 *    the newest CR and today's numbering ("current"), confirmed by an English text that matches;
 *  - declared: a numbering map in content/numbering (scored at most 0.5).
 * Each cluster's id is its number in the newest numbering it appears in; a retired rule whose last
 * number is now another rule's id gets NUMBER@DATE; a translation nobody could place gets NUMBER@NUMBERING.
 */
import { SOURCE_LANG } from '../langs/source.js';
import { renditionNode, type RawRendition } from '../model/renditions.js';
import { placeTranslations } from './place.js';
import type { AnchorTools } from '../enrich/anchors.js';
import { mapNumber, type NumberingMap } from '../content/numbering.js';
import { similarity } from '../text/similarity.js';
import { fullText, SAME_RULE, type VersionMatching } from './match.js';
import type { Placement } from '../model/schema.js';
import { CURRENT, matchColumns, NodeMap, nodeKey, type Identity, type NodeKey } from '../model/identity.js';
import { officialRules, type PairCache } from './matchings.js';
import { MatchingsAhead } from './match-ahead.js';

interface Link {
  /** Node indices (see `nodes` in buildIdentity). */
  a: number;
  b: number;
  by: 'content' | 'declared';
  score: number;
  evidence: string;
}

/** Disjoint sets of nodes 0…n-1 (path halving); which node stands for a set does not matter. */
class UnionFind {
  private readonly parent: Int32Array;
  constructor(n: number) {
    this.parent = Int32Array.from({ length: n }, (_, i) => i);
  }
  find(i: number): number {
    const parent = this.parent;
    while (parent[i] !== i) {
      const up = parent[parent[i]!]!;
      parent[i] = up;
      i = up;
    }
    return i;
  }
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

export function orderNumberings(numberings: Iterable<string>): string[] {
  return [...new Set(numberings)].sort((a, b) => (a === CURRENT ? 1 : b === CURRENT ? -1 : a < b ? -1 : a > b ? 1 : 0));
}

export function buildIdentity(
  renditions: RawRendition[],
  crDates: string[],
  maps: NumberingMap[],
  tools?: AnchorTools,
  cache?: PairCache,
  /**
   * Whole translations of a release content holds (model/sources.ts): their numbers are that
   * release's, as the translators kept them, so content does not move them.
   */
  wholeTranslations: ReadonlySet<string> = new Set(),
): Identity {
  const crs = [...crDates].sort();
  // Pairs of releases the cache lacks are matched on a worker thread meanwhile (match-ahead.ts).
  // Each release's rules, as matching reads them: read before translations are placed, which never
  // adds one (matchings.ts officialRules).
  const releases = officialRules(renditions, crs);
  const ahead = crs.length > 1 ? new MatchingsAhead(releases, cache) : undefined;
  placeByContent(renditions, tools, wholeTranslations);
  // Nodes are numbered as first seen (hundreds of thousands with the archive: integers, not keys),
  // found by numbering then number; each numbering's numbers in that order. A node's renditions are
  // its first one and, for the few that hold more (a translation placed on an English node), the
  // rest in `moreAt`: no list per node.
  const nodeNumberings: string[] = [];
  const nodeNumbers: string[] = [];
  const nodeFirst: Array<RawRendition | undefined> = [];
  const moreAt = new Map<number, RawRendition[]>();
  const nodeIndex = new Map<string, Map<string, number>>();
  const numbersOf = new Map<string, string[]>();
  const nodeAt = (numbering: string, number: string) => nodeIndex.get(numbering)?.get(number);
  const addNode = (numbering: string, number: string, first?: RawRendition): number => {
    const i = nodeNumberings.length;
    nodeNumberings.push(numbering);
    nodeNumbers.push(number);
    nodeFirst.push(first);
    (nodeIndex.get(numbering) ?? nodeIndex.set(numbering, new Map()).get(numbering)!).set(number, i);
    (numbersOf.get(numbering) ?? numbersOf.set(numbering, []).get(numbering)!).push(number);
    return i;
  };
  for (const r of renditions) {
    const at = renditionNode(r);
    const i = nodeAt(at.numbering, at.number);
    if (i === undefined) addNode(at.numbering, at.number, r);
    else (moreAt.get(i) ?? moreAt.set(i, []).get(i)!).push(r);
  }
  const numberings = orderNumberings(renditions.map((r) => r.numbering));
  const canonicalNumbering = numberings[numberings.length - 1] ?? CURRENT;
  const englishAt = (numbering: string, number: string): RawRendition | undefined => {
    const i = nodeAt(numbering, number);
    if (i === undefined) return undefined;
    const english = (x: RawRendition) =>
      x.lang === SOURCE_LANG && x.numbering === numbering && Boolean(x.text || x.title);
    const first = nodeFirst[i];
    return first && english(first) ? first : moreAt.get(i)?.find(english);
  };
  const englishText = (numbering: string, number: string): string | undefined => {
    const r = englishAt(numbering, number);
    return r ? fullText(r) : undefined;
  };
  const numbersIn = (numbering: string): string[] => [...(numbersOf.get(numbering) ?? [])];

  const links: Link[] = [];
  const matchings: VersionMatching[] = [];
  // Consecutive CR versions: the history stage decides which rule is which. Their matches join
  // nodes of official releases only, whose placement never reads links (placementOf): kept as
  // pairs of node indices, not as links (hundreds of thousands over the archive).
  const matched: number[] = [];
  for (let i = 1; i < crs.length; i++) {
    const older = crs[i - 1]!;
    const newer = crs[i]!;
    const matching = ahead!.matching(i - 1, releases[i - 1]!, releases[i]!);
    matchings.push(matching);
    const olderNodes = nodeIndex.get(older)!;
    const newerNodes = nodeIndex.get(newer)!;
    const { older: from, newer: to } = matchColumns(matching);
    for (let k = 0; k < from.length; k++) matched.push(olderNodes.get(from[k]!)!, newerNodes.get(to[k]!)!);
  }
  ahead?.close();
  // The newest CR against today's numbering: confirmed when an English "current" text matches it.
  const newestCr = crs[crs.length - 1];
  if (newestCr && canonicalNumbering === CURRENT) {
    let confirmed = false;
    for (const n of numbersIn(CURRENT)) {
      const tc = englishText(CURRENT, n);
      const tn = englishText(newestCr, n);
      if (tc !== undefined && tn !== undefined && similarity(tc, tn) >= SAME_RULE) confirmed = true;
    }
    if (confirmed)
      for (const n of numbersIn(CURRENT))
        if (nodeAt(newestCr, n) !== undefined)
          links.push({
            a: nodeAt(newestCr, n)!,
            b: nodeAt(CURRENT, n)!,
            by: 'content',
            score: 1,
            evidence: `today's numbering is that of ${newestCr} (an English text matches)`,
          });
  }
  // Declared numbering maps.
  const declaredTarget = new Map<NodeKey, { key: NodeKey; evidence: string } | null>();
  for (const map of maps) {
    const to = map.to === CURRENT ? canonicalNumbering : map.to;
    for (const n of numbersIn(map.from)) {
      const m = mapNumber(map, n);
      if (m === undefined) continue;
      const from = nodeKey(map.from, n);
      // Where the official text of that version is ingested, content (history matching) decides.
      if (englishAt(map.from, n) && crs.includes(map.from)) continue;
      if (m === null) {
        declaredTarget.set(from, null);
        continue;
      }
      const target = nodeKey(to, m);
      declaredTarget.set(from, { key: target, evidence: `declared: ${n} of ${map.from} is ${m} in ${map.to}` });
      links.push({
        a: nodeAt(map.from, n)!,
        b: nodeAt(to, m) ?? addNode(to, m),
        by: 'declared',
        score: 0.5,
        evidence: `declared: ${n} of ${map.from} is ${m} in ${map.to}`,
      });
    }
  }

  const uf = new UnionFind(nodeNumberings.length);
  for (let i = 0; i < matched.length; i += 2) uf.union(matched[i]!, matched[i + 1]!);
  for (const l of links) uf.union(l.a, l.b);

  // Clusters (their nodes, in the order first seen) and their ids.
  const clusters = new Map<number, number[]>();
  for (let i = 0; i < nodeNumberings.length; i++) {
    const root = uf.find(i);
    const list = clusters.get(root);
    if (list) list.push(i);
    else clusters.set(root, [i]);
  }
  const order = new Map(numberings.map((n, i) => [n, i]));
  const crSet = new Set(crs);
  const rankOf = nodeNumberings.map((n) => order.get(n) ?? 0);
  // A node as its first rendition names it (no object per node): only a declared target has none.
  const nodeOf = (i: number): { numbering: string; number: string } => {
    const first = nodeFirst[i];
    return first ? renditionNode(first) : { numbering: nodeNumberings[i]!, number: nodeNumbers[i]! };
  };
  // Each cluster's nodes, oldest numbering first (a stable sort: first seen first among equals).
  const sortedNodes = (members: number[]) => [...members].sort((a, b) => rankOf[a]! - rankOf[b]!).map(nodeOf);
  interface Claim {
    root: number;
    number: string;
    rank: number;
    lastVersion: string;
    placed: boolean;
  }
  const claims: Claim[] = [];
  const clusterNodes: Array<Array<{ numbering: string; number: string }>> = [];
  for (const [root, members] of clusters) {
    const nodes = sortedNodes(members);
    clusterNodes.push(nodes);
    const newest = nodes[nodes.length - 1]!;
    const hasCr = nodes.some((n) => crSet.has(n.numbering));
    const placed = hasCr || newest.numbering === canonicalNumbering;
    const lastVersion =
      [...nodes].reverse().find((n) => n.number === newest.number && crSet.has(n.numbering))?.numbering ??
      newest.numbering;
    claims.push({ root, number: newest.number, rank: order.get(newest.numbering) ?? 0, lastVersion, placed });
  }
  const winner = new Map<string, Claim>();
  for (const c of claims) {
    if (!c.placed) continue;
    const w = winner.get(c.number);
    if (!w || c.rank > w.rank) winner.set(c.number, c);
  }
  const idOfRoot = new Map<number, string>();
  for (const c of claims) {
    const id = !c.placed
      ? `${c.number}@${c.lastVersion}`
      : winner.get(c.number) === c
        ? c.number
        : `${c.number}@${c.lastVersion}`;
    idOfRoot.set(c.root, id);
  }
  // Each node's id by its index; the numbers translations printed where no node is, aside.
  const idOfNode = new Array<string>(nodeNumberings.length);
  const printed = new NodeMap<string>();
  const idAt = (numbering: string, number: string): string | undefined => {
    const i = nodeAt(numbering, number);
    return i === undefined ? printed.get(numbering, number) : idOfNode[i];
  };
  const nodesOf = new Map<string, Array<{ numbering: string; number: string }>>();
  let c = 0;
  for (const [root, members] of clusters) {
    const id = idOfRoot.get(root)!;
    for (const i of members) idOfNode[i] = id;
    nodesOf.set(id, clusterNodes[c++]!);
  }

  // A translation placed by content still printed its own number in its numbering: that number
  // is one the rule had then (lookup of 706.10 in the 2012 numbering finds today's 707.10).
  for (const r of renditions) {
    if (!r.placedAt || !r.number) continue;
    if (idAt(r.numbering, r.number) !== undefined) continue;
    const id = idAt(r.placedAt.numbering, r.placedAt.number);
    if (!id) continue;
    printed.set(r.numbering, r.number, id);
    const nodes = nodesOf.get(id)!;
    nodes.push({ numbering: r.numbering, number: r.number });
    nodes.sort((a, b) => (order.get(a.numbering) ?? 0) - (order.get(b.numbering) ?? 0));
  }

  const linkOf = new Map<number, Link[]>();
  for (const l of links) for (const k of [l.a, l.b]) (linkOf.get(k) ?? linkOf.set(k, []).get(k)!).push(l);

  function placementOf(r: RawRendition): Placement {
    if (r.placedAt) return r.placedAt.placement;
    const id = idAt(r.numbering, r.number)!;
    if (id.includes('@') && !crSet.has(r.numbering))
      return { by: 'none', score: 0, evidence: [`no counterpart for ${r.number} of ${r.numbering} in the content`] };
    if (crSet.has(r.numbering) && r.lang === SOURCE_LANG)
      return { by: 'content', score: 1, evidence: [`official text of ${r.numbering}`] };
    const declared = declaredTarget.get(nodeKey(r.numbering, r.number));
    if (declared) return { by: 'declared', score: 0.5, evidence: [declared.evidence] };
    const node = nodeAt(r.numbering, r.number);
    const own = (node === undefined ? [] : (linkOf.get(node) ?? [])).filter((l) => l.by === 'content');
    if (r.lang === SOURCE_LANG && own.length > 0)
      return { by: 'content', score: Math.max(...own.map((l) => l.score)), evidence: own.map((l) => l.evidence) };
    if (wholeTranslations.has(r.source))
      return {
        by: 'declared',
        score: 0.5,
        evidence: [`printed number ${r.number} of the ${r.numbering} release, which this whole translation follows`],
      };
    // A translation placed by the number it prints in its numbering: a declaration, not proof.
    return { by: 'declared', score: 0.5, evidence: [`printed number ${r.number} in numbering ${r.numbering}`] };
  }

  function resolve(numbering: string, number: string): string {
    const id = idAt(numbering, number);
    if (id) return id;
    for (const map of maps) {
      if (map.from !== numbering) continue;
      const m = mapNumber(map, number);
      if (m) {
        const to = map.to === CURRENT ? canonicalNumbering : map.to;
        return idAt(to, m) ?? m;
      }
    }
    return numbering === canonicalNumbering ? number : `${number}@${numbering}`;
  }

  const matchedBy = ahead?.stats;
  return { numberings, canonicalNumbering, idAt, nodesOf, placementOf, resolve, matchings, matchedBy };
}

/** Translations placed by content (alignment stage) move to the English node they translate. */
function placeByContent(renditions: RawRendition[], tools: AnchorTools | undefined, kept: ReadonlySet<string>): void {
  const english = new Map<string, Map<string, RawRendition>>();
  for (const r of renditions) {
    if (r.lang !== SOURCE_LANG) continue;
    const m = english.get(r.numbering) ?? english.set(r.numbering, new Map()).get(r.numbering)!;
    if (!m.has(r.number)) m.set(r.number, r);
  }
  const numberings = orderNumberings(renditions.map((r) => r.numbering));
  const placed = placeTranslations(
    renditions.filter((r) => r.lang !== SOURCE_LANG && !kept.has(r.source)),
    { english, numberings, canonicalNumbering: numberings[numberings.length - 1] ?? CURRENT, tools },
  );
  for (const [r, p] of placed) r.placedAt = p;
  // A paragraph whose number was dropped has no node until content places it: unplaced, it goes.
  for (let i = renditions.length - 1; i >= 0; i--)
    if (renditions[i]!.number === '' && !renditions[i]!.placedAt) renditions.splice(i, 1);
}
