// mcr's page offline: every file of the page is kept at install and served from the
// cache first, so that the installed app opens with no network. The build writes the
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

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then((c) =>
      c.match(request, { ignoreSearch: true }).then((hit) => {
        if (hit) return hit;
        if (request.mode === 'navigate') return c.match('./index.html').then((page) => page ?? fetch(request));
        return fetch(request);
      }),
    ),
  );
});
