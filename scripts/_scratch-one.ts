// @ts-nocheck
import { readFileSync } from 'node:fs';
import { diffArrays } from 'diff';
import { reconstructRevisions } from '../src/lib/history/reconstruct.js';
import { wordTokens, fullText } from '../src/lib/history/text.js';
import { wordDiff } from '../src/lib/history/diff.js';
const g = JSON.parse(readFileSync('/tmp/h/graph.json', 'utf8'));
const render = (a, b) => diffArrays(wordTokens(a), wordTokens(b)).map((c) => c.value.join('')).join('');
const r = g.rules[process.argv[2]];
const texts = r.revisions.filter((x) => /^\d{4}/.test(x.version) && x.change !== 'retired').map((x) => fullText({ title: x.title ?? '', text: x.text, examples: (x.examples ?? []).map((e) => e.text) }).replace(/\n/g, ' ')).slice(0, Number(process.argv[3] ?? 3));
const blocks = texts.slice(1).map((t, k) => render(texts[k], t));
blocks.forEach((b, i) => console.log('B' + i, b));
const got = reconstructRevisions(blocks);
got.forEach((t, k) => console.log(k, t === texts[k], JSON.stringify(wordDiff(texts[k], t).filter((p) => p.op !== 'equal'))));
