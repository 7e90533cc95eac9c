/**
 * The CR text file's link on the official rules page (intake/rules-page.ts): the page's one
 * `<a href>` ending in `.txt`, absolute or relative, escaped or with a raw space, beside the PDF and
 * DOCX of the same rules; none, or several naming different files, is an error naming the page.
 */
import { describe, expect, it } from 'vitest';
import { crTextLink, textLinks } from '../../src/lib/intake/rules-page.js';
import { InputError } from '../../src/lib/model/errors.js';

const PAGE = 'https://magic.wizards.com/en/rules';

/** A rules page as Wizards lays it out: the CR in three formats, other documents around. */
function page(...links: string[]): string {
  return `<!doctype html><html><head><title>Rules</title></head><body>
<nav><a href="/en/news">News</a><a href="https://magic.wizards.com/en/products">Products</a></nav>
<h2>Comprehensive Rules</h2><p>These rules are effective as of August 7, 2026.</p>
${links.map((href, i) => `<a class="cta" href="${href}" data-i="${i}">Download</a>`).join('\n')}
<h2>Tournament Rules</h2><a href="https://media.wizards.com/2026/wpn/marketing_materials/wpn/mtg_mtr_2026_aug7_en.pdf">MTR (PDF)</a>
</body></html>`;
}

const PDF = 'https://media.wizards.com/2026/downloads/MagicCompRules%2020260807.pdf';
const DOCX = 'https://media.wizards.com/2026/downloads/MagicCompRules%2020260807.docx';
const TXT = 'https://media.wizards.com/2026/downloads/MagicCompRules%2020260807.txt';

describe('the CR text file on the rules page', () => {
  it('is the one .txt link, the PDF and DOCX beside it left alone', () => {
    expect(crTextLink(page(PDF, TXT, DOCX), PAGE)).toBe(TXT);
  });

  it('reads a raw space in the last segment as %20 (the same file)', () => {
    const raw = 'https://media.wizards.com/2026/downloads/MagicCompRules 20260807.txt';
    expect(crTextLink(page(PDF, raw, DOCX), PAGE)).toBe(TXT);
    // Both spellings on one page name one file, not two.
    expect(textLinks(page(raw, TXT), PAGE)).toEqual([TXT]);
  });

  it('resolves a relative link against the page (and its <base>)', () => {
    expect(crTextLink(page('/downloads/MagicCompRules 20260807.txt'), 'http://127.0.0.1:8080/en/rules')).toBe(
      'http://127.0.0.1:8080/downloads/MagicCompRules%2020260807.txt',
    );
    expect(crTextLink(page('MagicCompRules%2020260807.txt'), 'http://127.0.0.1:8080/en/rules/')).toBe(
      'http://127.0.0.1:8080/en/rules/MagicCompRules%2020260807.txt',
    );
    const withBase = page('files/cr.txt').replace('<head>', '<head><base href="https://media.example/2026/">');
    expect(crTextLink(withBase, PAGE)).toBe('https://media.example/2026/files/cr.txt');
  });

  it('takes a .TXT in any case, with a query or fragment, and ignores what only looks like a link', () => {
    expect(crTextLink(page('/d/CR.TXT?v=2#top'), PAGE)).toBe('https://magic.wizards.com/d/CR.TXT?v=2');
    const decoys = `${page(TXT)}<!-- <a href="/old/MagicCompRules 20260619.txt">old</a> -->
<script>const a = '<a href="/x.txt">';</script><p>href="/y.txt"</p><link rel="alternate" href="/z.txt">
<a href="mailto:rules@example.com?subject=cr.txt">mail</a><a href="ftp://media.example/cr.txt">ftp</a>`;
    expect(textLinks(decoys, PAGE)).toEqual([TXT]);
  });

  it('refuses a page with no .txt link, naming the page', () => {
    const err = (() => {
      try {
        crTextLink(page(PDF, DOCX), PAGE);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).message).toMatch(/^https:\/\/magic\.wizards\.com\/en\/rules:0: no link to a \.txt file/);
  });

  it('refuses a page whose .txt links name different files, listing them', () => {
    const other = 'https://media.wizards.com/2026/downloads/MagicCompRules%2020260619.txt';
    expect(() => crTextLink(page(TXT, other), PAGE)).toThrow(
      /2 links to different \.txt files.*20260807\.txt.*20260619\.txt/,
    );
  });
});
