/**
 * `rules add URL`: a CR text file downloaded (Wizards publishes "MagicCompRules YYYYMMDD.txt") and
 * added as a version. Served from a local HTTP server (127.0.0.1, random port): no network.
 */
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';
import { describeCrFiles, crBytes } from '../helpers/shared.js';
import { contentWith, tempDir } from '../helpers/content.js';
import { runRules } from '../helpers/cli.js';

/** The CLI run in a folder of its own: its default graph (generated/) is not the project's. */
const cwd = tempDir('rules-add-url-');

const rules = (args: string[]) => runRules(args, cwd);

describeCrFiles('rules add URL', () => {
  let server: http.Server;
  let base: string;
  const bytes = () => crBytes('2021-07-23');
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (decodeURIComponent(req.url ?? '') === '/resources/MagicCompRules 20210723.txt') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(bytes());
      } else {
        res.writeHead(404);
        res.end('not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('downloads the file, keeps its bytes, detects cr and the effective date, and the version is in the graph', async () => {
    const content = contentWith();
    const url = `${base}/resources/MagicCompRules%2020210723.txt`;
    const added = await rules(['add', url, '--content', content, '--json']);
    expect(added.err).toBe('');
    expect(added.code).toBe(0);
    const entry = JSON.parse(added.out) as { id: string; file: string; format: string; date: string; lang: string };
    expect(entry).toMatchObject({ format: 'cr', date: '2021-07-23', lang: 'en' });
    expect(readFileSync(path.join(content, entry.file)).equals(bytes())).toBe(true);
    const manifest = parse(readFileSync(path.join(content, 'sources.yaml'), 'utf8')) as Array<{ id: string }>;
    expect(manifest.map((e) => e.id)).toContain(entry.id);

    const history = await rules(['history', '707.10', '--json', '--content', content]);
    expect(history.code).toBe(0);
    const h = JSON.parse(history.out) as { revisions: Array<{ version: string; number: string }> };
    expect(h.revisions.find((r) => r.version === '2021-07-23')?.number).toBe('707.10');

    const again = await rules(['add', url, '--content', content, '--json']);
    expect(again.code).toBe(1);
    const missing = await rules(['add', `${base}/nothing.txt`, '--content', content]);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/HTTP 404/);
  }, 300_000);
});
