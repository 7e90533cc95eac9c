/**
 * Runnable examples read as a reader's language reads (issue 41, item 5), registered into the
 * scenarios' site test (scenarios.test.ts builds and serves the site once):
 *  - before an example runs, its steps read as what will be done (each step's words with the
 *    parameters' values), the same words it shows once played, not bare numbers;
 *  - a Russian run says card types, keywords and subtypes as the Russian glossary words them where
 *    the content gives them (the game-term lexicon the Russian glossary page lists), never in
 *    English there, and English otherwise; an English run is unchanged.
 * The expected words are read from content/ (the scenario's steps, the lexicon) and the UI strings,
 * not from what the page prints.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Page } from 'playwright-core';
import { ROOT } from './helpers.js';

export interface ServedSite {
  page: Page;
  at(p: string): string;
}

const FORK = '707.10-fork-emerald-charm';

/** The lexicon's first form of an English term in a language (content/lexicon.yaml), its marks dropped. */
function lexiconWord(en: string, lang: 'ru' | 'es'): string {
  const entries = parse(readFileSync(path.join(ROOT, 'content', 'lexicon.yaml'), 'utf8')) as Array<
    Record<string, string[] | string>
  >;
  const entry = entries.find((e) => (e['en'] as string[]).some((f) => f.replace(/^=|\*$/g, '') === en))!;
  return (entry[lang] as string[])[0]!.replace(/^=|\*$/g, '');
}

const template = (lang: string, key: string): string => {
  let node: unknown = JSON.parse(readFileSync(path.join(ROOT, 'src/lib/langs/strings', `${lang}.json`), 'utf8'));
  for (const k of ['scenario', ...key.split('.')]) node = (node as Record<string, unknown>)[k];
  return node as string;
};

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export function scenarioWordsInSite(site: () => ServedSite): void {
  const island = (page: Page, id: string) => page.locator(`[data-scenario="${id}"]`);
  const stepTexts = (page: Page, id: string) => island(page, id).locator('.sc-steps > li .sc-do').allTextContents();

  it('reads its steps as instructions before it runs: the words it shows once played, not bare numbers', async () => {
    const { page, at } = site();
    const steps = (
      parse(readFileSync(path.join(ROOT, 'content', 'scenarios', `${FORK}.yaml`), 'utf8')) as {
        steps: Array<Record<string, { card?: string }>>;
      }
    ).steps;
    for (const lang of ['en', 'ru']) {
      await page.goto(at(`/${lang}/rules/707.10/`));
      const fork = island(page, FORK);
      await fork.scrollIntoViewIfNeeded();
      await fork.locator('.sc-steps > li').first().waitFor();
      const before = await stepTexts(page, FORK);
      expect(before).toHaveLength(steps.length);
      for (const [i, text] of before.entries()) expect(text.trim(), `${lang} step ${i + 1}`).not.toBe('');
      // The cards each step casts are named in its words (by the page's names for them).
      for (const [i, step] of steps.entries())
        if (step['cast']?.card) expect(before[i], `${lang} step ${i + 1}`).toContain(step['cast'].card);
      if (lang === 'ru') for (const text of before) expect(text).toMatch(/[а-яё]/i);
      await fork.locator('button[data-act="run"]').click();
      await fork.locator('.sc-outcome h4').waitFor();
      expect(await stepTexts(page, FORK)).toEqual(before);
    }
  });

  it('says card types and keywords in Russian where the Russian glossary has them, in a Russian run', async () => {
    const { page, at } = site();
    await page.goto(at('/ru/rules/707.10/'));
    const fork = island(page, FORK);
    await fork.scrollIntoViewIfNeeded();
    await fork.locator('button[data-act="run"]').click();
    await fork.locator('.sc-outcome h4').waitFor();
    const line = (card: string) => fork.locator('.sc-cards > li', { hasText: card }).locator('.sc-line');
    // Fork is an instant, Serra Angel a creature (an Angel: no Russian word for it in the content).
    expect(await line('Fork').textContent()).toContain(lexiconWord('instant', 'ru'));
    expect(await line('Serra Angel').textContent()).toContain(`${lexiconWord('creature', 'ru')} — Angel`);
    for (const text of await fork.locator('.sc-cards .sc-line').allTextContents())
      expect(text).not.toMatch(/\b(Instant|Creature|Enchantment|Land|Artifact|Sorcery)\b/);
    // Emerald Charm's third mode takes flying away: said with the Russian word for flying.
    const loses = template('ru', 'trace.spec.loses').replace('{{abilities}}', lexiconWord('flying', 'ru'));
    const why = (await fork.locator('.sc-outcome [data-object="Serra Angel"] .sc-why').textContent()) ?? '';
    expect(why).toContain(loses);
    expect(why).not.toContain('flying');
    // Serra Angel keeps vigilance: so the table and the outcome say, in Russian, not marked as English.
    const vigilance = capital(lexiconWord('vigilance', 'ru'));
    const angel = fork.locator('.sc-board [data-card="Serra Angel"] .sc-ab');
    expect(await angel.textContent()).toBe(vigilance);
    expect(await angel.getAttribute('lang')).toBeNull();
    const fact = fork.locator('.sc-outcome [data-object="Serra Angel"] > .sc-facts [data-field="abilities"] .sc-value');
    expect(await fact.textContent()).toBe(vigilance);
    expect(await fact.getAttribute('lang')).toBeNull();
    // Birds of Paradise's ability is its own printed text: English, and marked so.
    const birds = fork.locator('.sc-board [data-card="Birds of Paradise"] .sc-ab');
    expect(await birds.getAttribute('lang')).toBe('en');
  });

  it('says them in Spanish on the Spanish page, and leaves the English run as it was', async () => {
    const { page, at } = site();
    await page.goto(at('/es/rules/707.10/'));
    const es = island(page, FORK);
    await es.scrollIntoViewIfNeeded();
    await es.locator('.sc-cards .sc-line').first().waitFor();
    const line = await es.locator('.sc-cards > li', { hasText: 'Serra Angel' }).locator('.sc-line').textContent();
    expect(line).toContain(`${capital(lexiconWord('creature', 'es'))} — Angel`);
    await page.goto(at('/en/rules/707.10/'));
    const en = island(page, FORK);
    await en.scrollIntoViewIfNeeded();
    await en.locator('button[data-act="run"]').click();
    await en.locator('.sc-outcome h4').waitFor();
    expect(await en.locator('.sc-cards > li', { hasText: 'Serra Angel' }).locator('.sc-line').textContent()).toContain(
      'Creature — Angel',
    );
    expect(await en.locator('.sc-outcome [data-object="Serra Angel"] .sc-why').textContent()).toContain('loses flying');
  });
}
