/**
 * The engine's feature modules (src/lib/engine/features.ts): which ones a scenario needs, from its
 * vocabulary (`featuresOf`, what the site writes in each scenario's file), and that every scenario
 * of content/ plays exactly the same game with only those loaded as with all of them — at its
 * defaults, its checks, each suggested value and each flag turned — so the island, which loads
 * only those, shows what Node shows.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EngineError, featuresOf, Game, type Feature } from '../../src/lib/engine/index.js';
import { FEATURE_WORDS, loaded } from '../../src/lib/engine/features.js';
import { KEYWORDS } from '../../src/lib/engine/vocabulary.js';
import { ABILITIES, INSTRUCTIONS, REPLACEMENTS } from '../../src/lib/engine/vocabulary-schema.js';
import { ACTIONS } from '../../src/lib/scenarios/schema.js';
import { loadScenarios } from '../../src/lib/scenarios/load.js';
import { scenarioFeatures } from '../../src/lib/scenarios/play.js';
import { playScenario } from '../../src/lib/scenarios/run.js';
import type { ParamValue, Scenario } from '../../src/lib/scenarios/schema.js';
import { ROOT } from '../helpers/shared.js';
import { creature, LIBRARY } from './helpers.js';

const scenarios = loadScenarios(path.join(ROOT, 'content/scenarios'));
const byId = (id: string) => scenarios.find((s) => s.id === id)!;
const ALL = { ...loaded };

/** Play with only these feature modules loaded (the others taken out until the test ends). */
function only(features: readonly Feature[]): void {
  for (const f of Object.keys(ALL) as Feature[]) if (!features.includes(f)) delete loaded[f];
}
afterEach(() => Object.assign(loaded, ALL));

/** The parameter values a reader is offered one at a time, the checks', and each flag turned. */
function valueSets(s: Scenario): Record<string, ParamValue>[] {
  const sets: Record<string, ParamValue>[] = [{}, ...(s.checks ?? []).map((c) => c.params)];
  for (const [k, p] of Object.entries(s.params ?? {})) {
    for (const v of p.values ?? []) sets.push({ [k]: v });
    if (typeof p.default === 'boolean') sets.push({ [k]: !p.default });
  }
  return sets;
}

function game(s: Scenario, params: Record<string, ParamValue>): unknown {
  try {
    const { run, steps } = playScenario(s, params);
    return { trace: run.trace, outcome: run.outcome, passed: run.passed, steps };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

describe('the features a scenario needs (featuresOf)', () => {
  it('are found from its steps, its cards and its table', () => {
    expect(featuresOf([], [], [{ turnFaceUp: { object: 'x' } }])).toEqual(['faceDown']);
    expect(featuresOf([], [], [{ upkeep: 'you' }, { activate: { object: 'x' } }])).toEqual(['activate', 'turn']);
    expect(featuresOf([{ name: 'X', abilities: [{ spell: { effect: [{ copySpell: { of: 'target' } }] } }] }])).toEqual([
      'spellCopy',
    ]);
    expect(featuresOf([{ abilities: [{ keyword: 'fading', n: 2 }] }])).toEqual(['enters']);
    expect(featuresOf([{ abilities: [{ keyword: 'undying' }] }])).toEqual(['triggers', 'returns']);
    expect(featuresOf([], [{ card: 'Rancor', attachedTo: 'Grizzly Bears' }])).toEqual(['attach']);
    expect(
      featuresOf([{ abilities: [{ static: { modifyPT: { power: 2, toughness: 0 } }, affects: 'enchanted' }] }]),
    ).toEqual(['attach']);
    expect(featuresOf([creature('A', 1, 1)], [{ card: 'A' }], [{ cast: { card: 'A' } }, { resolve: 'all' }])).toEqual(
      [],
    );
  });

  it("reads a value by the field it is in: an Aura or a legend is one, a filter's non-Aura or nonlegendary isn't", () => {
    expect(featuresOf([{ types: ['Enchantment'], subtypes: ['Aura'] }])).toEqual(['attach']);
    expect(featuresOf([{ spell: { targets: [{ object: { notSubtypes: ['Aura'] } }] } }])).toEqual([]);
    expect(featuresOf([{ supertypes: ['Legendary'] }])).toEqual(['legend']);
    expect(featuresOf([{ except: { addSupertypes: ['Legendary'] } }])).toEqual(['legend']);
    expect(featuresOf([{ object: { notSupertypes: ['Legendary'] } }])).toEqual([]);
  });

  it('of the 707.10 examples: copies of spells, with triggers, tokens and an Aura only where their cards have them', () => {
    expect(scenarioFeatures(byId('707.10-fork-emerald-charm'))).toEqual(['spellCopy']);
    expect(scenarioFeatures(byId('707.10-fling'))).toEqual(['spellCopy']);
    expect(scenarioFeatures(byId('707.10-dawnglow-infusion'))).toEqual(['spellCopy']);
    expect(scenarioFeatures(byId('707.10e-frontline-heroism-anointed-procession'))).toEqual([
      'spellCopy',
      'triggers',
      'tokens',
    ]);
    expect(scenarioFeatures(byId('homework-05-twincast-disenchant'))).toEqual([
      'spellCopy',
      'attach',
      'triggers',
      'returns',
    ]);
    expect(scenarioFeatures(byId('707.2-clone-face-down-grinning-demon'))).toEqual(
      expect.arrayContaining(['enters', 'faceDown']),
    );
  });

  it("every word of a feature's list is a word of the scenario schemas (a misspelt one would never load it)", () => {
    const vocabulary = new Set<string>([...ACTIONS, ...INSTRUCTIONS, ...REPLACEMENTS, ...ABILITIES, ...KEYWORDS]);
    // Fields of the table and of cards whose presence or value calls for a feature; their values are
    // card words (Aura, Legendary), capitalised.
    const fields = new Set([
      'attachedTo',
      'enchanted',
      'equipped',
      'subtypes',
      'addSubtypes',
      'supertypes',
      'addSupertypes',
    ]);
    const known = (w: string) => {
      const [field, value] = w.includes(':') ? w.split(':') : [w, undefined];
      if (!vocabulary.has(field!) && !fields.has(field!)) return false;
      return value === undefined || vocabulary.has(value) || (fields.has(field!) && /^[A-Z]/.test(value));
    };
    expect(
      Object.values(FEATURE_WORDS)
        .flat()
        .filter((w) => !known(w)),
    ).toEqual([]);
    // The check itself catches a misspelt word.
    expect(['returnToHnd', 'keyword:enchnt', 'subtypes:Aura'].filter((w) => !known(w))).toEqual([
      'returnToHnd',
      'keyword:enchnt',
    ]);
  });

  it("every feature has words, and each word of a feature's list calls for it", () => {
    for (const [f, words] of Object.entries(FEATURE_WORDS)) {
      expect(words.length, f).toBeGreaterThan(0);
      for (const w of words) {
        const [field, value] = w.includes(':') ? w.split(':') : [w, undefined];
        const data = value === undefined ? { [field!]: true } : { [field!]: [value] };
        expect(featuresOf(data), w).toContain(f);
      }
    }
  });
});

describe('playing with only the features a scenario needs', () => {
  it.each(scenarios.map((s) => [s.id, s] as [string, Scenario]))(
    '%s: the same game as with every feature module',
    (_id, s) => {
      for (const params of valueSets(s)) {
        const all = game(s, params);
        only(scenarioFeatures(s));
        expect(game(s, params), JSON.stringify(params)).toEqual(all);
        Object.assign(loaded, ALL);
      }
    },
  );

  it('a step that needs a module not loaded is an EngineError naming it, not another game', () => {
    only([]);
    const g = new Game([...LIBRARY.values()], [{ card: 'Grinning Demon', faceDown: true }]);
    expect(() => g.step({ turnFaceUp: { object: 'Grinning Demon' } })).toThrow(EngineError);
    expect(() => g.step({ turnFaceUp: { object: 'Grinning Demon' } })).toThrow(/"faceDown" module isn't loaded/);
    expect(() => g.step({ upkeep: 'you' })).toThrow(/"turn" module isn't loaded/);
  });
});
