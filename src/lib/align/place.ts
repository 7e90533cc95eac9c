/**
 * Placing translated renditions on English rules by content (the alignment issue).
 * Returns, for each translation it can place, the English node it belongs to and the evidence.
 * Current stage: places nothing (identity falls back to printed numbers and declared maps).
 */
import type { RawRendition } from '../graph/renditions.js';
import type { Placement } from '../graph/schema.js';

export interface TranslationPlacement {
  numbering: string;
  number: string;
  placement: Placement;
}

export interface PlaceContext {
  /** English renditions by numbering, then by number. */
  english: Map<string, Map<string, RawRendition>>;
  numberings: string[];
  canonicalNumbering: string;
}

export function placeTranslations(
  translations: RawRendition[],
  ctx: PlaceContext,
): Map<RawRendition, TranslationPlacement> {
  void translations;
  void ctx;
  return new Map();
}
