/**
 * SHA-256 in hex of one string or buffer: the project's one-shot hash (file contents, cache entries,
 * store parts, kept results). node:crypto is loaded on first use: loading it costs some 5 ms of a
 * command's start, and the modules a query loads (files/kept.ts, enrich/cards.ts) hash only while
 * an ingest runs or a card list is first scanned.
 */
let crypto: typeof import('node:crypto') | undefined;

export function sha256Hex(data: string | Buffer): string {
  crypto ??= process.getBuiltinModule('node:crypto');
  return crypto.hash('sha256', data, 'hex');
}
