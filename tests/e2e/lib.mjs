// Shared helpers of the end-to-end specs (headless Chromium via playwright-core).
//   import { base, shots, browser, tap, squareClass, pieceClass, test, run } from './lib.mjs';
// `browser()` opens a fresh persistent profile (deleted by `run()`), answers
// deep links (/play, /learn, /puzzles, ...) with index.html because the static
// test server has no SPA fallback, and collects page errors.
import { chromium } from 'playwright-core';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const base = process.argv[2] || 'http://127.0.0.1:8080/';
export const shots = process.env.DAMAS_SCREENSHOTS
  || join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(shots, { recursive: true });

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DEEP_LINK = /\/(play|learn|puzzles|rules|settings|bench)(\/[^?]*)?(\?.*)?$/;

let indexHtml = null;
const dirs = [];

/// A fresh browser profile. `spaFallback: false` leaves deep links to the
/// server (and the service worker); other options go to Playwright.
export async function browser({ spaFallback = true, ...options } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'damas-e2e-'));
  dirs.push(dir);
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    ...options,
  });
  if (spaFallback) {
    indexHtml ??= await (await fetch(base)).text();
    await ctx.route(DEEP_LINK, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: indexHtml }));
  }
  const page = ctx.pages()[0] || await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return { ctx, page, errors };
}

/// The screen centre of PDN square `n` on a board of `size` drawn with
/// square 1 at the top right (the first player at the bottom, not flipped).
export async function squarePoint(page, n, size = 8) {
  const box = await page.locator('svg.board-svg').boundingBox();
  const half = size / 2;
  const row = Math.floor((n - 1) / half);
  const idx = (n - 1) % half;
  const col = row % 2 === 0 ? 2 * idx + 1 : 2 * idx;
  const s = box.width / size;
  return { x: box.x + (col + 0.5) * s, y: box.y + (row + 0.5) * s };
}

/// Taps PDN square `n`.
export async function tap(page, n, size = 8) {
  const p = await squarePoint(page, n, size);
  await page.mouse.click(p.x, p.y);
}

export const squareClass = (page, n) =>
  page.locator(`svg.board-svg g.square[id$="-sq${n}"] rect`).getAttribute('class');
export const pieceClass = (page, n) =>
  page.locator(`svg.board-svg g.square[id$="-sq${n}"] g.piece`).getAttribute('class');

const tests = [];
/// Registers a test; `run()` runs them in order.
export const test = (name, fn) => tests.push({ name, fn });

/// Runs the registered tests, prints ok/FAIL lines, cleans the profiles and
/// exits with 1 if any failed.
export async function run() {
  let failed = 0;
  for (const t of tests) {
    try {
      await t.fn();
      console.log(`ok   ${t.name}`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${t.name}\n${e.stack || e}`);
    }
  }
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  console.log(`${tests.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
