/**
 * All three Snowball stemmers, registered when this module is imported: for Node (the index
 * build, the CLI, tests, benchmarks), which reads every language. The browser loads them per
 * language instead (stemmers.ts); nothing the site ships imports this file.
 */
import { stem as english } from 'porter2';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as russian } from '@orama/stemmers/russian';
import { registerStemmer } from './encoders.js';

registerStemmer('en', english);
registerStemmer('es', spanish);
registerStemmer('ru', russian);
