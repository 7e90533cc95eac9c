// @ts-nocheck
import { buildGraph } from '../src/lib/graph/build.js';
import { writeFileSync } from 'node:fs';
const dir = process.argv[2] ?? '/tmp/rules-x-IcyvBw/content';
const t = performance.now();
const g = buildGraph({ contentDir: dir });
console.error('ms', performance.now() - t, Object.keys(g.rules).length);
writeFileSync('/tmp/h/graph.json', JSON.stringify(g));
