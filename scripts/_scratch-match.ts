// @ts-nocheck
import { readFileSync } from 'node:fs';
import { matchVersionsDetailed } from '../src/lib/history/match.js';
const d = JSON.parse(readFileSync('/tmp/h/renditions.json', 'utf8')) as Record<string, any[]>;
const vs = Object.keys(d).sort();
const t0 = performance.now(); const c0 = process.cpuUsage();
const results = [];
for (let i = 1; i < vs.length; i++) {
  const t = performance.now();
  const o = { version: vs[i - 1]!, rules: d[vs[i - 1]!]!.filter((r) => r.text || r.title) };
  const n = { version: vs[i]!, rules: d[vs[i]!]!.filter((r) => r.text || r.title) };
  const m = matchVersionsDetailed(o, n);
  results.push(m);
  const byStage: Record<string, number> = {};
  for (const x of m.matches) byStage[x.stage] = (byStage[x.stage] ?? 0) + 1;
  const moved = m.matches.filter((x) => x.older !== x.newer).length;
  console.log(vs[i - 1], '→', vs[i], `${o.rules.length}→${n.rules.length}`, 'matched', m.matches.length, byStage, 'moved', moved, 'unmatched', m.unmatched.older.length, m.unmatched.newer.length, 'rel', m.relations.filter(r=>r.kind==='split').length, m.relations.filter(r=>r.kind==='merge').length, (performance.now() - t).toFixed(0) + 'ms');
}
console.log("total", (performance.now() - t0).toFixed(0), "cpu", ((process.cpuUsage(c0).user)/1000).toFixed(0));
// chains
const follow = (start: string, from = 0) => {
  const chain = [start];
  let cur: string | undefined = start;
  for (let i = from; i < results.length && cur; i++) {
    cur = results[i]!.matches.find((m) => m.older === cur)?.newer;
    chain.push(cur ?? '∅');
  }
  return chain.join(' → ');
};
for (const s of ['503.10', '502.84', '502.84a', '310.4', '503', '5', '502', '409.1', '503.1']) console.log(follow(s));
for (const s of ['706.9b', '706.9c', '616.1e', '711.3', '706.1', '706.10']) console.log(follow(s, 1));
console.log(follow('706.1', 2), '|', follow('720', 2));
const show = (i: number, pred: (m: any) => boolean) => results[i]!.matches.filter(pred).slice(0, 40).forEach((m) => console.log('  ', m.stage, m.evidence));
if (process.argv[2]) show(Number(process.argv[2]), (m) => new RegExp(process.argv[3] ?? '.').test(m.evidence));
export {};
if (process.env.LOW) {
  const i = Number(process.env.LOW);
  const o = new Map(d[vs[i]!]!.map((r) => [r.number, r]));
  const n = new Map(d[vs[i + 1]!]!.map((r) => [r.number, r]));
  const txt = (r: any) => (r ? (r.title + '|' + r.text).slice(0, 110) : '-');
  const ms = results[i]!.matches.filter((m) => m.stage !== 'identical' && m.score < Number(process.env.MAX ?? 0.6)).sort((a, b) => a.score - b.score);
  for (const m of ms.slice(0, Number(process.env.N ?? 30))) console.log(m.stage, m.score, m.evidence.split(': ').slice(1).join(': '), '\n   O', txt(o.get(m.older)), '\n   N', txt(n.get(m.newer)));
}
if (process.env.SHOW) { const i = Number(process.env.SHOW); const re = new RegExp(process.env.RE ?? '^715'); console.log(results[i].matches.filter((m) => re.test(m.older)).map((m) => m.older + '→' + m.newer + ' ' + m.stage).join('\n')); console.log('unmatched', results[i].unmatched.older.filter((x) => re.test(x)), results[i].unmatched.newer.filter((x) => /^719/.test(x))); }
if (process.env.NEWER) { const i = Number(process.env.SHOWN ?? 2); console.log(results[i].matches.filter((m) => m.newer === process.env.NEWER || m.older === process.env.OLDER)); }
if (process.env.UNM) { const i = Number(process.env.UNM); const o = new Map(d[vs[i]!]!.map((r) => [r.number, r])); const n = new Map(d[vs[i + 1]!]!.map((r) => [r.number, r]));
  for (const x of results[i].unmatched.older) console.log('RETIRED', x, ((o.get(x)?.title ?? '') + '|' + (o.get(x)?.text ?? '')).slice(0, 120));
  console.log('created', results[i].unmatched.newer.length); }
