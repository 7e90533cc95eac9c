/**
 * One translation per rule and language, part by part (the round trip loses nothing). A review
 * brought back from a translator's file (`rules import`: xliff, po) holds the parts the translator
 * translated; each part it left untranslated is shown from the newest other translation of the
 * language that has it (a whole translation, an older import, a section), and says so (`titleFrom`,
 * `textFrom`, an example's `from`). Then each rule's renditions are put in the order of preference
 * (model/preference.ts) within each language: the first is the one every reader gets.
 */
import { SOURCE_LANG } from '../langs/source.js';
import { holds } from '../model/ranges.js';
import { compareRenditions, preferenceContext, type PreferenceContext } from '../model/preference.js';
import type { Example, Rendition, Rule, Source, Version } from '../model/schema.js';

const IMPORTS = new Set(['xliff', 'po']);

export function composeTranslations(
  rules: Record<string, Rule>,
  graph: { sources: Source[]; versions: Version[] },
): void {
  const ctx = preferenceContext(graph);
  for (const rule of Object.values(rules)) {
    const imports = rule.renditions.filter((r) => IMPORTS.has(ctx.sources.get(r.source)?.format ?? ''));
    // The oldest import first: a newer one borrows from it as it then reads.
    imports.sort((a, b) => -compareRenditions(a, b, ctx));
    for (const r of imports) compose(rule, r, ctx);
    orderRenditions(rule, ctx);
  }
}

function compose(rule: Rule, r: Rendition, ctx: PreferenceContext): void {
  const donors = rule.renditions
    .filter((d) => d !== r && d.lang === r.lang && compareRenditions(d, r, ctx) > 0)
    .sort((a, b) => compareRenditions(a, b, ctx));
  if (donors.length === 0) return;
  if (!r.title) {
    const d = donors.find((x) => x.title);
    if (d) Object.assign(r, { title: d.title, titleFrom: d.titleFrom ?? d.source });
  }
  if (!r.text) {
    const d = donors.find((x) => x.text);
    if (d) Object.assign(r, { text: d.text, textFrom: d.textFrom ?? d.source });
  }
  // Examples by their place in the English the import was made from.
  const base = ctx.sources.get(r.source)?.base;
  const english = rule.renditions.find((e) => e.lang === SOURCE_LANG && base !== undefined && holds(e, base));
  const own = new Map(r.examples.map((e, k) => [e.at ?? k + 1, e]));
  const places = english?.examples.length ?? Math.max(0, ...donors.map((d) => d.examples.length));
  const slots = Math.max(places, ...own.keys());
  const examples: Example[] = [];
  for (let k = 1; k <= slots; k++) {
    const mine = own.get(k);
    if (mine) {
      examples.push(mine);
      continue;
    }
    for (const d of donors) {
      const e = d.examples.find((x, i) => (x.at ?? i + 1) === k);
      if (e) {
        examples.push({ text: e.text, cards: e.cards, at: k, from: e.from ?? d.source });
        break;
      }
    }
  }
  r.examples = examples;
}

/** Within each language, the preferred rendition first; the languages keep their order. */
function orderRenditions(rule: Rule, ctx: PreferenceContext): void {
  const langs = [...new Set(rule.renditions.map((r) => r.lang))];
  if (langs.length === rule.renditions.length) return;
  const rank = new Map(langs.map((l, i) => [l, i]));
  const at = new Map(rule.renditions.map((r, i) => [r, i]));
  rule.renditions.sort(
    (a, b) =>
      rank.get(a.lang)! - rank.get(b.lang)! ||
      (a.lang === SOURCE_LANG ? at.get(a)! - at.get(b)! : compareRenditions(a, b, ctx) || at.get(a)! - at.get(b)!),
  );
}
