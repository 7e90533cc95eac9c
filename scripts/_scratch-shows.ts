// @ts-nocheck
import { readFileSync } from 'node:fs';
import { diffArrays } from 'diff';
import { showsChange } from '../src/lib/history/readings.js';
import { wordTokens, fullText } from '../src/lib/history/text.js';
const g = JSON.parse(readFileSync('/tmp/h/graph.json', 'utf8'));
const render = (a, b) => diffArrays(wordTokens(a), wordTokens(b)).map((c) => c.value.join('')).join('');
const r = g.rules[process.argv[2]];
const texts = r.revisions.filter((x) => /^\d{4}/.test(x.version) && x.change !== 'retired').map((x) => fullText({ title: x.title ?? '', text: x.text, examples: (x.examples ?? []).map((e) => e.text) }));
for (let k = 0; k + 1 < texts.length; k++) { const b = render(texts[k].replace(/\n/g,' '), texts[k + 1].replace(/\n/g,' ')); console.log(k, showsChange(b, texts[k], texts[k + 1]), b.slice(0, 300)); }
