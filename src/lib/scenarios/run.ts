/**
 * Running a scenario in Node (`rules examples`, the build, the tests): the play loop of ./play.ts
 * with every setup entry and step validated by the strict schemas once its parameters are filled
 * in, so a value that doesn't fit is reported as `file:line: reason (field)`. Browser-safe (no
 * Node imports) but it brings zod: the site's island imports ./play.ts instead.
 */
// Node plays any scenario: every engine feature module loaded (the island loads a scenario's own)
import '../engine/index.js';
import type { SetupEntry, Step } from '../engine/index.js';
import { InputError } from '../model/errors.js';
import { enumerableDomain, paramsIn, PARAM_MAX, PARAM_MIN, type ParamDecl } from './params.js';
import {
  paramValues as playParamValues,
  play,
  playInDomain as playInPage,
  PlayError,
  setUp,
  substitute,
  when,
  type Checker,
  type Played,
  type ScenarioResult,
  type ScenarioRun,
} from './play.js';
import { played } from '../engine/play-schema.js';
import type { ParamValue, Scenario } from './schema.js';
import type { z } from 'zod/v4';
import { mistakeOf, scenarioMessages } from './issue.js';
import { english } from './words.js';

export {
  expectationFor,
  compare,
  type Outcome,
  type Played,
  type ScenarioRun,
  type ScenarioResult,
  type StepRecord,
} from './play.js';

/** In Node a scenario mistake is an InputError (a located vfile message), as everywhere else. */
function located<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof PlayError) throw new InputError(e.file, e.line, english(e.reason));
    throw e;
  }
}

/** Parameter values: the defaults, overridden by `params`. Throws InputError on an unknown name. */
export const paramValues = (s: Scenario, params: Record<string, ParamValue> = {}) =>
  located(() => playParamValues(s, params));

/** The page's way of playing (./play.ts `playInDomain`), with its mistakes as InputErrors. */
export const playInDomain = (s: Scenario, params: Record<string, ParamValue> = {}) =>
  located(() => playInPage(s, params));

/** The strict schemas (what the engine plays) as a play.ts Checker: a misfit names the file, the line and the field. */
function strictChecker(s: Scenario, filled = 'with parameters filled in'): Checker {
  return {
    setup: (v, where) => parse(s, played.setup, v, where, filled) as SetupEntry,
    step: (v, where) => parse(s, played.step, v, where, filled) as Step,
  };
}

/** Play the scenario with these parameter values. Throws InputError (file:line) on a scenario mistake. */
export function runScenario(s: Scenario, params: Record<string, ParamValue> = {}): ScenarioRun {
  return playScenario(s, params).run;
}

/** Play the scenario and keep what each step did. Throws InputError (file:line) on a scenario mistake. */
export function playScenario(s: Scenario, params: Record<string, ParamValue> = {}): Played {
  return located(() => play(s, playParamValues(s, params), strictChecker(s)));
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

/**
 * Integers standing for a numeric parameter's whole range: in the step schemas an integer slot
 * takes every integer and no other slot takes one, so these decide for all; the ends catch a
 * range if a slot ever gets one.
 */
function integerSamples(p: ParamDecl): number[] {
  return [...new Set([PARAM_MIN, -1, 0, 1, PARAM_MAX, p.default as number])];
}

/**
 * Prove that every value a reader can give (each parameter's declared domain: see params.ts) gives
 * valid setup entries and steps, so the site's island can play without the schemas
 * (`playInDomain`). Each entry that names parameters is validated with every combination of their
 * values (numbers by samples), skipping combinations where its `when` condition is false, as the
 * runner does. Throws InputError at the entry's line, naming the field and the values.
 */
export function checkParamDomains(s: Scenario): void {
  const declared = s.params ?? {};
  const defaults = paramValues(s);
  const entries: [string, unknown][] = [
    ...s.setup.map((e, i): [string, unknown] => [`setup.${i}`, e]),
    ...s.steps.map((e, i): [string, unknown] => [`steps.${i}`, e]),
  ];
  for (const [where, entry] of entries) {
    const names = [...paramsIn(entry)].filter((n) => n in declared);
    if (!names.length) continue; // valid as written: the loader's schema is the strict one without `$name`s
    const domains = names.map((n) => {
      const d = enumerableDomain(declared[n]!);
      return d === 'integer' ? integerSamples(declared[n]!) : d;
    });
    for (const combo of product(domains)) {
      const values = { ...defaults };
      names.forEach((n, i) => (values[n] = combo[i]!));
      const { when: _w, ...rest } = entry as Record<string, unknown>;
      void _w;
      if (where.startsWith('steps.') && !when(entry as Record<string, unknown>, values)) continue;
      const filled = `with ${names.map((n, i) => `${n} = ${JSON.stringify(combo[i])}`).join(', ')}`;
      const check = strictChecker(s, filled);
      if (where.startsWith('setup.')) check.setup(substitute(entry, values), where);
      else check.step(substitute(rest, values), where);
    }
  }
}

/**
 * Prove that every table a reader can set is one the rules allow (no state-based action applies
 * before the first step, 704.3): the setup is built with every combination of the values of the
 * parameters it names (numbers by samples). Throws InputError at the line of the entry at fault.
 */
export function checkSetups(s: Scenario): void {
  const declared = s.params ?? {};
  const names = [...paramsIn(s.setup)].filter((n) => n in declared);
  const domains = names.map((n) => {
    const d = enumerableDomain(declared[n]!);
    return d === 'integer' ? integerSamples(declared[n]!) : d;
  });
  for (const combo of product(domains)) {
    const values = paramValues(s);
    names.forEach((n, i) => (values[n] = combo[i]!));
    const filled = `with ${names.map((n, i) => `${n} = ${JSON.stringify(combo[i])}`).join(', ')}`;
    try {
      located(() => setUp(s, values, strictChecker(s, filled)));
    } catch (e) {
      if (!(e instanceof InputError) || !names.length || e.reason.includes(filled)) throw e;
      throw new InputError(e.file, e.line, `${e.reason} (${filled})`);
    }
  }
}

function product<T>(lists: T[][]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((xs) => list.map((x) => [...xs, x])), [[]]);
}

function parse(s: Scenario, schema: z.ZodType, value: unknown, where: string, filled: string): unknown {
  const r = schema.safeParse(value, { error: scenarioMessages });
  if (r.success) return r.data;
  const mistake = mistakeOf(r.error.issues);
  const path = [where, ...mistake.path].join('.');
  throw new InputError(s.file, s.lines[where] ?? 0, `${mistake.message} (${path}, ${filled})`);
}
