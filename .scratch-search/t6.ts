import { readGraph } from '../src/lib/query/load.js';
import { lexiconEntries } from '../src/lib/search/node.js';
import { buildLanguageIndex } from '../src/lib/search/build.js';
import { SearchIndex } from '../src/lib/search/engine.js';
const graph = readGraph(process.argv[2] ?? 'generated/graph.json');
let t = performance.now();
const lex = lexiconEntries();
console.log('lexicon ms', performance.now() - t);
for (const lang of ['en','es','ru'] as const) {
  t = performance.now();
  const b = await buildLanguageIndex(graph, lang, { lexicon: lex });
  const t1 = performance.now();
  const idx = SearchIndex.fromFiles(b.files);
  console.log(lang, 'build', (t1 - t).toFixed(0), 'load', (performance.now() - t1).toFixed(0), b.stats, Object.fromEntries(Object.entries(b.files).map(([k,v])=>[k,v.length])));
}
