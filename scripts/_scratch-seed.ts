// @ts-nocheck
import { readFileSync } from 'node:fs';
import { parseRuleHistory } from '/work/main/src/lib/parse/rule-history/index.js';
import { reconstructRevisions } from '/work/main/src/lib/history/reconstruct.js';
import { readsAs } from '/work/main/src/lib/history/readings.js';
import { cosmeticKey } from '/work/main/src/lib/history/text.js';
const t = parseRuleHistory(readFileSync('/work/main/content/sources/en/rule-707.10-history.txt','utf8'), {file:'x', lang:'en', warn(){}});
const blocks = t.children.map(c => c.value);
const revs = reconstructRevisions(blocks);
const d = JSON.parse(readFileSync('/tmp/h/renditions.json', 'utf8'));
const full = (r) => [r.text, ...r.examples.map(e => 'Example: ' + e)].join(' ');
const dated = {'2012': full(d['2012-07-01'].find(r=>r.number==='706.10')), '2017': full(d['2017-08-25'].find(r=>r.number==='706.10')), '2021': full(d['2021-07-23'].find(r=>r.number==='707.10')), '2025': full(d['2025-11-14'].find(r=>r.number==='707.10'))};
revs.forEach((r, i) => {
  const eq = Object.entries(dated).filter(([k, v]) => cosmeticKey(v) === cosmeticKey(r)).map(([k]) => k);
  console.log(i, eq, r.slice(0, 60), '…', r.match(/Choose one (\S+)/)?.[1], /Dawnglow/.test(r), r.match(/cost to cast (\S+)/)?.[1], r.match(/power to ([^."]+)/)?.[1]);
});
console.log(readsAs(blocks[0], revs[1], dated['2012'], 'before'), readsAs(blocks[5], revs[5], dated['2021'], 'after'), readsAs(blocks[5], revs[5], dated['2017'], 'after'));
import { wordDiff } from '/work/main/src/lib/history/diff.js';
console.log(JSON.stringify(wordDiff(revs[4], dated['2017']).filter(p => p.op !== 'equal')));
console.log(JSON.stringify(wordDiff(revs[5], dated['2021']).filter(p => p.op !== 'equal')));
console.log(JSON.stringify(wordDiff(revs[2], dated['2012']).filter(p => p.op !== 'equal')));
