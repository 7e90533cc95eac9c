/**
 * Content folders for tests. content/ ships every official release (the archive): tests build from
 * small folders instead — the seeds (content/ without its releases: the translations, the history
 * page, cards, lexicon, numbering maps, scenarios), plus the few official files a case needs.
 */
import os from 'node:os';
import path from 'node:path';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { isMap, isSeq, parseDocument } from 'yaml';
import { addSource } from '../../src/lib/content/add-source.js';
import { ROOT, sharedCrPath, type CrDate } from './shared.js';

export function tempDir(prefix = 'rules-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** content/'s sources.yaml without the official releases, comments kept; and the files those list. */
function seedManifest(): { text: string; releases: Set<string> } {
  const doc = parseDocument(readFileSync(path.join(ROOT, 'content', 'sources.yaml'), 'utf8'));
  const releases = new Set<string>();
  if (isSeq(doc.contents))
    doc.contents.items = doc.contents.items.filter((item) => {
      if (!isMap(item) || String(item.get('format')) !== 'cr') return true;
      releases.add(path.join(ROOT, 'content', String(item.get('file'))));
      return false;
    });
  return { text: doc.toString(), releases };
}

let seeds: string | undefined;

/** content/ without its official releases, made once per test process: read it, never change it. */
export function seedContent(): string {
  if (seeds) return seeds;
  const dir = path.join(tempDir('rules-seeds-'), 'content');
  const { text, releases } = seedManifest();
  cpSync(path.join(ROOT, 'content'), dir, { recursive: true, filter: (src) => !releases.has(src) });
  writeFileSync(path.join(dir, 'sources.yaml'), text);
  return (seeds = dir);
}

/** A copy of the seed content in a temporary folder, plus the given official CR files. */
export function contentWith(crDates: CrDate[] = []): string {
  const dir = path.join(tempDir(), 'content');
  cpSync(seedContent(), dir, { recursive: true });
  for (const date of crDates) {
    const file = sharedCrPath(date);
    addSource(file, readFileSync(file), { contentDir: dir });
  }
  return dir;
}
