/**
 * A new language is one module (the house issue's proof). In a temporary copy of the project, German
 * is added as its registry module (src/lib/langs/de.ts), its line in the registry (all.ts), UI
 * strings (src/lib/langs/strings/de.json) and a small translated section (content/): no other source file is
 * touched. Then `rules lookup`, `rules search`, `rules review` and the site's pages know German.
 */
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentWith, tempDir } from '../helpers/content.js';
import { crPath, describeCrFiles, ROOT } from '../helpers/shared.js';
import { addSource } from '../../src/lib/intake/add-source.js';

const GERMAN = `/** German (Deutsch): added in a copy of the project by tests/langs/sixth-language.test.ts. */
import { defineLanguage } from './language.js';

export default defineLanguage({
  code: 'de',
  autonym: 'Deutsch',
  name: 'German',
  dir: 'ltr',
  script: 'Latn',
  ui: true,
  exampleLabels: ['Beispiel', 'Beispiele'],
  referenceKeywords: [
    { re: 'regeln?|siehe', kind: 'rule', plural: /^regeln$/i },
    { re: 'abschnitte?|kapitel', kind: 'section', plural: /^(abschnitte|kapitel)$/i },
  ],
  effectiveDate: {
    phrases: ['gültig\\\\s+ab'],
    months: [['januar'], ['februar'], ['märz'], ['april'], ['mai'], ['juni'], ['juli'], ['august'], ['september'], ['oktober'], ['november'], ['dezember']],
  },
  crTitles: ['Umfassende Regeln'],
  glossaryHeading: 'Glossar',
  creditsHeading: 'Mitwirkende',
  wordSpaces: true,
  numbersTouchWords: false,
  detectionWords: 'der die das und ist nicht ein eine zu den von mit sich des auf für im dem auch wird'.split(' '),
  searchStopWords: 'der die das und ist ein eine zu den von mit des auf für im dem'.split(' '),
  expansion: 1.2,
  stemmer: { package: '@orama/stemmers/german', export: 'stemmer', load: () => import('@orama/stemmers/german') },
});
`;

const SECTION = `Magic: The Gathering Umfassende Regeln: 702.19 Trampelschaden

7. Zusätzliche Regeln

702. Schlüsselwortfähigkeiten

702.19. Trampelschaden

702.19a Trampelschaden ist eine statische Fähigkeit, welche die Regeln für das Zuweisen des Kampfschadens einer angreifenden Kreatur verändert. Die Fähigkeit hat keine Wirkung, wenn eine Kreatur mit Trampelschaden blockt oder nicht-Kampfschaden zufügt. (Siehe Regel 510, „Kampfschadensschritt“.)

702.19b Der Beherrscher einer angreifenden Kreatur mit Trampelschaden weist zuerst den Kreaturen, die sie blocken, Schaden zu. Sobald allen blockenden Kreaturen tödlicher Schaden zugewiesen ist, wird überzähliger Schaden nach Wahl ihres Beherrschers unter den blockenden Kreaturen und dem Spieler, Planeswalker oder der Schlacht aufgeteilt, den die Kreatur angreift.

Beispiel: Eine 2/2-Kreatur, die eine zusätzliche Kreatur blocken kann, blockt zwei Angreifer: eine 1/1 ohne Fähigkeiten und eine 3/3 mit Trampelschaden.
`;

describeCrFiles('a sixth language, added as one module', () => {
  const project = path.join(tempDir('rules-sixth-'), 'project');
  // Run asynchronously: a long synchronous child would keep the test worker from answering vitest.
  const run = promisify(execFile);
  const rules = async (...args: string[]) =>
    (
      await run(process.execPath, [path.join(project, 'bin', 'rules.mjs'), ...args], {
        cwd: project,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      })
    ).stdout;

  beforeAll(() => {
    mkdirSync(project, { recursive: true });
    for (const part of ['src', 'bin', 'public', 'package.json', 'tsconfig.json', 'astro.config.mjs'])
      cpSync(path.join(ROOT, part), path.join(project, part), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(project, 'node_modules'), 'dir');
    // The content: the seeds, one release, and the German section.
    const content = path.join(project, 'content');
    cpSync(contentWith(), content, { recursive: true });
    addSource(crPath('2025-11-14'), readFileSync(crPath('2025-11-14')), { contentDir: content });
    mkdirSync(path.join(content, 'sources', 'de'), { recursive: true });
    writeFileSync(path.join(content, 'sources', 'de', 'trampelschaden.txt'), SECTION);
    appendFileSync(
      path.join(content, 'sources.yaml'),
      '- id: de-trampelschaden\n  file: sources/de/trampelschaden.txt\n  lang: de\n  format: cr-section\n  title: Trampelschaden\n',
    );
    // The language: its module, its line in the registry, its UI strings (those of English, a few in German).
    writeFileSync(path.join(project, 'src', 'lib', 'langs', 'de.ts'), GERMAN);
    appendFileSync(path.join(project, 'src', 'lib', 'langs', 'all.ts'), "export { default as de } from './de.js';\n");
    const ui = JSON.parse(readFileSync(path.join(ROOT, 'src', 'lib', 'langs', 'strings', 'en.json'), 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    ui.site = { ...ui.site, title: 'MTG Umfassende Regeln' };
    writeFileSync(path.join(project, 'src', 'lib', 'langs', 'strings', 'de.json'), JSON.stringify(ui, null, 2));
  }, 120_000);
  afterAll(() => rmSync(path.dirname(project), { recursive: true, force: true }));

  it('rules lookup prints the German text of a rule, placed by its number', async () => {
    const out = JSON.parse(await rules('lookup', '702.19b', '--lang', 'de', '--json')) as {
      renditions: Array<{ lang: string; text: string; examples: Array<{ text: string }> }>;
    };
    const de = out.renditions.find((r) => r.lang === 'de');
    expect(de?.text).toMatch(/^Der Beherrscher einer angreifenden Kreatur mit Trampelschaden/);
    expect(de?.examples.map((e) => e.text)).toEqual([expect.stringMatching(/^Eine 2\/2-Kreatur/)]);
  }, 120_000);

  it('rules search finds it by a German word, inflected, and the language is offered', async () => {
    const out = JSON.parse(await rules('search', 'Trampelschadens', '--lang', 'de', '--json')) as {
      results: Array<{ id: string; lang: string }>;
    };
    expect(out.results.slice(0, 3).map((r) => r.id)).toContainEqual(expect.stringMatching(/^702\.19/));
    expect(await rules('search', '--help')).toMatch(/de/);
  }, 120_000);

  it('rules review lists the German queue: the translated rules and the untranslated ones', async () => {
    const out = JSON.parse(await rules('review', '--lang', 'de', '--json')) as {
      items: Array<{ id: string; status: string }>;
    };
    const translated = out.items.filter((i) => i.status !== 'untranslated').map((i) => i.id);
    expect(translated).toEqual(expect.arrayContaining(['702.19a', '702.19b']));
    expect(out.items.some((i) => i.status === 'untranslated')).toBe(true);
  }, 120_000);

  it('the site has German pages: the rule in German, the UI in its strings', async () => {
    await rules('ingest');
    await run(process.execPath, [path.join(project, 'node_modules', 'astro', 'astro.js'), 'build'], {
      cwd: project,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    const page = path.join(project, 'dist', 'de', 'rules', '702.19', 'index.html');
    expect(existsSync(page)).toBe(true);
    const html = readFileSync(page, 'utf8');
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toContain('Der Beherrscher einer angreifenden Kreatur mit Trampelschaden');
    expect(html).toContain('MTG Umfassende Regeln');
    // The other languages link to it.
    expect(readFileSync(path.join(project, 'dist', 'en', 'rules', '702.19', 'index.html'), 'utf8')).toMatch(
      /hreflang="de" href="\/de\/rules\/702\.19\/"/,
    );
  }, 600_000);
});
