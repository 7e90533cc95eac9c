import fs from 'node:fs';
import { lexiconEntries } from '../src/lib/search/node.js';
import { buildLanguageIndex } from '../src/lib/search/build.js';
import { SearchIndex } from '../src/lib/search/engine.js';
const graph = JSON.parse(fs.readFileSync('/tmp/gs/graph.json','utf8'));
const b = await buildLanguageIndex(graph, 'en', { lexicon: lexiconEntries() });
const idx = SearchIndex.fromFiles(b.files);
const q = process.argv[2];
for (let k = 0; k < 30; k++) idx.search(q, {limit: 10});
const t = performance.now();
for (let k = 0; k < 300; k++) { idx.clearCaches(); idx.search(q, {limit: 10}); }
console.log('avg', (performance.now() - t)/300);
