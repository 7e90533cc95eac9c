// @ts-nocheck
import { buildGraph } from '../src/lib/graph/build.js';
const g = buildGraph({ contentDir: process.argv[2] ?? 'content' });
for (const r of g.rules['707.10'].revisions) console.log(r.version, r.sources.join(','), r.number, r.change, r.renumbered);
console.log(g.versions.map((v) => v.id + '=' + (v.equals ?? '')).join(' '));
