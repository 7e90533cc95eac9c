/**
 * `rules import FILE`: a translator's XLIFF or PO file, checked against the knowledge base, then
 * copied into content/sources/<lang>/ and listed in sources.yaml as a source of its own (`format:
 * xliff|po`, `numbering` and `base`: the English version it was exported from). Checked first,
 * written last: a bad file leaves content/ as it was. The report counts the units that will become
 * text (a target, translated or better) and those skipped, by state.
 */
import { SOURCE_LANG } from '../langs/source.js';
import path from 'node:path';
import type { Graph } from '../model/schema.js';
import { LangSchema } from '../model/schema.js';
import { InputError } from '../model/errors.js';
import { addSource } from './add-source.js';
import type { ManifestEntry } from '../model/manifest.js';
import { editionOf } from '../model/edition.js';
import { unitIdsOf } from '../exchange/ids.js';
import { detectExchangeFormat, readExchange } from '../exchange/read.js';
import { isAccepted, lineAt } from '../exchange/units.js';

export interface ImportReport {
  entry: ManifestEntry;
  lang: string;
  version: string;
  units: number;
  accepted: number;
  rules: number;
  skipped: Record<string, number>;
}

export function importFile(
  file: string,
  bytes: Buffer,
  graph: Graph,
  opts: { contentDir: string; lang?: string; force?: boolean },
): ImportReport {
  const text = bytes.toString('utf8');
  const doc = readExchange(text, file);
  // readExchange has told the format already: a doc means it is one of the two.
  const format = detectExchangeFormat(text)!;
  const lineOf = (needle: string) => {
    const at = text.indexOf(needle);
    return at < 0 ? 0 : lineAt(text, at);
  };
  if (!LangSchema.safeParse(doc.targetLang).success || doc.targetLang === SOURCE_LANG)
    throw new InputError(
      file,
      lineOf(doc.targetLang),
      `target language "${doc.targetLang}" is not a translation language`,
    );
  if (opts.lang && opts.lang !== doc.targetLang)
    throw new InputError(file, lineOf(doc.targetLang), `the file is in "${doc.targetLang}", not "${opts.lang}"`);
  if (doc.sourceLang !== SOURCE_LANG)
    throw new InputError(file, lineOf(doc.sourceLang), `the source language is "${doc.sourceLang}", not English`);
  const releases = graph.versions.filter((v) => v.kind === 'cr').map((v) => v.id);
  if (!releases.includes(doc.version))
    throw new InputError(
      file,
      lineOf(doc.version),
      `English ${doc.version} is not a release in the content (the newest: ${releases.at(-1) ?? 'none'})`,
    );
  const edition = editionOf(graph, doc.version);
  const skipped: Record<string, number> = {};
  const rules = new Set<string>();
  let accepted = 0;
  const ids = unitIdsOf(doc, file);
  for (const [k, unit] of doc.units.entries()) {
    const id = ids[k]!;
    if (!edition.idAt(id.number))
      throw new InputError(file, unit.line ?? 0, `no rule ${id.number} in English ${doc.version} (unit ${unit.id})`);
    if (isAccepted(unit)) {
      accepted++;
      rules.add(id.number);
    } else {
      const why = unit.target?.trim() ? unit.state : 'empty';
      skipped[why] = (skipped[why] ?? 0) + 1;
    }
  }
  const entry = addSource(file, bytes, {
    contentDir: opts.contentDir,
    lang: doc.targetLang,
    format,
    numbering: doc.version,
    base: doc.version,
    fileName: path.basename(file),
    ...(opts.force ? { force: true } : {}),
  });
  return {
    entry,
    lang: doc.targetLang,
    version: doc.version,
    units: doc.units.length,
    accepted,
    rules: rules.size,
    skipped,
  };
}
