// First load on a slow connection: serves a build (gzip, like any static
// host) and loads it in fresh Chromium profiles under Chromium's "Fast 3G"
// network emulation (DevTools' preset: 562.5 ms round trip, 1.44 Mbit/s
// down, 675 kbit/s up; CDP Network.emulateNetworkConditions), no service
// worker, empty cache. Prints, per page, the bytes that crossed the network
// (compressed, per kind) and the times, median of RUNS loads:
//   * `/`: home, to its header drawn;
//   * `/play`: to a board that answers a tap (the new-game form submitted
//     by a script as soon as it shows, square 22 tapped as soon as the
//     board shows: the same driver as tests/e2e/perf.spec.mjs);
//   * `/learn/board/1`, the course's first lesson opened by a link: to its
//     board drawn.
//   node tests/perf/fast3g.mjs [DIST] [RUNS]     (DIST: target/e2e-dist)
// With --sw, a first visit with the service worker at work instead: the
// server itself then paces every answer as Fast 3G would (562.5 ms before
// each answer, 180 KB/s shared by all of them: Chromium's emulation does
// not reach a service worker), and it prints, median of RUNS loads:
//   * `/`: the requests and bytes answered before the header is drawn,
//     the time until the offline cache is complete (every route's module,
//     the search worker, every language, every puzzle and AI data file) and
//     the requests and bytes until then;
//   * `/play`: a game against the computer (the form's own level) started
//     as soon as the form shows, the learner's first move played as soon
//     as the board takes it, and the computer's reply: its time after
//     navigation and after the learner's move.
//   node tests/perf/fast3g.mjs [DIST] [RUNS] --sw
// With --cpu=N, Chromium also slows the page's CPU N times (DevTools' CPU
// throttling, CDP Emulation.setCPUThrottlingRate), as on a phone: the
// issue's figures take --cpu=4.
// With --sw --timeline, also each answer of the last /play load: when it
// was asked for and when it ended (seconds after navigation), its bytes.
// Build first: trunk build --release --dist target/e2e-dist.
import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { AUTOPLAY } from '../e2e/autoplay.mjs';

const ARGS = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const SW = process.argv.includes('--sw');
const TIMELINE = process.argv.includes('--timeline');
const CPU = Number((process.argv.find((a) => a.startsWith('--cpu=')) || '--cpu=1').slice(6));
const DIST = ARGS[0] || 'target/e2e-dist';
const RUNS = Number(ARGS[1] || 3);
const FAST_3G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1e6 / 8) * 0.9, uploadThroughput: (750 * 1e3 / 8) * 0.9 };
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json', '.pdn': 'text/plain' };

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));
/// Fast 3G's pace shared by every answer (`--sw`): `wait(n)` resolves when
/// n more bytes may leave.
function pacer(bytesPerSecond) {
  let free = 0;
  return async (n) => {
    const start = Math.max(Date.now(), free);
    free = start + (n / bytesPerSecond) * 1000;
    await sleep(free - Date.now());
  };
}

/// A static server for DIST: gzip for text and wasm (level 9, cached),
/// index.html for paths that are not files (as static hosts do with 404.html).
/// `log` (with --sw) gets each answer: path, bytes sent, when it ended
/// (Date.now()); the answers are then paced as Fast 3G.
function serve(dist, log = null) {
  const zipped = new Map();
  const wait = pacer(FAST_3G.downloadThroughput);
  const server = createServer(async (req, res) => {
    const asked = Date.now();
    let path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dist, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
    const type = TYPES[extname(file)] || 'application/octet-stream';
    let body = readFileSync(file);
    const headers = { 'content-type': type, 'cache-control': 'no-store' };
    if (log) {
      // As damas-server answers (server/src/app_files.rs): hashed names
      // for ever, the rest revalidated (an unchanged file costs a 304).
      const modified = statSync(file).mtime.toUTCString();
      const digest = /^\/(data\/ai|locales)\//.test(path) && /[?&]v=[0-9a-f]{8,}(&|$)/.test(req.url);
      const hashed = /-[0-9a-f]{8,}(_bg)?\.(js|wasm|css)$/.test(path) || /^\/app-[0-9a-f]{16}\//.test(path) || digest;
      headers['cache-control'] = hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
      headers['last-modified'] = modified;
      if (req.headers['if-modified-since'] === modified) {
        await sleep(FAST_3G.latency);
        res.writeHead(304, headers);
        res.end();
        log.push({ path, bytes: 0, asked, end: Date.now() });
        return;
      }
    }
    if (!type.startsWith('image/png') && /gzip/.test(req.headers['accept-encoding'] || '')) {
      if (!zipped.has(file)) zipped.set(file, gzipSync(body, { level: 9 }));
      body = zipped.get(file);
      headers['content-encoding'] = 'gzip';
    }
    if (!log) {
      res.writeHead(200, headers);
      res.end(body);
      return;
    }
    await sleep(FAST_3G.latency);
    res.writeHead(200, headers);
    for (let at = 0; at < body.length; at += 16384) {
      const chunk = body.subarray(at, at + 16384);
      await wait(chunk.length);
      res.write(chunk);
    }
    res.end();
    log.push({ path, bytes: body.length, asked, end: Date.now() });
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

/// One throttled load of `path` in a fresh profile, until `done` is stamped:
/// the stamps, and the bytes received per kind (wasm, js, other).
async function load(base, path, done) {
  const dir = mkdtempSync(join(tmpdir(), 'damas-3g-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    viewport: { width: 390, height: 844 },
    // Brazilian, as perf.spec.mjs: the driver taps square 22 where it is
    // with White at the bottom (an English browser opens on English
    // checkers, drawn from Black's side).
    locale: 'pt-BR',
    serviceWorkers: 'block',
  });
  const errors = [];
  try {
    const page = ctx.pages()[0] || await ctx.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await ctx.addInitScript(AUTOPLAY);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const urls = new Map();
    const bytes = { wasm: 0, js: 0, other: 0 };
    cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
    cdp.on('Network.loadingFinished', (e) => {
      const url = urls.get(e.requestId) || '';
      const kind = /\.wasm$/.test(url) ? 'wasm' : /\.js$/.test(url) ? 'js' : 'other';
      bytes[kind] += e.encodedDataLength;
    });
    await page.goto(base + path.slice(1), { timeout: 120000 });
    await page.waitForFunction((k) => window.__stamps?.[k], done, { timeout: 120000 });
    const stamps = await page.evaluate(() => window.__stamps);
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    return { stamps, bytes };
  } finally {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/// Every file a complete offline cache holds (tests/e2e/offline-fill.spec.mjs
/// checks the same list).
function everyFile(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const groups = JSON.parse(html.match(/<script type="application\/json" id="app-files">([^<]*)<\/script>/)[1]);
  // Each line of the list: a path, then the digest of the file's bytes.
  const ai = readFileSync(join(dist, 'data/ai/files.txt'), 'utf8').split('\n').map((l) => l.trim().split(/\s+/)[0])
    .filter(Boolean).map((f) => `/data/ai/${f}`);
  const ruleSets = readdirSync(join(dist, 'data/tactics')).filter((f) => f.endsWith('.pdn')).map((f) => f.replace(/\.pdn$/, ''));
  return [...new Set(Object.values(groups).flat()), '/worker.js', '/worker_bg.wasm', '/worker-loader.js',
    ...readdirSync(join(dist, 'locales')).filter((f) => f.endsWith('.ftl')).map((f) => `/locales/${f}`),
    ...ruleSets.flatMap((r) => [`/data/tactics/${r}.pdn`, `/data/drills/${r}.pdn`]), ...ai];
}

/// The driver of a game against the computer (--sw, /play): the form's own
/// level, started at once; the learner's first move (the first piece that
/// may move, to its first target) as soon as the board takes it. Stamps
/// `board`, `moved` (the learner's move in the list) and `replied` (the
/// computer's reply in the list), in the page's clock.
const AUTOPLAY_COMPUTER = () => {
  const s = (window.__stamps = {});
  let before = null;
  const count = () => [...document.querySelectorAll('.move-list .move')]
    .filter((e) => e.textContent.trim() !== '' && e.textContent.trim() !== '…').length;
  const tapAt = (el) => {
    const svg = el.closest('svg');
    const box = el.getBoundingClientRect();
    const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, button: 0, pointerId: 1, isPrimary: true, bubbles: true };
    svg.dispatchEvent(new PointerEvent('pointerdown', at));
    svg.dispatchEvent(new PointerEvent('pointerup', at));
  };
  const seen = () => {
    const now = performance.now();
    if (!s.header && document.querySelector('header.header')) s.header = now;
    const start = document.querySelector('#start-game');
    if (!s.form && start) {
      s.form = now;
      start.click();
    }
    if (!s.board && document.querySelector('svg.board-svg')) s.board = now;
    if (before === null) {
      const piece = document.querySelector('svg.board-svg g.square:has(g.piece.movable) rect');
      const target = document.querySelector('svg.board-svg g.square rect.target');
      if (piece && !target && !s.picked) {
        s.picked = now;
        tapAt(piece);
      }
      if (target) {
        before = count();
        tapAt(target);
      }
      return;
    }
    if (!s.moved && count() > before) s.moved = now;
    if (!s.replied && count() > before + 1) s.replied = now;
  };
  new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true });
};

/// One first visit of `path` with the service worker at work, every answer
/// paced by the server (`log`), until `done` is stamped and, with `whole`,
/// until the offline cache holds `whole`: the stamps (the page's clock),
/// the answers before the header and until the cache was complete.
async function loadWithSw(base, log, path, done, driver, whole = null) {
  const dir = mkdtempSync(join(tmpdir(), 'damas-3g-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    viewport: { width: 390, height: 844 },
  });
  const errors = [];
  try {
    const page = ctx.pages()[0] || await ctx.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await ctx.addInitScript(driver);
    if (CPU > 1) await (await ctx.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU });
    log.length = 0;
    await page.goto(base + path.slice(1), { timeout: 120000 });
    await page.waitForFunction((k) => window.__stamps?.[k], done, { timeout: 180000, polling: 50 });
    const origin = await page.evaluate(() => performance.timeOrigin);
    const stamps = await page.evaluate(() => window.__stamps);
    const headerAt = origin + stamps.header;
    const sum = (xs) => ({ requests: xs.length, bytes: xs.reduce((n, e) => n + e.bytes, 0) });
    const result = { stamps, beforeHeader: sum(log.filter((e) => e.end <= headerAt)) };
    result.timeline = log.map((e) => ({ ...e, asked: e.asked - origin, end: e.end - origin }));
    if (whole) {
      for (;;) {
        const cached = await page.evaluate(async () => {
          const names = (await caches.keys()).filter((n) => n.startsWith('damas-'));
          const all = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)));
          return all.flat();
        });
        const have = new Set(cached);
        if (whole.every((f) => have.has(f))) break;
        if (Date.now() - origin > 180000) throw new Error(`the offline cache is not complete after 180 s: ${whole.filter((f) => !have.has(f)).join(' ')}`);
        await page.waitForTimeout(100);
      }
      result.complete = Date.now() - origin;
      result.untilComplete = sum(log.filter((e) => e.end <= Date.now()));
    }
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    return result;
  } finally {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

const log = SW ? [] : null;
const server = await serve(DIST, log);
const base = `http://127.0.0.1:${server.address().port}/`;
console.log(`Fast 3G (${FAST_3G.latency} ms, ${(FAST_3G.downloadThroughput * 8 / 1e6).toFixed(2)} Mbit/s down), ${RUNS} fresh loads each, ${DIST}${CPU > 1 ? `, CPU ${CPU}× slower` : ''}${SW ? ', service worker at work, paced by the server' : ''}`);
if (SW) {
  try {
    const whole = everyFile(DIST);
    const homes = [];
    for (let i = 0; i < RUNS; i++) homes.push(await loadWithSw(base, log, '/', 'header', AUTOPLAY, whole));
    const line = (xs) => `median ${s(median(xs))}  (${xs.map(s).join(', ')})`;
    const count = (o) => `${o.requests} requests, ${kb(o.bytes)}`;
    console.log(`/      before the header: ${count(homes[0].beforeHeader)} (compressed); header ${line(homes.map((h) => h.stamps.header))}`);
    console.log(`       offline cache complete (${whole.length} files): ${line(homes.map((h) => h.complete))}; ${count(homes[0].untilComplete)} until then`);
    const plays = [];
    for (let i = 0; i < RUNS; i++) plays.push(await loadWithSw(base, log, '/play', 'replied', AUTOPLAY_COMPUTER));
    console.log(`/play  board ${line(plays.map((p) => p.stamps.board))}`);
    console.log(`       learner's move ${line(plays.map((p) => p.stamps.moved))}`);
    console.log(`       computer's reply ${line(plays.map((p) => p.stamps.replied))}`);
    console.log(`       reply after the move ${line(plays.map((p) => p.stamps.replied - p.stamps.moved))}`);
    if (TIMELINE) {
      const last = plays[plays.length - 1];
      console.log(`the last /play load: ${Object.entries(last.stamps).map(([k, v]) => `${k} ${s(v)}`).join(', ')}`);
      for (const e of last.timeline) console.log(`  ${s(e.asked).padStart(8)} -> ${s(e.end).padStart(8)}  ${kb(e.bytes).padStart(7)}  ${e.path}`);
    }
  } finally {
    server.close();
  }
  process.exit(0);
}
try {
  const pages = [['/', 'header', ['header']], ['/play', 'selected', ['header', 'form', 'board', 'selected']],
    ['/learn/board/1', 'board', ['header', 'board']]];
  for (const [path, done, marks] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(base, path, done));
    const b = runs[0].bytes;
    console.log(`${path.padEnd(6)} received: wasm ${kb(b.wasm)}, js ${kb(b.js)}, other ${kb(b.other)} (compressed)`);
    for (const m of marks) {
      const xs = runs.map((r) => r.stamps[m]);
      console.log(`   ${m.padEnd(9)} median ${s(median(xs))}  (${xs.map(s).join(', ')})`);
    }
  }
} finally {
  server.close();
}
