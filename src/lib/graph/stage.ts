/** What the stages after rule assembly (history, alignment, review) receive. */
import type { ManifestEntry } from '../content/manifest.js';
import type { SourceRoot } from '../parse/tree.js';
import type { AnchorTools } from '../align/anchors.js';
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
  /** The lexicon and card list, as the build read them (else read from contentDir). */
  tools?: AnchorTools;
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
