import { readGraph } from '../src/lib/query/load.js';
import { loadSearchIndexes } from '../src/lib/search/node.js';
const graph = readGraph(process.argv[2] ?? 'generated/graph.json');
let t = performance.now();
const idx = await loadSearchIndexes(graph, ['en','es','ru']);
console.log('load ms', performance.now() - t);
for (const q of process.argv.slice(3)) for (const i of idx) {
  t = performance.now();
  const r = i.search(q, { limit: 5 });
  console.log(`[${i.lang}] ${q} (${(performance.now()-t).toFixed(2)}ms)`);
  for (const x of r) console.log('   ', x.id, x.score, x.match, x.matched ?? '', x.fallback ?? '', JSON.stringify(x.snippet.slice(0, 100)), JSON.stringify(x.highlights.slice(0,4).map(([a,b])=>x.snippet.slice(a,b))));
}
