/** /api/review/{lang}.json: the review queue's rows and the untranslated rules by section (query/site-review.ts). */
import { reviewData, reviewApiLangs } from '../../../lib/query/site-review';

export function getStaticPaths() {
  return reviewApiLangs().map((lang) => ({ params: { lang } }));
}

export function GET({ params }: { params: { lang: string } }) {
  return new Response(JSON.stringify(reviewData(params.lang)));
}
