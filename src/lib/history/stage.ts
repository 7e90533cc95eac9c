/**
 * What the stages after rule assembly (history, alignment, review) receive. It lives with history,
 * the first of them, so that the model (graph/) imports no stage and every import runs with the data.
 */
import type { ManifestEntry } from '../content/manifest.js';
import type { SourceRoot } from '../parse/tree.js';
import type { Identity } from '../graph/identity.js';
import type { RawRendition } from '../graph/renditions.js';
import type { Rule, Source, Version } from '../graph/schema.js';

export interface GraphStage {
  /** Canonical id → rule; stages fill `revisions`, `alignments`, `review`. */
  rules: Record<string, Rule>;
  versions: Version[];
  sources: Source[];
  identity: Identity;
  raw: RawRendition[];
  loaded: LoadedSource[];
  /** The content folder (alignment reads content/lexicon.yaml and content/cards.yaml). */
  contentDir?: string;
}

/** A source as read, decoded and parsed. */
export interface LoadedSource {
  entry: ManifestEntry;
  /** Path as shown in messages: relative to the working directory. */
  label: string;
  encoding: string;
  sha256: string;
  tree: SourceRoot;
}
