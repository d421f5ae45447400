// Puzzlers service worker (generated at build time from templates/sw.js): after one visit the whole site,
// the Python runtime included, works with no network. Pages and the runtime come from the cache first; a new
// build brings a new VERSION, which installs a fresh cache and drops the old one.
const VERSION = "__VERSION__";
const CACHE = `puzzlers-${VERSION}`;
const RUNTIME_CACHE = "puzzlers-runtime";
const PRECACHE = __PRECACHE__;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const base = self.registration.scope;
    // Small batches: the runtime files are large and the machine may be a phone.
    for (let i = 0; i < PRECACHE.length; i += 8) {
      await cache.addAll(PRECACHE.slice(i, i + 8).map((url) => new URL(url, base).href));
    }
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key !== CACHE && key !== RUNTIME_CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "version") event.source.postMessage({ type: "sw-version", version: VERSION });
});

async function respond(request) {
  const precached = await caches.open(CACHE);
  // Share links carry the puzzle in the query string; the page itself is the same file.
  const hit = await precached.match(request, { ignoreSearch: request.mode === "navigate" });
  if (hit) return hit;
  const runtime = await caches.open(RUNTIME_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic") runtime.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await runtime.match(request, { ignoreSearch: request.mode === "navigate" });
    if (cached) return cached;
    if (request.mode === "navigate") {
      const home = await precached.match(new URL("./", self.registration.scope).href);
      if (home) return home;
    }
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith(respond(event.request));
});
