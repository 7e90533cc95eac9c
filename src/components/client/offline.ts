/**
 * Every page: registers the service worker (/sw.js) and, once the page has loaded and the browser is
 * idle, asks it to keep this language's current edition for offline reading; the footer then says
 * "Available offline" (and "Offline" while the network is gone), in the words the worker sends back.
 */
/** The footer's status line, made here (only a page with the worker has one to say). */
let status: HTMLElement | undefined;

function show(text: string): void {
  if (!text) return;
  if (!status) {
    status = document.createElement('p');
    status.id = 'offline-status';
    status.className = 'offline-status';
    status.setAttribute('role', 'status');
    document.querySelector('footer')?.append(status);
  }
  status.textContent = text;
}

export function initOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  const lang = document.documentElement.lang;
  let words: Record<string, string> = {};
  // The worker's word too: this page came from what is kept because the network failed.
  let servedOffline = false;
  const say = () =>
    show(
      navigator.onLine && !servedOffline
        ? (words['offline.ready'] ?? '')
        : [words['offline.off'], words['offline.ready']].filter(Boolean).join(' · '),
    );
  navigator.serviceWorker.addEventListener(
    'message',
    (e: MessageEvent<{ type?: string; lang?: string; labels?: Record<string, string>; offline?: boolean }>) => {
      if (e.data?.type !== 'kept' || e.data.lang !== lang) return;
      words = e.data.labels ?? {};
      servedOffline = e.data.offline === true;
      say();
    },
  );
  addEventListener('online', () => {
    // Back online: whatever the worker said of this page's load no longer holds.
    servedOffline = false;
    say();
  });
  addEventListener('offline', say);
  // (Offline, registering again fails to fetch /sw.js; the worker already there still answers.)
  const start = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    void navigator.serviceWorker.ready.then((reg) => reg.active?.postMessage({ type: 'keep', lang }));
  };
  // After the page's own work: keeping the files fetches a few megabytes the first time.
  if (navigator.serviceWorker.controller) start();
  else addEventListener('load', () => setTimeout(() => (window.requestIdleCallback ?? setTimeout)(start), 1000));
}
