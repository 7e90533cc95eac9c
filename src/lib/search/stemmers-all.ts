/**
 * Every language's stemmer, registered when this module is imported: for Node (the index build,
 * the CLI, tests, benchmarks), which reads every language. The browser loads them per language
 * instead (stemmers.ts); nothing the site ships imports this file.
 */
import { STEMMERS } from '../langs/stemmers-node.js';
import { registerStemmer } from './encoders.js';

for (const [code, stem] of STEMMERS) registerStemmer(code, stem);
