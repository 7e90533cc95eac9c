import os from 'node:os';
import path from 'node:path';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { addSource } from '../src/lib/content/add-source.js';
import { buildGraph } from '../src/lib/graph/build.js';
import { buildSearchIndexes } from '../src/lib/search/build.js';
import { SearchIndex } from '../src/lib/search/engine.js';
import { lexiconEntries } from '../src/lib/search/node.js';
const CR = '/work/shared/cr/en-CR-20251114.txt';
const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'rules-t14-')), 'content');
cpSync('content', dir, { recursive: true });
addSource(CR, readFileSync(CR), { contentDir: dir });
let graph: any = buildGraph({ contentDir: dir });
const built = await buildSearchIndexes(graph, { lexicon: lexiconEntries('content') });
if (process.env.DROP) graph = null;
const lang = (process.argv[2] ?? 'ru') as 'ru';
const idx = SearchIndex.fromFiles(built[lang]!.files);
const qs = process.argv.slice(3);
for (const q of qs) idx.search(q, {limit: 10});
for (const q of qs) {
  const ts: number[] = [];
  for (let k = 0; k < 30; k++) { if (process.env.COLD) idx.clearCaches(); const t = performance.now(); idx.search(q, {limit: 10}); ts.push(performance.now() - t); }
  ts.sort((a,b)=>a-b);
  console.log(q.padEnd(25), 'min', ts[0].toFixed(2), 'med', ts[15].toFixed(2), 'max', ts[29].toFixed(2));
}
