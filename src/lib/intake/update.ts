/**
 * `rules update`: learn of a release from the official rules page. The page is fetched, its one link
 * to a `.txt` file found (rules-page.ts), the file downloaded with `rules add URL`'s bounds
 * (download.ts), and what it is decided before anything is written (`planUpdate`):
 *   - the same bytes as a source (or an earlier publication) already there: up to date;
 *   - the effective date of a release content/ holds, other bytes: a republication (republish.ts);
 *   - a release newer than the newest: added, as `rules add` adds it;
 *   - anything else (no link, several, not a CR, an older date, a failed download): an InputError
 *     naming the link tried and the reason. Nothing is written then.
 * `applyUpdate` writes the plan; the caller ingests and, should that fail, `restore`s content/.
 */
import { SOURCE_LANG } from '../langs/source.js';
import path from 'node:path';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { writeAtomically } from '../files/atomic.mjs';
import { sha256Hex } from '../files/sha256.js';
import { InputError } from '../model/errors.js';
import { decode } from '../decode/index.js';
import { detectFormat, detectLanguage } from '../parse/detect.js';
import { parseCr } from '../parse/cr/index.js';
import { download, type DownloadOptions } from './download.js';
import { crTextLink } from './rules-page.js';
import { loadManifest, manifestPath } from '../content/manifest.js';
import { type ManifestEntry } from '../model/manifest.js';
import { addDocument, sourceWithBytes } from './add-source.js';
import { archivedFile, fetchedNow, republish } from './republish.js';
import { comparePublications, type PublicationDifference } from '../parse/publications.js';

/** A release as fetched: where from, its bytes, the file name as published, when. */
export interface Fetched {
  page: string;
  link: string;
  name: string;
  bytes: Buffer;
  fetched: string;
}

export type UpdatePlan = {
  link: string;
  name: string;
  release: string;
  sha256: string;
  fetched: string;
} & (
  | { status: 'up-to-date'; source: ManifestEntry }
  | { status: 'republished'; source: ManifestEntry; publication: number; differs: PublicationDifference }
  | { status: 'added'; previous?: string }
);

/** Fetch the rules page and the CR text file it links. */
export async function fetchRelease(page: string, opts: DownloadOptions = {}): Promise<Fetched> {
  const got = await download(page, opts);
  // The page's own encoding hardly matters: the link is ASCII or percent-escaped.
  const html = new TextDecoder('utf-8').decode(got.bytes);
  const link = crTextLink(html, got.url);
  const file = await download(link, opts);
  return { page: got.url, link, name: file.fileName, bytes: file.bytes, fetched: fetchedNow() };
}

/** What the fetched file is to content/: decided without writing anything. */
export function planUpdate(contentDir: string, f: Pick<Fetched, 'link' | 'name' | 'bytes' | 'fetched'>): UpdatePlan {
  const fail = (reason: string): never => {
    throw new InputError(f.link, 0, reason, 'rules:update');
  };
  const { text } = decode(f.bytes, f.link);
  const detected = detectFormat(text);
  if (detected.format !== 'cr') fail(`not a Comprehensive Rules text file (${detected.reasons.join('; ')})`);
  const lang = detectLanguage(text);
  if (lang !== SOURCE_LANG)
    fail(`not the English Comprehensive Rules (the text reads as ${lang ?? 'no language known'})`);
  // Parsed now: a file that would not ingest is refused before content/ is touched.
  const tree = parseCr(text, { file: f.link, lang: SOURCE_LANG, warn: () => {} });
  const release = tree.data.date!;
  const sha256 = sha256Hex(f.bytes);
  const base = { link: f.link, name: f.name, release, sha256, fetched: f.fetched };
  const manifest = existsSync(manifestPath(contentDir)) ? loadManifest(contentDir) : [];
  const same = sourceWithBytes(contentDir, manifest, f.bytes, sha256);
  if (same) return { ...base, status: 'up-to-date', source: same };
  const releases = manifest
    .filter((e) => e.format === 'cr' && e.lang === SOURCE_LANG && e.date)
    .sort((a, b) => a.date!.localeCompare(b.date!));
  const sameRelease = releases.find((e) => e.date === release);
  if (sameRelease) {
    const before = readFileSync(path.join(contentDir, sameRelease.file));
    return {
      ...base,
      status: 'republished',
      source: sameRelease,
      publication: (sameRelease.publications?.length ?? 1) + 1,
      differs: comparePublications(before, f.bytes, sameRelease.file),
    };
  }
  const newest = releases.at(-1)?.date;
  if (newest && release < newest)
    fail(
      `the file states the rules effective ${release}, older than the newest release content/ holds (${newest}): not the rules in force; add an older release with rules add`,
    );
  return { ...base, status: 'added', ...(newest ? { previous: newest } : {}) };
}

/** The files an update may write, as they were: put back if what follows the update fails. */
export interface Snapshot {
  restore(): void;
}

/** Write the plan into content/; the snapshot puts content/ back as it was. */
export function applyUpdate(
  contentDir: string,
  plan: UpdatePlan,
  bytes: Buffer,
): { entry?: ManifestEntry; snapshot: Snapshot } {
  if (plan.status === 'up-to-date') return { snapshot: { restore() {} } };
  const touched = [manifestPath(contentDir)];
  if (plan.status === 'republished')
    touched.push(
      path.join(contentDir, plan.source.file),
      path.join(contentDir, archivedFile(plan.source, plan.publication - 1)),
    );
  else touched.push(path.join(contentDir, 'sources', SOURCE_LANG, `cr-${plan.release}.txt`));
  const snapshot = snapshotOf(touched);
  try {
    const entry =
      plan.status === 'republished'
        ? republish(contentDir, plan.source, bytes, { name: plan.name, fetched: plan.fetched }).entry
        : addDocument(plan.link, bytes, {
            contentDir,
            format: 'cr',
            lang: SOURCE_LANG,
            date: plan.release,
            fileName: `cr-${plan.release}.txt`,
            publication: { name: plan.name, fetched: plan.fetched },
          }).entry;
    return { entry, snapshot };
  } catch (err) {
    snapshot.restore();
    throw err;
  }
}

function snapshotOf(files: string[]): Snapshot {
  const kept = files.map((file) => ({ file, bytes: existsSync(file) ? readFileSync(file) : undefined }));
  return {
    restore() {
      for (const { file, bytes } of kept) {
        if (bytes) writeAtomically(file, bytes);
        else rmSync(file, { force: true });
      }
    },
  };
}
