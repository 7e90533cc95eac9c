/**
 * Comparing an expectation with what happened. Objects match partially (only the keys written);
 * arrays of plain values match as sets; `{includes: […]}`, `{excludes: […]}` and `{count: n}` test
 * lists; anything else must be equal.
 */

export function mismatches(expected: unknown, actual: unknown, path = ''): string[] {
  if (isMatcher(expected)) return matcher(expected, actual, path);
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected a list ${show(expected)}, got ${show(actual)}`];
    if (expected.every(isPlain) && actual.every(isPlain)) {
      const a = [...actual].map(String).sort();
      const e = [...expected].map(String).sort();
      return a.join('\u0000') === e.join('\u0000') ? [] : [`${path}: expected ${show(expected)}, got ${show(actual)}`];
    }
    if (expected.length !== actual.length)
      return [`${path}: expected ${expected.length} items, got ${actual.length}: ${show(actual)}`];
    return expected.flatMap((e, i) => mismatches(e, actual[i], `${path}[${i}]`));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object')
      return [`${path}: expected ${show(expected)}, got ${show(actual)}`];
    return Object.entries(expected).flatMap(([k, v]) =>
      mismatches(v, (actual as Record<string, unknown>)[k], path ? `${path}.${k}` : k),
    );
  }
  const same = expected === actual || (expected === null && actual === undefined);
  return same ? [] : [`${path}: expected ${show(expected)}, got ${show(actual)}`];
}

function isPlain(v: unknown): boolean {
  return v === null || ['string', 'number', 'boolean'].includes(typeof v);
}

const MATCHERS = ['includes', 'excludes', 'count'];
function isMatcher(v: unknown): v is { includes?: unknown[]; excludes?: unknown[]; count?: number } {
  return (
    !!v &&
    typeof v === 'object' &&
    !Array.isArray(v) &&
    Object.keys(v).length > 0 &&
    Object.keys(v).every((k) => MATCHERS.includes(k))
  );
}

function matcher(
  m: { includes?: unknown[]; excludes?: unknown[]; count?: number },
  actual: unknown,
  path: string,
): string[] {
  if (!Array.isArray(actual)) return [`${path}: expected a list, got ${show(actual)}`];
  const out: string[] = [];
  for (const e of m.includes ?? [])
    if (!actual.some((a) => mismatches(e, a).length === 0))
      out.push(`${path}: expected to include ${show(e)}; has ${show(actual)}`);
  for (const e of m.excludes ?? [])
    if (actual.some((a) => mismatches(e, a).length === 0)) out.push(`${path}: expected not to include ${show(e)}`);
  if (m.count !== undefined && actual.length !== m.count)
    out.push(`${path}: expected ${m.count} items, got ${actual.length}`);
  return out;
}

function show(v: unknown): string {
  const s = JSON.stringify(v);
  return s === undefined ? 'nothing' : s.length > 300 ? `${s.slice(0, 300)}…` : s;
}
