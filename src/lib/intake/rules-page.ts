/**
 * The official rules page (https://magic.wizards.com/en/rules) → the address of the Comprehensive
 * Rules text file. The page offers the CR as PDF, DOCX and TXT side by side; the TXT is the page's
 * one `<a href>` whose path ends in `.txt` (Academy Ruins' scraper relies on exactly that and
 * reports anything else, and so do we). Its last segment is sometimes published with a raw space
 * (`MagicCompRules 20260807.txt`) instead of `%20`: the WHATWG URL parser escapes it, so both
 * spellings name one file. The page is parsed as a browser parses it (hast-util-from-html, parse5):
 * links in comments, scripts or attribute values that only look like links are not links.
 */
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import type { Element } from 'hast';
import { InputError } from '../model/errors.js';

/** Where Wizards of the Coast publishes the Comprehensive Rules. */
export const OFFICIAL_RULES_PAGE = 'https://magic.wizards.com/en/rules';

/**
 * Every http(s) address of a distinct `.txt` file the page links, resolved against `pageUrl`, in
 * page order. Links that differ only in their query or fragment, or in how the path is escaped,
 * name one file: the first is kept.
 */
export function textLinks(html: string, pageUrl: string): string[] {
  const tree = fromHtml(html);
  // A <base href> changes what relative links mean, as in a browser.
  let base = pageUrl;
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'base' && typeof node.properties.href === 'string') {
      const resolved = resolve(node.properties.href, pageUrl);
      if (resolved) base = resolved.href;
      return false;
    }
    return undefined;
  });
  const found = new Map<string, string>();
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
    const url = resolve(node.properties.href.trim(), base);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return;
    if (!/\.txt$/i.test(url.pathname)) return;
    url.hash = '';
    const file = `${url.origin}${safeDecode(url.pathname)}`;
    if (!found.has(file)) found.set(file, url.href);
  });
  return [...found.values()];
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function resolve(href: string, base: string): URL | undefined {
  try {
    return new URL(href, base);
  } catch {
    return undefined;
  }
}

/** The one CR text file the page links; an InputError naming the page otherwise. */
export function crTextLink(html: string, pageUrl: string): string {
  const links = textLinks(html, pageUrl);
  if (links.length === 1) return links[0]!;
  if (links.length === 0)
    throw new InputError(
      pageUrl,
      0,
      'no link to a .txt file on the rules page: the Comprehensive Rules text file was not found (has the page changed?)',
      'rules:no-cr-link',
    );
  throw new InputError(
    pageUrl,
    0,
    `${links.length} links to different .txt files on the rules page (${links.join(', ')}): which one is the Comprehensive Rules is not clear`,
    'rules:several-cr-links',
  );
}
