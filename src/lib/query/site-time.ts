/** Ordering version labels on a timeline: ISO dates as themselves, other labels after every date. */
const ISO = /^\d{4}-\d{2}-\d{2}$/;

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
