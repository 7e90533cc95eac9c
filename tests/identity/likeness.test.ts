/**
 * A revision's change class and the likeness its match states agree (issue 41): a change the history
 * calls substantive is never explained as "text 100% alike". The matcher decides on words in any
 * order, with a bonus for alike examples; what it says reads the texts the class reads. Checked on
 * the archive's own releases: every revision of the rules with the most revisions, then every rule.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGraph } from '../../src/lib/ingest/build.js';
import { copyContent } from '../../src/lib/content/subset.js';
import { likeness, percent } from '../../src/lib/identity/likeness.js';
import type { Graph, Revision } from '../../src/lib/model/schema.js';
import { ROOT } from '../helpers/shared.js';
import { tempDir } from '../helpers/content.js';
import { archiveReleases, describeArchive } from '../helpers/archive.js';

describe('likeness as a match states it', () => {
  it('rounds down: texts that differ never read 100%', () => {
    expect(percent(1)).toBe('100%');
    expect(percent(0.996)).toBe('99%');
    expect(percent(0.9999999)).toBe('99%');
    expect(percent(0.29)).toBe('29%');
    expect(percent(0)).toBe('0%');
  });

  it('reads the texts in order: the same words moved, or another capital, are a difference', () => {
    // 100.6b (2025-07-25): the locator's address changed, its words did not.
    const before = 'Players can use the Magic Store & Event Locator at Wizards.com/Locator to find tournaments.';
    const after = 'Players can use the Magic Store & Event Locator at Locator.Wizards.com to find tournaments.';
    expect(likeness(before, after)).toBeLessThan(1);
    expect(likeness('It can be countered.', 'it can be countered.')).toBeLessThan(1);
  });

  it('leaves styling aside, as the change class does', () => {
    expect(likeness('a copy of a spell isn\'t "played."', 'a copy of a spell isn’t “played.”')).toBe(1);
  });
});

/** The percentage a match's evidence states, if it states one. */
function stated(r: Revision): number | undefined {
  const m = r.match && /(\d+)% alike/.exec(r.match.why);
  return m ? Number(m[1]) : undefined;
}

describeArchive('change classes and stated likeness on the archive', () => {
  // 2003–2009: the years the copy-a-spell rule (503.10, now 707.10) changed release after release;
  // and a later pair where only a URL's words moved (100.6b, 2025-07-25).
  const dates = (d: string) => d <= '2009-05-01' || d === '2025-06-06' || d === '2025-07-25';
  let graph: Graph;
  beforeAll(() => {
    const keep = new Set(
      archiveReleases()
        .filter((r) => dates(r.date))
        .map((r) => r.id),
    );
    const content = path.join(tempDir('rules-likeness-'), 'content');
    copyContent(path.join(ROOT, 'content'), content, (r) => keep.has(r.id));
    graph = buildGraph({ contentDir: content });
  }, 600_000);

  it('every revision of the rules with the most revisions: a substantive change never reads 100% alike', () => {
    const most = Object.values(graph.rules)
      .sort((a, b) => b.revisions.length - a.revisions.length || (a.id < b.id ? -1 : 1))
      .slice(0, 5);
    expect(most.map((r) => r.id)).toContain('707.10');
    let substantive = 0;
    for (const rule of most) {
      expect(rule.revisions.length, rule.id).toBeGreaterThanOrEqual(14);
      for (const r of rule.revisions) {
        const pct = stated(r);
        if (pct === undefined) continue;
        const where = `${rule.id} ${r.version}: ${r.change}, "${r.match!.why}"`;
        if (r.change === 'substantive') {
          substantive++;
          expect(pct, where).toBeLessThan(100);
        } else if (r.change === 'cosmetic') expect(pct, where).toBe(100);
      }
    }
    // The property was exercised: these rules' substantive changes state a likeness.
    expect(substantive).toBeGreaterThanOrEqual(10);
  });

  it('every rule: no substantive change reads 100% alike, and no 100% is a substantive change', () => {
    const wrong: string[] = [];
    let stating = 0;
    for (const rule of Object.values(graph.rules))
      for (const r of rule.revisions) {
        const pct = stated(r);
        if (pct === undefined) continue;
        stating++;
        if (r.change === 'substantive' && pct >= 100) wrong.push(`${rule.id} ${r.version}: ${r.match!.why}`);
      }
    expect(stating).toBeGreaterThan(500);
    expect(wrong).toEqual([]);
    // A change of the URL's words' order alone is a change, and said to be one.
    const url = graph.rules['100.6b']!.revisions.find((r) => r.version === '2025-07-25')!;
    expect(url.change).toBe('substantive');
    expect(stated(url)).toBeLessThan(100);
  });
});
