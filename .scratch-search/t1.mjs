import { Document, Encoder, Index } from 'flexsearch';
import sb from 'snowball-stemmers';
import fs from 'node:fs';
const g = JSON.parse(fs.readFileSync('/tmp/gs/graph.json','utf8'));
const st = sb.newStemmer('english');
const memo = new Map();
const enc = new Encoder({ normalize: (s)=>s.toLowerCase(), split: /[^\p{L}\p{N}]+/u, dedupe: false, numeric: false, cache: false,
  finalize: (terms)=>terms.map(t=>{let s=memo.get(t); if(s===undefined){s=st.stem(t); memo.set(t,s);} return s;}) });
console.log(enc.encode('Copies copied copy 100 110 missing 707.10a Trample'));
const ids = Object.keys(g.rules);
const doc = new Document({ document: { id: 'i', index: [ { field: 'title', encoder: enc, score: (c,t,i)=>Math.min(8, Math.floor(Math.log2(1+i))) }, { field: 'text', encoder: enc, score: (c,t,i)=>Math.min(8, Math.floor(Math.log2(1+i))) } ], store: ['t','x'] } });
let t0=performance.now();
ids.forEach((id,i)=>{ const r=g.rules[id]; const en=r.renditions.filter(x=>x.lang==='en'); if(!en.length) return; const text=[...new Set(en.map(x=>[x.text,...x.examples.map(e=>e.text)].join('\n')))].join('\n'); doc.add({i, title: r.title, text, t: r.title, x: text}); });
console.log('build ms', performance.now()-t0);
const files = {};
await doc.export((k,d)=>{ files[k]=d; });
let tot=0; for (const [k,v] of Object.entries(files)) { console.log(k, v.length); tot+=v.length;}
const zlib = await import('node:zlib');
console.log('total', tot, 'gz', zlib.gzipSync(Object.values(files).join('')).length);
t0=performance.now();
for (let i=0;i<1000;i++) doc.search('copy spell', {index:'text', limit: 20});
console.log('search us', (performance.now()-t0));
console.log(JSON.stringify(doc.search('copy spell', {limit: 5})));
const r = doc.search('copy', {index:'text', resolve:false});
console.log(r && r.constructor.name, Object.keys(r), r.result && r.result.map(a=>a.length));
const d2 = new Document({ document: { id: 'i', index: [ { field: 'title', encoder: enc }, { field: 'text', encoder: enc } ], store: ['t','x'] } });
for (const [k,v] of Object.entries(files)) d2.import(k, v);
console.log(JSON.stringify(d2.search('copy spell', {limit: 5})), JSON.stringify(d2.get(5)).slice(0,100));
