/**
 * A copy of a content folder holding only some of its whole CR files (official releases, whole
 * translations): tests and benchmarks build from small folders (the seed documents and the few
 * releases a case needs) rather than the archive.
 * sources.yaml is rewritten with its comments and the order of the entries kept.
 */
import path from 'node:path';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { isMap, isSeq, parseDocument } from 'yaml';
import { SOURCE_LANG } from '../langs/source.js';
import { loadManifest, manifestPath } from './manifest.js';

/** A `cr` source of a content folder (a release, or a whole translation: see `lang`): its manifest id, its file (absolute) and its date. */
export interface Release {
  id: string;
  /** Path of the file, absolute. */
  file: string;
  lang: string;
  /** The effective date sources.yaml gives. */
  date: string;
  /** A whole translation's base: the release it translates (sources.yaml). */
  base?: string;
}

/** The whole CR files listed in a content folder's sources.yaml (releases and translations), oldest first. */
export function releasesOf(contentDir: string): Release[] {
  return loadManifest(contentDir)
    .filter((e) => e.format === 'cr')
    .map((e) => ({
      id: e.id,
      file: path.join(contentDir, e.file),
      lang: e.lang,
      date: e.date ?? '',
      ...(e.base ? { base: e.base } : {}),
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

/**
 * Copy `contentDir` to `outDir` keeping the `cr` sources whose id `keep` accepts (none by default)
 * and every other source and file.
 */
export function copyContent(contentDir: string, outDir: string, keep: (release: Release) => boolean = () => false) {
  const dropped = new Set(
    releasesOf(contentDir)
      .filter((r) => !keep(r))
      .map((r) => r.id),
  );
  const doc = parseDocument(readFileSync(manifestPath(contentDir), 'utf8'));
  const files = new Set<string>();
  if (isSeq(doc.contents))
    doc.contents.items = doc.contents.items.filter((item) => {
      if (!isMap(item) || !dropped.has(String(item.get('id')))) return true;
      files.add(path.join(contentDir, String(item.get('file'))));
      return false;
    });
  // Its files keep their times, as a project's sources have them: settled, so that an ingest keeps
  // their hashes (ingest/file-hashes.ts) and the next one reads none of them back.
  cpSync(contentDir, outDir, { recursive: true, preserveTimestamps: true, filter: (src) => !files.has(src) });
  writeFileSync(manifestPath(outDir), doc.toString());
}

/**
 * For copyContent: the whole translations of a content folder and the releases they translate
 * (without its release a whole translation cannot be placed). Benchmarks that measure "content/'s
 * translations" keep these: the translations are `cr` sources too, dropped by default.
 */
export function translationsAndBases(contentDir: string): (release: Release) => boolean {
  const all = releasesOf(contentDir);
  const bases = new Set(all.filter((r) => r.lang !== SOURCE_LANG).map((r) => r.base ?? r.date));
  return (r) => r.lang !== SOURCE_LANG || bases.has(r.date);
}

/** `n` of `releases` (oldest first) spread evenly over them, the newest always included. */
export function spreadReleases(releases: Release[], n: number): Release[] {
  if (n >= releases.length) return releases;
  if (n <= 1) return releases.slice(-n);
  const picked = new Set<number>();
  for (let i = 0; i < n; i++) picked.add(Math.round((i * (releases.length - 1)) / (n - 1)));
  return releases.filter((_, i) => picked.has(i));
}
