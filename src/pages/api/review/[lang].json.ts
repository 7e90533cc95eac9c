/** /api/review/{lang}.json: the review queue's rows and the untranslated rules by section (query/site-review.ts). */
import { reviewData, reviewLangs } from '../../../lib/query/site-review';

export function getStaticPaths() {
  return reviewLangs().map((lang) => ({ params: { lang } }));
}

export function GET({ params }: { params: { lang: string } }) {
  return new Response(JSON.stringify(reviewData(params.lang)));
}
