/**
 * Publications of one release. Wizards sometimes publishes a release again under the same effective
 * date (2026-08-07 three times in two weeks) with its whitespace, line ends, byte-order mark or
 * encoding changed, or a typo fixed. The newest publication becomes the release's source; the older
 * ones keep their bytes in content/ beside it, and sources.yaml lists them all (DESIGN §8:
 * `publications: [{file, sha256, fetched}]`, newest last, plus `name`: the file name as published).
 *
 * comparePublications says what one publication changed from the one before, in the order a reader
 * asks: only the byte-order mark or the encoding, the line ends, white space, or the texts of which
 * rules and glossary entries (or text outside them: introduction, contents, credits).
 */
import { SOURCE_LANG } from '../langs/source.js';
import { decode, splitLines } from '../decode/index.js';
import { parseCr } from './cr/index.js';
import type { GlossaryEntryNode, RuleNode, SourceRoot } from '../model/tree.js';
import { withoutSilentEdges } from '../text/invisible.js';
import { compareNumbers } from '../model/numbers.js';

/** What kinds of difference there are between two publications, in this order. */
export const DIFFERENCE_KINDS = ['byte-order mark', 'encoding', 'line ends', 'whitespace', 'text'] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

export interface PublicationDifference {
  kinds: DifferenceKind[];
  /** Rules and subrules whose text, title or examples differ, or that one publication lacks: by number. */
  rules: string[];
  /** Of those, the ones only the newer publication has, and only the older one. */
  added: string[];
  removed: string[];
  /** Glossary entries (headwords) whose definition differs, or that one publication lacks. */
  glossary: string[];
  /** Text outside the rules and the glossary differs (the introduction, contents, credits). */
  other: boolean;
}

const BOMS = new Set(['utf-8-bom', 'utf-16le', 'utf-16be']);

/** The encoding without its byte-order mark; ASCII is every ASCII-compatible one's subset. */
const family = (encoding: string) => (encoding === 'utf-8-bom' ? 'utf-8' : encoding);

/** What `after` changed from `before` (both the bytes of one release's publications). */
export function comparePublications(before: Uint8Array, after: Uint8Array, file: string): PublicationDifference {
  const a = decode(before, file);
  const b = decode(after, file);
  const kinds = new Set<DifferenceKind>();
  const [fa, fb] = [family(a.encoding), family(b.encoding)];
  if (fa !== fb && fa !== 'ascii' && fb !== 'ascii') kinds.add('encoding');
  else if (BOMS.has(a.encoding) !== BOMS.has(b.encoding)) kinds.add('byte-order mark');
  const ta = withoutBom(a.text);
  const tb = withoutBom(b.text);
  const difference: PublicationDifference = {
    kinds: [],
    rules: [],
    added: [],
    removed: [],
    glossary: [],
    other: false,
  };
  if (ta !== tb) {
    if (breaks(ta) !== breaks(tb)) kinds.add('line ends');
    const la = splitLines(ta);
    const lb = splitLines(tb);
    if (!sameLines(la, lb)) {
      if (sameLines(la.map(spaced).filter(Boolean), lb.map(spaced).filter(Boolean))) kinds.add('whitespace');
      else {
        kinds.add('text');
        Object.assign(difference, textDifference(ta, tb, file));
        if (difference.rules.length === 0 && difference.glossary.length === 0) difference.other = true;
      }
    }
  }
  difference.kinds = DIFFERENCE_KINDS.filter((k) => kinds.has(k));
  return difference;
}

/** The difference in words: "whitespace and line ends only", "the texts of rules 702.19b, 704.5aa". */
export function describeDifference(d: PublicationDifference): string {
  if (d.kinds.length === 0) return 'nothing (the same bytes)';
  const form = d.kinds.filter((k) => k !== 'text');
  const parts: string[] = [];
  if (d.rules.length) parts.push(`the text of ${d.rules.length === 1 ? 'rule' : 'rules'} ${d.rules.join(', ')}`);
  if (d.glossary.length)
    parts.push(
      `the glossary's ${d.glossary.length === 1 ? 'entry' : 'entries'} ${d.glossary.map((g) => `“${g}”`).join(', ')}`,
    );
  if (d.other) parts.push('text outside the rules and the glossary (introduction, contents or credits)');
  if (!d.kinds.includes('text')) return `${list(form)} only`;
  return form.length ? `${list(parts)}; also ${list(form)}` : list(parts);
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const withoutBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** The line breaks of a text in order, as one string (CRLF, LF, CR). */
function breaks(text: string): string {
  return (text.match(/\r\n|\r|\n/g) ?? []).join('');
}

function sameLines(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((l, i) => l === b[i]);
}

/** A line as a reader sees it: no invisible edges, one space wherever there is white space. */
function spaced(line: string): string {
  return withoutSilentEdges(line).trim().replace(/\s+/g, ' ');
}

/** Which rules and glossary entries differ between two decoded publications. */
function textDifference(
  a: string,
  b: string,
  file: string,
): Pick<PublicationDifference, 'rules' | 'added' | 'removed' | 'glossary'> {
  const warn = () => {};
  const ra = readings(parseCr(a, { file, lang: SOURCE_LANG, warn }));
  const rb = readings(parseCr(b, { file, lang: SOURCE_LANG, warn }));
  const only = (x: Map<string, string>, y: Map<string, string>) =>
    [...x.keys()].filter((k) => !y.has(k)).sort(compareNumbers);
  return {
    rules: differing(ra.rules, rb.rules).sort(compareNumbers),
    added: only(rb.rules, ra.rules),
    removed: only(ra.rules, rb.rules),
    glossary: differing(ra.glossary, rb.glossary),
  };
}

/** Each rule's and glossary entry's reading (text, title, examples; senses, examples), keyed by number or headword. */
function readings(tree: SourceRoot): { rules: Map<string, string>; glossary: Map<string, string> } {
  const rules = new Map<string, string>();
  const glossary = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type === 'rule') {
      const r = node as RuleNode;
      rules.set(r.number, JSON.stringify([r.title ?? '', r.children.map((c) => [c.type, c.value])]));
    } else if (node.type === 'glossaryEntry') {
      const g = node as GlossaryEntryNode;
      glossary.set(g.headword, JSON.stringify([g.senses, g.examples]));
    }
  }
  return { rules, glossary };
}

function differing(a: Map<string, string>, b: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [key, value] of b) if (a.get(key) !== value) out.push(key);
  for (const key of a.keys()) if (!b.has(key)) out.push(key);
  return out;
}
