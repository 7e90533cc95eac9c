/**
 * A source's effective date: "These rules are effective as of July 1, 2012." (older files
 * say "current as of"), a language's numeric form ("此规则于2026年4月17日起生效。"), else
 * `YYYYMMDD` in the file name ("MagicCompRules 20250404.txt").
 */
import path from 'node:path';
import { LANGUAGES } from '../../langs/index.js';

/** Month names of every language of the registry (langs/), lower case → month number. */
const MONTHS: Record<string, number> = {};
for (const l of LANGUAGES) l.effectiveDate.months.forEach((names, i) => names.forEach((n) => (MONTHS[n] = i + 1)));

const MONTH = '(\\p{L}+)\\.?';
/** The phrase, then a date as `July 1, 2012`, `1 July 2012`, `1 de julio de 2012` or ISO. */
const PHRASE = LANGUAGES.flatMap((l) => l.effectiveDate.phrases).join('|');
const MONTH_DAY_YEAR = new RegExp(`(?:${PHRASE})\\s+${MONTH}\\s+(\\d{1,2}),?\\s+(\\d{4})`, 'iu');
const DAY_MONTH_YEAR = new RegExp(`(?:${PHRASE})\\s+(\\d{1,2})\\s+(?:de\\s+)?${MONTH}\\s+(?:de\\s+)?(\\d{4})`, 'iu');
const ISO = new RegExp(`(?:${PHRASE})\\s+(\\d{4})-(\\d{2})-(\\d{2})`, 'iu');
/** Numeric forms a language writes whole (此规则于2026年4月17日起生效), with named groups. */
const FORMS = LANGUAGES.flatMap((l) => l.effectiveDate.forms ?? []).map((f) => new RegExp(f, 'u'));

export function detectDate(text: string, fileName?: string): string | undefined {
  return dateInText(text) ?? (fileName ? dateInFileName(fileName) : undefined);
}

export function dateInText(text: string): string | undefined {
  let m = MONTH_DAY_YEAR.exec(text);
  if (m) {
    const iso = isoDate(Number(m[3]), MONTHS[m[1]!.toLowerCase()], Number(m[2]));
    if (iso) return iso;
  }
  m = DAY_MONTH_YEAR.exec(text);
  if (m) {
    const iso = isoDate(Number(m[3]), MONTHS[m[2]!.toLowerCase()], Number(m[1]));
    if (iso) return iso;
  }
  m = ISO.exec(text);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  for (const form of FORMS) {
    const g = form.exec(text)?.groups;
    const iso = g && isoDate(Number(g.year), Number(g.month), Number(g.day));
    if (iso) return iso;
  }
  return undefined;
}

/** `YYYYMMDD` standing alone in the base name (not part of a longer digit run). */
export function dateInFileName(fileName: string): string | undefined {
  // URLs escape spaces: `MagicCompRules%2020250404.txt` must not read as a 10-digit run.
  const base = safeDecode(path.basename(fileName.replace(/[?#].*$/, '')));
  for (const m of base.matchAll(/(?<!\d)(\d{4})(\d{2})(\d{2})(?!\d)/g)) {
    const iso = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
    if (iso) return iso;
  }
  return undefined;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A real calendar date in the Comprehensive Rules' era, as ISO; undefined otherwise. */
function isoDate(year: number, month: number | undefined, day: number): string | undefined {
  if (month === undefined || year < 1993 || year > 2200) return undefined;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return d.toISOString().slice(0, 10);
}
