/**
 * The one mistake to report of a scenario file that zod refused: the deepest issue, since for a
 * one-of object or a union that is the one that names the field. A union's issue holds each
 * option's issues; the option the value fits best is the one the author meant — its fewest issues
 * (an ability with a mana key fails every other option twice: its own key missing, `mana` unknown),
 * then its deepest, then one the value is at least of the type of — and its issue is reported at
 * its full path.
 */
import type { z } from 'zod/v4';

export interface Mistake {
  path: (string | number)[];
  message: string;
}

type Issue = z.core.$ZodIssue;

const keys = (path: readonly PropertyKey[]) => path.map((k) => (typeof k === 'number' ? k : String(k)));

/** The issue to report among `issues` (zod's, as safeParse gives them). */
export function mistakeOf(issues: readonly Issue[]): Mistake {
  return deepest(issues.map(resolve)) ?? { path: [], message: 'invalid' };
}

/** The mistake with the longest path; the first of those (the sort is stable). */
const deepest = (mistakes: Mistake[]): Mistake | undefined => mistakes.sort((a, b) => b.path.length - a.path.length)[0];

function resolve(issue: Issue): Mistake {
  const at = keys(issue.path);
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return { path: at, message: issue.message };
  const options = issue.errors.map((list) => {
    const mistakes = list.map(resolve);
    // An option the value is not even of the type of (a string where an object was written) is the last choice.
    const foreign = list.every((i) => i.code === 'invalid_type' && i.path.length === 0);
    return { mistakes, foreign, depth: Math.max(0, ...mistakes.map((m) => m.path.length)) };
  });
  const best = options.sort(
    (a, b) => a.mistakes.length - b.mistakes.length || b.depth - a.depth || Number(a.foreign) - Number(b.foreign),
  )[0]!;
  const mistake = deepest(best.mistakes)!;
  return { path: [...at, ...mistake.path], message: mistake.message };
}

const quoted = (v: unknown) => (typeof v === 'string' ? `'${v}'` : String(v));
const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/**
 * zod's messages for a scenario's author, naming what was found as well as what was expected
 * (zod 4's defaults leave out the value given): "Expected string, received number", "Invalid enum
 * value. Expected 'library' | 'hand', received 'moon'", "Unrecognized key(s) in object: 'fr'".
 */
export const scenarioMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : `Expected ${issue.expected}, received ${kindOf(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid literal value, expected ${JSON.stringify(issue.values[0])}`
        : `Invalid enum value. Expected ${issue.values.map(quoted).join(' | ')}, received ${quoted(issue.input)}`;
    case 'unrecognized_keys':
      return `Unrecognized key(s) in object: ${issue.keys.map(quoted).join(', ')}`;
    default:
      return undefined;
  }
};
