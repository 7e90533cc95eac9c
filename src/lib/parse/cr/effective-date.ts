/**
 * The effective date a CR file states: "These rules are effective as of July 1, 2012." (2008:
 * "current as of"); a whole translation states it in its language ("此规则于2024年2月2日起生效。").
 */
import { dateInText } from '../detection/date.js';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const EFFECTIVE_AS_OF = /\b(?:effective|current) as of ([A-Za-z]+)\s+(\d{1,2}),?\s+(\d{4})/;

export interface EffectiveDate {
  /** ISO date. */
  date: string;
  /** 1-based line where it is stated. */
  line: number;
}

/** Parse "July 1, 2012" parts to ISO; undefined for an unknown month or impossible day. */
export function isoDate(month: string, day: string, year: string): string | undefined {
  const m = MONTHS.indexOf(month.toLowerCase()) + 1;
  const d = Number(day);
  if (m === 0 || d < 1 || d > 31) return undefined;
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The date one line states as the rules' effective date, in English or a registered language's form. */
export function effectiveDateIn(line: string): string | undefined {
  return englishDate(line) ?? dateInText(line);
}

/**
 * The first "effective as of" / "current as of" statement in the lines (the credits repeat it);
 * failing one, the first a registered language's form states (langs/: `effectiveDate`).
 */
export function findEffectiveDate(lines: readonly string[]): EffectiveDate | undefined {
  for (let i = 0; i < lines.length; i++) {
    const date = englishDate(lines[i]!);
    if (date) return { date, line: i + 1 };
  }
  for (let i = 0; i < lines.length; i++) {
    const date = dateInText(lines[i]!);
    if (date) return { date, line: i + 1 };
  }
  return undefined;
}

function englishDate(line: string): string | undefined {
  if (!line.includes(' as of ')) return undefined;
  const m = EFFECTIVE_AS_OF.exec(line);
  return m ? isoDate(m[1]!, m[2]!, m[3]!) : undefined;
}
