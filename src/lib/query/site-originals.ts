/**
 * The original text file of every official release, downloadable (/releases/{date}.txt): the bytes
 * as published, read from the content folder the graph was built from ($RULES_CONTENT, else
 * content/) and served only if they are the bytes the graph records (sha256), so that a build never
 * offers a file other than the one its rules were read from.
 */
import { SOURCE_LANG } from '../langs/source.js';
import path from 'node:path';
import { sha256Hex } from '../files/sha256.js';
import { existsSync, readFileSync } from 'node:fs';
import { siteGraph } from './site.js';

export interface Original {
  release: string;
  bytes: Uint8Array;
}

let cached: Map<string, Original> | undefined;

export function originals(): Map<string, Original> {
  if (cached) return cached;
  cached = new Map();
  const dir = path.resolve(process.env.RULES_CONTENT ?? 'content');
  for (const s of siteGraph().sources) {
    if (s.format !== 'cr' || s.lang !== SOURCE_LANG || !s.date || !s.sha256) continue;
    const file = path.join(dir, s.file);
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    if (sha256Hex(bytes) === s.sha256) cached.set(s.date, { release: s.date, bytes });
  }
  return cached;
}
