/**
 * `rules update` as a user and the deploy workflow run it, against a rules page served on loopback
 * (127.0.0.1, a random port: no network). The content starts with the seeds and the 2026-06-19
 * release; the page links releases and republications made from content/'s own files. Every outcome
 * of the issue: added (with the changes since the release before), up to date, republished (the
 * older bytes kept, every publication listed), and each way of failing — no link, two links, not a
 * CR, an older release, a failed, slow, oversized or non-text download, a failed ingest — which
 * exits 1 naming the link and leaves content/ and the store as they were.
 */
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';
import { addSource } from '../../src/lib/intake/add-source.js';
import { contentWith, tempDir } from '../helpers/content.js';
import { runRules } from '../helpers/cli.js';
import { crPathOf, describeArchive } from '../helpers/archive.js';

const cwd = tempDir('rules-update-');
const rules = (args: string[]) => runRules(args, cwd);

interface Entry {
  id: string;
  file: string;
  date?: string;
  publications?: Array<{ file: string; sha256: string; name?: string; fetched?: string }>;
}

describeArchive('rules update', () => {
  let server: http.Server;
  let base = '';
  let content = '';
  const files = new Map<string, { type: string; body: Buffer }>();
  const pages = new Map<string, string>();
  const hanging: http.ServerResponse[] = [];
  const august = () => readFileSync(crPathOf('2026-08-07'));
  const august8 = () => august().subarray(3).toString('utf8');
  /** A rules page laid out as Wizards does: the CR as PDF, TXT and DOCX side by side. */
  const page = (...txt: string[]) =>
    `<!doctype html><html><body><h1>Magic: The Gathering Rules</h1>
<a href="/downloads/MagicCompRules%2020260807.pdf">PDF</a>
${txt.map((href) => `<a href="${href}">TXT</a>`).join('\n')}
<a href="/downloads/MagicCompRules%2020260807.docx">DOCX</a></body></html>`;
  const manifest = () => readFileSync(path.join(content, 'sources.yaml'));
  const entries = () => parse(manifest().toString('utf8')) as Entry[];
  const storeIndex = () => readFileSync(path.join(cwd, 'generated', 'graph.json'));
  const update = (pagePath: string, ...more: string[]) =>
    rules(['update', '--page', `${base}${pagePath}`, '--content', content, ...more]);

  beforeAll(async () => {
    content = contentWith();
    addSource(crPathOf('2026-06-19'), readFileSync(crPathOf('2026-06-19')), { contentDir: content });
    const text = august8();
    const serve = (p: string, body: Buffer | string, type = 'text/plain') =>
      files.set(p, { type, body: Buffer.isBuffer(body) ? body : Buffer.from(body) });
    serve('/downloads/MagicCompRules 20260807.txt', august());
    // Published again with LF line ends, then with a typo fixed in one rule.
    serve('/downloads/v2/MagicCompRules 20260807.txt', Buffer.from('\ufeff' + text.replace(/\r\n/g, '\n')));
    serve('/downloads/MagicCompRules 20260417.txt', readFileSync(crPathOf('2026-04-17')));
    serve('/downloads/notes.txt', 'Release notes\r\n\r\nNothing of the rules here.\r\n');
    serve(
      '/downloads/binary.txt',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 1, 2, 3, 0xff, 0]),
      'application/octet-stream',
    );
    serve('/downloads/image.txt', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    serve('/downloads/huge.txt', Buffer.alloc(3 * 1024 * 1024, 0x61));
    // A later release: the date line and one rule's text changed.
    serve(
      '/downloads/MagicCompRules 20260925.txt',
      Buffer.from(
        '\ufeff' +
          text
            .replace(
              'These rules are effective as of August 7, 2026.',
              'These rules are effective as of September 25, 2026.',
            )
            .replace('that player’s speed becomes 1.', 'that player’s speed becomes 1 and can’t decrease this turn.'),
      ),
    );
    pages.set('/en/rules', page('https://HOST/downloads/MagicCompRules%2020260807.txt'));
    pages.set('/raw-space', page('https://HOST/downloads/MagicCompRules 20260807.txt'));
    pages.set('/relative', page('../downloads/MagicCompRules 20260807.txt'));
    pages.set('/v2', page('/downloads/v2/MagicCompRules%2020260807.txt'));
    pages.set('/none', page());
    pages.set('/two', page('/downloads/MagicCompRules%2020260807.txt', '/downloads/MagicCompRules%2020260417.txt'));
    pages.set('/older', page('/downloads/MagicCompRules%2020260417.txt'));
    pages.set('/not-cr', page('/downloads/notes.txt'));
    pages.set('/binary', page('/downloads/binary.txt'));
    pages.set('/image', page('/downloads/image.txt'));
    pages.set('/huge', page('/downloads/huge.txt'));
    pages.set('/silent-file', page('/downloads/silent.txt'));
    pages.set('/missing', page('/downloads/missing.txt'));
    pages.set('/september', page('/downloads/MagicCompRules 20260925.txt'));
    server = http.createServer((req, res) => {
      const url = decodeURIComponent(req.url ?? '');
      if (url === '/silent-page' || url === '/downloads/silent.txt') return void hanging.push(res);
      const html = pages.get(url);
      if (html !== undefined) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void res.end(html.replaceAll('https://HOST', base));
      }
      const file = files.get(url);
      if (file) {
        res.writeHead(200, { 'content-type': file.type });
        return void res.end(file.body);
      }
      res.writeHead(404);
      res.end('not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    for (const res of hanging) res.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('--dry-run says it would add the newer release and writes nothing', async () => {
    const before = manifest();
    const r = await update('/en/rules', '--dry-run');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^would add the release effective 2026-08-07 \(newer than 2026-06-19\)/);
    expect(manifest().equals(before)).toBe(true);
    expect(existsSync(path.join(content, 'sources/en/cr-2026-08-07.txt'))).toBe(false);
    expect(existsSync(path.join(cwd, 'generated'))).toBe(false);
  });

  it('adds a release newer than the newest, ingests it and counts what changed, as rules diff does', async () => {
    const r = await update('/en/rules', '--json');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as Record<string, unknown>;
    expect(out).toMatchObject({
      status: 'added',
      release: '2026-08-07',
      file: 'sources/en/cr-2026-08-07.txt',
      previous: '2026-06-19',
      link: `${base}/downloads/MagicCompRules%2020260807.txt`,
      name: 'MagicCompRules 20260807.txt',
    });
    expect(out.sha256).toMatch(/^[0-9a-f]{64}$/);
    const diff = JSON.parse(
      (await rules(['diff', '2026-06-19', '2026-08-07', '--json', '--content', content])).out,
    ) as Record<string, unknown[]>;
    expect(out.changes).toEqual({
      added: diff.added!.length,
      removed: diff.removed!.length,
      moved: diff.moved!.length,
      changed: diff.changed!.length,
    });
    // 704.5z of 2026-06-19 is 704.5aa now: moved, found by its text.
    expect(diff.moved).toContainEqual({ id: '704.5aa', from: '704.5z', to: '704.5aa' });
    expect(readFileSync(path.join(content, 'sources/en/cr-2026-08-07.txt')).equals(august())).toBe(true);
    const entry = entries().find((e) => e.date === '2026-08-07')!;
    expect(entry.publications).toEqual([
      {
        file: 'sources/en/cr-2026-08-07.txt',
        sha256: out.sha256,
        name: 'MagicCompRules 20260807.txt',
        fetched: out.fetched,
      },
    ]);
    expect(String(out.fetched)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // The rules in force are the new release's.
    const lookup = await rules(['lookup', '704.5aa', '--content', content]);
    expect(lookup.out).toMatch(/^704\.5aa \[subrule\] — Comprehensive Rules effective 2026-08-07/);
  }, 180_000);

  it('says it is up to date when the page links the same bytes, however the link is written; writes nothing', async () => {
    const [before, store] = [manifest(), storeIndex()];
    for (const p of ['/en/rules', '/raw-space', '/relative']) {
      const r = await update(p);
      expect(r.code, r.err).toBe(0);
      expect(r.out).toMatch(
        /^up to date: MagicCompRules 20260807\.txt \(http:\/\/127\.0\.0\.1:\d+\/downloads\/MagicCompRules%2020260807\.txt\) is the release effective 2026-08-07/,
      );
    }
    const json = JSON.parse((await update('/raw-space', '--json')).out) as { status: string; changes: unknown };
    expect(json).toMatchObject({ status: 'up-to-date', changes: null });
    expect(manifest().equals(before)).toBe(true);
    expect(storeIndex().equals(store)).toBe(true);
  });

  it('records a republication: the new bytes are the source, the older kept beside them, every publication listed', async () => {
    const r = await update('/v2', '--json');
    expect(r.code, r.err).toBe(0);
    const out = JSON.parse(r.out) as {
      status: string;
      publication: number;
      differs: { kinds: string[] };
      changes: unknown;
    };
    expect(out).toMatchObject({
      status: 'republished',
      release: '2026-08-07',
      publication: 2,
      file: 'sources/en/cr-2026-08-07.txt',
    });
    expect(out.differs.kinds).toEqual(['line ends']);
    expect(out.changes).toEqual({ added: 0, removed: 0, moved: 0, changed: 0 });
    expect(readFileSync(path.join(content, 'sources/en/cr-2026-08-07.publication-1.txt')).equals(august())).toBe(true);
    expect(readFileSync(path.join(content, 'sources/en/cr-2026-08-07.txt')).toString('utf8')).not.toContain('\r');
    const listed = entries().find((e) => e.date === '2026-08-07')!.publications!;
    expect(listed.map((p) => p.file)).toEqual([
      'sources/en/cr-2026-08-07.publication-1.txt',
      'sources/en/cr-2026-08-07.txt',
    ]);
    expect(listed.map((p) => p.name)).toEqual(['MagicCompRules 20260807.txt', 'MagicCompRules 20260807.txt']);
    // The same rules as before, and the graph records both publications with what differed.
    const lookup = JSON.parse((await rules(['lookup', '704.5aa', '--json', '--content', content])).out) as {
      renditions: Array<{ version: string; text: string }>;
    };
    expect(lookup.renditions.find((x) => x.version === '2026-08-07')!.text).toMatch(
      /speed becomes 1\. See rule 702\.179/,
    );
    const stats = JSON.parse((await rules(['stats', '--json', '--content', content])).out) as {
      sources: Array<{ id: string; publications?: Array<{ differs?: { summary: string } }> }>;
    };
    const source = stats.sources.find((s) => s.id === 'en-cr-2026-08-07')!;
    expect(source.publications?.map((p) => p.differs?.summary)).toEqual([undefined, 'line ends only']);
    // The page again: up to date (the newest publication), and the first publication too.
    expect((await update('/v2')).out).toMatch(/^up to date/);
    expect((await update('/en/rules')).out).toMatch(/^up to date/);
  }, 180_000);

  it('rules add of a republished file refuses without --force and records a publication with it', async () => {
    const typo = path.join(tempDir('rules-typo-'), 'MagicCompRules 20260807.txt');
    writeFileSync(
      typo,
      august().toString('utf8').replace('that player’s speed becomes 1.', 'that player’s speed becomes one.'),
    );
    const refused = await rules(['add', typo, '--content', content]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /sources\.yaml:\d+: source "en-cr-2026-08-07" is the en release of 2026-08-07 already .*pass --force to record this file as a new publication/,
    );
    const forced = await rules(['add', typo, '--force', '--content', content]);
    expect(forced.code, forced.err).toBe(0);
    expect(forced.out).toMatch(
      /^republished en-cr-2026-08-07: sources\/en\/cr-2026-08-07\.txt is publication 3 .*the text of rule 704\.5aa; also line ends\n$/,
    );
    expect(
      entries()
        .find((e) => e.date === '2026-08-07')!
        .publications!.map((p) => p.file),
    ).toEqual([
      'sources/en/cr-2026-08-07.publication-1.txt',
      'sources/en/cr-2026-08-07.publication-2.txt',
      'sources/en/cr-2026-08-07.txt',
    ]);
    const lookup = await rules(['lookup', '704.5aa', '--content', content]);
    expect(lookup.out).toMatch(/speed becomes one\./);
  }, 180_000);

  const failures: Array<[string, string[], RegExp]> = [
    ['/none', [], /\/none:0: no link to a \.txt file on the rules page/],
    ['/two', [], /\/two:0: 2 links to different \.txt files on the rules page \(.*20260807\.txt, .*20260417\.txt\)/],
    [
      '/older',
      [],
      /MagicCompRules%2020260417\.txt:0: the file states the rules effective 2026-04-17, older than the newest release content\/ holds \(2026-08-07\)/,
    ],
    ['/not-cr', [], /downloads\/notes\.txt:0: not a Comprehensive Rules text file/],
    ['/binary', [], /downloads\/binary\.txt:\d+: binary data/],
    ['/image', [], /downloads\/image\.txt:0: download failed: content type image\/png/],
    ['/huge', ['--max-size', '1'], /downloads\/huge\.txt:0: download failed: more than 1048576 bytes/],
    ['/silent-file', ['--timeout', '1'], /downloads\/silent\.txt:0: download failed: no response for 1 s/],
    ['/missing', [], /downloads\/missing\.txt:0: download failed: HTTP 404/],
    ['/silent-page', ['--timeout', '1'], /\/silent-page:0: download failed: no response for 1 s/],
    ['/no-such-page', [], /\/no-such-page:0: download failed: HTTP 404/],
  ];
  it.each(failures)(
    '%s: exits 1 naming the link and the reason; content/ and the store untouched',
    async (p, more, message) => {
      const [before, store] = [manifest(), storeIndex()];
      const listing = readdirSync(path.join(content, 'sources', 'en')).sort();
      const r = await update(p, ...more);
      expect(r.code).toBe(1);
      expect(r.out).toBe('');
      expect(r.err).toMatch(message);
      expect(manifest().equals(before)).toBe(true);
      expect(readdirSync(path.join(content, 'sources', 'en')).sort()).toEqual(listing);
      expect(storeIndex().equals(store)).toBe(true);
    },
  );

  it('puts content/ back when the ingest after an update fails, then adds the release once it can', async () => {
    const [before, store] = [manifest(), storeIndex()];
    const broken = path.join(content, 'numbering', 'broken.yaml');
    writeFileSync(broken, 'from: not a date\nto: [\n');
    const failed = await update('/september');
    expect(failed.code).toBe(1);
    expect(failed.err).toMatch(/numbering\/broken\.yaml:\d+:/);
    expect(manifest().equals(before)).toBe(true);
    expect(existsSync(path.join(content, 'sources/en/cr-2026-09-25.txt'))).toBe(false);
    expect(storeIndex().equals(store)).toBe(true);
    rmSync(broken);
    const added = await update('/september');
    expect(added.code, added.err).toBe(0);
    expect(added.out).toMatch(
      /^added the rules effective 2026-09-25 from MagicCompRules 20260925\.txt \(.*\): sources\/en\/cr-2026-09-25\.txt\nchanges since 2026-08-07: 0 added, 0 removed, 0 moved, 1 changed/,
    );
  }, 180_000);
});
