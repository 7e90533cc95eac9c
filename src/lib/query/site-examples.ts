/**
 * The runnable examples index (/{lang}/examples/): every scenario, in the order of the rules it
 * illustrates (the rule it is quoted from, else the first it names; then the example's number),
 * grouped by that rule's section, each linked to where it runs (that rule's page) and to every
 * rule it names.
 */
import { compareNumbers } from '../parse/numbers.js';
import type { Scenario } from '../scenarios/schema.js';
import { ruleHref } from './site.js';
import { scenarioAnchor, siteScenarios } from './site-scenarios.js';

export interface ExampleRow {
  id: string;
  title: string;
  /** Where it runs: its rule's page, at the example. */
  href: string;
  rules: Array<{ id: string; href: string }>;
}

export interface ExampleGroup {
  section: string;
  rows: ExampleRow[];
}

const sectionOf = (id: string) => id.split('.')[0]!;

/** The rule an example belongs to: the one it is quoted from, else the first it names. */
const home = (s: Scenario) => s.source.rule ?? s.rules[0]!;

function order(a: Scenario, b: Scenario): number {
  return (
    compareNumbers(home(a), home(b)) ||
    (a.source.example ?? 0) - (b.source.example ?? 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function exampleGroups(lang: string, scenarios: readonly Scenario[] = siteScenarios()): ExampleGroup[] {
  const groups: ExampleGroup[] = [];
  for (const s of [...scenarios].sort(order)) {
    const first = home(s);
    const row: ExampleRow = {
      id: s.id,
      title: s.title,
      href: `${ruleHref(lang, first)}#${scenarioAnchor(s.id)}`,
      rules: s.rules.map((id) => ({ id, href: ruleHref(lang, id) })),
    };
    const last = groups.at(-1);
    if (last?.section === sectionOf(first)) last.rows.push(row);
    else groups.push({ section: sectionOf(first), rows: [row] });
  }
  return groups;
}
