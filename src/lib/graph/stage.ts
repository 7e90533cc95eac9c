/** What the stages after rule assembly (history, alignment, review) receive. */
import type { Identity } from './identity.js';
import type { LoadedSource } from './load-sources.js';
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
