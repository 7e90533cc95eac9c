import fs from 'node:fs';
import { lexiconEntries } from '../src/lib/search/node.js';
import { buildLanguageIndex } from '../src/lib/search/build.js';
import { SearchIndex } from '../src/lib/search/engine.js';
const graph = JSON.parse(fs.readFileSync('/tmp/gs/graph.json','utf8'));
const lang = (process.argv[2] ?? 'en') as any;
const b = await buildLanguageIndex(graph, lang, { lexicon: lexiconEntries() });
const idx = SearchIndex.fromFiles(b.files);
const qs = process.argv.slice(3);
for (const q of qs) idx.search(q, {limit: 10});
for (const q of qs) {
  const ts: number[] = [];
  for (let k = 0; k < 40; k++) { if (process.env.COLD) idx.clearCaches(); const t = performance.now(); idx.search(q, {limit: 10}); ts.push(performance.now() - t); }
  ts.sort((a,b)=>a-b);
  console.log(q.padEnd(25), 'min', ts[0].toFixed(2), 'med', ts[20].toFixed(2), 'max', ts[39].toFixed(2));
}
