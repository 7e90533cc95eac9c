// @ts-nocheck
import { readFileSync } from 'node:fs';
import { diffArrays } from 'diff';
import { wordTokens, fullText } from '../src/lib/history/text.js';
import { showsChange } from '../src/lib/history/readings.js';
const g = JSON.parse(readFileSync('/tmp/h/graph.json', 'utf8'));
const r = g.rules[process.argv[2]];
const k = Number(process.argv[3] ?? 0);
const texts = r.revisions.filter((x) => /^\d{4}/.test(x.version) && x.change !== 'retired').map((x) => fullText({ title: x.title ?? '', text: x.text, examples: (x.examples ?? []).map((e) => e.text) }).replace(/\n/g, ' '));
const plain = diffArrays(wordTokens(texts[k]), wordTokens(texts[k + 1])).map((c) => c.value.join('')).join('');
console.log(showsChange(plain, texts[k], texts[k+1]));
console.log(plain.slice(0, 1500));
