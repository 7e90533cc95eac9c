/**
 * The shapes of the island's files, derived from their zod schemas (src/lib/scenarios/island.ts) by
 * scripts/island-shapes.ts: do not edit (tests/scenarios/island.test.ts holds them to the schemas).
 */
import type { Shape } from '../../lib/scenarios/shape-check';

export const FILE: Shape = {
  o: {
    scenario: {
      o: {
        id: 's',
        title: { o: { en: 's' }, c: 's' },
        cards: { a: '*' },
        setup: { a: '*' },
        steps: { a: '*' },
        expect: {},
        checks: { q: { a: '*' } },
        params: {
          q: {
            c: {
              o: { default: ['n', 's', 'b', { a: 's' }], text: { o: { en: 's' }, c: 's' }, values: { q: { a: '*' } } },
            },
          },
        },
        labels: { q: { c: { c: 's' } } },
        lines: {},
      },
    },
    cards: { a: { o: { name: 's', line: {}, text: 's' } } },
    links: { c: 's' },
    features: { a: 's' },
  },
};

export const LABELS: Shape = { o: { lang: 's', labels: { c: 's' }, names: { c: 's' }, terms: { q: { c: 's' } } } };
