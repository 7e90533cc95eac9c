/**
 * A whole translation's glossary entries matched to the English entries they translate (`of`,
 * ingest/glossary-match.ts), on content/'s Chinese translation and its English release. The
 * translators' own term list (English → Chinese, tests/fixtures/translations/zh) checks the
 * matches independently of the evidence the matcher reads.
 */
import path from 'node:path';
import { mkdirSync, readFileSync, copyFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { describeCrFiles, CR_DIR, ROOT } from '../helpers/shared.js';
import { tempDir } from '../helpers/content.js';
import { runRules } from '../helpers/cli.js';
import { readWholeGraph } from '../../src/lib/store/read.js';
import type { GlossaryEntry } from '../../src/lib/model/schema.js';

const fold = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

describeCrFiles('glossary entries of a whole translation, matched to English', () => {
  let zh: GlossaryEntry[] = [];
  let english: Set<string>;
  beforeAll(async () => {
    const content = path.join(tempDir('rules-glossary-match-'), 'content');
    mkdirSync(content, { recursive: true });
    for (const f of ['cards.yaml', 'lexicon.yaml']) copyFileSync(path.join(ROOT, 'content', f), path.join(content, f));
    for (const file of [
      path.join(CR_DIR, 'cr-2026-04-17.txt'),
      path.join(ROOT, 'content/sources/zh/cr-2026-04-17.txt'),
    ]) {
      const r = await runRules(['add', file, '--content', content], content);
      expect(r.code, r.err).toBe(0);
    }
    const out = path.join(path.dirname(content), 'generated');
    const r = await runRules(['ingest', '--content', content, '--out', out], content);
    expect(r.code, r.err).toBe(0);
    const graph = readWholeGraph(out);
    zh = graph.glossary.filter((g) => g.lang === 'zh');
    english = new Set(graph.glossary.filter((g) => g.lang === 'en').map((g) => g.term));
  }, 180_000);

  it('matches at least 95 % of the entries, each to an English entry of the release', () => {
    expect(zh.length).toBe(730);
    const matched = zh.filter((g) => g.of !== undefined);
    expect(matched.length / zh.length).toBeGreaterThanOrEqual(0.95);
    for (const g of matched) expect(english.has(g.of!), g.term).toBe(true);
    // Two entries never claim one English entry.
    expect(new Set(matched.map((g) => g.of)).size).toBe(matched.length);
    expect(zh.find((g) => g.term === '撤废')?.of).toBe('Abandon');
  });

  it('agrees with the translators’ own term list wherever it matched', () => {
    const list = JSON.parse(
      readFileSync(path.join(ROOT, 'tests/fixtures/translations/zh/translated-terms.json'), 'utf8'),
    ) as Record<string, Array<{ English: string; Chinese: string }>>;
    let checked = 0;
    for (const { English, Chinese } of Object.values(list).flat()) {
      const entry = zh.find((g) => g.term === Chinese);
      if (!entry?.of) continue;
      checked++;
      // The list spells some terms its own way ("Sticker kicker", "Firebend" for Firebending).
      const [a, b] = [fold(entry.of), fold(English)];
      expect(a.startsWith(b) || b.startsWith(a), `${Chinese}: ${entry.of} vs ${English}`).toBe(true);
    }
    // The list names some terms with notes ("别名（仅限于规则201.6所述之情形）"): 39 of its 68 are headwords.
    expect(checked).toBeGreaterThanOrEqual(35);
  });
});
