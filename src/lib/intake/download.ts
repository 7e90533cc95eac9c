/**
 * `rules add URL`, the one network use: a download that cannot hang or fill memory. http(s) only;
 * at most MAX_REDIRECTS redirects, followed by hand (each must stay http(s)); no progress for
 * `timeoutMs` — no response, or no bytes while reading — aborts; more than `maxBytes` aborts (a
 * Content-Length over the limit before reading); the content type must be text or octet-stream.
 * Every failure is an InputError naming the URL and the reason, thrown before content/ is touched.
 */
import { InputError } from '../model/errors.js';

export const MAX_REDIRECTS = 5;
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

export interface DownloadOptions {
  timeoutMs?: number;
  maxBytes?: number;
}

const ACCEPTED = /^(text\/[\w.+-]+|application\/octet-stream)$/i;

/** The bytes, the file name the URL's last segment gives, and the URL they came from (after redirects). */
export async function download(
  url: string,
  opts: DownloadOptions = {},
): Promise<{ bytes: Buffer; fileName: string; url: string }> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const fail = (reason: string): never => {
    throw new InputError(url, 0, `download failed: ${reason}`);
  };
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  // The clock restarts at every sign of progress: a slow but moving download is not cut off.
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), timeoutMs);
  };
  const idle = () => `no response for ${timeoutMs / 1000} s`;
  try {
    let at = url;
    for (let hops = 0; ; hops++) {
      let target: URL;
      try {
        target = new URL(at);
      } catch {
        return fail(`not a URL: ${at}`);
      }
      if (target.protocol !== 'http:' && target.protocol !== 'https:')
        fail(`only http and https URLs are downloaded (${target.protocol.replace(/:$/, '')} is not)`);
      arm();
      let res: Response;
      try {
        res = await fetch(target, { redirect: 'manual', signal: controller.signal });
      } catch (err) {
        return fail(controller.signal.aborted ? idle() : (err as Error).message);
      }
      if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
        await res.body?.cancel();
        if (hops >= MAX_REDIRECTS) fail(`more than ${MAX_REDIRECTS} redirects`);
        at = new URL(res.headers.get('location')!, target).href;
        continue;
      }
      if (!res.ok) fail(`HTTP ${res.status}`);
      const type = (res.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]!.trim();
      if (!ACCEPTED.test(type)) {
        await res.body?.cancel();
        fail(`content type ${type}: a rules document is text (text/*) or application/octet-stream`);
      }
      const declared = Number(res.headers.get('content-length') ?? NaN);
      if (declared > maxBytes) {
        await res.body?.cancel();
        fail(`${declared} bytes, over the limit of ${maxBytes}`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const reader = res.body?.getReader();
      try {
        for (;;) {
          arm();
          if (!reader) break;
          const { done, value } = await reader.read();
          if (done || !value) break;
          size += value.byteLength;
          if (size > maxBytes) {
            await reader?.cancel();
            fail(`more than ${maxBytes} bytes, the limit`);
          }
          chunks.push(Buffer.from(value));
        }
      } catch (err) {
        if (err instanceof InputError) throw err;
        return fail(controller.signal.aborted ? idle() : (err as Error).message);
      }
      const fileName = safeDecode(target.pathname.split('/').pop() || 'download.txt');
      return { bytes: Buffer.concat(chunks), fileName, url: target.href };
    }
  } finally {
    clearTimeout(timer);
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
