// mcr's page offline: every file of the page is kept at install; its own files are
// asked of the network first and served from that cache only when the network does
// not answer, so that the installed app opens with no network, and a later program
// on the same port is seen as it is (never mcr's page from the cache instead). When
// the server answers a page but no longer has sw.js (404 or 410), the worker
// unregisters itself. The build writes the
// page's hash into CACHE, so a new page replaces the old one on the next visit online.
const CACHE = 'mcr-web-/*VERSION*/';
const FILES = ['./', './index.html', './manifest.webmanifest', './icon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('mcr-web-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// Only the page's own files are answered: any other path of the origin (another
// program on the same port, later) goes to the network as if there were no worker.
const OWN = new Set(FILES.map((f) => new URL(f, self.location.href).href));

/** sw.js gone from a server that answers: the worker is no longer wanted here. */
const unregisterIfGone = () =>
  fetch(self.location.href, { cache: 'no-store' }).then(
    (r) => (r.status === 404 || r.status === 410 ? self.registration.unregister() : undefined),
    () => undefined, // no network: kept, for the page offline
  );

/** From the cache kept at install (the network did not answer). */
const fromCache = (request) =>
  caches.open(CACHE).then((c) =>
    c.match(request, { ignoreSearch: true }).then((hit) => hit ?? (request.mode === 'navigate' ? c.match('./index.html') : undefined)).then((hit) => hit ?? Response.error()),
  );

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') event.waitUntil(unregisterIfGone());
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  if (!OWN.has(url.href)) return;
  event.respondWith(fetch(request).catch(() => fromCache(request)));
});
