/**
 * Loading content/scenarios: `cards.yaml` (the card library: each card's relevant text as data)
 * and one file per scenario. Every mistake is reported as `file:line: reason (field path)`.
 * Node-only (reads files); the loaded scenarios are plain data the browser can run.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod/v4';
import type { CardDef } from '../engine/vocabulary.js';
import { InputError } from '../model/errors.js';
import { locateYaml } from '../files/yaml.js';
import { sortNumbers } from '../model/numbers.js';
import { CARDS_FILE, scenarioFileNames } from './files.js';
import { enumerableDomain, formValue, type ParamDecl } from './params.js';
import { checkParamDomains, checkSetups } from './run.js';
import { PARAM_IN_TEXT, PARAM_REF, scenarioFile, type Scenario, type ScenarioFile } from './schema.js';
import { cardDef } from '../engine/vocabulary-schema.js';
import { mistakeOf, scenarioMessages } from './issue.js';

export { CARDS_FILE, scenarioFileNames } from './files.js';

interface Parsed<T> {
  data: T;
  lineOf: (p: (string | number)[]) => number;
}

function parseFile<T>(file: string, label: string, schema: z.ZodType<T, unknown>): Parsed<T> {
  const { doc, lineAt } = locateYaml(readFileSync(file, 'utf8'), label);
  const lineOf = (p: (string | number)[]) => lineAt(p);
  const result = schema.safeParse(doc.toJS(), { error: scenarioMessages });
  if (!result.success) {
    const { path, message } = mistakeOf(result.error.issues);
    throw new InputError(label, lineOf(path), `${message}${path.length ? ` (${path.join('.')})` : ''}`);
  }
  return { data: result.data, lineOf };
}

export function loadCardLibrary(dir: string): Map<string, CardDef> {
  const file = path.join(dir, CARDS_FILE);
  const out = new Map<string, CardDef>();
  if (!existsSync(file)) return out;
  const { data, lineOf } = parseFile(file, path.join(path.basename(dir), CARDS_FILE), z.array(cardDef));
  data.forEach((c, i) => {
    if (out.has(c.name))
      throw new InputError(
        path.join(path.basename(dir), CARDS_FILE),
        lineOf([i, 'name']),
        `card "${c.name}" is defined twice`,
      );
    out.set(c.name, c);
  });
  return out;
}

/** Every scenario in a folder, validated, with the cards each one uses. Sorted by id. */
export function loadScenarios(dir: string): Scenario[] {
  if (!existsSync(dir)) return [];
  const library = loadCardLibrary(dir);
  const files = scenarioFileNames(dir).filter((f) => f !== CARDS_FILE);
  const seen = new Map<string, string>();
  const out: Scenario[] = [];
  for (const f of files) {
    const label = path.join(path.basename(dir), f);
    const s = loadScenarioFile(path.join(dir, f), label, library);
    const before = seen.get(s.id);
    if (before) throw new InputError(label, s.lines['id'] ?? 1, `scenario id "${s.id}" is also used by ${before}`);
    seen.set(s.id, label);
    out.push(s);
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

export function loadScenarioFile(file: string, label: string, library: Map<string, CardDef>): Scenario {
  const { data, lineOf } = parseFile<ScenarioFile>(file, label, scenarioFile);
  const fail = (p: (string | number)[], reason: string): never => {
    throw new InputError(label, lineOf(p), `${reason} (${p.join('.')})`);
  };
  const local = new Map((data.cards ?? []).map((c) => [c.name, c]));
  const cards = new Map<string, CardDef>();
  data.setup.forEach((e, i) => {
    const c = local.get(e.card) ?? library.get(e.card);
    if (!c) fail(['setup', i, 'card'], `no card named "${e.card}" in this file's cards or in ${CARDS_FILE}`);
    cards.set(e.card, c!);
  });
  // every $name must be a declared parameter, and checks may only set declared ones, with values of the same kind
  const declared = data.params ?? {};
  const walk = (v: unknown, p: (string | number)[]): void => {
    const names =
      typeof v === 'string'
        ? PARAM_REF.test(v)
          ? [v.slice(1)]
          : [...v.matchAll(PARAM_IN_TEXT)].map((m) => m[1]!)
        : [];
    for (const n of names)
      if (!(n in declared))
        fail(p, `"$${n}" isn't a declared parameter (params: ${Object.keys(declared).join(', ') || 'none'})`);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...p, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...p, k]);
  };
  walk(data.setup, ['setup']);
  walk(data.steps, ['steps']);
  (data.checks ?? []).forEach((c, i) => {
    for (const [k, v] of Object.entries(c.params)) {
      const p = declared[k];
      if (!p) fail(['checks', i, 'params', k], `"${k}" isn't a declared parameter`);
      if (kind(v) !== kind(p!.default))
        fail(['checks', i, 'params', k], `"${k}" is a ${kind(p!.default)} parameter, got a ${kind(v)}`);
    }
  });
  // a word in `labels` is one the scenario uses (a misspelt one would silently never show)
  const words = new Set([
    ...data.setup.flatMap((e) => (typeof e.as === 'string' ? [e.as] : [])),
    ...Object.values(declared).flatMap((p) => enumerableDomainValues(p).map(formValue)),
    ...data.steps.flatMap((st) => {
      const name = (st as { snapshot?: unknown }).snapshot;
      return typeof name === 'string' ? [name] : [];
    }),
    ...tokenNames([...cards.values()]),
  ]);
  for (const w of Object.keys(data.labels ?? {}))
    if (!words.has(w))
      fail(['labels', w], `"${w}" is none of the scenario's labels (as:), parameter values, snapshots or tokens`);
  const lines: Record<string, number> = { id: lineOf(['id']), params: lineOf(['params']) };
  data.setup.forEach((_, i) => (lines[`setup.${i}`] = lineOf(['setup', i])));
  data.steps.forEach((_, i) => (lines[`steps.${i}`] = lineOf(['steps', i])));
  (data.checks ?? []).forEach((_, i) => (lines[`checks.${i}`] = lineOf(['checks', i])));
  lines['setup'] = lineOf(['setup']);
  // DESIGN §5: rule ids in arrays are sorted numerically
  const scenario: Scenario = {
    ...data,
    rules: sortNumbers(data.rules),
    cards: [...cards.values()],
    file: label,
    lines,
  };
  // every value a reader can pick gives valid steps: the site's island plays them without the schemas
  checkParamDomains(scenario);
  // and a table the rules allow: no state-based action before the first step
  checkSetups(scenario);
  return scenario;
}

/** The names of the tokens the cards create ("Soldier": its tokens are "Soldier token"). */
function tokenNames(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) tokenNames(x, out);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      const name = (x as { token?: { name?: unknown } } | null)?.token?.name;
      if (k === 'createToken' && typeof name === 'string') out.push(name);
      tokenNames(x, out);
    }
  return out;
}

/** The values a reader can pick (a number parameter without a list: its default only, for labels). */
function enumerableDomainValues(p: ParamDecl) {
  const d = enumerableDomain(p);
  return d === 'integer' ? [p.default] : d;
}

function kind(v: unknown): string {
  return Array.isArray(v) ? 'list' : typeof v;
}
