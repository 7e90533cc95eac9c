import { buildGraph } from '../src/lib/graph/build.js';
import { tokensOf } from '../src/lib/search/encoders.js';
import { ruleText } from '../src/lib/search/docs.js';
const g = buildGraph({ contentDir: 'content' });
let n = 0;
for (const r of Object.values(g.rules)) {
  const t = ruleText(r, 'ru'); if (!t) continue;
  const terms = new Set(tokensOf(t, 'ru').map(x => x.term));
  const kop = [...terms].filter(x => x && x.startsWith('коп'));
  const skop = [...terms].filter(x => x && /копир/.test(x));
  if (kop.length && !skop.length && n++ < 5) console.log('only копия', r.id, kop);
  const ud = tokensOf(t, 'ru').filter(x => x.word.startsWith('удар'));
  if (ud.length) console.log('удар', r.id, ud.map(x=>x.word+':'+x.term).join(' '));
}
const words = new Map<string, Set<string>>();
for (const r of Object.values(g.rules)) for (const tk of tokensOf(ruleText(r,'es'),'es')) if (tk.term) { let s = words.get(tk.term); if (!s) words.set(tk.term, s = new Set()); s.add(tk.word); }
console.log([...words].filter(([,s])=>s.size>1).slice(0,30).map(([t,s])=>t+':'+[...s].join('/')).join('  '));
