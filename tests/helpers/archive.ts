/**
 * The official releases content/ ships (the archive issue): every `cr` source of content/sources.yaml.
 * Tests that read them say clearly when they are absent, and fail when CI=true.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { describe } from 'vitest';
import { releasesOf, type Release } from '../../src/lib/content/subset.js';
import { ROOT } from './shared.js';

export type { Release };

/** content/ (or $RULES_ARCHIVE_CONTENT, a folder laid out like it). */
export const ARCHIVE_CONTENT = process.env.RULES_ARCHIVE_CONTENT ?? path.join(ROOT, 'content');

/** The English `cr` sources of a content folder, oldest first. */
export function archiveReleases(dir = ARCHIVE_CONTENT): Release[] {
  if (!existsSync(path.join(dir, 'sources.yaml'))) return [];
  return releasesOf(dir).filter((r) => r.lang === 'en');
}

/** The archive is in content/ when it lists the 120 releases of the archive (or more). */
export const haveArchive = archiveReleases().length >= 120;

if (!haveArchive && process.env.CI === 'true')
  throw new Error(`CI=true but ${ARCHIVE_CONTENT} lists fewer than 120 official releases`);

export function describeArchive(name: string, fn: () => void): void {
  if (haveArchive) describe(name, fn);
  else describe.skip(`${name} [skipped: ${ARCHIVE_CONTENT}/sources.yaml lists fewer than 120 cr releases]`, fn);
}

/**
 * The encodings the archive's README lists for its files (a table written by hand, so independent
 * of the decoder; copied from ../shared/cr-archive/README.md into the tests' reference fixtures):
 * file name (`en-CR-YYYYMMDD.txt`) → iconv-lite encoding.
 */
export function listedEncodings(): Map<string, string> {
  const readme = path.join(ROOT, 'tests', 'fixtures', 'reference', 'cr-archive-README.md');
  const out = new Map<string, string>();
  if (!existsSync(readme)) return out;
  for (const line of readFileSync(readme, 'utf8').split('\n')) {
    const m = /^\| (en-CR-\d{8}\.txt) \| [\d-]+ \| ([^|]+) \|/.exec(line);
    if (!m) continue;
    const label = m[2]!;
    const encoding = /UTF-16LE/.test(label)
      ? 'utf-16le'
      : /UTF-16BE/.test(label)
        ? 'utf-16be'
        : /UTF-8/.test(label)
          ? 'utf-8'
          : /Mac Roman/.test(label)
            ? 'macintosh'
            : /code-page-437/.test(label)
              ? 'cp437'
              : /1252/.test(label)
                ? 'windows-1252'
                : 'ascii';
    out.set(m[1]!, encoding);
  }
  return out;
}

/** The file of content/'s release of `date` (content/sources/en/cr-DATE.txt). */
export function crPathOf(date: string): string {
  return path.join(ARCHIVE_CONTENT, 'sources', 'en', `cr-${date}.txt`);
}
