/**
 * The stage contract: what the stages after rule assembly (history, alignment, review) receive, and a
 * source as loaded. Part of the model, so that every stage imports it from below.
 */
import type { ManifestEntry } from './manifest.js';
import type { SourceRoot } from './tree.js';
import type { Identity } from './identity.js';
import type { RawRendition } from './renditions.js';
import type { Rule, Source, Version } from './schema.js';

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
