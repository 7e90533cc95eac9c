// @ts-nocheck
import os from 'node:os';
import path from 'node:path';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { addSource } from '../src/lib/content/add-source.js';
import { loadManifest } from '../src/lib/content/manifest.js';
import { loadSource } from '../src/lib/graph/load-sources.js';
import { collectRenditions } from '../src/lib/graph/renditions.js';
const FILES = ['en-CR-20081001.txt', 'en-CR-20120701.txt', 'en-CR-20170825.txt', 'en-CR-20210723.txt', 'en-CR-20251114.txt'];
const contentDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'rules-x-')), 'content');
cpSync('content', contentDir, { recursive: true });
for (const f of FILES) addSource(path.join('/work/shared/cr', f), readFileSync(path.join('/work/shared/cr', f)), { contentDir });
const out: Record<string, unknown> = {};
for (const e of loadManifest(contentDir)) {
  if (e.format !== 'cr') continue;
  const s = loadSource(contentDir, e, []);
  const date = s.tree.data.date!;
  out[date] = collectRenditions(s.tree, { id: e.id, lang: 'en', numbering: date, version: date });
}
writeFileSync('/tmp/h/renditions.json', JSON.stringify(out));
console.log(contentDir);
