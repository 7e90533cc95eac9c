import fs from 'node:fs';
import { termsOf, stemWord, wordsOf } from '../src/lib/search/encoders.js';
const g = JSON.parse(fs.readFileSync('/tmp/gs/graph.json','utf8'));
for (const lang of ['en','es','ru'] as const) {
  const words = new Set<string>();
  for (const r of Object.values<any>(g.rules)) for (const x of r.renditions) if (x.lang===lang) for (const w of wordsOf(x.text + ' ' + x.examples.map((e:any)=>e.text).join(' '))) words.add(w);
  const terms = new Set([...words].map(w=>stemWord(w, lang)));
  const bad = [...terms].filter(t=>stemWord(t, lang)!==t);
  console.log(lang, words.size, terms.size, bad.length, bad.slice(0,15));
}
