/**
 * Playing a scenario, without zod: fill in its parameters, play its steps on the engine, observe
 * the outcome and compare it with the expectation written from the rule text. Pure and
 * browser-safe (the site's island imports this, not ./run.ts): no Node imports and no zod here or
 * below. Node (`rules examples`, the build, the tests) plays through ./run.ts, which validates each
 * setup entry and step with the strict schemas after the parameters are filled in; the page plays
 * with `playInDomain`, which instead checks that each value is of its parameter's declared domain
 * — the loader has proved that every such value gives valid steps (./run.ts `checkParamDomains`).
 * A mistake is a PlayError (file:line, like InputError but without vfile, which the page would
 * otherwise download); ./run.ts turns it into an InputError for Node.
 */
import {
  Game,
  EngineError,
  SetupError,
  explainLayers,
  featuresOf,
  observe,
  type Feature,
  type Observation,
  type SetupEntry,
  type Step,
  type TraceEntry,
} from '../engine/core.js';
import type { Word } from '../../i18n/resolve.js';
import { mismatches } from './match.js';
import { PARAM_IN_TEXT, PARAM_REF, inDomain, same } from './params.js';
import type { Expectation, ParamValue, Scenario, Text } from './schema.js';

/**
 * A scenario mistake found while playing it, at its file and line (./run.ts makes it an InputError).
 * `reason` may be data (a refused table's state-based action): the page says it in its language.
 */
export class PlayError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: Word,
  ) {
    super(`${file}:${line}: ${typeof reason === 'string' ? reason : JSON.stringify(reason)}`);
    this.name = 'PlayError';
  }
}

export interface Outcome extends Observation {
  snapshots: Record<string, Observation>;
}

export interface ScenarioRun {
  id: string;
  rules: string[];
  title: Text;
  params: Record<string, ParamValue>;
  /** null when no expectation is known for these parameter values */
  passed: boolean | null;
  /** what the rule text says should happen, for these parameter values */
  says: Text | null;
  failures: string[];
  outcome: Outcome;
  trace: TraceEntry[];
}

export interface ScenarioResult extends ScenarioRun {
  checks: { params: Record<string, ParamValue>; passed: boolean; says: Text | null; failures: string[] }[];
}

/** What one step did: the rules it applied, and the stack after it (for the site's step-by-step view). */
export interface StepRecord {
  index: number;
  /** the step, parameters filled in */
  step: Record<string, unknown>;
  /** its `when` condition was false for these parameter values */
  skipped: boolean;
  trace: TraceEntry[];
  /** bottom first */
  stack: string[];
  /** the table after it (the site draws it) */
  board: Observation;
}

export interface Played {
  run: ScenarioRun;
  steps: StepRecord[];
  /** the table before the first step */
  start: Observation;
}

/**
 * How a setup entry or step, parameters filled in, becomes what the engine takes (`where` is
 * "setup.2" or "steps.3"); throws (InputError, PlayError) when it is not valid. ./run.ts passes the strict zod
 * schemas; without one the values are taken as they are (see `playInDomain`).
 */
export interface Checker {
  setup(value: unknown, where: string): SetupEntry;
  step(value: unknown, where: string): Step;
}

const unchecked: Checker = {
  setup: (v) => v as SetupEntry,
  step: (v) => v as Step,
};

/**
 * The engine's feature modules a scenario needs (./features.ts), from its cards, table, steps and
 * parameters — whatever the values chosen: the site writes them in its file, and the island loads
 * them before playing.
 */
export const scenarioFeatures = (s: Scenario): Feature[] => featuresOf(s.cards, s.setup, s.steps, s.params);

/** Parameter values: the defaults, overridden by `params` (unknown names are an error). */
export function paramValues(s: Scenario, params: Record<string, ParamValue> = {}): Record<string, ParamValue> {
  const values: Record<string, ParamValue> = {};
  for (const [k, p] of Object.entries(s.params ?? {})) values[k] = p.default;
  for (const [k, v] of Object.entries(params)) {
    if (!(k in values))
      throw new PlayError(
        s.file,
        s.lines['params'] ?? 0,
        `unknown parameter "${k}" (${Object.keys(values).join(', ') || 'this scenario has none'})`,
      );
    values[k] = v;
  }
  return values;
}

/** `value` with its `$name`s and `${name}`s filled in (a fresh copy: the scenario is never shared with the engine). */
export function substitute(value: unknown, values: Record<string, ParamValue>): unknown {
  if (typeof value === 'string' && PARAM_REF.test(value)) {
    const v = values[value.slice(1)];
    return Array.isArray(v) ? [...v] : v;
  }
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
  return [...keys].every((k) => same(a[k], b[k]));
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

/** Does the step run with these values (its `when` condition, if any, holds)? */
export function when(step: Record<string, unknown>, values: Record<string, ParamValue>): boolean {
  const w = step['when'] as string | { param: string; is: unknown } | undefined;
  if (w === undefined) return true;
  if (typeof w === 'string') return !!values[w.replace(/^\$/, '')];
  return same(values[w.param], w.is);
}

/**
 * Play the scenario with complete parameter values (see `paramValues`), each entry made ready for
 * the engine by `check`. Throws PlayError (file:line) on a scenario mistake.
 */
export function play(s: Scenario, values: Record<string, ParamValue>, check: Checker = unchecked): Played {
  const game = setUp(s, values, check);
  const start = observe(game.state);
  const steps: StepRecord[] = [];
  s.steps.forEach((raw, i) => {
    const stack = () => game.state.stack.map((oid) => game.state.get(oid).label);
    const { when: _w, ...rest } = raw as Record<string, unknown>;
    void _w;
    if (!when(raw as Record<string, unknown>, values)) {
      const shown = substitute(rest, values) as Record<string, unknown>;
      steps.push({ index: i, step: shown, skipped: true, trace: [], stack: stack(), board: observe(game.state) });
      return;
    }
    const step = check.step(substitute(rest, values), `steps.${i}`);
    const before = game.state.trace.length;
    try {
      game.step(step);
    } catch (e) {
      throw located(s, `steps.${i}`, e);
    }
    steps.push({
      index: i,
      step: step as Record<string, unknown>,
      skipped: false,
      trace: game.state.trace.slice(before),
      stack: stack(),
      board: observe(game.state),
    });
  });
  const outcome: Outcome = { ...observe(game.state), snapshots: game.snapshots };
  const expected = expectationFor(s, values);
  const failures = expected ? compare(expected, outcome) : [];
  const run: ScenarioRun = {
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
  return { run, steps, start };
}

/**
 * The table of the scenario with these values, before the first step; throws InputError (file:line)
 * when it isn't one the rules allow (the engine's SetupError: a state-based action would apply).
 */
export function setUp(s: Scenario, values: Record<string, ParamValue>, check: Checker = unchecked): Game {
  const setup = s.setup.map((entry, i) => check.setup(substitute(entry, values), `setup.${i}`));
  try {
    return new Game(s.cards, setup);
  } catch (e) {
    throw located(s, 'setup', e);
  }
}

/**
 * Play a loaded scenario with a reader's values (the site's island). Each value must be of its
 * parameter's declared domain (one of its values, a flag, an integer within range): the loader
 * proved those give valid steps, so the steps are not validated again. Throws PlayError.
 */
export function playInDomain(s: Scenario, params: Record<string, ParamValue> = {}): Played {
  const values = paramValues(s, params);
  for (const [k, v] of Object.entries(params))
    if (!inDomain(s.params![k]!, v))
      throw new PlayError(
        s.file,
        s.lines['params'] ?? 0,
        `${JSON.stringify(v)} isn't a value this example allows for "${k}"`,
      );
  return play(s, values);
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

function located(s: Scenario, where: string, e: unknown): unknown {
  // a table the rules don't allow: the line of the setup entry at fault, its reason as data
  if (e instanceof SetupError)
    return new PlayError(s.file, s.lines[`setup.${e.entry}`] ?? s.lines['setup'] ?? 0, {
      list: ['setup: ', e.reason],
      sep: '',
    });
  if (e instanceof EngineError) return new PlayError(s.file, s.lines[where] ?? 0, `${where}: ${e.message}`);
  return e;
}
