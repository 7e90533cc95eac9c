/**
 * `rules diff FROM TO` → {from, to, added, removed, moved:[{id, from, to}], changed:[{id, number, change, diff}],
 * requested, addedRules}; printed as the releases the dates meant, a summary, then the changes by section.
 */
import type { Command } from 'commander';
import { printJson } from '../output.js';
import { graphFor, withCommon, type CommonOptions } from './common.js';
import { render } from './history.js';
import type { ReleaseDiff } from '../../lib/query/release-diff.js';
import { parseNumber } from '../../lib/model/numbers.js';
import { fullText } from '../../lib/text/rule-text.js';

export function registerDiff(program: Command): void {
  withCommon(
    program
      .command('diff')
      .argument('<from>', 'a version: a date (the newest release on or before it) or a version id')
      .argument('<to>', 'a later version (or the same)'),
  )
    .description('what changed between two versions: rules added, removed, moved (found by content) and changed')
    .action(async (from: string, to: string, opts: CommonOptions) => {
      const { releaseDiff } = await import('../../lib/query/release-diff.js');
      const result = releaseDiff(await graphFor(opts), from, to);
      if (opts.json) return printJson(result);
      process.stdout.write(summary(result));
    });
}

/** A rule id for people: a retired rule's `500.5@2021-07-23` reads "500.5 (last in 2021-07-23)". */
const shownId = (id: string) => id.replace(/^([^@]+)@(.+)$/, '$1 (last in $2)');

/** The section a number files under (a chapter under itself). */
function sectionOf(number: string): string {
  const p = parseNumber(number);
  return !p || p.section < 0 ? number.replace(/@.*/, '') : String(p.section);
}

/**
 * The release each date between releases meant, the summary, then the changes by section: added
 * rules with their text, removed and moved rules by number, and the word diff of each change of
 * substance (renumbering and typography alone are listed, not drawn).
 */
export function summary(d: ReleaseDiff): string {
  const classes = new Map<string, number>();
  for (const c of d.changed) classes.set(c.change, (classes.get(c.change) ?? 0) + 1);
  const lines = [
    ...(['from', 'to'] as const)
      .filter((side) => d.requested[side] !== d[side])
      .map((side) => `${d.requested[side]} → the ${d[side]} release (the newest on or before it)`),
    `${d.from} → ${d.to}: ${d.added.length} added, ${d.removed.length} removed, ${d.moved.length} moved, ` +
      `${d.changed.length} changed (${[...classes].map(([k, n]) => `${n} ${k}`).join(', ') || 'none'})`,
  ];
  const sections = new Map<string, string[]>();
  const add = (number: string, line: string) =>
    (sections.get(sectionOf(number)) ?? sections.set(sectionOf(number), []).get(sectionOf(number))!).push(line);
  const movedTo = new Map(d.moved.map((m) => [m.id, m]));
  const texts = new Map(d.addedRules.map((r) => [r.id, r]));
  for (const id of d.added) {
    const r = texts.get(id);
    const text = r ? fullText({ title: r.title ?? '', text: r.text, examples: r.examples }) : '';
    add(id, `  added ${shownId(id)}${text ? `\n${indent(text)}` : ''}`);
  }
  for (const id of d.removed) add(id, `  removed ${shownId(id)}`);
  for (const m of d.moved) {
    // The id is worth printing only when it is neither number (a rule since renumbered again).
    const also = m.id !== m.to && m.id !== m.from ? ` (now ${shownId(m.id)})` : '';
    if (!d.changed.some((c) => c.id === m.id)) add(m.to, `  moved ${m.from} → ${m.to}${also}`);
  }
  for (const c of d.changed) {
    const m = movedTo.get(c.id);
    const where = m ? `${m.from} → ${c.number}` : c.number;
    const also = c.id.replace(/@.*/, '') !== c.number && !m ? ` (now ${shownId(c.id)})` : '';
    const head = `  changed ${where}${also}: ${c.change}`;
    add(c.number, c.change === 'substantive' ? `${head}\n${indent(render(c.diff))}` : head);
  }
  for (const section of [...sections.keys()].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b)))
    lines.push('', section, ...sections.get(section)!);
  return lines.join('\n') + '\n';
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((l) => `      ${l}`)
    .join('\n');
