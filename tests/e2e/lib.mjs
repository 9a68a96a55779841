// Shared helpers of the end-to-end specs, run by @playwright/test
// (tests/e2e/playwright.config.mjs; tests/e2e/run serves the app first).
//   import { base, shots, browser, tap, squareClass, pieceClass, test } from './lib.mjs';
// `test(name, fn)` registers a Playwright test. `browser()` opens a fresh
// persistent profile (deleted after the test), records a trace (kept with the
// test's results when it fails), answers deep links (/play, /learn, /puzzles,
// ...) with index.html because the static test server has no SPA fallback,
// and collects page errors and console errors and warnings of every page it
// opens (and of its workers): the test fails if it saw any (a test that
// expects some passes `allowErrors: /pattern/` to `browser()`; the warnings
// we cannot help are in KNOWN_WARNINGS, each with its reason).
import { chromium, test as playwrightTest } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/// The app, served by tests/e2e/run (a static server).
export const base = process.env.DAMAS_BASE_URL || 'http://127.0.0.1:8080/';
/// The game server serving the app too (play with someone: room.spec.mjs).
export const gameBase = process.env.DAMAS_GAME_URL || base;
export const shots = process.env.DAMAS_SCREENSHOTS
  || join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(shots, { recursive: true });

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const DEEP_LINK = /\/(play|analysis|learn|puzzles|rules|settings|bench|review)(\/[^?]*)?(\?.*)?$/;

/// Console warnings that are not ours to fix, each with the reason.
const KNOWN_WARNINGS = [
  // Playwright's own note when a spec blocks the service worker
  // (`serviceWorkers: 'block'`) to test the page without its cache.
  /Service Worker registration blocked by Playwright/,
  // Chromium's own note when a test turns the network off under a page
  // that preloads files: not something the app does.
  /was preloaded using link preload but not used within a few seconds/,
];

let indexHtml = null;
/// The current test's profiles, to delete after it.
let dirs = [];
/// The current test's traces: one a profile, saved when its context closes.
let traces = [];
/// Every page error and console error seen during the current test.
let seen = [];

/// A fresh browser profile. `spaFallback: false` leaves deep links to the
/// server (and the service worker); `ruleSet` is the rule set already chosen
/// (`null`: none, a first visit); other options go to Playwright.
export async function browser({ spaFallback = true, allowErrors = null, ruleSet = 'brazilian', ...options } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'damas-e2e-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    ...options,
  });
  // The trace (each action with its call log, network, console) is written
  // when the context closes, by the test or after it. DOM snapshots are left
  // out: they made the longest tests a third slower.
  await ctx.tracing.start({ snapshots: false, screenshots: false });
  const trace = join(dir, 'trace.zip');
  const close = ctx.close.bind(ctx);
  let closed = false;
  ctx.close = async (...args) => {
    if (closed) return;
    closed = true;
    await ctx.tracing.stop({ path: trace }).then(() => traces.push(trace), () => {});
    await close(...args);
  };
  ctx.on('close', () => { closed = true; });
  dirs.push({ dir, ctx });
  if (spaFallback) {
    indexHtml ??= await (await fetch(base)).text();
    await ctx.route(DEEP_LINK, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: indexHtml }));
  }
  const errors = [];
  const note = (text) => {
    if (allowErrors && allowErrors.test(text)) return;
    errors.push(text);
    seen.push(text);
  };
  const onConsole = (m) => {
    if (m.type() === 'error') note(m.text());
    if (m.type() === 'warning' && !KNOWN_WARNINGS.some((w) => w.test(m.text()))) note(`warning: ${m.text()}`);
  };
  const watch = (p) => {
    p.on('pageerror', (e) => note(String(e)));
    p.on('console', onConsole);
    p.on('worker', (w) => w.on('console', onConsole));
  };
  ctx.pages().forEach(watch);
  ctx.on('page', watch);
  // A first visit opens on the language's own rule set; the specs play
  // Brazilian unless they say otherwise (`ruleSet: null`: a true first visit).
  if (ruleSet) {
    await ctx.addInitScript((id) => {
      try {
        if (!localStorage.getItem('damas.v1.settings')) {
          localStorage.setItem('damas.v1.settings', JSON.stringify({ variant: id }));
        }
      } catch { /* a document without storage (about:blank) */ }
    }, ruleSet);
  }
  const page = ctx.pages()[0] || await ctx.newPage();
  return { ctx, page, errors };
}

/// The paths data/ai/files.txt lists (each line: a path, a space, the
/// digest of the file's bytes).
export const dataFiles = (list) => list.split('\n').map((l) => l.trim().split(/\s+/)[0]).filter(Boolean);

/// Moves the pages' clock `days` further ahead of the real one (from the
/// next page load on; the calls add up): what comes back on a later day.
/// Waits until the service worker's cache holds what `ready` (a test on
/// the cached URLs) wants; throws after `timeout` ms. (waitForFunction
/// cannot do it: it takes the promise an async function returns as a
/// truthy value and stops at once.)
export async function waitForCache(page, ready, timeout = 30000) {
  const end = Date.now() + timeout;
  for (;;) {
    const urls = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((n) => n.startsWith('damas-shell-'));
      const all = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)));
      return all.flat();
    });
    if (ready(urls)) return urls;
    if (Date.now() > end) throw new Error(`the service worker's cache is not ready: ${urls.length} files`);
    await page.waitForTimeout(200);
  }
}

export async function nextDay(ctx, days) {
  await ctx.addInitScript((ms) => {
    const real = Date.now.bind(Date);
    const ahead = (window.__daysAhead = (window.__daysAhead || 0) + ms);
    if (ahead === ms) Date.now = () => real() + window.__daysAhead;
  }, days * 86_400_000);
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

/// The words broken inside on the page's buttons: a run of letters or
/// digits whose client rects (one per line box it is drawn on) lie on more
/// than one line, or that spills out of its button. Each as
/// "button text: word".
export async function brokenButtonWords(page) {
  return page.evaluate(() => {
    const out = [];
    for (const b of document.querySelectorAll('button, .button, summary.button')) {
      if (!b.getClientRects().length || getComputedStyle(b).visibility === 'hidden') continue;
      const box = b.getBoundingClientRect();
      const walker = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of node.data.matchAll(/[\p{L}\p{N}]+/gu)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          const lines = new Set(rects.map((r) => Math.round(r.top + r.height / 2)));
          const spills = rects.some((r) => r.left < box.left - 1 || r.right > box.right + 1);
          if (lines.size > 1 || spills) out.push(`${b.textContent.trim().replace(/\s+/g, ' ')}: ${m[0]}`);
        }
      }
    }
    return out;
  });
}

/// Taps PDN square `n` where the board draws it (flipped boards too).
export async function tapDrawn(page, n) {
  const box = await page.locator(`svg.board-svg g.square[id$="-sq${n}"] rect`).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

export const squareClass = (page, n) =>
  page.locator(`svg.board-svg g.square[id$="-sq${n}"] rect`).getAttribute('class');
export const pieceClass = (page, n) =>
  page.locator(`svg.board-svg g.square[id$="-sq${n}"] g.piece`).getAttribute('class');

/// How many moves the play page's move list shows.
export const moveCount = (page) => page.locator('.move-list .move').evaluateAll(
  (els) => els.filter((e) => e.textContent.trim() !== '' && e.textContent.trim() !== '…').length);

/// Opens /play and starts a game against `opponent` (a level id or 'friend').
export async function startGame(page, opponent) {
  await page.goto(base + 'play');
  await page.locator('#start-game').waitFor();
  await page.selectOption('#play-opponent', opponent);
  await page.click('#start-game');
  await page.locator('svg.board-svg').waitFor();
}

/// Opens /play and plays on from a pasted PDN game or FEN `text` against
/// `opponent` (a friend by default), the user on the first player's side
/// (`second`: the other one).
export async function openPosition(page, text, opponent = 'friend', { second = false } = {}) {
  await page.goto(base + 'play');
  await page.locator('#start-game').waitFor();
  await page.selectOption('#play-opponent', opponent);
  if (second) await page.check('#play-second');
  await page.click('.open-pdn summary');
  await page.fill('#paste-pdn', text);
  await page.click('#open-pdn');
  await page.locator('svg.board-svg').waitFor();
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = process.env.DAMAS_BIN
  || join(process.env.CARGO_TARGET_DIR || join(ROOT, 'target'), 'release', 'damas');
/// The engine's command line, `damas <args>` ($DAMAS_BIN, else the release
/// build, built if missing): its output, trimmed.
export function damas(...args) {
  if (!existsSync(BIN)) {
    execFileSync('cargo', ['build', '--release', '-p', 'damas-cli', '--bin', 'damas'], { cwd: ROOT, stdio: 'inherit' });
  }
  return execFileSync(BIN, args, { encoding: 'utf8' }).trim();
}

/// The puzzles of a file under `puzzles/`: id, FEN, themes, difficulty and
/// the solution's moves.
export function readPuzzles(file) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const text = readFileSync(join(root, 'puzzles', file), 'utf8');
  return text.split(/(?=\[Event )/).filter((g) => g.includes('[PuzzleId')).map((g) => {
    const tag = (name) => (g.match(new RegExp(`\\[${name} "([^"]*)"\\]`)) || [])[1];
    const body = g.split('\n').filter((l) => l.trim() && !l.startsWith('[')).join(' ');
    const moves = body.split(/\s+/).filter((w) => w && w !== '*' && !/^\d+\.+$/.test(w));
    return { id: tag('PuzzleId'), fen: tag('FEN'), themes: tag('Theme').split(/[ ,]+/), difficulty: tag('Difficulty'), origin: tag('Origin'), moves };
  });
}

/// Playwright's `test`, with this suite's watch on every test: it fails if
/// any page of it logged an error or warning; when it fails, the traces of
/// its browsers are attached to its results (`npx playwright show-trace
/// <zip>`); its browsers are closed and their profiles deleted afterwards.
export const test = playwrightTest.extend({
  watched: [async ({}, use, testInfo) => {
    seen = [];
    dirs = [];
    traces = [];
    await use();
    for (const { ctx } of dirs) await ctx.close().catch(() => {});
    const failed = testInfo.status !== testInfo.expectedStatus || seen.length > 0;
    if (failed) {
      for (const [i, path] of traces.entries()) {
        await testInfo.attach(`trace-${i + 1}`, { path, contentType: 'application/zip' }).catch(() => {});
      }
    }
    for (const { dir } of dirs) rmSync(dir, { recursive: true, force: true });
    if (seen.length) throw new Error(`page or console errors:\n  ${seen.join('\n  ')}`);
  }, { auto: true }],
});
