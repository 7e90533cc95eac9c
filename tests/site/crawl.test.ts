/** The dist/ crawler on a small hand-made site: it must see what a broken link looks like. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/content.js';
import { crawl } from './crawl.js';

function page(dist: string, url: string, body: string): void {
  const dir = path.join(dist, url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><body>${body}</body></html>`);
}

describe('crawl of a built site', () => {
  it('reports missing pages, missing anchors and missing assets; accepts the rest', () => {
    const dist = tempDir('crawl-');
    mkdirSync(path.join(dist, '_astro'));
    writeFileSync(path.join(dist, '_astro', 'a.js'), '');
    page(dist, 'en/rules/707.10', '<p id="R70710">x</p><a href="#R70710">self</a><a href="../601/">601</a>');
    page(
      dist,
      'en/rules/601',
      [
        '<script type="module" src="/_astro/a.js"></script>',
        '<script src="/_astro/missing.js"></script>',
        '<a href="/en/rules/707.10/#R70710">ok</a>',
        '<a href="/en/rules/707.10/#R70711">no anchor</a>',
        '<a href="/en/rules/999.1/">no page</a>',
        '<a href="https://example.com/x">other origin</a>',
        '<a href="/en/search/?q=a&amp;b">query</a>',
      ].join(''),
    );
    page(dist, 'en/search', '');
    const r = crawl(dist);
    expect(r.pages).toBe(3);
    expect(r.links).toBe(8);
    expect(r.broken).toEqual([
      { page: '/en/rules/601/', link: '/_astro/missing.js', reason: 'no such file' },
      { page: '/en/rules/601/', link: '/en/rules/707.10/#R70711', reason: 'no element #R70711' },
      { page: '/en/rules/601/', link: '/en/rules/999.1/', reason: 'no such file' },
    ]);
  });
});
