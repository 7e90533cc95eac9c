/** A review item's status, derived in one place (the queue, the queue as of a release, card checks). */
import type { ReviewItem } from '../model/schema.js';

/** Any issue needs a check; else any pending English change makes the item outdated. */
export function statusOf(item: Pick<ReviewItem, 'issues' | 'pending'>): ReviewItem['status'] {
  return item.issues.length > 0 ? 'needs-check' : item.pending.length > 0 ? 'outdated' : 'up-to-date';
}
