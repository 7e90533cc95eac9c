/**
 * Unit ids of a translator's file: `702.19@2026-01-16` (the rule's text), `…#title`,
 * `…#example-2`. The number is read in the English version named after `@`: canonical ids move when
 * a later release renumbers, and a file exported before that must still import.
 */
import { InputError } from '../model/errors.js';
import type { ExchangeDoc } from './units.js';

export type UnitPart = 'text' | 'title' | 'example';

export interface UnitId {
  number: string;
  version: string;
  part: UnitPart;
  /** Examples: 1-based. */
  example?: number;
}

const ID = /^(\d+(?:\.\d+[a-z]{0,2})?)@(\d{4}-\d{2}-\d{2})(?:#(title|example-(\d+)))?$/;

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

/**
 * Every unit's id read, in unit order; a malformed id, or one of another English release than the
 * file's, is an InputError at the unit's line. What `rules import` checks and the parsers read.
 */
export function unitIdsOf(doc: ExchangeDoc, file: string): UnitId[] {
  return doc.units.map((unit) => {
    const line = unit.line ?? 0;
    const id = parseUnitId(unit.id);
    if (!id) throw new InputError(file, line, `unit id "${unit.id}" is not NUMBER@YYYY-MM-DD[#title|#example-N]`);
    if (id.version !== doc.version)
      throw new InputError(file, line, `unit ${unit.id} is of English ${id.version}, the file of ${doc.version}`);
    return id;
  });
}
