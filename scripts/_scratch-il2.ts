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
const [b, w, a] = splitGlued([tk(texts[k]), tk(plain), tk(texts[k + 1])]);
const W = a.length + 1; let states = new Set([0]);
for (const [pos, t] of w.entries()) { const next = new Set(); for (const s of states) { const i = Math.floor(s / W), j = s % W; if (b[i] === t && a[j] === t) next.add((i + 1) * W + j + 1); if (b[i] === t) next.add((i + 1) * W + j); if (a[j] === t) next.add(i * W + j + 1); }
  if (next.size === 0) { console.log('dies', pos, w.slice(pos - 10, pos + 3).join(' ')); for (const s of [...states].slice(0, 6)) { const i = Math.floor(s / W), j = s % W; console.log('  b:', b.slice(i, i + 4).join(' '), '| a:', a.slice(j, j + 4).join(' ')); } break; } states = next; }
console.log(plain.slice(0, 600));
