/**
 * The site's island plays without zod (src/lib/scenarios/play.ts): it reads the files it fetches
 * with a structural guard and accepts only values of each parameter's declared domain, for which
 * the loader proved the steps valid. Here: the domains, the page path agreeing with the validated
 * Node path on every domain value of every scenario, and the guard on good and damaged files.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenarios } from '../../src/lib/scenarios/load.js';
import { enumerableDomain, inDomain, PARAM_MAX, PARAM_MIN } from '../../src/lib/scenarios/params.js';
import { PlayError, playInDomain, type Played } from '../../src/lib/scenarios/play.js';
import { checkParamDomains, playScenario } from '../../src/lib/scenarios/run.js';
import type { ParamValue, Scenario } from '../../src/lib/scenarios/schema.js';
import { readLabelsFile, readScenarioFile } from '../../src/components/client/scenario-data.js';
import { ROOT } from '../helpers/shared.js';

const scenarios = loadScenarios(path.join(ROOT, 'content/scenarios'));
const byId = (id: string) => scenarios.find((s) => s.id === id)!;

/** Each parameter's values as the widget offers them (numbers: the ends, zero and the default). */
function readerValues(s: Scenario): [string, ParamValue][] {
  return Object.entries(s.params ?? {}).flatMap(([k, p]) => {
    const d = enumerableDomain(p);
    const values = d === 'integer' ? [PARAM_MIN, 0, p.default, PARAM_MAX] : d;
    return values.map((v): [string, ParamValue] => [k, v]);
  });
}

function outcome(f: () => Played): unknown {
  try {
    return f();
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

describe('parameter domains', () => {
  it('are the flags, the listed values with the default, integers within range, else the default', () => {
    expect(enumerableDomain({ default: true, text: { en: '' } })).toEqual([false, true]);
    expect(enumerableDomain({ default: 'a', text: { en: '' }, values: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(enumerableDomain({ default: 'c', text: { en: '' }, values: ['a', 'b'] })).toEqual(['c', 'a', 'b']);
    expect(enumerableDomain({ default: 3, text: { en: '' } })).toBe('integer');
    expect(enumerableDomain({ default: ['x', 'y'], text: { en: '' } })).toEqual([['x', 'y']]);
    const x = { default: 3, text: { en: '' } };
    expect([PARAM_MIN, 0, PARAM_MAX].every((v) => inDomain(x, v))).toBe(true);
    expect([PARAM_MAX + 1, 1.5, '3', NaN, null].some((v) => inDomain(x, v))).toBe(false);
  });

  it('every scenario of content/ is proved for every value of its domains', () => {
    for (const s of scenarios) expect(() => checkParamDomains(s), s.id).not.toThrow();
  });

  it.each(scenarios.filter((s) => s.params).map((s) => [s.id, s] as [string, Scenario]))(
    '%s: the page path (domain check, no schemas) plays every reader value as the validated Node path does',
    (_id, s) => {
      const json = JSON.parse(JSON.stringify(s)) as Scenario;
      for (const [k, v] of readerValues(s)) {
        const node = outcome(() => playScenario(s, { [k]: v }));
        expect(
          outcome(() => playInDomain(json, { [k]: v })),
          `${k} = ${JSON.stringify(v)}`,
        ).toEqual(node);
      }
      for (const c of s.checks ?? []) expect(playInDomain(json, c.params)).toEqual(playScenario(s, c.params));
    },
  );

  it('the page path refuses a value outside its domain, naming the parameter', () => {
    const dawn = byId('707.10-dawnglow-infusion');
    expect(() => playInDomain(dawn, { x: PARAM_MAX + 1 })).toThrow(/100 isn't a value this example allows for "x"/);
    expect(() => playInDomain(dawn, { x: 2.5 })).toThrow(PlayError);
    expect(() => playInDomain(dawn, { spent: 'RR' })).toThrow(/"RR" isn't a value this example allows for "spent"/);
    expect(() => playInDomain(dawn, { x: '3' as unknown as number })).toThrow(/for "x"/);
    expect(() => playInDomain(dawn, { size: 3 })).toThrow(/unknown parameter "size"/);
    expect(playInDomain(dawn, { x: 7, spent: 'GW' }).run.outcome.players['you']!.life).toBe(34);
  });
});

describe("an island's fetched data", () => {
  const good = (s: (typeof scenarios)[number]) => ({
    scenario: s,
    cards: [],
    links: { '707.10': '707.10' },
    features: ['spellCopy'],
  });
  const parse = (text: string) => JSON.parse(text) as unknown;

  it('is read as it was written (the JSON of a loaded scenario, and the labels)', () => {
    for (const s of scenarios) expect(readScenarioFile(parse(JSON.stringify(good(s))), s.id).scenario.id).toBe(s.id);
    expect(readLabelsFile({ lang: 'en', labels: { run: 'Run' }, names: {} }).labels['run']).toBe('Run');
    expect(readLabelsFile({ lang: 'ru', labels: {}, names: { Fling: 'Швырок' } }).names['Fling']).toBe('Швырок');
  });

  const s0 = scenarios[0]!;
  it.each([
    ['not an object', [], /the file is missing or malformed/],
    ['no scenario', { ...good(s0), scenario: undefined }, /scenario is missing/],
    ['links not strings', { ...good(s0), links: { a: 1 } }, /: links\.a is missing or malformed$/],
    ['no engine features', { ...good(s0), features: undefined }, /features is missing or malformed/],
    ['engine features not strings', { ...good(s0), features: [1] }, /: features\.0 is missing or malformed$/],
    ['a card without a name', { ...good(s0), cards: [{ line: {}, text: '' }] }, /: cards\.0\.name is missing/],
    [
      'a card whose type line is not words',
      { ...good(s0), cards: [{ name: 'X', line: '', text: '' }] },
      /: cards\.0\.line is/,
    ],
    ['steps not a list', good({ ...s0, steps: {} as never }), /scenario\.steps is missing or malformed/],
    [
      'a parameter without a default',
      good({ ...s0, params: { x: { text: 'X' } } as never }),
      /: scenario\.params\.x\.default is missing or malformed$/,
    ],
    ['another scenario', good(scenarios[1]!), /scenario\.id is missing or malformed/],
    ['a title without English', good({ ...s0, title: { ru: 'Пример' } as never }), /: scenario\.title\.en is missing/],
    [
      'a title word not a string',
      good({ ...s0, title: { en: 'Example', ru: 3 } as never }),
      /: scenario\.title\.ru is/,
    ],
    ['an expectation that is a list', good({ ...s0, expect: [] as never }), /: scenario\.expect is/],
  ])('damaged (%s) gives a clear error, not a crash', (_what, data, message) => {
    expect(() => readScenarioFile(data, s0.id)).toThrow(message);
    expect(() => readScenarioFile(data, s0.id)).toThrow(/^scenario data: /);
  });

  it('refuses labels that are not strings', () => {
    expect(() => readLabelsFile({ lang: 'en', labels: { run: 1 }, names: {} })).toThrow(
      /^scenario data: labels\.run is missing/,
    );
    expect(() => readLabelsFile({ lang: 'ru', labels: {} })).toThrow(/^scenario data: names is missing/);
    expect(() => readLabelsFile(null)).toThrow(/the file is missing/);
  });
});
