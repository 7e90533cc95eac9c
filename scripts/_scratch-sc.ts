// @ts-nocheck
import { readFileSync } from 'node:fs';
import { diffArrays } from 'diff';
import { wordTokens, fullText } from '../src/lib/history/text.js';
import { splitGlued } from '../src/lib/history/glue.js';
const g = JSON.parse(readFileSync('/tmp/h/graph.json', 'utf8'));
const r = g.rules[process.argv[2]];
const k = Number(process.argv[3] ?? 0);
const texts = r.revisions.filter((x) => /^\d{4}/.test(x.version) && x.change !== 'retired').map((x) => fullText({ title: x.title ?? '', text: x.text, examples: (x.examples ?? []).map((e) => e.text) }).replace(/\n/g, ' '));
const plain = diffArrays(wordTokens(texts[k]), wordTokens(texts[k + 1])).map((c) => c.value.join('')).join('');
const tk = (t) => wordTokens(t).filter((x) => x.trim());
const [b, w, a] = splitGlued([tk(texts[k]), tk(plain), tk(texts[k + 1])], 'en', 1);
const cnt = (l) => { const m = new Map(); for (const t of l) m.set(t, (m.get(t) ?? 0) + 1); return m; };
const [cw, cb, ca] = [cnt(w), cnt(b), cnt(a)];
for (const t of new Set([...w, ...b, ...a])) { const x = cw.get(t) ?? 0, y = cb.get(t) ?? 0, z = ca.get(t) ?? 0; if (x < Math.max(y, z) || x > y + z) console.log(JSON.stringify(t), x, y, z); }
