// @ts-nocheck
import { readFileSync } from 'node:fs';
import { diffArrays } from 'diff';
import { reconstructRevisions } from '../src/lib/history/reconstruct.js';
import { placePage } from '../src/lib/history/timeline.js';
import { wordTokens, fullText, cosmeticKey } from '../src/lib/history/text.js';
import { splitInlineExamples } from '../src/lib/graph/renditions.js';
const g = JSON.parse(readFileSync('/tmp/h/graph.json', 'utf8'));
const render = (a, b) => diffArrays(wordTokens(a), wordTokens(b)).map((c) => c.value.join('')).join('');
let pages = 0, revs = 0, ok = 0; const bad = [];
const t0 = performance.now();
for (const rule of Object.values(g.rules)) {
  const dated = rule.revisions.filter((r) => /^\d{4}/.test(r.version) && r.change !== 'retired').map((r) => ({ version: r.version, sources: r.sources, number: r.number, numbering: r.version, title: r.title ?? '', text: r.text, examples: r.examples ?? [], full: fullText({ title: r.title ?? '', text: r.text, examples: (r.examples ?? []).map((e) => e.text) }), lang: 'en' }));
  const texts = dated.map((d) => d.full.replace(/\n/g, ' '));
  let start = 0;
  for (let i = 1; i <= texts.length; i++) {
    if (i < texts.length && texts[i] !== texts[i - 1]) continue;
    const s0 = start; const run = texts.slice(start, i); start = i;
    if (run.length < 3) continue;
    pages++;
    const blocks = run.slice(1).map((t, k) => render(run[k], t));
    const revisions = reconstructRevisions(blocks).map((full, index) => { const { body, examples } = splitInlineExamples(full); return { version: 'p#' + index, index, full, text: body, examples }; });
    const placed = placePage(dated, { source: 'p', number: rule.id, numbering: 'current', lang: 'en', blocks, revisions });
    run.forEach((_, k) => { revs++; const eq = placed.equals.get('p#' + k); if (eq && eq.some((v) => cosmeticKey(dated.find((d) => d.version === v).full) === cosmeticKey(dated[s0 + k].full))) ok++; else bad.push([rule.id, k, eq]); });
  }
}
console.log({ pages, revs, ok, ms: Math.round(performance.now() - t0) }); console.log(JSON.stringify(bad));
const IL = (globalThis as any).IL ?? []; console.log('calls', IL.length, 'ms', Math.round(IL.reduce((a, x) => a + x[2], 0)), 'char', IL.filter((x) => x[1] === 2000 && x[0] > 2000).length, 'slow', IL.filter((x) => x[2] > 20).length);
