// Damas service worker: keeps the app usable offline, without getting in
// the way of the first page.
//
// * install: caches only the shell, what opens the app offline:
//   index.html, the manifests, the icons and every same-origin file
//   index.html links (Trunk's hashed .css, the app's main module, its JS and
//   the split loader in app-<hash>/). Files the page has just fetched come
//   from the browser's HTTP cache where it may (hashed names).
// * then the page asks for the rest (src/kernel/offline_fill.rs, sent by
//   src/app/pwa.rs), and the worker caches it one file at a time in the
//   background, a file already cached skipped, in this order of lanes:
//     1. 'texts': the language shown;
//     2. 'warm': the rule set in use (chosen, or a page with a board opened;
//        the latest first): the search worker (worker-loader.js, worker.js,
//        worker_bg.wasm), its data files list and that rule set's data
//        (book, tables, learned weights) and puzzles;
//     3. 'fill', sent once the page is idle and never on a connection that
//        saves data: every other route's code (index.html's #app-files),
//        every language's texts, every rule set's puzzles, then every rule
//        set's data. With saveData the worker caches only what the page
//        uses, on use.
//   Only the AI data files data/ai/files.txt lists are fetched (no 404 for
//   a rule set the build has no file for), each at the address the list
//   gives it (`<file>?v=<digest>`, the address the search worker asks for).
// * fetch: Trunk's hashed files (name-<hash>.js/.wasm/.css), the app's
//   modules (app-<hash>/, scripts/split-wasm) and the AI's data files at a
//   digest's address (data/ai/<file>?v=<digest>: the search worker's
//   requests come here too) never change, so they are served cache-first:
//   a returning learner's first game waits for no download; other
//   same-origin GETs (worker.js, icons, manifest, puzzle files, the data
//   files' list) network-first with the cache as fallback; a
//   file the background is fetching at that moment is awaited, not fetched
//   twice. Every answer is cached on the way. A language's texts (with a
//   digest in the query) offline: any copy of that language. Page
//   navigations network-first, falling back to the cached shell (so
//   /rules/brazilian opens offline and on servers without SPA fallback);
// * activate: deletes caches of other versions. Bump VERSION to force a
//   clean cache.
const VERSION = 'v7';
const CACHE = `damas-shell-${VERSION}`;
const SHELL = ['/', '/index.html', '/manifest.webmanifest', '/manifest.en.webmanifest', '/manifest.es.webmanifest', '/manifest.ru.webmanifest', '/icon.svg', '/icon-192.png', '/icon-512.png'];
const WORKER = ['/worker-loader.js', '/worker.js', '/worker_bg.wasm'];
const AI_LIST = '/data/ai/files.txt';

const hashed = (pathname) => /-[0-9a-f]{8,}(_bg)?\.(js|wasm|css)$/.test(pathname)
  || /^\/app-[0-9a-f]{16}\//.test(pathname);
const texts = (pathname) => pathname.startsWith('/locales/');
/// An AI data file at its digest's address (data/ai/<file>?v=<digest>).
const aiData = (url) => url.pathname.startsWith('/data/ai/') && url.pathname !== AI_LIST && url.search !== '';
/// A path that names one content for ever: a hashed file, or a language's
/// texts with their digest. The HTTP cache may answer it.
const lasting = (url) => hashed(url.pathname) || aiData(url) || (texts(url.pathname) && url.search !== '');
/// A same-origin path the page may ask for (no other origin, no '..').
const ours = (path) => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('..');

/// The files index.html names: its own (`shell`: links, imports, the main
/// wasm) and each split group's modules (`routes`, #app-files).
async function indexFiles(cache) {
  const page = await cache.match('/index.html');
  if (!page) return { shell: [], routes: [] };
  const html = await page.text();
  const files = html.match(/<script type="application\/json" id="app-files">([^<]*)<\/script>/);
  // The shell: what index.html names outside the groups' list.
  const own = files ? html.replace(files[0], '') : html;
  const shell = new Set();
  for (const m of own.matchAll(/(?:href|src)="(\/[^"#?]+)"/g)) if (ours(m[1])) shell.add(m[1]);
  for (const m of own.matchAll(/from\s+['"](\/[^'"]+)['"]/g)) shell.add(m[1]);
  for (const m of own.matchAll(/['"](\/[^'"\s]+\.wasm)['"]/g)) shell.add(m[1]);
  let routes = [];
  try {
    if (files) routes = Object.values(JSON.parse(files[1])).flat().filter(ours);
  } catch { /* a build without split modules */ }
  return { shell: [...shell], routes };
}

/// Fetches `path` and keeps the answer under it (a language's texts: the
/// only copy of that language). Never throws.
async function keep(cache, path) {
  const url = new URL(path, self.location.origin);
  try {
    const res = await fetch(url, { cache: lasting(url) ? 'force-cache' : 'default' });
    if (res.ok && res.type === 'basic') await put(cache, url, res);
  } catch { /* offline, or refused: asked again next time */ }
}

async function put(cache, url, res) {
  // One copy of a language's texts, and of an AI data file: the newest.
  if (texts(url.pathname) || aiData(url)) await cache.delete(url.pathname, { ignoreSearch: true });
  await cache.put(url.href, res);
}

async function precache() {
  const cache = await caches.open(CACHE);
  await cache.addAll(SHELL);
  const { shell } = await indexFiles(cache);
  for (const path of shell) if (!(await cache.match(path))) await keep(cache, path);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('damas-') && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

// The background queue: one file at a time, the first lane first.
const lanes = { texts: [], warm: [], fill: [] };
/// The file the background is fetching (its URL) and its promise.
const current = { href: null, done: null };
let running = null;

function next() {
  for (const lane of [lanes.texts, lanes.warm, lanes.fill]) if (lane.length) return lane.shift();
  return null;
}

async function drain() {
  const cache = await caches.open(CACHE);
  for (let path = next(); path; path = next()) {
    const url = new URL(path, self.location.origin);
    if (await cache.match(url.href)) continue;
    current.href = url.href;
    current.done = keep(cache, path);
    await current.done;
    current.href = null;
    current.done = null;
  }
}

/// Runs the queue unless it runs; resolves once it is empty.
async function settled() {
  if (!running) running = drain().finally(() => { running = null; });
  while (running) await running;
}

/// Puts `paths` in `lane`, each once: at its head (`first`, taken out of
/// wherever they waited), or at its tail unless they wait already.
function enqueue(lane, paths, first) {
  const fresh = [...new Set(paths.filter(ours))];
  if (!first) {
    lanes[lane].push(...fresh.filter((p) => !Object.values(lanes).some((l) => l.includes(p))));
    return;
  }
  for (const l of Object.values(lanes)) {
    for (let i = l.length - 1; i >= 0; i--) if (fresh.includes(l[i])) l.splice(i, 1);
  }
  lanes[lane].unshift(...fresh);
}

/// The list's fetch while it runs: 'warm' and 'fill' may both ask for it
/// at once, and it is fetched once.
let aiListing = null;

/// The AI data files the build lists (data/ai/files.txt, cached with
/// them): each file's path, and the address to fetch it at (`?v=<digest>`).
async function aiListed(cache) {
  if (!(await cache.match(AI_LIST))) {
    aiListing = aiListing || keep(cache, AI_LIST).finally(() => { aiListing = null; });
    await aiListing;
  }
  const list = await cache.match(AI_LIST);
  const lines = list ? (await list.text()).split('\n').map((l) => l.trim().split(/\s+/)).filter((w) => w[0]) : [];
  return new Map(lines.map(([name, digest]) => [`/data/ai/${name}`,
    /^[0-9a-f]+$/i.test(digest || '') ? `/data/ai/${name}?v=${digest}` : `/data/ai/${name}`]));
}

/// `files` without the AI data files the build does not list, those it
/// lists at their address.
async function listed(cache, files) {
  const ai = await aiListed(cache);
  return (Array.isArray(files) ? files : [])
    .filter((f) => !f.startsWith('/data/ai/') || f === AI_LIST || ai.has(f))
    .map((f) => (f === AI_LIST ? f : ai.get(f) || f));
}

const savesData = () => Boolean(self.navigator.connection && self.navigator.connection.saveData);

async function handle(msg) {
  const cache = await caches.open(CACHE);
  switch (msg.type) {
    case 'texts':
      enqueue('texts', Array.isArray(msg.files) ? msg.files : [], true);
      break;
    case 'warm':
      if (savesData()) return;
      enqueue('warm', [...WORKER, ...(await listed(cache, msg.files))], true);
      break;
    case 'fill': {
      if (savesData()) return;
      const { routes } = await indexFiles(cache);
      enqueue('fill', [...routes, ...WORKER, ...(await listed(cache, msg.files))], false);
      break;
    }
    default:
      return;
  }
  await settled();
}

self.addEventListener('message', (event) => {
  const msg = event.data;
  if (msg && typeof msg === 'object') event.waitUntil(handle(msg));
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin) return;
  // The game server's API and live events: always the network, never cached.
  if (url.pathname.startsWith('/api/')) return;

  if (req.mode === 'navigate') {
    event.respondWith(
      fetch(req)
        .then((res) => {
          if (res.ok && (url.pathname === '/' || url.pathname === '/index.html')) {
            const copy = res.clone();
            caches.open(CACHE).then((c) => c.put('/index.html', copy));
          }
          return res.ok ? res : caches.match('/index.html').then((c) => c || res);
        })
        .catch(() => caches.match('/index.html')),
    );
    return;
  }

  const store = (res) => {
    if (res.ok && res.type === 'basic') {
      const copy = res.clone();
      caches.open(CACHE).then((c) => put(c, url, copy));
    }
    return res;
  };
  const cached = () => caches.match(req)
    .then((hit) => hit || (texts(url.pathname) ? caches.match(req, { ignoreSearch: true }) : undefined));
  const network = () => fetch(req).then(store);
  // The file the background is fetching now: its copy, once there.
  const joined = current.href === url.href && current.done
    ? current.done.then(cached).then((hit) => hit || network())
    : null;
  event.respondWith(
    joined
      || (hashed(url.pathname) || aiData(url)
        ? cached().then((hit) => hit || network())
        : network().catch(() => cached().then((hit) => hit || Response.error()))),
  );
});
