import fs from 'node:fs';
import { tokensOf, wordsOf, termOf, isStopWordAnywhere } from '../src/lib/search/encoders.js';
const g = JSON.parse(fs.readFileSync('/tmp/gs/graph.json','utf8'));
const texts: string[] = Object.values<any>(g.rules).slice(0, 400).map(r => r.renditions.filter((x:any)=>x.lang==='en').map((x:any)=>x.text + '\n' + x.examples.map((e:any)=>e.text).join('\n')).join('\n'));
const A = () => { let n = 0; for (const t of texts) n += tokensOf(t, 'en').length; return n; };
const B = () => { let n = 0; for (const t of texts) for (const w of wordsOf(t)) { if (!isStopWordAnywhere(w) && termOf(w, 'en')) n++; } return n; };
for (let r = 0; r < 5; r++) {
  let t = performance.now(); A(); const a = performance.now() - t;
  t = performance.now(); B(); const b = performance.now() - t;
  console.log('tokensOf', a.toFixed(1), 'wordsOf', b.toFixed(1), texts.reduce((x,y)=>x+y.length,0));
}
