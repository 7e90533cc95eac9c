/**
 * Version labels in time: a release's version is its effective date (ISO), any other label (a
 * history page's `SOURCEID#N`) comes after every date on a timeline.
 */
const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO date (a release's version, a numbering), as opposed to another label. */
export function isIsoDate(label: string | null | undefined): boolean {
  return !!label && ISO.test(label);
}

/** Sort key of a period bound; `open` stands for null (an open start or end). */
export function timeKey(label: string | null, open: string): string {
  return label === null ? open : ISO.test(label) ? label : '9999-12-31';
}

/** Is `at` (a numbering date) inside [from, to)? */
export function within(at: string, from: string | null, to: string | null): boolean {
  const t = timeKey(at, at);
  return timeKey(from, '0000') <= t && t < timeKey(to, '9999-12-32');
}

/** Periods oldest first: by their end (an open end last), then by their start. */
export function byPeriod(
  a: { from: string | null; to: string | null },
  b: { from: string | null; to: string | null },
): number {
  return (
    timeKey(a.to, '9999-12-32').localeCompare(timeKey(b.to, '9999-12-32')) ||
    timeKey(a.from, '0000').localeCompare(timeKey(b.from, '0000'))
  );
}
