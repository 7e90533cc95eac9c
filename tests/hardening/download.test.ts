/**
 * `rules add URL` against hostile servers (issue #22), all on 127.0.0.1: one that never answers, one
 * that sends more than the limit, one that redirects in a loop, one that serves an image; a URL
 * that is not http(s). Each exits 1 with the URL and the reason, and content/ stays as it was.
 */
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentWith, tempDir } from '../helpers/content.js';
import { runRules } from '../helpers/cli.js';

const cwd = tempDir('rules-download-');

const rules = (args: string[]) => runRules(args, cwd);

describe('rules add URL, hardened', () => {
  let server: http.Server;
  let base = '';
  const hanging: http.ServerResponse[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = req.url ?? '';
      if (url === '/silent') return void hanging.push(res); // never answers
      if (url === '/stall') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('Magic: The Gathering Comprehensive Rules\n'); // then nothing more
        return void hanging.push(res);
      }
      if (url === '/huge') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        let sent = 0;
        const pump = () => {
          while (sent < 3 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        return pump();
      }
      if (url === '/declared-huge') {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(200 * 1024 * 1024) });
        return void res.end();
      }
      if (url.startsWith('/loop')) {
        res.writeHead(302, { location: `/loop${Number(url.slice(5) || 0) + 1}` });
        return void res.end();
      }
      if (url === '/image') {
        res.writeHead(200, { 'content-type': 'image/png' });
        return void res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      }
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const r of hanging) r.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const cases: Array<[string, string[], RegExp]> = [
    ['a server that never answers', ['/silent', '--timeout', '1'], /download failed: no response for 1 s/],
    ['a server that stops sending', ['/stall', '--timeout', '1'], /download failed: no response for 1 s/],
    ['more bytes than the limit', ['/huge', '--max-size', '1'], /download failed: more than 1048576 bytes, the limit/],
    [
      'a declared length over the limit',
      ['/declared-huge'],
      /download failed: 209715200 bytes, over the limit of 52428800/,
    ],
    ['a redirect loop', ['/loop'], /download failed: more than 5 redirects/],
    ['an image', ['/image'], /download failed: content type image\/png/],
  ];
  for (const [name, [p, ...flags], message] of cases)
    it(`${name}: exit 1, the URL and the reason, content/ untouched`, async () => {
      const content = contentWith();
      const before = readFileSync(path.join(content, 'sources.yaml'));
      const files = readdirSync(path.join(content, 'sources', 'en')).sort();
      const r = await rules(['add', `${base}${p}`, '--content', content, ...flags]);
      expect(r.code).toBe(1);
      expect(r.err).toContain(`${base}${p}`);
      expect(r.err).toMatch(message);
      expect(readFileSync(path.join(content, 'sources.yaml')).equals(before)).toBe(true);
      expect(readdirSync(path.join(content, 'sources', 'en')).sort()).toEqual(files);
    }, 60_000);

  it('only http and https', async () => {
    const r = await rules(['add', 'ftp://127.0.0.1/cr.txt', '--content', contentWith()]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /ftp:\/\/127\.0\.0\.1\/cr\.txt:0: download failed: only http and https URLs are downloaded \(ftp is not\)/,
    );
  });

  it('bad limits are a usage error', async () => {
    const r = await rules(['add', `${base}/image`, '--timeout', '0', '--content', contentWith()]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/--timeout and --max-size take a positive number/);
  });
});
