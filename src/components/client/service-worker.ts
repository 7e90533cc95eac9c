/// <reference lib="webworker" />
/**
 * The site's service worker (/sw.js, bundled at build by src/lib/site/offline.ts, which defines
 * OFFLINE: the build's version and the files to keep, shared and per language). After a first
 * visit in a language the page asks for that language (client/offline.ts); its current edition
 * (compact data, not every page's HTML), its search files, the one-page view and the scripts are
 * then kept, and a rule or section page that was never opened is put together offline from the
 * data (offline-page.ts). Pages opened online are kept as they are fetched.
 */
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { OfflineMeta, OfflineRule } from '../../lib/query/site-offline';
import { chapterOf, fillShell, offlineMain } from './offline-page';

declare const self: ServiceWorkerGlobalScope;
declare const OFFLINE: { version: string; common: string[]; langs: Record<string, string[]> };

const KEPT = `offline-${OFFLINE.version}`;
const VISITED = `visited-${OFFLINE.version}`;

/**
 * Keep what of `urls` is not kept yet, in small batches; a batch that fails (a file the network
 * dropped) is left for the next visit. True when everything is kept.
 */
async function keepAll(urls: readonly string[]): Promise<boolean> {
  const cache = await caches.open(KEPT);
  const missing: string[] = [];
  for (const url of urls) if (!(await cache.match(url))) missing.push(url);
  let complete = true;
  for (let i = 0; i < missing.length; i += 40)
    await cache.addAll(missing.slice(i, i + 40)).catch(() => {
      complete = false;
    });
  return complete;
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepAll(OFFLINE.common).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  // Another build's files go: the kept files of this one are consistent with each other.
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => !k.endsWith(OFFLINE.version)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** Keep a language's files and the shared ones: true once all of them are kept. */
async function keep(lang: string): Promise<boolean> {
  const urls = OFFLINE.langs[lang];
  if (!urls) return false;
  return (await keepAll(OFFLINE.common)) && (await keepAll(urls));
}

async function labels(lang: string): Promise<Record<string, string>> {
  const meta = await caches.match(`/${lang}/offline/meta.json`);
  return meta ? ((await meta.json()) as OfflineMeta).labels : {};
}

/**
 * Whether the last page asked for came from the network or, the network failing, from what is kept:
 * the page's status line says "Offline" by it as well as by navigator.onLine, which some browsers
 * leave true while the network is gone (Chromium's offline emulation, a captive portal).
 */
let networkGone = false;

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; lang?: unknown } | null;
  if (data?.type !== 'keep' || typeof data.lang !== 'string') return;
  const lang = data.lang;
  const client = event.source;
  event.waitUntil(
    keep(lang)
      .then(async (ok) => {
        if (ok) client?.postMessage({ type: 'kept', lang, labels: await labels(lang), offline: networkGone });
      })
      .catch(() => undefined),
  );
});

/** /{lang}/rules/{id}/ put together from the kept data, when the data has that rule. */
async function putTogether(url: URL): Promise<Response | undefined> {
  const m = /^\/([a-z]{2})\/rules\/([^/]+)\/$/.exec(url.pathname);
  if (!m) return undefined;
  const [, lang, raw] = m as unknown as [string, string, string];
  const id = decodeURIComponent(raw);
  const [meta, chapter, shell] = await Promise.all([
    caches.match(`/${lang}/offline/meta.json`),
    caches.match(`/${lang}/offline/${chapterOf(id)}.json`),
    caches.match(`/${lang}/offline/`),
  ]);
  if (!meta || !chapter || !shell) return undefined;
  const page = offlineMain(
    lang,
    id,
    (await meta.json()) as OfflineMeta,
    (await chapter.json()) as Record<string, OfflineRule>,
  );
  if (!page) return undefined;
  return new Response(fillShell(await shell.text(), lang, id, page), {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/**
 * A page neither kept nor put together: the not-found page (which still turns an old number into
 * its rule), marked as served offline so that it says the page is not saved, not that it is missing.
 */
async function notSaved(): Promise<Response | undefined> {
  const page = await caches.match('/404.html');
  if (!page) return undefined;
  const html = (await page.text()).replace(/<html\b/, '<html data-offline');
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

// Pages: the network first (the page as built, kept once seen); offline, the page kept (also
// without its query: /ru/search/?q=…), else one put together from the data, else `notSaved`.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: VISITED,
      networkTimeoutSeconds: 6,
      plugins: [
        {
          fetchDidSucceed: async ({ response }) => {
            networkGone = false;
            return response;
          },
          handlerDidError: async ({ request }) => {
            networkGone = true;
            const url = new URL(request.url);
            return (
              (await caches.match(request, { ignoreSearch: true })) ?? (await putTogether(url)) ?? (await notSaved())
            );
          },
        },
      ],
    }),
  ),
);

// Scripts and styles have content-hashed names: once kept, never fetched again (nor the icon).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/_astro/') || url.pathname === '/favicon.svg'),
  new CacheFirst({ cacheName: KEPT }),
);

// Data files (search parts, contents, labels, offline data, examples): what is kept answers at once
// and is refreshed behind; the rest is fetched and kept.
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.destination === '' && url.pathname.endsWith('.json'),
  // (The search's files are asked for with their build's hash, ?v=…: the kept file is that build's.)
  new StaleWhileRevalidate({ cacheName: KEPT, matchOptions: { ignoreSearch: true } }),
);
