// Damas service worker: keeps the app usable offline.
//
// * install: caches the app shell — index.html, the manifest, the icons and
//   every same-origin file index.html links (Trunk's hashed .css, the app's
//   main module and its JS in app-<hash>/), every module of the app split by
//   route (the list in index.html's #app-files: the pages' split modules and
//   shared chunks, fetched by the router when a page first opens, so every
//   page opens offline) — plus the AI worker if there is one, and the puzzle files (data/: the
//   puzzles page fetches a rule set's files when it needs them; cached here
//   too so that every rule set's puzzles work offline once the app was
//   opened online); and the AI's data files (data/ai/files.txt, then every
//   file it lists: opening books, endgame tables, learned evaluations, 2.9 MB
//   for the nine rule sets, 1.8 MB compressed), so that the computer plays every rule
//   set offline as strongly as online, not only the rule sets already
//   played (the search worker fetches only the played rule set's files, and
//   without these a rule set first played offline lost its book and
//   tables);
// * the texts of every language (locales/<code>.ftl, scripts/locales: the
//   app fetches the learner's language, with a digest in the query that
//   changes with the text; kept here under the bare path, so a language
//   switched to offline has its words);
// * fetch: Trunk's hashed files (name-<hash>.js/.wasm/.css) and the app's
//   modules (app-<hash>/, scripts/split-wasm) never change, so they are
//   served cache-first; other same-origin GETs (worker.js, icons,
//   manifest, puzzle files, the AI's data files: the worker's requests
//   come here too) network-first with the cache as fallback; page navigations
//   network-first, falling back to the cached shell (so /rules/brazilian
//   opens offline and on servers without SPA fallback);
// * activate: deletes caches of other versions. Bump VERSION to force a
//   clean cache.
const VERSION = 'v5';
const CACHE = `damas-shell-${VERSION}`;
const SHELL = ['/', '/index.html', '/manifest.webmanifest', '/manifest.en.webmanifest', '/manifest.es.webmanifest', '/manifest.ru.webmanifest', '/icon.svg', '/icon-192.png', '/icon-512.png'];
const RULE_SETS = ['brazilian', 'english', 'russian', 'spanish', 'italian', 'thai', 'damas10', 'international', 'turkish'];
const DATA = RULE_SETS.flatMap((r) => [`/data/tactics/${r}.pdn`, `/data/drills/${r}.pdn`]);
const LANGUAGES = ['pt-BR', 'en', 'es', 'ru'];
const LOCALES = LANGUAGES.map((code) => `/locales/${code}.ftl`);
const OPTIONAL = ['/worker-loader.js', '/worker.js', '/worker_bg.wasm', '/data/ai/files.txt', ...DATA, ...LOCALES];

async function precache() {
  const cache = await caches.open(CACHE);
  await cache.addAll(SHELL);
  // The hashed build outputs named in index.html.
  const html = await (await cache.match('/index.html')).text();
  const urls = new Set();
  for (const m of html.matchAll(/(?:href|src)="(\/[^"#?]+)"/g)) {
    if (!m[1].startsWith('//')) urls.add(m[1]);
  }
  for (const m of html.matchAll(/from\s+['"](\/[^'"]+)['"]/g)) urls.add(m[1]);
  for (const m of html.matchAll(/['"](\/[^'"\s]+\.wasm)['"]/g)) urls.add(m[1]);
  // Every module of the split app: each split group's files
  // (scripts/split-wasm lists them).
  const files = html.match(/<script type="application\/json" id="app-files">([^<]*)<\/script>/);
  if (files) for (const u of Object.values(JSON.parse(files[1])).flat()) urls.add(u);
  await Promise.all([...urls, ...OPTIONAL].map((u) => cache.add(u).catch(() => {})));
  // The AI's data files, as the build lists them.
  const list = await cache.match('/data/ai/files.txt');
  if (list) {
    const names = (await list.text()).split('\n').map((l) => l.trim()).filter((l) => l && !l.includes('..'));
    await Promise.all(names.map((n) => cache.add(`/data/ai/${n}`).catch(() => {})));
  }
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

  // A language's texts: one cache entry whatever the digest in the query.
  const key = url.pathname.startsWith('/locales/') ? url.pathname : req;
  const store = (res) => {
    if (res.ok && res.type === 'basic') {
      const copy = res.clone();
      caches.open(CACHE).then((c) => c.put(key, copy));
    }
    return res;
  };
  const hashed = /-[0-9a-f]{8,}(_bg)?\.(js|wasm|css)$/.test(url.pathname)
    || /^\/app-[0-9a-f]{16}\//.test(url.pathname);
  event.respondWith(
    hashed
      ? caches.match(req).then((hit) => hit || fetch(req).then(store))
      : fetch(req).then(store).catch(() => caches.match(key).then((hit) => hit || Response.error())),
  );
});
