import fs from 'node:fs';
import { lexiconEntries } from '../src/lib/search/node.js';
import { buildLanguageIndex } from '../src/lib/search/build.js';
import { SearchIndex } from '../src/lib/search/engine.js';
const graph = JSON.parse(fs.readFileSync('/tmp/gs/graph.json','utf8'));
const b = await buildLanguageIndex(graph, 'en', { lexicon: lexiconEntries() });
const idx = SearchIndex.fromFiles(b.files);
const q = process.argv[2] ?? 'copy spell';
for (let k = 0; k < 50; k++) idx.search(q, {limit:10});
const times: number[] = [];
for (let k = 0; k < 300; k++) { const t = performance.now(); idx.search(q, {limit:10}); times.push(performance.now()-t); }
times.sort((a,b)=>a-b);
console.log(q, 'min', times[0].toFixed(2), 'p50', times[150].toFixed(2), 'p95', times[285].toFixed(2));
