// @ts-nocheck
import { readFileSync } from 'node:fs';
import { diffArrays } from 'diff';
import { reconstructRevisions } from '../src/lib/history/reconstruct.js';
import { wordTokens, fullText } from '../src/lib/history/text.js';
import { wordDiff } from '../src/lib/history/diff.js';
const g = JSON.parse(readFileSync('/tmp/h/graph.json', 'utf8'));
const render = (a, b) => diffArrays(wordTokens(a), wordTokens(b)).map((c) => c.value.join('')).join('');
const mark = (a, b) => diffArrays(wordTokens(a), wordTokens(b)).map((c) => c.added ? '{+' + c.value.join('') + '+}' : c.removed ? '[-' + c.value.join('') + '-]' : c.value.join('')).join('');
let shown = 0;
for (const rule of Object.values(g.rules)) {
  const dated = rule.revisions.filter((r) => /^\d{4}/.test(r.version) && r.change !== 'retired');
  const texts = dated.map((r) => fullText({ title: r.title ?? '', text: r.text, examples: (r.examples ?? []).map((e) => e.text) }).replace(/\n/g, ' '));
  let start = 0;
  for (let i = 1; i <= texts.length; i++) {
    if (i < texts.length && texts[i] !== texts[i - 1]) continue;
    const run = texts.slice(start, i); start = i;
    if (run.length < 3) continue;
    const blocks = run.slice(1).map((t, k) => render(run[k], t));
    const got = reconstructRevisions(blocks);
    for (let k = 1; k < run.length - 1; k++) if (got[k] !== run[k] && shown++ < Number(process.env.N ?? 4)) {
      console.log('=====', rule.id, k, 'of', run.length);
      if (run[k].length < 700) { console.log('MARK k-1→k:', mark(run[k-1], run[k])); console.log('MARK k→k+1:', mark(run[k], run[k+1])); }
      console.log('ERR', JSON.stringify(wordDiff(run[k], got[k]).filter((p) => p.op !== 'equal')));
    }
  }
}
