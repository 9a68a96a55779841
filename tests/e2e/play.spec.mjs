// End-to-end check of the board and the play page, in headless Chromium.
//   node tests/e2e/play.spec.mjs http://127.0.0.1:PORT/
// (tests/e2e/run builds the app, serves it and calls this.) Screenshots go
// to tests/e2e/screenshots/ (or $DAMAS_SCREENSHOTS). The static server has
// no SPA fallback, so requests for /play are answered with index.html here.
// Prints the worker's search speed (1 s from each rule set's start).
import { chromium } from 'playwright-core';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';

const base = process.argv[2] || 'http://127.0.0.1:8080/';
const shots = process.env.DAMAS_SCREENSHOTS || join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(shots, { recursive: true });

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const indexHtml = await (await fetch(base)).text();
const dirs = [];
async function browser(options = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'damas-e2e-'));
  dirs.push(dir);
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    serviceWorkers: 'block',
    ...options,
  });
  // SPA fallback for deep links.
  await ctx.route(/\/play(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: indexHtml }));
  const page = ctx.pages()[0] || await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return { ctx, page, errors };
}

// The screen centre of a PDN square of an 8×8 board drawn White at the bottom.
async function squarePoint(page, n, size = 8) {
  const box = await page.locator('svg.board-svg').boundingBox();
  const half = size / 2;
  const row = Math.floor((n - 1) / half);
  const idx = (n - 1) % half;
  const col = row % 2 === 0 ? 2 * idx + 1 : 2 * idx;
  const s = box.width / size;
  return { x: box.x + (col + 0.5) * s, y: box.y + (row + 0.5) * s };
}
async function tap(page, n) {
  const p = await squarePoint(page, n);
  await page.mouse.click(p.x, p.y);
}
const squareClass = (page, n) =>
  page.locator(`svg.board-svg g.square[id$="-sq${n}"] rect`).getAttribute('class');
const pieceClass = (page, n) =>
  page.locator(`svg.board-svg g.square[id$="-sq${n}"] g.piece`).getAttribute('class');
const moveCount = (page) => page.locator('.move-list .move').evaluateAll(
  (els) => els.filter((e) => e.textContent.trim() !== '' && e.textContent.trim() !== '…').length);

const tests = [];
const test = (name, fn) => tests.push({ name, fn });

test('a game against Domador: tap a move, the AI answers, reload resumes; resign counts', async () => {
  const { ctx, page, errors } = await browser();
  await page.goto(base + 'play');
  await page.locator('#start-game').waitFor();
  await page.selectOption('#play-opponent', 'domador');
  await page.click('#start-game');
  await page.locator('svg.board-svg').waitFor();
  assert.match(await page.locator('#play-status').innerText(), /Sua vez/);
  // Select 22: its destinations light up; then play 22-18.
  await tap(page, 22);
  assert.match(await squareClass(page, 22), /selected/);
  assert.match(await squareClass(page, 17), /target/);
  assert.match(await squareClass(page, 18), /target/);
  await tap(page, 18);
  // The AI answers (in the worker) and it is the user's move again.
  await page.waitForFunction(() => document.querySelectorAll('.move-list .move').length >= 2
    && document.querySelector('#play-status')?.textContent.includes('Sua vez'), null, { timeout: 15000 });
  assert.equal(await moveCount(page), 2);
  assert.match(await page.locator('.move-list').innerText(), /22-18/);
  const saved = await page.evaluate(() => localStorage.getItem('damas.v1.game'));
  assert.match(saved, /"moves":"22-18 /);
  await page.screenshot({ path: join(shots, 'play-390x844.png'), fullPage: true });

  // Reload: the game is offered and resumes.
  await page.reload();
  await page.locator('#resume-game').waitFor();
  await page.click('#resume-game');
  await page.locator('svg.board-svg').waitFor();
  assert.equal(await moveCount(page), 2);

  // An illegal tap shows its reason: 22 is empty now; pick 21 and tap 13.
  await tap(page, 21);
  await tap(page, 13);
  await page.waitForFunction(() => document.querySelector('.board-message')?.textContent.trim().length > 0);
  const reason = await page.locator('.board-message').innerText();
  assert.ok(reason.length > 5, reason);
  console.log('   illegal tap reason:', reason);

  // Resign: the banner and the scores.
  await page.click('text=Desistir');
  await page.click('.question >> text=Sim');
  await page.locator('.end-banner').waitFor();
  assert.match(await page.locator('.end-banner').innerText(), /Você perdeu/);
  assert.match(await page.locator('#score-line').innerText(), /Derrotas: 1/);
  const scores = JSON.parse(await page.evaluate(() => localStorage.getItem('damas.v1.scores')));
  assert.equal(scores.computer['brazilian/domador'].losses, 1);
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('damas.v1.game'))).game, null);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a compulsory capture: only it is offered, victims marked, others refused', async () => {
  const { ctx, page, errors } = await browser({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  await page.goto(base + 'play');
  await page.locator('#start-game').waitFor();
  await page.selectOption('#play-opponent', 'friend');
  await page.click('.open-pdn summary');
  await page.fill('#paste-pdn', 'not a game');
  await page.click('#open-pdn');
  assert.match(await page.locator('.open-pdn .error').innerText(), /Invalid PDN/);
  await page.fill('#paste-pdn', 'W:W22,31,K29:B18,10,3');
  await page.click('#open-pdn');
  await page.locator('svg.board-svg').waitFor();
  // Only 22 may move; 18 (and 10, next in the chain) are marked.
  assert.match(await pieceClass(page, 22), /movable/);
  assert.doesNotMatch(await pieceClass(page, 31), /movable/);
  assert.match(await pieceClass(page, 18), /victim/);
  await tap(page, 31);
  await page.waitForFunction(() => document.querySelector('.board-message')?.textContent.includes('compulsory'));
  assert.match(await pieceClass(page, 22), /pulse/);
  // The chain, square by square.
  await tap(page, 22);
  assert.match(await squareClass(page, 15), /target/);
  await tap(page, 15);
  assert.match(await squareClass(page, 6), /target/);
  assert.match(await pieceClass(page, 18), /jumped/);
  await page.screenshot({ path: join(shots, 'play-capture-1280x800.png'), fullPage: true });
  await tap(page, 6);
  await page.waitForFunction(() => document.querySelector('.move-list')?.textContent.includes('22x6'));
  assert.equal(await page.locator('svg.board-svg g.square[id$="-sq18"] g.piece').count(), 0);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('laptop layout with coordinates, keyboard play', async () => {
  const { ctx, page, errors } = await browser({ viewport: { width: 1280, height: 800 } });
  await page.goto(base);
  await page.evaluate(() => localStorage.setItem('damas.v1.settings', JSON.stringify({ coords: 'algebraic' })));
  await page.goto(base + 'play');
  await page.locator('#start-game').waitFor();
  await page.selectOption('#play-opponent', 'motorista');
  await page.click('#start-game');
  await page.locator('svg.board-svg').waitFor();
  // Keyboard: focus the board, Enter picks the first movable piece (21).
  await page.focus('svg.board-svg');
  await page.keyboard.press('Enter');
  const label = await page.locator('svg.board-svg g.square[id$="-sq21"]').getAttribute('aria-label');
  assert.match(label, /a3/);
  assert.match(label, /selecionada/);
  await page.screenshot({ path: join(shots, 'play-1280x800.png'), fullPage: true });
  // ArrowUp moves the focus to 17, Enter plays 21-17.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('.move-list')?.textContent.includes('a3-b4'));
  // Then a drag: wait for the reply, drag 22 (c3) to 18 (d4), or 23 to 19 if 22 cannot.
  await page.waitForFunction(() => document.querySelectorAll('.move-list .move').length >= 2
    && document.querySelector('#play-status')?.textContent.includes('Sua vez'), null, { timeout: 15000 });
  const movable = await page.locator('svg.board-svg g.piece.movable').count();
  assert.ok(movable > 0);
  const before = await moveCount(page);
  const from = await page.locator('svg.board-svg g.square:has(g.piece.movable)').first().getAttribute('id');
  const n = Number(from.split('-sq')[1]);
  await tap(page, n);
  const target = await page.locator('svg.board-svg g.square:has(rect.target)').first().getAttribute('id');
  await tap(page, n); // put it down again, then drag it
  const a = await squarePoint(page, n);
  const b = await squarePoint(page, Number(target.split('-sq')[1]));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
  for (let i = 0; i < 50 && await moveCount(page) <= before; i++) await page.waitForTimeout(100);
  assert.ok(await moveCount(page) > before, 'the drag played a move');
  // Wait for the reply, then take back: the reply and the user's move go.
  await page.waitForFunction(() => document.querySelector('#play-status')?.textContent.includes('Sua vez'), null, { timeout: 15000 });
  const full = await moveCount(page);
  await page.click('text=Voltar lance');
  for (let i = 0; i < 30 && await moveCount(page) !== full - 2; i++) await page.waitForTimeout(100);
  assert.equal(await moveCount(page), full - 2);
  // A draw offer: the computer answers (accepts, or declines with a note).
  await page.click('text=Propor empate');
  await page.waitForFunction(() => document.querySelector('.end-banner')
    || document.querySelector('.play-note')?.textContent.includes('recusou'), null, { timeout: 15000 });
  console.log('   draw offer answer:', (await page.locator('.end-banner, .play-note').first().innerText()).trim() || '(declined)');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('worker speed: 1 s from each rule set start (nodes per second, depth)', async () => {
  const { ctx, page, errors } = await browser({ viewport: { width: 1280, height: 800 } });
  await page.goto(base + 'play?bench=1');
  await page.waitForFunction(() => document.querySelector('#bench')?.textContent.includes('done'), null, { timeout: 60000 });
  console.log((await page.locator('#bench').innerText()).split('\n').map((l) => '   ' + l).join('\n'));
  assert.deepEqual(errors, []);
  await ctx.close();
});

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
