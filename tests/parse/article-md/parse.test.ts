/** `article-md` (Markdown guides): front matter, the scenario directive, raw HTML, and located errors. */
import path from 'node:path';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseArticleMd } from '../../../src/lib/parse/article-md/index.js';
import { buildGraph } from '../../../src/lib/ingest/build.js';
import { InputError } from '../../../src/lib/model/errors.js';
import { tempDir } from '../../helpers/content.js';
import { ROOT } from '../../helpers/shared.js';

const warnings: Array<{ line: number; reason: string; ruleId: string }> = [];
const ctx = {
  file: 'guide.md',
  lang: 'en',
  warn: (line: number, reason: string, ruleId: string) => void warnings.push({ line, reason, ruleId }),
};
const parse = (text: string) => parseArticleMd(text, ctx);
const fails = (text: string): string => {
  try {
    parse(text);
  } catch (err) {
    expect(err).toBeInstanceOf(InputError);
    return (err as InputError).message;
  }
  throw new Error('expected an error');
};

describe('article-md', () => {
  it('keeps the Markdown, the title and the embedded scenarios with their lines', () => {
    const root = parse(
      '---\ntitle: Copies\nnumbering: 2012-07-01\n---\n\nSee rule 706.10.\n\n::scenario{id=707.10-fling}\n',
    );
    expect(root.data).toMatchObject({
      format: 'article-md',
      title: 'Copies',
      numbering: '2012-07-01',
      scenarios: [{ id: '707.10-fling', line: 8 }],
    });
    expect(root.data.markdown).toContain('See rule 706.10.');
  });

  it('drops raw HTML with a warning at its line', () => {
    warnings.length = 0;
    parse('---\ntitle: T\n---\n\nText.\n\n<script>alert(1)</script>\n');
    expect(warnings).toEqual([{ line: 7, reason: 'raw HTML is not rendered: dropped', ruleId: 'rules:html-dropped' }]);
  });

  it('refuses what the renderer cannot do, naming the line', () => {
    expect(fails('Just text.\n')).toBe('guide.md:1: no front matter: start the file with ---, title: …, ---');
    expect(fails('---\nnumbering: 2012-07-01\n---\n')).toMatch(/^guide\.md:2: .*title/);
    expect(fails('---\ntitle: T\n---\n\n::video{id=x}\n')).toBe(
      'guide.md:5: unknown directive "video" (the only one is ::scenario{id=…})',
    );
    expect(fails('---\ntitle: T\n---\n\n\n::scenario\n')).toMatch(/^guide\.md:6: a scenario directive needs an id/);
    expect(fails('---\ntitle: T\n---\n\nText :scenario[x]{id=y} inline.\n')).toMatch(
      /^guide\.md:5: a scenario is a block/,
    );
  });

  it('an unknown scenario id fails the ingest at its line, the graph not written', () => {
    const content = path.join(tempDir('rules-guide-'), 'content');
    mkdirSync(path.join(content, 'sources', 'en'), { recursive: true });
    mkdirSync(path.join(content, 'scenarios'), { recursive: true });
    writeFileSync(
      path.join(content, 'sources', 'en', 'g.md'),
      '---\ntitle: G\n---\n\nIntro.\n\n::scenario{id=no-such-example}\n',
    );
    writeFileSync(
      path.join(content, 'sources.yaml'),
      '- id: en-g\n  file: sources/en/g.md\n  lang: en\n  format: article-md\n',
    );
    expect(() => buildGraph({ contentDir: content })).toThrow(
      /sources\/en\/g\.md:7: unknown scenario "no-such-example"/,
    );
  });

  it('the shipped guides parse, each embedding three runnable examples', () => {
    for (const [lang, file] of [
      ['en', 'en/guide-copy-effects.md'],
      ['es', 'es/guia-efectos-de-copia.md'],
      ['ru', 'ru/rukovodstvo-effekty-kopirovaniya.md'],
    ] as const) {
      const root = parseArticleMd(readFileSync(path.join(ROOT, 'content', 'sources', file), 'utf8'), { ...ctx, lang });
      expect(root.data.scenarios?.length, file).toBe(3);
    }
  });
});
