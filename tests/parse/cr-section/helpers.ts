/** Helpers shared by the cr-section and rule-excerpt parser tests. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import { decode } from '../../../src/lib/decode/index.js';
import type { BlockNode, Parser, RuleNode, SourceRoot } from '../../../src/lib/model/tree.js';

export interface Parsed {
  tree: SourceRoot;
  warnings: Array<{ line: number; reason: string }>;
}

export function run(parser: Parser, text: string, lang = 'ru'): Parsed {
  const warnings: Parsed['warnings'] = [];
  const tree = parser(text, { file: 'test.txt', lang, warn: (line, reason) => warnings.push({ line, reason }) });
  return { tree, warnings };
}

/** A content file read the way ingestion reads it: bytes, then decode. */
export function readSource(file: string): string {
  return decode(readFileSync(file), file).text;
}

export function rules(tree: SourceRoot): RuleNode[] {
  return tree.children.filter((c): c is RuleNode => c.type === 'rule');
}

export function rule(tree: SourceRoot, number: string): RuleNode {
  const found = rules(tree).find((r) => r.number === number);
  if (!found) throw new Error(`no rule ${number}`);
  return found;
}

export function ofType<T extends BlockNode['type']>(tree: SourceRoot, type: T): Array<Extract<BlockNode, { type: T }>> {
  return tree.children.filter((c): c is Extract<BlockNode, { type: T }> => c.type === type);
}

/** Body paragraphs and examples of a rule, as [type, value] pairs. */
export function body(r: RuleNode): Array<[string, string]> {
  return r.children.map((c) => [c.type, c.value]);
}

/** Every start/end line in the tree (top-level nodes and rule children). */
export function allLines(tree: SourceRoot): number[] {
  const out: number[] = [];
  for (const c of tree.children) {
    out.push(c.position.start.line, c.position.end.line);
    if (c.type === 'rule') for (const k of c.children) out.push(k.position.start.line, k.position.end.line);
  }
  return out;
}

/** Compare with a JSON fixture; UPDATE=1 rewrites it (check the diff before committing). */
export function expectFixture(fixture: string, value: unknown): void {
  const json: unknown = JSON.parse(JSON.stringify(value));
  if (process.env.UPDATE === '1') writeFileSync(fixture, JSON.stringify(json, null, 2) + '\n');
  expect(existsSync(fixture), `${fixture} missing: run with UPDATE=1`).toBe(true);
  expect(json).toEqual(JSON.parse(readFileSync(fixture, 'utf8')));
}
