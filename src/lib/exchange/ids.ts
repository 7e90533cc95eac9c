/**
 * Unit ids of a translator's file: `702.19@2026-01-16` (the rule's text), `…#title`,
 * `…#example-2`. The number is read in the English version named after `@`: canonical ids move when
 * a later release renumbers, and a file exported before that must still import.
 */
export type UnitPart = 'text' | 'title' | 'example';

export interface UnitId {
  number: string;
  version: string;
  part: UnitPart;
  /** Examples: 1-based. */
  example?: number;
}

const ID = /^(\d+(?:\.\d+[a-z]?)?)@(\d{4}-\d{2}-\d{2})(?:#(title|example-(\d+)))?$/;

export function unitId(id: UnitId): string {
  const part = id.part === 'text' ? '' : id.part === 'title' ? '#title' : `#example-${id.example}`;
  return `${id.number}@${id.version}${part}`;
}

export function parseUnitId(id: string): UnitId | undefined {
  const m = ID.exec(id);
  if (!m) return undefined;
  const [, number, version, part, example] = m;
  if (!part) return { number: number!, version: version!, part: 'text' };
  if (part === 'title') return { number: number!, version: version!, part: 'title' };
  return { number: number!, version: version!, part: 'example', example: Number(example) };
}
