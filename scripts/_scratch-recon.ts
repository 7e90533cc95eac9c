// @ts-nocheck
import { readFileSync } from 'node:fs';
import { diffArrays } from 'diff';
import { reconstructRevisions } from '../src/lib/history/reconstruct.js';
import { readsAs } from '../src/lib/history/readings.js';
import { wordTokens, fullText } from '../src/lib/history/text.js';
import { wordDiff } from '../src/lib/history/diff.js';
const g = JSON.parse(readFileSync('/tmp/h/graph.json', 'utf8'));
const absorb = process.env.ABSORB === '1';
function render(a, b) {
  if (absorb) return wordDiff(a, b).map((p) => p.text).join('');
  return diffArrays(wordTokens(a), wordTokens(b)).map((c) => c.value.join('')).join('');
}
let pages = 0, revs = 0, exact = 0, endsOk = 0, endsTotal = 0, innerBad = 0;
const bad = [];
for (const rule of Object.values(g.rules)) {
  const dated = rule.revisions.filter((r) => /^\d{4}/.test(r.version) && r.change !== 'retired');
  const texts = dated.map((r) => fullText({ title: r.title ?? '', text: r.text, examples: (r.examples ?? []).map((e) => e.text) }).replace(/\n/g, ' '));
  // maximal runs of consecutive changed steps
  let start = 0;
  for (let i = 1; i <= texts.length; i++) {
    if (i < texts.length && texts[i] !== texts[i - 1]) continue;
    const run = texts.slice(start, i);
    start = i;
    if (run.length < 3) continue;
    pages++;
    const blocks = run.slice(1).map((t, k) => render(run[k], t));
    const got = reconstructRevisions(blocks);
    run.forEach((t, k) => {
      revs++;
      if (got[k] === t) exact++;
      const end = k === 0 || k === run.length - 1;
      if (end) { endsTotal++; const ok = got[k] === t || (k === 0 ? readsAs(blocks[0], process.env.TRUE ? run[1] : got[1], t, 'before') : readsAs(blocks[k - 1], process.env.TRUE ? run[k - 1] : got[k - 1], t, 'after')); if (ok) endsOk++; else bad.push([rule.id, k, 'end', got[k], t]); }
      else if (got[k] !== t) { innerBad++; bad.push([rule.id, k, 'inner', got[k], t]); }
    });
  }
}
console.log({ pages, revs, exact, endsOk, endsTotal, innerBad });
for (const [id, k, kind, a, b] of bad.slice(0, Number(process.env.N ?? 5))) { console.log('---', id, k, kind); console.log(JSON.stringify(wordDiff(b, a).filter((p) => p.op !== 'equal'))); }
