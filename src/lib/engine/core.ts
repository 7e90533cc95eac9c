/**
 * A small deterministic rules engine for the Comprehensive Rules' copy examples (707, 613, 616, 708):
 * its core, without the feature modules (./features.ts) — the site's island imports this and loads
 * the modules a scenario needs (./load.ts); Node imports ./index.ts, which loads them all.
 * Browser-safe: no Node imports anywhere under src/lib/engine.
 */
export { Game, chooserFrom, type Action, type Choices, type SetupEntry, type Step } from './game.js';
export { EngineError, SetupError, type TraceEntry, type GameEvent } from './state.js';
export { observe, explainLayers, type Observation, type ObjectView, type PlayerView } from './view.js';
export { featuresOf, type Feature } from './features.js';
export type * from './vocabulary.js';
