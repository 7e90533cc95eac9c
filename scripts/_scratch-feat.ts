// @ts-nocheck
import { readFileSync } from 'node:fs';
import { features, matchWords } from '../src/lib/history/features.js';
import { modernTerms } from '../src/lib/history/terminology.js';
import { fullText } from '../src/lib/history/text.js';
const d = JSON.parse(readFileSync('/tmp/h/renditions.json', 'utf8'));
const all = Object.values(d).flat().filter((r) => r.text || r.title);
const T = (name, fn) => { const c = process.cpuUsage(); fn(); const u = process.cpuUsage(c); console.log(name, ((u.user + u.system) / 1000).toFixed(0)); };
T('fullText', () => all.forEach((r) => fullText(r)));
T('lower+modern', () => all.forEach((r) => modernTerms(fullText(r).toLowerCase())));
T('matchWords', () => all.forEach((r) => matchWords(fullText(r))));
T('features', () => all.forEach((r) => features(r)));
console.log(all.length);
