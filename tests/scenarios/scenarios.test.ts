/**
 * Every scenario in content/scenarios runs, and its outcome matches the expectation written from the
 * rule text — at its default parameters and at each hand-checked parameter set (`checks`).
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenarios } from '../../src/lib/scenarios/load.js';
import { runScenario, type Scenario } from '../../src/lib/scenarios/index.js';
import { ROOT, describeCrFiles, crPath } from '../helpers/shared.js';

const DIR = path.join(ROOT, 'content/scenarios');
const scenarios = loadScenarios(DIR);
const fromRules = scenarios.filter((s) => s.source.rule);
const homework = scenarios.filter((s) => s.source.homework);

/** Every example of the copy rules the seeds quote (707.2–707.10 today) and 616.1f's Essence of the Wild. */
const REQUIRED: [string, number, string][] = [
  ['707.10', 1, 'Fork and Emerald Charm'],
  ['707.10', 2, 'Fling'],
  ['707.10', 3, 'Dawnglow Infusion'],
  ['707.2', 1, 'Chimeric Staff and Clone'],
  ['707.2', 2, 'Clone and a face-down Grinning Demon'],
  ['707.3', 1, 'Vesuvan Doppelganger, Runeclaw Bear and Clone'],
  ['707.3', 2, 'Tomoya the Revealer and Nezumi Shortfang'],
  ['707.3', 3, 'face-down Grinning Demon and Branchsnap Lorian'],
  ['707.3', 4, 'face-down Grinning Demon and Wandering Ones'],
  ['707.4', 1, 'Unstable Shapeshifter and Giant Growth'],
  ['707.5', 1, 'Clone as Skyshroud Behemoth'],
  ['707.5', 2, 'Clone as Wall of Omens'],
  ['707.6', 1, 'Adaptive Automaton'],
  ['707.9a', 1, 'Quirion Elves, Unstable Shapeshifter and Clone'],
  ['707.9d', 1, 'Quicksilver Gargantuan and Tarmogoyf'],
  ['707.10e', 1, 'Frontline Heroism, Anointed Procession and Moment of Triumph'],
  ['616.1f', 2, 'Essence of the Wild and Rusted Sentinel'],
];

describe('the scenarios', () => {
  it("cover every example of the seeds' copy rules and 616.1f's Essence of the Wild", () => {
    const have = new Set(fromRules.map((s) => `${s.source.rule}#${s.source.example}`));
    const missing = REQUIRED.filter(([rule, n]) => !have.has(`${rule}#${n}`)).map(
      ([r, n, what]) => `${r} example ${n} (${what})`,
    );
    expect(missing).toEqual([]);
  });

  it('are at least 20 examples of the rules, plus homework questions of the article', () => {
    expect(fromRules.length).toBeGreaterThanOrEqual(20);
    expect(homework.length).toBeGreaterThanOrEqual(5);
  });

  it('are each linked to rules and state the outcome in words', () => {
    for (const s of scenarios) {
      expect(s.rules.length, s.id).toBeGreaterThan(0);
      expect(s.expect.says.en.length, s.id).toBeGreaterThan(10);
    }
  });

  it('have at least two hand-checked parameter sets when they have parameters', () => {
    const thin = scenarios
      .filter((s) => Object.keys(s.params ?? {}).length && (s.checks ?? []).length < 2)
      .map((s) => s.id);
    expect(thin).toEqual([]);
  });
});

describe.each(scenarios.map((s) => [s.id, s] as [string, Scenario]))('%s', (_id, s) => {
  it('plays out as the rule says', () => {
    const r = runScenario(s);
    expect(r.failures).toEqual([]);
    expect(r.passed).toBe(true);
    expect(r.trace.length).toBeGreaterThan(0);
    for (const t of r.trace) {
      expect(t.rule).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
      expect(t.key).toMatch(/^trace\./);
    }
  });

  it.each((s.checks ?? []).map((c) => [JSON.stringify(c.params), c.params] as const))(
    'with %s, as worked out by hand',
    (_p, params) => {
      const r = runScenario(s, params);
      expect(r.failures).toEqual([]);
      expect(r.passed).toBe(true);
    },
  );
});

describe('traces', () => {
  it.each(scenarios.map((s) => [s.id, s] as [string, Scenario]))(
    '%s: every rule it cites is one the engine applied',
    (_id, s) => {
      const runs = [runScenario(s), ...(s.checks ?? []).map((c) => runScenario(s, c.params))];
      const applied = new Set(runs.flatMap((r) => r.trace.map((t) => t.rule)));
      expect(s.rules.filter((r) => !applied.has(r))).toEqual([]);
    },
  );
});

describe('runs', () => {
  it('are deterministic, and the JSON form of the scenarios (what the site ships) runs the same', () => {
    const json = JSON.parse(JSON.stringify(scenarios)) as Scenario[];
    for (const [i, s] of scenarios.entries()) {
      const a = runScenario(s);
      expect(runScenario(json[i]!)).toEqual(a);
      expect(runScenario(s)).toEqual(a);
    }
  });

  it('have no expectation (passed: null) at parameter values nobody worked out', () => {
    const s = scenarios.find((x) => x.id === '707.10-dawnglow-infusion')!;
    const r = runScenario(s, { x: 7 });
    expect(r.passed).toBeNull();
    expect(r.outcome.players['you']!.life).toBe(27);
  });
});

describe('homework scenarios', () => {
  const article = readFileSync(path.join(ROOT, 'content/sources/ru/copy-effects-article.txt'), 'utf8');
  const manifest = readFileSync(path.join(ROOT, 'content/sources.yaml'), 'utf8');
  it.each(homework.map((s) => [s.id, s] as [string, Scenario]))('%s quotes its question from the article', (_id, s) => {
    expect(manifest).toContain(`id: ${s.source.document}`);
    expect(squash(article).includes(squash(s.source.quote)), `not in the article: ${s.source.quote}`).toBe(true);
  });
});

/** Text compared ignoring quote styles, dashes, spacing and line breaks. */
function squash(t: string): string {
  return t
    .replace(/[‘’']/g, "'")
    .replace(/[“”«»"]/g, '"')
    .replace(/[—–]/g, '-')
    .replace(/\+1\+1/g, '+1/+1')
    .replace(/\s+/g, ' ')
    .trim();
}

describeCrFiles('scenarios against the 2025 Comprehensive Rules', () => {
  const cr = readFileSync(crPath('2025-11-14'), 'utf8')
    .replace(/^\uFEFF/, '')
    .replace(/\r/g, '');
  const numbers = new Set([...cr.matchAll(/^(\d{3}(?:\.\d+[a-z]?)?)\.? /gm)].map((m) => m[1]!));

  it.each(scenarios.map((s) => [s.id, s] as [string, Scenario]))('%s cites rules that exist today', (_id, s) => {
    expect(s.rules.filter((r) => !numbers.has(r))).toEqual([]);
  });

  it.each(fromRules.map((s) => [s.id, s] as [string, Scenario]))('%s quotes its example from the rule', (_id, s) => {
    const lines = cr.split('\n');
    const at = lines.findIndex((l) => l.startsWith(`${s.source.rule}. `) || l.startsWith(`${s.source.rule} `));
    expect(at).toBeGreaterThanOrEqual(0);
    const examples: string[] = [];
    for (let i = at + 1; i < lines.length && !/^\d{3}\.\d+/.test(lines[i]!); i++)
      if (lines[i]!.startsWith('Example: ')) examples.push(lines[i]!.slice(9));
    expect(squash(examples[s.source.example! - 1] ?? '')).toBe(squash(s.source.quote));
  });
});
