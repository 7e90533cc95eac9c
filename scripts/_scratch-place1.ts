// @ts-nocheck
import { readFileSync } from 'node:fs';
import { diffArrays } from 'diff';
import { reconstructRevisions } from '../src/lib/history/reconstruct.js';
import { placePage } from '../src/lib/history/timeline.js';
import { wordTokens, fullText } from '../src/lib/history/text.js';
import { splitInlineExamples } from '../src/lib/graph/renditions.js';
const g = JSON.parse(readFileSync('/tmp/h/graph.json', 'utf8'));
const render = (a, b) => diffArrays(wordTokens(a), wordTokens(b)).map((c) => c.value.join('')).join('');
const rule = g.rules[process.argv[2]];
const dated = rule.revisions.filter((r) => /^\d{4}/.test(r.version) && r.change !== 'retired').map((r) => ({ version: r.version, sources: r.sources, number: r.number, numbering: r.version, title: r.title ?? '', text: r.text, examples: r.examples ?? [], full: fullText({ title: r.title ?? '', text: r.text, examples: (r.examples ?? []).map((e) => e.text) }), lang: 'en' }));
const run = dated.map((d) => d.full.replace(/\n/g, ' ')).slice(Number(process.argv[3] ?? 0), Number(process.argv[4] ?? 99));
const blocks = run.slice(1).map((t, k) => render(run[k], t));
const revisions = reconstructRevisions(blocks).map((full, index) => { const { body, examples } = splitInlineExamples(full); return { version: 'p#' + index, index, full, text: body, examples }; });
const placed = placePage(dated, { source: 'p', number: rule.id, numbering: 'current', lang: 'en', blocks, revisions });
console.log(placed.equals);
