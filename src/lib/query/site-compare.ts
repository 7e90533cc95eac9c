/**
 * The compare page: one column per language, the rendition every reader gets (English in force,
 * a translation's preferred one: model/preference.ts), sentences numbered as alignments number
 * them, and for every sentence the pairs ("groups") of the alignments between those columns it
 * belongs to, whether a pair is low-confidence or unpaired. (Taking the first rendition any
 * alignment used instead put a Korean base's English beside the Russian with no pairs between them.)
 */
import type { Rendition, Rule } from '../model/schema.js';
import { SOURCE_LANG } from '../langs/source.js';
import { isUiLang } from '../langs/index.js';
import { sentenceBlocks, type SentenceBlock } from '../render/sentences.js';
import { columnHtml } from '../render/compare.js';
import { compareFileOf } from '../model/pages.js';
import { ruleHref, siteIndex } from './site.js';
import type { SiteIndex } from './site-index.js';
import { hasCompare, label } from './site-rule.js';
import { resolverFor } from './site-refs.js';
import { displayNumber } from './site-body.js';

export interface SentenceMark {
  groups: string[];
  low: boolean;
  unpaired: boolean;
}

export interface CompareColumn {
  lang: string;
  rendition: Rendition;
  sourceTitle: string;
  blocks: SentenceBlock[];
  marks: Map<number, SentenceMark>;
}

export interface ComparePage {
  rule: Rule;
  columns: CompareColumn[];
  aligned: boolean;
}

function sameSide(r: Rendition, side: { lang: string; source: string; version: string | null }): boolean {
  if (r.lang !== side.lang) return false;
  // A history page's revisions may be named by version (`SOURCE#N`) rather than by source.
  if (r.source !== side.source && r.version !== side.source) return false;
  return side.version === null || r.version === side.version;
}

export function comparePage(id: string): ComparePage {
  const index = siteIndex();
  const rule = index.rule(id)!;
  // The site's languages (those with routes).
  const columns: CompareColumn[] = index
    .renditionLangs(rule)
    .filter((l) => isUiLang(l))
    .map((lang) => {
      const own = index.renditionsIn(rule, lang);
      const shown = index.shown(id, lang);
      const rendition = shown && !shown.fallback ? shown.rendition : own[0]!;
      return {
        lang,
        rendition,
        sourceTitle: index.sources.get(rendition.source)?.title ?? rendition.source,
        blocks: sentenceBlocks(rendition),
        marks: new Map(),
      };
    });
  const mark = (col: CompareColumn, i: number) => {
    let m = col.marks.get(i);
    if (!m) col.marks.set(i, (m = { groups: [], low: false, unpaired: false }));
    return m;
  };
  let aligned = false;
  // Partners are highlighted transitively (es → en → ru): with English shown, pairs go through it;
  // two translations' own alignment (each weaker than with English) only adds wrong partners.
  const hub = columns.some((c) => c.lang === SOURCE_LANG);
  rule.alignments.forEach((al, k) => {
    if (hub && al.a.lang !== SOURCE_LANG && al.b.lang !== SOURCE_LANG) return;
    const ca = columns.find((c) => sameSide(c.rendition, al.a));
    const cb = columns.find((c) => sameSide(c.rendition, al.b));
    if (!ca || !cb) return;
    aligned = true;
    al.pairs.forEach((p, j) => {
      const g = `g${k}-${j}`;
      const paired = p.a.length > 0 && p.b.length > 0;
      for (const [col, idx] of [
        [ca, p.a],
        [cb, p.b],
      ] as const) {
        for (const i of idx) {
          const m = mark(col, i);
          if (paired) {
            m.groups.push(g);
            if (p.low) m.low = true;
          } else if (!m.groups.length) m.unpaired = true;
        }
      }
    });
  });
  // A sentence of an aligned column that no pair holds has no counterpart (the legend's style),
  // whether the aligner listed it as unpaired or left it out.
  for (const c of columns) {
    if (!c.marks.size) continue;
    for (const block of c.blocks) for (const x of block.sentences) mark(c, x.index).unpaired = false;
    for (const m of c.marks.values()) m.unpaired = m.groups.length === 0;
  }
  return { rule, columns, aligned };
}

/**
 * One rule's compare page as the browser draws it (client/compare.ts), the same in every interface:
 * per column its language, source, version and printed number, and its sentences as sanitised HTML
 * (render/compare.ts; links to rules written for the source language, which the page rewrites for
 * its own).
 */
export interface CompareData {
  /** Is any pair of columns aligned? */
  a: boolean;
  c: Array<{ l: string; s: string; v?: string; p?: string; x: string }>;
}

const byFile = new WeakMap<SiteIndex, Map<string, string[]>>();

/**
 * The rules in force with a compare page (two languages or more), by data file (model/pages.ts):
 * once per index, as every one of the 1,300 files' routes asks for its own.
 */
function compareIdsByFile(): Map<string, string[]> {
  const index = siteIndex();
  let out = byFile.get(index);
  if (out) return out;
  byFile.set(index, (out = new Map()));
  for (const id of index.edition.ids) {
    const rule = index.rule(id);
    if (!rule || !hasCompare(rule)) continue;
    const key = compareFileOf(id);
    (out.get(key) ?? out.set(key, []).get(key)!).push(id);
  }
  return out;
}

/** The names of the compare data files (/compare/{file}.json). */
export function compareFiles(): string[] {
  return [...compareIdsByFile().keys()];
}

/** /compare/{file}.json: the compare pages of a rule and its subrules in force (or a section's), by id. */
export function compareFile(file: string): Record<string, CompareData> {
  const index = siteIndex();
  const out: Record<string, CompareData> = {};
  for (const id of compareIdsByFile().get(file) ?? []) {
    const page = comparePage(id);
    const number = displayNumber(id);
    out[id] = {
      a: page.aligned,
      c: page.columns.map((c) => ({
        l: c.lang,
        s: c.sourceTitle,
        ...(c.rendition.version ? { v: label(c.rendition.version) } : {}),
        ...(c.rendition.number && c.rendition.number !== number ? { p: c.rendition.number } : {}),
        x: columnHtml(c.lang, c.blocks, c.marks, {
          lang: c.lang,
          resolve: resolverFor(index, c.rendition),
          href: (x) => ruleHref(SOURCE_LANG, x),
        }),
      })),
    };
  }
  return out;
}
