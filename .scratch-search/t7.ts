import fs from 'node:fs';
import { collectDocs, docIds } from '../src/lib/search/docs.js';
import { createDocument, FIELDS } from '../src/lib/search/index-config.js';
import { vocabularyOf, compileExpansions } from '../src/lib/search/expansions-build.js';
import { lexiconEntries } from '../src/lib/search/node.js';
const graph = JSON.parse(fs.readFileSync('/tmp/gs/graph.json','utf8'));
const lex = lexiconEntries();
for (const lang of ['en','es'] as const) {
let t = performance.now();
const ids = docIds(graph); console.log('ids', performance.now()-t); t = performance.now();
const docs = collectDocs(graph, lang, ids); console.log('docs', performance.now()-t); t = performance.now();
const d = createDocument(lang); docs.forEach((x,i)=>d.add({i, ...x} as any)); console.log('add', performance.now()-t); t = performance.now();
const v = vocabularyOf(docs.flatMap(d=>FIELDS.map(f=>d[f]))); console.log('vocab', performance.now()-t, v.length); t = performance.now();
compileExpansions(lang, lex!, graph.cards, v); console.log('exp', performance.now()-t); t = performance.now();
const files: any = {}; await d.export((k: string, v: string)=>{files[k]=v}); console.log('export', performance.now()-t);
}
