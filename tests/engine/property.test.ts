/**
 * Properties of the engine: random sequences of copy, pump, counter and face-down steps never throw,
 * and the layer results are independent of the order of steps where the rules say so (613.4c:
 * modifications add up; 707.4: becoming a copy leaves noncopy effects applying; 708.8: turning face
 * up restores the copiable values).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Game, observe, type Step } from '../../src/lib/engine/index.js';
import { LIBRARY } from './helpers.js';

const CREATURES = [
  'Runeclaw Bear',
  'Craw Wurm',
  'Serra Angel',
  'Wall of Omens',
  'Tarmogoyf',
  'Branchsnap Lorian',
  'Grinning Demon',
  'Skyshroud Behemoth',
  'Nezumi Shortfang',
  'Afflicted Deserter',
];

function table(): Game {
  return new Game(
    [...LIBRARY.values()],
    [
      { card: 'Grizzly Bears', as: 'Subject' },
      ...CREATURES.map((card, i) => ({ card, controller: i % 2 ? ('opponent' as const) : ('you' as const) })),
      { card: 'Clone', zone: 'hand' as const },
    ],
  );
}

/** A step written against "the n-th permanent on the battlefield now", so it always names something there. */
type Template =
  | { kind: 'pump'; n: number; p: number; t: number }
  | { kind: 'counters'; n: number; minus: boolean; count: number }
  | { kind: 'copy'; n: number; of: number }
  | { kind: 'faceDown' | 'faceUp' | 'flip' | 'transform'; n: number }
  | { kind: 'morph'; n: number }
  | { kind: 'cleanup' }
  | { kind: 'clone'; of: number };

const template: fc.Arbitrary<Template> = fc.oneof(
  fc.record({
    kind: fc.constant('pump' as const),
    n: fc.nat(),
    p: fc.integer({ min: -2, max: 3 }),
    t: fc.integer({ min: -2, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('counters' as const),
    n: fc.nat(),
    minus: fc.boolean(),
    count: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('copy' as const), n: fc.nat(), of: fc.nat() }),
  fc.record({
    kind: fc.constantFrom(
      'faceDown' as const,
      'faceUp' as const,
      'flip' as const,
      'transform' as const,
      'morph' as const,
    ),
    n: fc.nat(),
  }),
  fc.constant({ kind: 'cleanup' as const }),
  fc.record({ kind: fc.constant('clone' as const), of: fc.nat() }),
);

function toStep(g: Game, t: Template): Step | undefined {
  const here = g.state
    .battlefield()
    .map((o) => o.label)
    .sort();
  if (!here.length) return undefined;
  const pick = (n: number) => here[n % here.length]!;
  switch (t.kind) {
    case 'pump':
      return { pump: { object: pick(t.n), power: t.p, toughness: t.t } };
    case 'counters':
      return { addCounters: { object: pick(t.n), counter: t.minus ? '-1/-1' : '+1/+1', count: t.count } };
    case 'copy':
      return { becomeCopy: { object: pick(t.n), of: pick(t.of) } };
    case 'faceDown':
      return { turnFaceDown: { object: pick(t.n) } };
    case 'faceUp':
      return { turnFaceUp: { object: pick(t.n), by: 'effect' } };
    case 'morph':
      return { turnFaceUp: { object: pick(t.n), by: 'morph' } };
    case 'flip':
      return { flip: { object: pick(t.n) } };
    case 'transform':
      return { transform: { object: pick(t.n) } };
    case 'cleanup':
      return { cleanup: true };
    case 'clone':
      return g.state.find('Clone')?.zone === 'hand'
        ? { cast: { card: 'Clone' }, choose: { copy: pick(t.of) } }
        : undefined;
  }
}

function characteristics(g: Game, label: string) {
  const v = observe(g.state).objects[label]!;
  return {
    name: v.name,
    power: v.power,
    toughness: v.toughness,
    colors: v.colors,
    types: v.types,
    subtypes: v.subtypes,
    abilities: v.abilities,
    manaCost: v.manaCost,
  };
}

describe('engine properties', () => {
  it('random sequences of copy, pump, counter, face-down, flip and transform steps never throw', () => {
    fc.assert(
      fc.property(fc.array(template, { maxLength: 25 }), (templates) => {
        const g = table();
        for (const t of templates) {
          const step = toStep(g, t);
          if (!step) continue;
          g.step(step);
          if (g.state.stack.length) g.step({ resolve: 'all', choose: { ...step.choose, may: 'yes' } });
        }
        const seen = observe(g.state);
        for (const v of Object.values(seen.objects)) {
          if (v.zone !== 'battlefield') continue;
          for (const n of [v.power, v.toughness]) expect(n === null || Number.isInteger(n)).toBe(true);
          if (v.types!.includes('Creature')) expect(v.toughness! > 0).toBe(true); // 704.5f has been applied
        }
        // the same state always computes the same characteristics
        expect(JSON.parse(JSON.stringify(observe(g.state)))).toEqual(JSON.parse(JSON.stringify(seen)));
      }),
      { numRuns: 150 },
    );
  });

  it('613.4c, 707.4: pumps, +1/+1 counters and one copy effect give the same result in any order', () => {
    const mod = fc.oneof(
      fc.record({
        pump: fc.record({
          object: fc.constant('Subject'),
          power: fc.integer({ min: 0, max: 3 }),
          toughness: fc.integer({ min: 0, max: 3 }),
        }),
      }),
      fc.record({
        addCounters: fc.record({
          object: fc.constant('Subject'),
          counter: fc.constant('+1/+1'),
          count: fc.integer({ min: 1, max: 2 }),
        }),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(mod, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...CREATURES.filter((c) => c !== 'Tarmogoyf')),
        fc.nat(),
        (mods, of, seed) => {
          const steps: Step[] = [...(mods as Step[]), { becomeCopy: { object: 'Subject', of } }];
          const order = [...steps.keys()].sort((a, b) => ((a * 7919 + seed) % 101) - ((b * 7919 + seed) % 101));
          const one = table();
          steps.forEach((s) => one.step(s));
          const two = table();
          order.forEach((i) => two.step(steps[i]!));
          const a = characteristics(one, 'Subject');
          expect(characteristics(two, 'Subject')).toEqual(a);
          // and the total is the copied values plus every modification
          const base = observe(table().state).objects[of]!;
          const plus = steps.reduce(
            (n, s) => n + ('pump' in s ? s.pump.power : 'addCounters' in s ? s.addCounters.count : 0),
            0,
          );
          expect(a.name).toBe(base.name);
          expect(a.power).toBe(base.power! + plus);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('708.8: turning a permanent face down and face up again gives back what it had', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CREATURES), fc.integer({ min: 0, max: 3 }), fc.boolean(), (label, pump, copy) => {
        const g = table();
        if (copy) g.step({ becomeCopy: { object: label, of: 'Serra Angel' } });
        if (pump) g.step({ pump: { object: label, power: pump, toughness: pump } });
        const before = characteristics(g, label);
        g.step({ turnFaceDown: { object: label } });
        const down = characteristics(g, label);
        if (label !== 'Afflicted Deserter')
          expect(down).toMatchObject({ name: null, power: 2 + pump, toughness: 2 + pump, abilities: [] });
        g.step({ turnFaceUp: { object: label, by: 'effect' } });
        expect(characteristics(g, label)).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });

  it('707.2: a Clone entering as a copy gets the copiable values, whatever else applies to the original', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CREATURES.filter((c) => c !== 'Tarmogoyf')),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (of, pump, counters, tapped) => {
          const g = table();
          const printed = characteristics(g, of);
          if (pump) g.step({ pump: { object: of, power: pump, toughness: pump } });
          if (counters) g.step({ addCounters: { object: of, counter: '+1/+1', count: counters } });
          if (tapped) g.state.byLabel(of).tapped = true;
          g.step({ cast: { card: 'Clone' } });
          g.step({ resolve: 'all', choose: { copy: of } });
          const clone = observe(g.state).objects['Clone']!;
          expect({ name: clone.name, power: clone.power, toughness: clone.toughness }).toEqual({
            name: printed.name,
            power: printed.power,
            toughness: printed.toughness,
          });
          expect(clone.counters?.['+1/+1'] ?? 0).toBe(0);
        },
      ),
      { numRuns: 60 },
    );
  });
});
