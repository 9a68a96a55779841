// The offline cache after the page, not against it (issue 54, item 3), in
// headless Chromium:
//   tests/e2e/run offline-fill.spec.mjs
// A server of its own serves $DIST (the build tests/e2e/run made) and notes
// every request that reaches it, in order, beside the requests the page
// posts to its service worker (public/sw.js; src/kernel/offline_fill.rs):
// * a first visit: the service worker's install fetches the shell only; the
//   rule set in use comes first (its data before any other rule set's), no
//   other rule set's tables before the page is idle; once the rest is
//   cached, offline, a lesson, a puzzle and a game against the computer
//   work in a rule set filled in the background; each request names a file
//   the build lists, each file beyond the shell reached the server once,
//   the shell's at most twice (the page, then the install);
// * a connection that saves data: no background fill at all, only what the
//   page uses is cached.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { browser, dataFiles, test, waitForCache } from './lib.mjs';

const DIST = process.env.DIST;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json', '.ftl': 'text/plain',
  '.pdn': 'text/plain', '.txt': 'text/plain' };
const RULE_SETS = ['brazilian', 'english', 'russian', 'spanish', 'italian', 'thai', 'damas10', 'international', 'turkish'];

/// Serves DIST as a static host would (a path with no file extension and no
/// file: index.html, a deep link), noting each request's path in `log`.
function serve(log) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    log.push({ path });
    let file = join(DIST, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (extname(path) !== '') {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not found');
        return;
      }
      file = join(DIST, 'index.html');
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

/// A fresh profile on a server of its own: `log` gets every request that
/// reached the server and, in the same order, every request the page
/// posted to its service worker (`{ sent, ruleSet, files }`).
async function firstVisit({ saveData = false, ruleSet = 'english' } = {}) {
  const log = [];
  const server = await serve(log);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const { ctx, page } = await browser({ spaFallback: false, ruleSet, locale: 'en-US' });
  await ctx.exposeBinding('__noteFill', (_source, msg) => {
    log.push({ sent: msg.type, ruleSet: msg.ruleSet, files: msg.files || [msg.path] });
  });
  // Noted before the service worker has it: whatever it fetches for a
  // request comes after the request in the log.
  await ctx.addInitScript(() => {
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (msg, ...rest) {
      window.__noteFill(msg).then(() => post.call(this, msg, ...rest));
    };
  });
  if (saveData) {
    await ctx.addInitScript(() => {
      if (navigator.connection) {
        Object.defineProperty(Object.getPrototypeOf(navigator.connection), 'saveData', { get: () => true, configurable: true });
      }
    });
  }
  return { ctx, page, log, url, close: async () => { await ctx.close(); server.close(); } };
}

/// Every file a complete offline cache holds: the routes' modules, the
/// search worker, every language's texts, every puzzle file and every AI
/// data file the build lists.
function everyFile() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const groups = JSON.parse(html.match(/<script type="application\/json" id="app-files">([^<]*)<\/script>/)[1]);
  const ai = dataFiles(readFileSync(join(DIST, 'data/ai/files.txt'), 'utf8')).map((f) => `/data/ai/${f}`);
  return [...new Set(Object.values(groups).flat()), '/worker.js', '/worker_bg.wasm', '/worker-loader.js',
    ...['pt-BR', 'en', 'es', 'ru'].flatMap((code) => [`/locales/${code}.shell.ftl`, `/locales/${code}.pages.ftl`]),
    ...RULE_SETS.flatMap((r) => [`/data/tactics/${r}.pdn`, `/data/drills/${r}.pdn`]), ...ai];
}

/// The shell: what the service worker's install caches (sw.js's SHELL and
/// the files index.html names outside the groups' list, as sw.js reads
/// them), and sw.js itself. SHELL is read from the source, public/sw.js: a
/// release build serves it minified.
function shellFiles() {
  const sw = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');
  const shell = [...sw.match(/const SHELL = \[([^\]]*)\]/)[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
  const html = readFileSync(join(DIST, 'index.html'), 'utf8')
    .replace(/<script type="application\/json" id="app-files">[^<]*<\/script>/, '');
  for (const m of html.matchAll(/(?:href|src)="(\/[^"#?]+)"/g)) shell.push(m[1]);
  for (const m of html.matchAll(/from\s+['"](\/[^'"]+)['"]/g)) shell.push(m[1]);
  for (const m of html.matchAll(/['"](\/[^'"\s]+\.wasm)['"]/g)) shell.push(m[1]);
  return [...new Set([...shell, '/sw.js'])];
}

const complete = (urls) => {
  const cached = new Set(urls.map((u) => new URL(u).pathname));
  return everyFile().every((f) => cached.has(f));
};

/// A table or book of a rule set other than `ruleSet`.
const othersData = (path, ruleSet) => /^\/data\/ai\/(endgame|book)\//.test(path)
  && !path.includes(`/${ruleSet}.`);

const moveCount = (page) => page.locator('.move-list .move').evaluateAll(
  (els) => els.filter((e) => e.textContent.trim() !== '' && e.textContent.trim() !== '…').length);

/// Starts a game against Empresário on /play, plays the first movable
/// piece's first move and waits for the computer's reply.
async function playEmpresario(page, url) {
  await page.goto(url + 'play');
  await page.locator('#start-game').waitFor();
  await page.selectOption('#play-opponent', 'empresario');
  await page.click('#start-game');
  await page.locator('svg.board-svg g.piece.movable').first().waitFor({ timeout: 20_000 });
  const moves = await moveCount(page);
  const from = await page.locator('svg.board-svg g.square:has(g.piece.movable)').first().getAttribute('id');
  await page.locator(`svg.board-svg g.square[id="${from}"] rect`).click();
  const to = await page.locator('svg.board-svg g.square:has(rect.target)').first().getAttribute('id');
  await page.locator(`svg.board-svg g.square[id="${to}"] rect`).click();
  await page.waitForFunction((n) => [...document.querySelectorAll('.move-list .move')]
    .filter((e) => e.textContent.trim() !== '' && e.textContent.trim() !== '…').length >= n, moves + 2, { timeout: 30_000 });
}

test('a first visit: the shell at install, the rule set in use first, the rest once idle; then offline a lesson, a puzzle and the computer work', async () => {
  const { page, log, url, close } = await firstVisit({ ruleSet: 'english' });
  await page.goto(url);
  await page.locator('header.header').waitFor();
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await waitForCache(page, complete, 120_000);

  const paths = log.map((e) => e.path);
  const sent = (type) => log.findIndex((e) => e.sent === type);
  const warm = log.find((e) => e.sent === 'warm');
  assert.ok(warm, 'the page asked for its rule set');
  assert.equal(warm.ruleSet, 'english');
  assert.ok(sent('fill') > 0, 'the page asked for the rest');
  // Before the page asked for its rule set, nothing but the shell and the
  // page's own files: no data, no other route's code, no worker.
  const routes = new Set(everyFile().filter((f) => /^\/app-/.test(f)));
  const early = paths.slice(0, sent('warm')).filter(Boolean);
  assert.deepEqual(early.filter((p) => p.startsWith('/data/') || routes.has(p) || /^\/worker/.test(p)), [],
    'the install fetched more than the shell');
  // No other rule set's book or tables before the page was idle.
  const before = paths.slice(0, sent('fill')).filter((p) => p && othersData(p, 'english'));
  assert.deepEqual(before, [], 'another rule set\'s data before the page was idle');
  // English's data first, before any other rule set's.
  const data = paths.filter((p) => p && /^\/data\/ai\/(book|endgame|eval)\//.test(p));
  const english = warm.files.filter((f) => /^\/data\/ai\/(book|endgame|eval)\//.test(f));
  assert.deepEqual(data.slice(0, english.length).sort(), [...english].sort(), `English's data first: ${data.join(' ')}`);
  // Each file once, as the build lists them: every request names a file of
  // the build; the files beyond the shell (what a complete cache holds, and
  // the AI data files' list) reached the server once each; the shell's at
  // most twice (the page's first load, then the install).
  const shell = new Set(shellFiles());
  const background = [...everyFile(), '/data/ai/files.txt'].filter((f) => !shell.has(f));
  const requested = paths.filter(Boolean);
  assert.deepEqual(requested.filter((p) => !shell.has(p) && !background.includes(p)), [], 'a file the build does not list');
  const fetchedTwice = background.filter((f) => requested.filter((p) => p === f).length !== 1);
  assert.deepEqual(fetchedTwice, [], 'a file of the fill fetched other than once');
  const shellRequests = requested.filter((p) => shell.has(p)).length;
  assert.ok(shellRequests <= 2 * shell.size, `${shellRequests} requests for the ${shell.size} files of the shell`);
  console.log(`   ${requested.length} requests: ${background.length} for as many files beyond the shell, `
    + `${shellRequests} for the ${shell.size} of the shell (at most ${2 * shell.size}); `
    + `the rest asked for after ${sent('fill')} log entries`);

  // Online, with the cache complete (a returning learner): the computer's
  // first move takes its data from the cache, each file being at its
  // digest's address; only the list (network-first) reaches the server.
  const mark = log.length;
  await playEmpresario(page, url);
  const downloaded = log.slice(mark).map((e) => e.path).filter((p) => p && /^\/data\/ai\/(book|endgame|eval)\//.test(p));
  assert.deepEqual(downloaded, [], 'data the cache holds was downloaded again');

  // Offline, in the rule set filled: a lesson, a puzzle, a game against
  // the computer (its book and tables from the cache).
  await page.context().setOffline(true);
  await page.goto(url + 'learn/board/1');
  await page.locator('.lesson svg.board-svg').waitFor();
  await page.goto(url + 'puzzles');
  await page.locator('#daily-card').waitFor();
  assert.match(await page.locator('#daily-card').getAttribute('data-id'), /^english-/);
  await page.click('#daily-solve');
  await page.locator('.puzzle-page svg.board-svg').waitFor();
  await playEmpresario(page, url);
  await close();
});

test('a connection that saves data: no background fill, only what the page uses is cached', async () => {
  const { page, log, url, close } = await firstVisit({ saveData: true, ruleSet: 'english' });
  await page.goto(url);
  await page.locator('header.header').waitFor();
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The language shown is kept (the shell's words offline)...
  await waitForCache(page, (urls) => urls.some((u) => new URL(u).pathname === '/locales/en.shell.ftl'));
  // ... and the page has been idle for as long as it waits before the rest.
  await page.evaluate(() => new Promise((ok) => requestIdleCallback(ok, { timeout: 5000 })));
  await page.waitForTimeout(3000);
  const paths = log.map((e) => e.path).filter(Boolean);
  assert.deepEqual(log.filter((e) => e.sent && e.sent !== 'texts').map((e) => e.sent), [], 'asked for more than the texts');
  assert.deepEqual(paths.filter((p) => p.startsWith('/data/') || /^\/worker/.test(p) || /^\/locales\/(?!en\.)/.test(p)), [],
    'fetched in the background');
  // What the page uses is cached on use: the puzzles page's files.
  await page.goto(url + 'puzzles');
  await page.locator('#daily-card').waitFor();
  const urls = await waitForCache(page, (all) => all.some((u) => new URL(u).pathname === '/data/tactics/english.pdn'));
  assert.deepEqual(urls.map((u) => new URL(u).pathname).filter((p) => p.startsWith('/data/') && !p.includes('english')), [],
    'another rule set\'s files cached');
  await close();
});
