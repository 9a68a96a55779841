// First load on a slow connection: serves a build (gzip, like any static
// host) and loads it in fresh Chromium profiles under Chromium's "Fast 3G"
// network emulation (DevTools' preset: 562.5 ms round trip, 1.44 Mbit/s
// down, 675 kbit/s up; CDP Network.emulateNetworkConditions), no service
// worker, empty cache. Prints, per page, the bytes that crossed the network
// (compressed, per kind) and the times, median of RUNS loads:
//   * `/`: home, to its header drawn;
//   * `/play`: to a board that answers a tap (the new-game form submitted
//     by a script as soon as it shows, square 22 tapped as soon as the
//     board shows: the same driver as tests/e2e/perf.spec.mjs).
//   node tests/perf/fast3g.mjs [DIST] [RUNS]     (DIST: target/e2e-dist)
// Build first: trunk build --release --dist target/e2e-dist.
import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { AUTOPLAY } from '../e2e/autoplay.mjs';

const DIST = process.argv[2] || 'target/e2e-dist';
const RUNS = Number(process.argv[3] || 3);
const FAST_3G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1e6 / 8) * 0.9, uploadThroughput: (750 * 1e3 / 8) * 0.9 };
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json', '.pdn': 'text/plain' };

/// A static server for DIST: gzip for text and wasm (level 9, cached),
/// index.html for paths that are not files (as static hosts do with 404.html).
function serve(dist) {
  const zipped = new Map();
  const server = createServer((req, res) => {
    let path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dist, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
    const type = TYPES[extname(file)] || 'application/octet-stream';
    let body = readFileSync(file);
    const headers = { 'content-type': type, 'cache-control': 'no-store' };
    if (!type.startsWith('image/png') && /gzip/.test(req.headers['accept-encoding'] || '')) {
      if (!zipped.has(file)) zipped.set(file, gzipSync(body, { level: 9 }));
      body = zipped.get(file);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers);
    res.end(body);
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

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

const server = await serve(DIST);
const base = `http://127.0.0.1:${server.address().port}/`;
console.log(`Fast 3G (${FAST_3G.latency} ms, ${(FAST_3G.downloadThroughput * 8 / 1e6).toFixed(2)} Mbit/s down), ${RUNS} fresh loads each, ${DIST}`);
try {
  for (const [path, done, marks] of [['/', 'header', ['header']], ['/play', 'selected', ['header', 'form', 'board', 'selected']]]) {
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
