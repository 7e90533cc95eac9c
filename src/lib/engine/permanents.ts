/**
 * The feature modules of copying permanents and of what only permanents do (./features.ts), as
 * one chunk for the site: the examples that need one of them mostly need several, and a chunk
 * compresses better whole than in parts.
 */
import './activate.js';
import './enter-replacements.js';
import './face-down.js';
import './legend.js';
import './permanent-copy.js';
import './transform.js';
import './turn.js';
