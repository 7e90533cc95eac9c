/**
 * A small deterministic rules engine for the Comprehensive Rules' copy examples (707, 613, 616, 708),
 * with every feature module loaded (./features.ts): what Node (the CLI, the build, the tests) uses.
 * Browser-safe: no Node imports anywhere under src/lib/engine.
 */
import './activate.js';
import './attach.js';
import './enter-replacements.js';
import './face-down.js';
import './legend.js';
import './permanent-copy.js';
import './returns.js';
import './spell-copy.js';
import './tokens.js';
import './transform.js';
import './triggered.js';
import './turn.js';

export * from './core.js';
