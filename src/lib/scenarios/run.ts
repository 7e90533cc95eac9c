/**
 * Running a scenario: fill in its parameters, play its steps on the engine, observe the outcome and
 * compare it with the expectation written from the rule text. Pure and browser-safe (the site runs
 * examples in the page): no Node imports here or below.
 */
import {
  Game,
  EngineError,
  explainLayers,
  observe,
  type Observation,
  type Step,
  type TraceEntry,
} from '../engine/index.js';
import { InputError } from '../errors.js';
import { mismatches } from './match.js';
import { PARAM_IN_TEXT, PARAM_REF, playSchemas, type Expectation, type ParamValue, type Scenario } from './schema.js';

export interface Outcome extends Observation {
  snapshots: Record<string, Observation>;
}

export interface ScenarioRun {
  id: string;
  rules: string[];
  title: string;
  params: Record<string, ParamValue>;
  /** null when no expectation is known for these parameter values */
  passed: boolean | null;
  /** what the rule text says should happen, for these parameter values */
  says: string | null;
  failures: string[];
  outcome: Outcome;
  trace: TraceEntry[];
}

export interface ScenarioResult extends ScenarioRun {
  checks: { params: Record<string, ParamValue>; passed: boolean; says: string | null; failures: string[] }[];
}

const strict = playSchemas(false);

/** Parameter values: the defaults, overridden by `params` (unknown names are an error). */
export function paramValues(s: Scenario, params: Record<string, ParamValue> = {}): Record<string, ParamValue> {
  const values: Record<string, ParamValue> = {};
  for (const [k, p] of Object.entries(s.params ?? {})) values[k] = p.default;
  for (const [k, v] of Object.entries(params)) {
    if (!(k in values))
      throw new InputError(
        s.file,
        s.lines['params'] ?? 0,
        `unknown parameter "${k}" (${Object.keys(values).join(', ') || 'this scenario has none'})`,
      );
    values[k] = v;
  }
  return values;
}

function substitute(value: unknown, values: Record<string, ParamValue>): unknown {
  if (typeof value === 'string' && PARAM_REF.test(value)) return values[value.slice(1)];
  if (typeof value === 'string') return value.replace(PARAM_IN_TEXT, (_, name: string) => String(values[name]));
  if (Array.isArray(value)) return value.map((v) => substitute(v, values));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = substitute(v, values);
    return out;
  }
  return value;
}

function sameParams(a: Record<string, ParamValue>, b: Record<string, ParamValue>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
}

/** The expectation for these parameter values: the scenario's own at the defaults, else a check's. */
export function expectationFor(s: Scenario, values: Record<string, ParamValue>): Expectation | null {
  if (sameParams(values, paramValues(s))) return s.expect;
  for (const c of s.checks ?? []) {
    if (sameParams(values, paramValues(s, c.params)))
      return { ...c.expect, says: c.expect.says ?? c.says ?? s.expect.says };
  }
  return null;
}

function when(step: Record<string, unknown>, values: Record<string, ParamValue>): boolean {
  const w = step['when'] as string | { param: string; is: unknown } | undefined;
  if (w === undefined) return true;
  if (typeof w === 'string') return !!values[w.replace(/^\$/, '')];
  return JSON.stringify(values[w.param]) === JSON.stringify(w.is);
}

/** Play the scenario with these parameter values. Throws InputError (file:line) on a scenario mistake. */
export function runScenario(s: Scenario, params: Record<string, ParamValue> = {}): ScenarioRun {
  const values = paramValues(s, params);
  const setup = s.setup.map((entry, i) => parse(s, strict.setup, substitute(entry, values), `setup.${i}`));
  const game = (() => {
    try {
      return new Game(s.cards, setup as never);
    } catch (e) {
      throw located(s, 'setup', e);
    }
  })();
  s.steps.forEach((raw, i) => {
    if (!when(raw as Record<string, unknown>, values)) return;
    const { when: _w, ...rest } = raw as Record<string, unknown>;
    void _w;
    const step = parse(s, strict.step, substitute(rest, values), `steps.${i}`) as Step;
    try {
      game.step(step);
    } catch (e) {
      throw located(s, `steps.${i}`, e);
    }
  });
  const outcome: Outcome = { ...observe(game.state), snapshots: game.snapshots };
  const expected = expectationFor(s, values);
  const failures = expected ? compare(expected, outcome) : [];
  return {
    id: s.id,
    rules: s.rules,
    title: s.title,
    params: values,
    passed: expected ? failures.length === 0 : null,
    says: expected?.says ?? null,
    failures,
    outcome,
    trace: [...game.state.trace, ...explainLayers(game.state)],
  };
}

/** The scenario at its defaults and at every parameter set of its checks. */
export function runWithChecks(s: Scenario): ScenarioResult {
  const main = runScenario(s);
  const checks = (s.checks ?? []).map((c) => {
    const r = runScenario(s, c.params);
    return { params: r.params, passed: r.passed === true, says: r.says, failures: r.failures };
  });
  return { ...main, passed: main.passed === true && checks.every((c) => c.passed), checks };
}

export function compare(expected: Expectation, outcome: Outcome): string[] {
  const { says: _says, snapshots, ...state } = expected;
  void _says;
  const out = mismatches(state, outcome);
  for (const [name, snap] of Object.entries(snapshots ?? {})) {
    const got = outcome.snapshots[name];
    if (!got) out.push(`snapshots.${name}: no snapshot was taken with that name`);
    else out.push(...mismatches(snap, got, `snapshots.${name}`));
  }
  return out;
}

function parse<T>(
  s: Scenario,
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: (string | number)[]; message: string }[] } };
  },
  value: unknown,
  where: string,
): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const path = [where, ...issue.path].join('.');
  throw new InputError(s.file, s.lines[where] ?? 0, `${issue.message} (${path}, with parameters filled in)`);
}

function located(s: Scenario, where: string, e: unknown): unknown {
  if (e instanceof EngineError) return new InputError(s.file, s.lines[where] ?? 0, `${where}: ${e.message}`);
  return e;
}
