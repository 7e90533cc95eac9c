/**
 * Writing sources.yaml: an entry appended or replaced, the file's comments and the other entries
 * kept as they are (the `yaml` package's document model), written atomically.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isSeq, parseDocument, YAMLSeq } from 'yaml';
import { writeAtomically } from '../files/atomic.mjs';
import { manifestPath } from './manifest.js';
import { type ManifestEntry } from '../model/manifest.js';

/** Append `entry`, or put it in the place of the entry whose id is `replaceId`. */
export function writeManifest(contentDir: string, entry: ManifestEntry, replaceId?: string): void {
  const file = manifestPath(contentDir);
  const doc = existsSync(file) ? parseDocument(readFileSync(file, 'utf8')) : parseDocument('[]\n');
  if (!isSeq(doc.contents)) doc.contents = new YAMLSeq() as typeof doc.contents;
  const seq = doc.contents as unknown as YAMLSeq;
  const node = doc.createNode(entry);
  const at = replaceId
    ? seq.items.findIndex((it) => (it as { get?: (k: string) => unknown }).get?.('id') === replaceId)
    : -1;
  if (at >= 0) seq.items[at] = node;
  else seq.items.push(node);
  if (seq.flow) seq.flow = false;
  writeAtomically(file, doc.toString());
}
