import fs from 'node:fs';
import { lexiconEntries } from '../src/lib/search/node.js';
import { buildLanguageIndex } from '../src/lib/search/build.js';
import { SearchIndex } from '../src/lib/search/engine.js';
const graph = JSON.parse(fs.readFileSync('/tmp/gs/graph.json','utf8'));
const b = await buildLanguageIndex(graph, 'en', { lexicon: lexiconEntries() });
const idx = SearchIndex.fromFiles(b.files);
const queries = ['707.10', 'copy spell', 'копия заклинания', 'hechizo', 'combat damage', '"triggered ability"', 'tram', 'creature'];
for (const q of queries) idx.search(q);
for (const q of queries) {
  const t = performance.now();
  for (let k = 0; k < 20; k++) idx.search(q, {limit: 10});
  console.log(q, ((performance.now() - t)/20).toFixed(2), 'ms');
}
const t0 = performance.now();
for (let k = 0; k < 300; k++) { idx.search('copy spell', {limit:10}); idx.search('creature', {limit:10}); }
console.log('loop', performance.now() - t0);
