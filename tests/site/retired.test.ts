/**
 * A rule that left the Comprehensive Rules says so on its page (query layer, on the real 2021 and
 * 2025 files): 2021's 602.5f is gone from 2025, and 713 (Subgames) too, its number now another
 * rule's; 103.3, numbered 103.2 in 2021, is current and says nothing of the kind.
 */
import { beforeAll, expect, it } from 'vitest';
import { contentWith } from '../helpers/content.js';
import { describeCrFiles } from '../helpers/shared.js';
import { ingest, scratchDir } from './helpers.js';

describeCrFiles('retired rules on the site (2021 and 2025 CRs)', () => {
  let rulePage: typeof import('../../src/lib/query/site-rule.js').rulePage;
  beforeAll(async () => {
    process.env.RULES_GRAPH = await ingest(contentWith(['2021-07-23', '2025-11-14']), scratchDir('retired-'));
    ({ rulePage } = await import('../../src/lib/query/site-rule.js'));
  }, 120_000);

  it('marks a rule whose every number ended, with its last number and the first version without it', () => {
    expect(rulePage('602.5f', 'en').retired).toEqual({ number: '602.5f', until: '2025-11-14' });
    expect(rulePage('713@2021-07-23', 'ru').retired).toEqual({ number: '713', until: '2025-11-14' });
  });

  it('leaves current rules unmarked, renumbered ones included', () => {
    const page = rulePage('103.3', 'en');
    expect(page.formerNumbers).toEqual([{ number: '103.2', from: '2021-07-23', to: '2025-11-14' }]);
    expect(page.retired).toBeUndefined();
    expect(rulePage('707.10', 'es').retired).toBeUndefined();
  });
});
