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
// Files outside the precache (mermaid, the equation lists' data) are cached when first used, for this build only.
//
// A new build waits (no skipWaiting): it installs beside the old one and takes over only once no tab of the site
// runs the old build; its activation then drops the old cache. Taking over at once mixed the builds in an open
// tab: its instant navigation swapped in the new build's pages under the old build's scripts, and a Python worker
// restarted there (after Cancel) came from the new build. A tab keeps the build it was opened with, unless it is
// the only tab of the site and its reader chooses to update (js/runtime.js offers it); otherwise the next visit
// after every tab of the site is closed gets the new one.
const VERSION = "__VERSION__";
const CACHE = `puzzlers-${VERSION}`;
const RUNTIME_CACHE = "puzzlers-runtime";
const SNAPSHOT_CACHE = "puzzlers-snapshot"; // Python's memory snapshot, kept by js/worker.mjs
/** [url relative to the scope, "sha256-<base64>"] */
const PRECACHE = __PRECACHE__;
const PRECACHED = new Set(PRECACHE.map(([url]) => new URL(url, self.registration.scope).href));
const isPage = (url) => url === "./" || url.endsWith("/") || url.endsWith(".html");
/** The site's pages (addresses without a query): a share link's page is the page's own file. */
const PAGES = new Set(PRECACHE.filter(([url]) => isPage(url))
  .map(([url]) => new URL(url, self.registration.scope).href));
const NOT_FOUND = new URL("404.html", self.registration.scope).href;
const isHtml = (response) => (response.headers.get("Content-Type") || "").startsWith("text/html");

/** Whether the install must fail without this file. The runtime (Pyodide, py/, the scripts, the styles) and the
 *  pages one level down (the home page and the puzzles, the lists, the playground) must be cached: without them
 *  the offline copy does not work. A page deeper down (how/..., reference/...) or 404.html is left out when the
 *  host fails it (a 5xx, a deploy under way): one such page must not cost the whole offline copy. It is fetched
 *  later (topUp, on the next page view online) and, until then, is missing offline. */
const essential = (url) => !isPage(url) || url === "./" || /^[^/]+\/$/.test(url);

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

async function fetchListed(href, url, integrity) {
  try {
    return await fetch(href, { cache: "force-cache", integrity });
  } catch {
    try {
      return await fetch(href, { cache: "reload", integrity });
    } catch (error) {
      // A page the host serves with other bytes than this build listed (a host that rewrites pages, a deploy
      // under way): keep what it serves now rather than leave the whole site without its offline copy. Scripts
      // and the runtime must match their build: for them the install fails, and is tried again later.
      if (!isPage(url)) throw error;
      return await fetch(href, { cache: "reload" });
    }
  }
}

async function precacheOne(cache, url, integrity) {
  const href = new URL(url, self.registration.scope).href;
  const old = await caches.match(href);
  if (old && old.status === 200 && await sameBytes(old, integrity)) {
    await cache.put(href, old);
    return;
  }
  try {
    const response = await fetchListed(href, url, integrity);
    if (!response.ok) throw new Error(`precache ${url}: HTTP ${response.status}`);
    await cache.put(href, response);
  } catch (error) {
    if (essential(url)) throw error;
    console.warn(`offline copy: ${url} left out for now:`, error);
  }
}

/** The files of the precache list missing from the cache (pages the host failed during the install), fetched
 *  once per run of this worker, on a page view, while the page is online. */
let toppedUp = false;
async function topUp() {
  toppedUp = true;
  const cache = await caches.open(CACHE);
  const have = new Set((await cache.keys()).map((request) => request.url));
  for (const [url, integrity] of PRECACHE) {
    if (have.has(new URL(url, self.registration.scope).href)) continue;
    try {
      await precacheOne(cache, url, integrity);
    } catch {
      // Offline again, or the host still fails it: the next run of this worker tries again.
    }
  }
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
    // No skipWaiting: see the top. A first install activates at once (no build is active).
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    // Only now is no tab of an older build left: its cache can go.
    let update = false;
    for (const key of await caches.keys()) {
      if (![CACHE, RUNTIME_CACHE, SNAPSHOT_CACHE].includes(key)) {
        update ||= key.startsWith("puzzlers-");
        await caches.delete(key);
      }
    }
    // What an older build cached on use is its own: the equation lists' parts (their names stay, their rows change
    // with the lists: offline, the new index read the old parts), the data files, and the pages an older version
    // kept there (share links' pages fetched by instant navigation). Only the sitemap, just fetched by this
    // build's install, stays. Each file is cached again when next used online. At a first install (no older
    // build) what is there is this build's: the parts and Maxi's answers a page kept before this worker ran.
    const runtime = await caches.open(RUNTIME_CACHE);
    const sitemap = new URL("sitemap.xml", self.registration.scope).href;
    for (const request of update ? await runtime.keys() : []) {
      if (request.url !== sitemap) await runtime.delete(request);
    }
    // The pages open at the first install (no older build) become offline-ready at once; at an update no tab of
    // the old build is left to claim.
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "version") event.source.postMessage({ type: "sw-version", version: VERSION });
  // From a tab of the older build, which offers to update (js/runtime.js): how many other tabs of the site are
  // open, and, when none is, take over now.
  else if (event.data && event.data.type === "tabs" && event.ports[0]) {
    event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((tabs) => {
      const others = tabs.filter((tab) => tab.url.startsWith(self.registration.scope) && tab.id !== event.source.id);
      event.ports[0].postMessage({ others: others.length });
    }));
  } else if (event.data && event.data.type === "skip-waiting") event.waitUntil(self.skipWaiting());
});

async function respond(request) {
  const precached = await caches.open(CACHE);
  const url = new URL(request.url);
  // Share links carry the puzzle in the query string; the page itself is the same file, whether a navigation or
  // instant navigation (fetch(), not mode "navigate") asks for it.
  const bare = url.origin + url.pathname;
  const page = PAGES.has(bare);
  const key = page ? bare : request;
  const hit = await precached.match(key, { ignoreSearch: request.mode === "navigate" });
  if (hit) return hit;
  const runtime = await caches.open(RUNTIME_CACHE);
  try {
    const response = await fetch(request);
    if (response.status === 200 && response.type === "basic") {
      // A precached file missing here (a page the host failed during the install) goes where it belongs, a page
      // under its address without the query. Other files are kept for offline use, refreshed each time they are
      // fetched online; never a page: the runtime cache outlives builds, a page kept there would outlive its own.
      if (page || PRECACHED.has(request.url)) precached.put(key, response.clone()).catch(() => {});
      else if (!isHtml(response)) runtime.put(request, response.clone()).catch(() => {});
    }
    return response;
  } catch (error) {
    const cached = page ? undefined : await runtime.match(request);
    if (cached && !isHtml(cached)) return cached;
    if (request.mode === "navigate") {
      // A page's address written without its last slash ("plates"), or with its file ("plates/index.html"), as
      // the host would take it: the page.
      const folder = bare.endsWith("/index.html") ? bare.slice(0, -"index.html".length) : `${bare}/`;
      if (PAGES.has(folder)) return Response.redirect(folder + url.search + url.hash, 301);
      // An address the site does not have (a mistyped link), or a page left out of the offline copy: the site's
      // "not found" page, as the host answers. Its links are absolute (site_url), so it renders at any depth.
      const missing = await precached.match(NOT_FOUND);
      const headers = { "Content-Type": "text/html; charset=utf-8" };
      if (missing) return new Response(missing.body, { status: 404, statusText: "Not Found", headers });
    }
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith(respond(event.request));
  if (event.request.mode === "navigate" && !toppedUp) event.waitUntil(topUp());
});
