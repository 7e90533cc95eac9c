/**
 * The island checks what it fetches with shapes derived from zod schemas (src/lib/scenarios/island.ts,
 * shape.ts), not with a checker of its own: the shapes file is the derivation, and the derived check
 * accepts and refuses what zod does — on every content scenario's file and on damaged ones.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILE, LABELS } from '../../src/components/client/island-shapes.js';
import { islandFile, labelsFile } from '../../src/lib/scenarios/island.js';
import { loadScenarios } from '../../src/lib/scenarios/load.js';
import { shapeOf } from '../../src/lib/scenarios/shape.js';
import { misfit, type Shape } from '../../src/lib/scenarios/shape-check.js';
import { z } from 'zod/v4';
import { ROOT } from '../helpers/shared.js';

const scenarios = loadScenarios(path.join(ROOT, 'content/scenarios'));
const file = (s: (typeof scenarios)[number]) =>
  JSON.parse(
    JSON.stringify({
      scenario: s,
      cards: s.cards.map((c) => ({ name: c.name, line: { types: c.types }, text: c.text ?? '' })),
      links: { [s.rules[0]!]: s.rules[0]! },
      features: ['copy'],
    }),
  ) as Record<string, any>;

/** Whether zod and the shape agree on `v`; and where the shape says it departs. */
function both(schema: z.ZodType, shape: Shape, v: unknown) {
  const bad = misfit(v, shape);
  return { zod: schema.safeParse(v).success, shape: bad === undefined, bad };
}

describe('the island reads its files by their schemas', () => {
  it('the shapes file is the derivation of the schemas (scripts/island-shapes.ts writes it)', () => {
    expect(FILE).toEqual(shapeOf(islandFile));
    expect(LABELS).toEqual(shapeOf(labelsFile));
  });

  it('every content scenario file is accepted by both', () => {
    expect(scenarios.length).toBeGreaterThan(20);
    for (const s of scenarios)
      expect(both(islandFile, FILE, file(s)), s.id).toEqual({ zod: true, shape: true, bad: undefined });
  });

  const s0 = scenarios.find((s) => s.params && Object.keys(s.params).length)!;
  const damaged: Array<[string, (f: Record<string, any>) => void, string]> = [
    ['no scenario', (f) => delete f['scenario'], '.scenario'],
    ['an id that is a number', (f) => (f['scenario'].id = 7), '.scenario.id'],
    ['a title without English', (f) => (f['scenario'].title = { ru: 'Пример' }), '.scenario.title.en'],
    ['a title word not a string', (f) => (f['scenario'].title.ru = 1), '.scenario.title.ru'],
    ['steps not a list', (f) => (f['scenario'].steps = {}), '.scenario.steps'],
    ['an expectation that is a list', (f) => (f['scenario'].expect = []), '.scenario.expect'],
    ['checks that are not a list', (f) => (f['scenario'].checks = 'all'), '.scenario.checks'],
    ['a parameter without a default', (f) => delete Object.values<any>(f['scenario'].params)[0].default, ''],
    ['a default of no kind a parameter has', (f) => (Object.values<any>(f['scenario'].params)[0].default = {}), ''],
    ['a default list of numbers', (f) => (Object.values<any>(f['scenario'].params)[0].default = [1]), ''],
    ['a label word not a string', (f) => (f['scenario'].labels = { Bear: { ru: 2 } }), '.scenario.labels.Bear.ru'],
    ['lines that are a list', (f) => (f['scenario'].lines = []), '.scenario.lines'],
    ['a card without a name', (f) => (f['cards'] = [{ line: {}, text: '' }]), '.cards.0.name'],
    ['a card whose line is text', (f) => (f['cards'] = [{ name: 'X', line: 'X', text: '' }]), '.cards.0.line'],
    ['links not strings', (f) => (f['links'] = { a: 1 }), '.links.a'],
    ['features not a list', (f) => (f['features'] = 'copy'), '.features'],
    ['a feature not a string', (f) => (f['features'] = [1]), '.features.0'],
  ];
  it.each(damaged)('a file with %s is refused by both, at the field', (_what, damage, at) => {
    const f = file(s0);
    damage(f);
    const r = both(islandFile, FILE, f);
    expect(r.zod).toBe(false);
    expect(r.shape).toBe(false);
    if (at) expect(r.bad).toBe(at);
    else expect(r.bad).toMatch(/^\.scenario\.params\.[^.]+\.default$/);
  });

  it('fields the island does not read, and optional ones left out, are accepted by both', () => {
    const f = file(s0);
    f['extra'] = { anything: [1, 2] };
    f['scenario'].checks = undefined;
    f['scenario'].labels = undefined;
    f['scenario'].unknownField = 3;
    expect(both(islandFile, FILE, f)).toEqual({ zod: true, shape: true, bad: undefined });
  });

  it('labels files: the same on good and damaged ones', () => {
    const good = { lang: 'ru', labels: { run: 'Запустить' }, names: { Fling: 'Швырок' }, terms: { flying: 'полёт' } };
    expect(both(labelsFile, LABELS, good)).toEqual({ zod: true, shape: true, bad: undefined });
    for (const [bad, at] of [
      [{ ...good, labels: { run: 1 } }, '.labels.run'],
      [{ ...good, names: undefined }, '.names'],
      [{ ...good, terms: [] }, '.terms'],
      [{ ...good, lang: null }, '.lang'],
      [null, ''],
    ] as const) {
      expect(both(labelsFile, LABELS, bad)).toEqual({ zod: false, shape: false, bad: at });
    }
  });

  it('the derivation refuses what the browser could not check as zod does', () => {
    expect(() => shapeOf(z.strictObject({ a: z.string() }))).toThrow(/strict object/);
    expect(() => shapeOf(z.string().transform((s) => s.length))).toThrow(/no shape/);
    expect(() => shapeOf(z.record(z.enum(['a', 'b']), z.string()))).toThrow(/keyed by strings/);
  });
});
