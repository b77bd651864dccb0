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

// Only the page's own files are answered: any other path of the origin (another
// program on the same port, later) goes to the network as if there were no worker.
const OWN = new Set(FILES.map((f) => new URL(f, self.location.href).href));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  if (request.method !== 'GET' || !OWN.has(url.href)) return;
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
