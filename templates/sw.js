// Puzzlers service worker (generated at build time from templates/sw.js): after one visit the whole site,
// the Python runtime included, works with no network. Pages and the runtime come from the cache first; a new
// build brings a new VERSION, which installs a fresh cache and drops the old one.
//
// Nothing is downloaded twice: js/runtime.js registers this worker only after Python's first answer (or when a
// page without Python is idle), so the install's precache finds what the page and Python's worker just fetched in
// the browser's HTTP cache (cache: "force-cache"), and what an older version of this cache holds with the same
// bytes; every file is checked against its SHA-256 (integrity), and only a mismatch goes to the network again
// (where the host's bytes of a page still differ, they are kept as served: one rewritten page must not cost the
// offline copy).
// Files outside the precache (mermaid, the equation lists' data) are cached when first used.
const VERSION = "__VERSION__";
const CACHE = `puzzlers-${VERSION}`;
const RUNTIME_CACHE = "puzzlers-runtime";
const SNAPSHOT_CACHE = "puzzlers-snapshot"; // Python's memory snapshot, kept by js/worker.mjs
/** [url relative to the scope, "sha256-<base64>"] */
const PRECACHE = __PRECACHE__;
const PRECACHED = new Set(PRECACHE.map(([url]) => new URL(url, self.registration.scope).href));

function base64(buffer) {
  let text = "";
  const bytes = new Uint8Array(buffer);
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

async function sameBytes(response, integrity) {
  const digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
  return `sha256-${base64(digest)}` === integrity;
}

async function precacheOne(cache, url, integrity) {
  const href = new URL(url, self.registration.scope).href;
  const old = await caches.match(href);
  if (old && old.status === 200 && await sameBytes(old, integrity)) {
    await cache.put(href, old);
    return;
  }
  let response;
  try {
    response = await fetch(href, { cache: "force-cache", integrity });
  } catch {
    try {
      response = await fetch(href, { cache: "reload", integrity });
    } catch (error) {
      // A page the host serves with other bytes than this build listed (a host that rewrites pages, a deploy
      // under way): keep what it serves now rather than leave the whole site without its offline copy. Scripts
      // and the runtime must match their build: for them the install fails, and is tried again later.
      if (!(url === "./" || url.endsWith("/") || url.endsWith(".html"))) throw error;
      response = await fetch(href, { cache: "reload" });
    }
  }
  if (!response.ok) throw new Error(`precache ${url}: HTTP ${response.status}`);
  await cache.put(href, response);
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const have = new Set((await cache.keys()).map((request) => request.url));
    const todo = PRECACHE.filter(([url]) => !have.has(new URL(url, self.registration.scope).href));
    // A few at a time: the runtime files are large and the machine may be a phone.
    const lanes = Array.from({ length: 4 }, async () => {
      while (todo.length) {
        const [url, integrity] = todo.shift();
        await precacheOne(cache, url, integrity);
      }
    });
    await Promise.all(lanes);
    // The sitemap is served per origin, so it is not precached; but Material's instant navigation follows only
    // the links it lists: without a copy, a page opened offline would load every link afresh (Python restarting
    // on each page). Kept like any file cached on use, refreshed whenever it is fetched online.
    try {
      const sitemap = new URL("sitemap.xml", self.registration.scope).href;
      const response = await fetch(sitemap, { cache: "force-cache" });
      if (response.ok) await (await caches.open(RUNTIME_CACHE)).put(sitemap, response);
    } catch {
      // Offline copies of the pages still work without it: each link is then a page load.
    }
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (![CACHE, RUNTIME_CACHE, SNAPSHOT_CACHE].includes(key)) await caches.delete(key);
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
    if (response.status === 200 && response.type === "basic") {
      // A precached file missing here (its install was interrupted) goes where it belongs; others are kept
      // for offline use, refreshed each time they are fetched online.
      // A page is kept under its address without the query: share links (?p=...) do not pile up copies.
      const key = request.mode === "navigate" ? new URL(request.url).origin + new URL(request.url).pathname
        : request;
      (PRECACHED.has(request.url) ? precached : runtime).put(key, response.clone()).catch(() => {});
    }
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
