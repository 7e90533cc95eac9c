/**
 * Never lose a user's data (issue #9): ingest is deterministic; a failing ingest or add leaves every
 * file of the content folder byte-identical; `rules add` never overwrites a source without --force.
 * The CLI is slow to start, so independent runs go in parallel.
 */
import path from 'node:path';
import { mkdirSync, readFileSync, writeFileSync, copyFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/shared.js';
import { contentWith, tempDir } from '../helpers/content.js';
import { runCli } from './cli.js';
import { snapshot } from './snapshot.js';

const PAGE = path.join(ROOT, 'content/sources/es/regla-707.10.txt');

/** `name` in a folder of its own, holding `bytes`. */
function userFile(name: string, bytes: string | Uint8Array): string {
  const file = path.join(tempDir('rules-user-'), name);
  writeFileSync(file, bytes);
  return file;
}

/** A failing command: exit 1 with a located message, and the content folder exactly as it was. */
async function failsCleanly(content: string, args: string[], message: RegExp): Promise<void> {
  const before = snapshot(content);
  const r = await runCli([...args, '--content', content]);
  expect(r.err).toMatch(message);
  expect(r.err).not.toMatch(/internal error/);
  expect(r.code).toBe(1);
  expect(snapshot(content)).toEqual(before);
}

describe('ingest output', () => {
  it.concurrent(
    'two ingests of content/ are byte-identical',
    async () => {
      const content = contentWith();
      const [a, b] = [tempDir(), tempDir()];
      const runs = await Promise.all([a, b].map((out) => runCli(['ingest', '--content', content, '--out', out])));
      for (const r of runs) expect(r.code).toBe(0);
      const [ga, gb] = [a, b].map((out) => readFileSync(path.join(out, 'graph.json')));
      expect(ga!.equals(gb!)).toBe(true);
    },
    180_000,
  );
});

describe('a failing ingest or add changes no file of the content folder', () => {
  it.concurrent(
    'ingest with a broken manifest, a binary source, or invalid YAML',
    async () => {
      const manifestError = contentWith();
      const out = tempDir();
      const manifest = path.join(manifestError, 'sources.yaml');
      writeFileSync(
        manifest,
        readFileSync(manifest, 'utf8') + '- id: x\n  file: sources/x.txt\n  lang: en\n  format: nope\n',
      );
      const binary = contentWith();
      writeFileSync(path.join(binary, 'sources/es/regla-707.10.txt'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]));
      const yaml = contentWith();
      writeFileSync(path.join(yaml, 'sources.yaml'), '- id: [unclosed\n');
      await Promise.all([
        failsCleanly(manifestError, ['ingest', '--out', out], /sources\.yaml:\d+: /),
        failsCleanly(binary, ['ingest', '--out', out], /regla-707\.10\.txt:\d+: /),
        failsCleanly(yaml, ['ingest', '--out', out], /sources\.yaml:\d+: invalid YAML/),
      ]);
      expect(existsSync(path.join(out, 'graph.json'))).toBe(false);
    },
    180_000,
  );

  it.concurrent(
    'add of a binary file, an undecidable format, or into a folder with a broken manifest',
    async () => {
      const broken = contentWith();
      writeFileSync(path.join(broken, 'sources.yaml'), '- id: [unclosed\n');
      await Promise.all([
        failsCleanly(contentWith(), ['add', userFile('x.txt', Buffer.from([0, 1, 2, 3, 0xff]))], /x\.txt:\d+: /),
        failsCleanly(contentWith(), ['add', userFile('note.txt', 'A note about nothing.\n')], /--format/),
        failsCleanly(broken, ['add', PAGE], /sources\.yaml:\d+: invalid YAML/),
      ]);
    },
    180_000,
  );
});

describe('rules add never overwrites without --force', () => {
  it.concurrent(
    'a different file with the same target name',
    async () => {
      const content = contentWith();
      // content/ lists sources/es/regla-707.10.txt; this one has the same name and other text.
      const other = userFile('regla-707.10.txt', readFileSync(PAGE, 'utf8').replace('Copiar objetos', 'Otra cosa'));
      await failsCleanly(content, ['add', other], /exists; pass --force/);
      const forced = await runCli(['add', other, '--force', '--content', content, '--json']);
      expect(forced.code).toBe(0);
      expect(readFileSync(path.join(content, 'sources/es/regla-707.10.txt'))).toEqual(readFileSync(other));
    },
    180_000,
  );

  it.concurrent(
    'the same id from a differently named file',
    async () => {
      const content = contentWith();
      // Not PAGE's own bytes: a second copy of a listed source is refused as such (cli.test.ts).
      const first = userFile(
        'pagina-a.txt',
        readFileSync(PAGE, 'utf8').replace('Copiar objetos', 'Copiar objetos (a)'),
      );
      const second = userFile('pagina-b.txt', readFileSync(PAGE, 'utf8').replace('Copiar objetos', 'Otra cosa'));
      const added = await runCli(['add', first, '--date', '2020-01-01', '--content', content, '--json']);
      expect(added.code).toBe(0);
      await failsCleanly(content, ['add', second, '--date', '2020-01-01'], /exists; pass --force/);
    },
    180_000,
  );

  it.concurrent(
    'a file already in the content folder but not yet listed in sources.yaml',
    async () => {
      const content = contentWith();
      const unlisted = path.join(content, 'sources/es/mi-regla.txt');
      mkdirSync(path.dirname(unlisted), { recursive: true });
      copyFileSync(PAGE, unlisted);
      const other = userFile('mi-regla.txt', readFileSync(PAGE, 'utf8').replace('Copiar objetos', 'Otra cosa'));
      await failsCleanly(content, ['add', other], /mi-regla\.txt exists .*; pass --force/);
    },
    180_000,
  );
});
