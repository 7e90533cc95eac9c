/**
 * Matching the rules of two consecutive CR versions: which rule of the newer version is which rule of
 * the older one. Identity (graph/identity.ts) joins matched rules into one rule across versions.
 * Current stage: same number and similar text only (moves are the history issue's next step).
 */
import { similarity } from '../graph/similarity.js';

export interface VersionRule {
  number: string;
  title: string;
  text: string;
  examples: string[];
}

export interface VersionRules {
  version: string;
  rules: VersionRule[];
}

export interface VersionMatch {
  /** Number in the older version. */
  older: string;
  /** Number in the newer version. */
  newer: string;
  score: number;
  evidence: string;
}

/** Minimum word similarity for two same-numbered texts of consecutive versions to be one rule. */
export const SAME_RULE = 0.6;

export function fullText(r: VersionRule): string {
  return `${r.title}\n${r.text}\n${r.examples.join('\n')}`;
}

export function matchVersions(older: VersionRules, newer: VersionRules): VersionMatch[] {
  const byNumber = new Map(older.rules.map((r) => [r.number, r]));
  const out: VersionMatch[] = [];
  for (const n of newer.rules) {
    const o = byNumber.get(n.number);
    if (!o) continue;
    const s = similarity(fullText(o), fullText(n));
    if (s >= SAME_RULE)
      out.push({
        older: o.number,
        newer: n.number,
        score: s,
        evidence: `same number ${n.number}, text ${Math.round(s * 100)}% alike in ${older.version} and ${newer.version}`,
      });
  }
  return out;
}
