/**
 * All three Snowball stemmers, registered when this module is imported: for Node (the index
 * build, the CLI, tests, benchmarks), which reads every language. The browser loads them per
 * language instead (stemmers.ts); nothing the site ships imports this file.
 */
import { SNOWBALL } from '../text/stemmers.js';
import { registerStemmer } from './encoders.js';

registerStemmer('en', SNOWBALL.en);
registerStemmer('es', SNOWBALL.es);
registerStemmer('ru', SNOWBALL.ru);
