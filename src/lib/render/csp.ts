/**
 * The site's Content-Security-Policy, delivered as the first element of every page's <head>
 * (`<meta http-equiv="Content-Security-Policy">`, see src/components/Csp.astro).
 *
 * Everything comes from the site itself: bundled module scripts and the one stylesheet load
 * under 'self', search fetches its own /search/{lang}/*.json files, and the only inline scripts
 * (redirects) are allowed by the SHA-256 of their exact text, computed while the page renders.
 * No 'unsafe-inline', no 'unsafe-eval', no other origin, no plugins, no <base> hijacking.
 * A meta policy cannot carry frame-ancestors, report-uri or sandbox (browsers ignore them there
 * and log an error), so those are left to the host's headers.
 */
import { createHash } from 'node:crypto';

/** A CSP hash source for an inline script or style: `'sha256-…'` of its exact UTF-8 text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface CspInput {
  /** The exact text of each inline <script> the page carries. */
  scripts?: readonly string[];
  /** The exact text of each inline <style> the page carries. */
  styles?: readonly string[];
}

/** The directives, in order; values are source lists. */
export function cspDirectives(input: CspInput = {}): [string, string[]][] {
  const hashes = (texts: readonly string[] | undefined) => [...new Set((texts ?? []).map(cspHash))];
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes(input.scripts)]],
    ['style-src', ["'self'", ...hashes(input.styles)]],
    // (img-src, font-src and worker-src — the service worker — fall back to default-src 'self'.)
    ['connect-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

/** The policy text for a page's meta element. */
export function contentSecurityPolicy(input: CspInput = {}): string {
  return cspDirectives(input)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
