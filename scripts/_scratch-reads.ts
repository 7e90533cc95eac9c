// @ts-nocheck
import { readFileSync } from 'node:fs';
import { diffArrays } from 'diff';
import { readsAs } from '../src/lib/history/readings.js';
import { wordTokens, fullText, cosmeticKey } from '../src/lib/history/text.js';
const g = JSON.parse(readFileSync('/tmp/h/graph.json', 'utf8'));
const render = (a, b) => diffArrays(wordTokens(a), wordTokens(b)).map((c) => c.value.join('')).join('');
const r = g.rules[process.argv[2]];
const texts = r.revisions.filter((x) => /^\d{4}/.test(x.version) && x.change !== 'retired').map((x) => fullText({ title: x.title ?? '', text: x.text, examples: (x.examples ?? []).map((e) => e.text) }).replace(/\n/g, ' '));
const b0 = render(texts[0], texts[1]);
console.log(b0); console.log(cosmeticKey(b0)); console.log(cosmeticKey(texts[0])); console.log(cosmeticKey(texts[1]));
console.log(readsAs(b0, texts[1], texts[0], 'before'), readsAs(b0, texts[0], texts[1], 'after'));
