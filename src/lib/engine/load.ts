/**
 * The site's island: import the feature modules (./features.ts) a scenario's file lists before it
 * plays — each is its own chunk, fetched once per page; importing one registers it.
 */
import type { Feature } from './features.js';

/** Not Vite's preload helper (see src/components/client/scenario.ts): a module's imports load as it runs. */
export const __vitePreload = <T>(load: () => Promise<T>): Promise<T> => load();

const permanents = () => import('./permanents.js');
const reactions = () => import('./reactions.js');
const MODULES: Record<Feature, () => Promise<unknown>> = {
  enters: permanents,
  permanentCopy: permanents,
  faceDown: permanents,
  spellCopy: () => import('./spell-copy.js'),
  activate: permanents,
  transform: permanents,
  turn: permanents,
  legend: permanents,
  triggers: reactions,
  attach: () => import('./attach.js'),
  tokens: () => import('./tokens.js'),
  returns: reactions,
};

export async function loadFeatures(features: readonly string[]): Promise<void> {
  for (const f of features) if (!(f in MODULES)) throw new Error(`scenario data: no engine module "${f}"`);
  await Promise.all(features.map((f) => MODULES[f as Feature]()));
}
