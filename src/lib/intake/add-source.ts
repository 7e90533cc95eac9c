/**
 * `rules add`: copy a document into the content folder and list it in sources.yaml, detecting
 * what the user did not say (format, language, date). Validates by parsing before writing anything;
 * never overwrites an existing source without `force`, and refuses a second copy of one: the same
 * bytes as a listed source, or a `cr` release of the same language and effective date (naming the
 * source it would repeat). With `force` the new file replaces that source (its id kept); a release
 * given again with other bytes is a republication: the new bytes become its source and the older
 * publication is kept beside them (republish.ts).
 */
import path from 'node:path';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { writeAtomically } from '../files/atomic.mjs';
import { sha256Hex } from '../files/sha256.js';
import { decode } from '../decode/index.js';
import { InputError } from '../model/errors.js';
import { PARSERS } from '../parse/index.js';
import { detectDate, detectFormat, detectLanguage } from '../parse/detect.js';
import { FORMATS, type Format } from '../model/tree.js';
import { loadManifest, manifestPath } from '../content/manifest.js';
import { ManifestEntrySchema, type ManifestEntry } from '../model/manifest.js';
import { yamlLineOf } from '../files/yaml.js';
import { writeManifest } from '../content/manifest-write.js';
import { republish, type Republished } from './republish.js';
import { isKnownLang, LANG_CODES } from '../langs/index.js';
import { isRelease, isWholeTranslation } from '../model/sources.js';
import { nearestReleases } from '../model/ranges.js';

export interface AddOptions {
  contentDir: string;
  lang?: string;
  format?: string;
  date?: string;
  numbering?: string;
  /** xliff, po, a whole translation: the English release the translation was made from. */
  base?: string;
  /** The title and credit to list (default: the document's title, no credit). */
  title?: string;
  credit?: string;
  force?: boolean;
  /** Name to use for the file (URL downloads). */
  fileName?: string;
  /** When the bytes were fetched (a republication records it; default now). */
  fetched?: string;
  /** A release fetched from the web: recorded as its first publication (name as published, when). */
  publication?: { name: string; fetched: string };
}

export interface Added {
  entry: ManifestEntry;
  /** Set when the document was a release published again (`force`). */
  republished?: Republished;
}

export function addSource(file: string, bytes: Buffer, opts: AddOptions): ManifestEntry {
  return addDocument(file, bytes, opts).entry;
}

export function addDocument(file: string, bytes: Buffer, opts: AddOptions): Added {
  const fileName = opts.fileName ?? path.basename(file);
  const { text } = decode(bytes, file);
  let format: Format;
  if (opts.format) {
    if (!(FORMATS as readonly string[]).includes(opts.format))
      throw new InputError(file, 0, `unknown format "${opts.format}" (one of ${FORMATS.join(', ')})`);
    format = opts.format as Format;
  } else {
    const detected = detectFormat(text);
    if (!detected.format)
      throw new InputError(
        file,
        0,
        `cannot tell the format with confidence (${detected.reasons.join('; ')}); pass --format (${FORMATS.join(', ')})`,
      );
    format = detected.format;
  }
  const lang = opts.lang ?? detectLanguage(text);
  if (!lang) throw new InputError(file, 0, `cannot tell the language; pass --lang (${LANG_CODES.join(', ')})`);
  if (!isKnownLang(lang))
    throw new InputError(
      file,
      0,
      `unknown language "${lang}": the registry reads ${LANG_CODES.join(', ')} (a new language is a module in src/lib/langs)`,
    );
  const whole = isWholeTranslation({ format, lang });
  const date = opts.date ?? (format === 'cr' ? detectDate(text, fileName) : undefined);
  if (format === 'cr' && !date)
    throw new InputError(
      file,
      0,
      whole
        ? 'no effective date in the text or the file name; pass --date YYYY-MM-DD, the date it prints (and --base, the English release it translates, if that differs)'
        : 'no effective date in the text or the file name; pass --date YYYY-MM-DD',
    );
  // Parse it now: a file that will not ingest is refused before anything is written.
  const tree = PARSERS[format](text, { file, lang, warn: () => {}, ...(date ? { date } : {}) });

  const contentDir = opts.contentDir;
  const manifest = existsSync(manifestPath(contentDir)) ? loadManifest(contentDir) : [];
  // A whole translation is read in the numbering of the release it translates: that release must be here.
  const base = opts.base ?? (whole ? date : undefined);
  if (whole) requireRelease(contentDir, manifest, base!, file);
  const stem = slug(path.basename(fileName, path.extname(fileName)));
  const id = slug(`${lang}-${format}-${date ?? stem}`);
  const rel = path.posix.join(
    'sources',
    lang,
    `${date && format === 'cr' ? `cr-${date}` : stem}${path.extname(fileName) || '.txt'}`,
  );
  const sha = sha256Hex(bytes);
  let republished: Republished | undefined;
  const sameBytes = sourceWithBytes(contentDir, manifest, bytes, sha);
  const sameRelease =
    format === 'cr' ? manifest.find((e) => e.format === 'cr' && e.lang === lang && e.date === date) : undefined;
  const clash = manifest.find((e) => e.id === id || e.file === rel) ?? sameRelease ?? sameBytes;
  if (clash && !opts.force) {
    const at = (e: ManifestEntry) => manifestLine(contentDir, manifest.indexOf(e));
    const [e, why] = sameBytes
      ? [sameBytes, `the same bytes as source "${sameBytes.id}" (${sameBytes.file})`]
      : sameRelease
        ? [sameRelease, `source "${sameRelease.id}" is the ${lang} release of ${date} already (${sameRelease.file})`]
        : [clash, `source "${clash.id}" (${clash.file}) exists`];
    const force =
      sameRelease && !sameBytes
        ? 'pass --force to record this file as a new publication of it (the older one is kept)'
        : 'pass --force to replace it';
    throw new InputError(manifestPath(contentDir), at(e), `${why}; ${force}`, 'rules:duplicate-source');
  }
  // The same release with other bytes, given with --force: a republication, the older bytes kept.
  if (sameRelease && !sameBytes && clash === sameRelease && opts.force)
    return {
      entry: (republished = republish(contentDir, sameRelease, bytes, { name: fileName, fetched: opts.fetched })).entry,
      republished,
    };
  // A file the manifest does not list yet is the user's data too: never silently replaced.
  const target = path.join(contentDir, rel);
  if (!opts.force && existsSync(target) && !readFileSync(target).equals(bytes))
    throw new InputError(target, 0, `${rel} exists (not listed in sources.yaml); pass --force to replace it`);

  const entry = ManifestEntrySchema.parse({
    id: clash?.id ?? id,
    file: rel,
    lang,
    format,
    ...(date ? { date } : {}),
    ...(opts.numbering ? { numbering: opts.numbering } : {}),
    ...(base ? { base } : {}),
    title: opts.title ?? tree.data.title ?? stem,
    ...(opts.credit ? { credit: opts.credit } : {}),
    ...(opts.publication && format === 'cr' ? { publications: [{ file: rel, sha256: sha, ...opts.publication }] } : {}),
  });
  writeAtomically(path.join(contentDir, rel), bytes);
  writeManifest(contentDir, entry, clash?.id);
  // The replaced source's file, when no other entry lists it, goes with it.
  if (clash && clash.file !== rel && !manifest.some((e) => e !== clash && e.file === clash.file))
    rmSync(path.join(contentDir, clash.file), { force: true });
  return { entry };
}

/**
 * The source whose file, or one of whose publications, has these bytes. Only files of the same size
 * are read and hashed (content/ holds some 120 MB of releases).
 */
export function sourceWithBytes(
  contentDir: string,
  manifest: readonly ManifestEntry[],
  bytes: Buffer,
  sha = sha256Hex(bytes),
): ManifestEntry | undefined {
  return manifest.find((e) => {
    if (e.publications?.some((p) => p.sha256 === sha)) return true;
    const f = path.join(contentDir, e.file);
    const size = statSync(f, { throwIfNoEntry: false })?.size;
    return size === bytes.length && sha256Hex(readFileSync(f)) === sha;
  });
}

/** Refuses a whole translation whose release content/ lacks, naming the releases nearest its date. */
function requireRelease(contentDir: string, manifest: readonly ManifestEntry[], base: string, file: string): void {
  const releases = manifest.filter((e) => isRelease(e) && e.date).map((e) => e.date!);
  if (releases.includes(base)) return;
  const near = nearestReleases(releases, base);
  throw new InputError(
    file,
    0,
    `it translates the ${base} release, which ${contentDir} does not hold${near ? ` (nearest: ${near})` : ''}: ` +
      'add that release first (rules add, rules update), or pass --base YYYY-MM-DD if it was made from another',
    'rules:no-base-release',
  );
}

/** The line of the `index`-th entry of sources.yaml. */
function manifestLine(contentDir: string, index: number): number {
  return index < 0 ? 0 : yamlLineOf(readFileSync(manifestPath(contentDir), 'utf8'), [index]);
}

function slug(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}
