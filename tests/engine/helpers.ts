/** Building small games for engine tests, with the scenario card library (content/scenarios/cards.yaml). */
import path from 'node:path';
import { Game, observe, type ObjectView, type SetupEntry, type Step } from '../../src/lib/engine/index.js';
import type { CardDef } from '../../src/lib/engine/vocabulary.js';
import { loadCardLibrary } from '../../src/lib/scenarios/load.js';
import { ROOT } from '../helpers/shared.js';

export const LIBRARY = loadCardLibrary(path.join(ROOT, 'content/scenarios'));

/** A game with the library's cards plus `extra` ones, set up as given, after the given steps. */
export function play(setup: SetupEntry[], steps: Step[] = [], extra: CardDef[] = []): Game {
  const g = new Game([...LIBRARY.values(), ...extra], setup);
  steps.forEach((s) => g.step(s));
  return g;
}

export function view(g: Game, label: string): ObjectView {
  const v = observe(g.state).objects[label];
  if (!v) throw new Error(`no object ${label}`);
  return v;
}

export function pt(g: Game, label: string): string {
  const v = view(g, label);
  return `${v.power}/${v.toughness}`;
}

/** A vanilla creature card for tests. */
export function creature(name: string, power: number, toughness: number, more: Partial<CardDef> = {}): CardDef {
  return { name, manaCost: '{2}', types: ['Creature'], subtypes: ['Ogre'], power, toughness, ...more };
}
