/**
 * Checking a value against a shape (shape.ts derives shapes from zod schemas): the browser's way to
 * read a record by its schema's rules without loading zod. Browser-safe: no imports. Written small:
 * it is part of the JavaScript of a rule page with an example (27 kB budget).
 *
 * A shape is `s`, `n` or `b` (a string, a number, a boolean: JSON's values of those types, told by
 * the first letter of their `typeof`), `*` (anything), a list of
 * shapes (a value of one of them), or an object of one kind: `{ o?: {key: shape}, c?: shape }` (an
 * object with these keys, and `c` the shape of every other key's value: `{ c }` alone is a record,
 * `{}` any object), `{ a: shape }` (a list of values of that shape), `{ q: shape }` (absent or of
 * that shape).
 */
export type Shape =
  's' | 'n' | 'b' | '*' | Shape[] | { o?: Record<string, Shape>; c?: Shape } | { a: Shape } | { q: Shape };

/** Where `v` first departs from `s`: its path after `at` (".scenario.steps"), or undefined if it fits. */
export function misfit(v: unknown, s: Shape, at = ''): string | undefined {
  let m: string | undefined;
  if (typeof s == 'string') return s == '*' || (typeof v)[0] == s ? m : at;
  if (Array.isArray(s)) return s.some((t) => misfit(v, t, at) === undefined) ? m : at;
  if ('q' in s) return v === undefined ? m : misfit(v, s.q, at);
  // A list is checked as an object whose every key's value has the list's shape.
  const list = 'a' in s;
  if (list ? !Array.isArray(v) : !v || typeof v != 'object' || Array.isArray(v)) return at;
  const o = v as Record<string, unknown>;
  const keys = (!list && s.o) || {};
  const rest = list ? s.a : s.c;
  for (const k in keys) if ((m = misfit(o[k], keys[k]!, `${at}.${k}`)) !== undefined) return m;
  if (rest) for (const k in o) if (!(k in keys) && (m = misfit(o[k], rest, `${at}.${k}`)) !== undefined) return m;
  return m;
}
