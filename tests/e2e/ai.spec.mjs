// End-to-end check of the computer opponent's extras, in headless Chromium:
//   tests/e2e/run ai.spec.mjs
// * the thinking indicator shows the depth the worker has reached, and taking
//   back while it thinks stops it (no late move appears);
// * in a dead-drawn ending (one king each) the computer offers a draw with its
//   move; declining goes on without a new offer for a while; accepting ends
//   the game as a draw and counts it.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { base, shots, browser as open, tap, test } from './lib.mjs';

const browser = (options = {}) => open({ serviceWorkers: 'block', ...options });
const moveCount = (page) => page.locator('.move-list .move').evaluateAll(
  (els) => els.filter((e) => e.textContent.trim() !== '' && e.textContent.trim() !== '…').length);
const yourMove = (page, text = 'Sua vez') => page.waitForFunction(
  (t) => document.querySelector('#play-status')?.textContent.includes(t), text, { timeout: 20000 });

/// Row and column of PDN square `n` on an 8×8 board (square 1 top right).
function rowCol(n) {
  const row = Math.floor((n - 1) / 4);
  const idx = (n - 1) % 4;
  return { row, col: row % 2 === 0 ? 2 * idx + 1 : 2 * idx };
}

/// Whether a flying king on `enemy` could take a lone piece landing on `to`
/// (same diagonal and a square beyond it on the board; nothing else between
/// with one king each).
function attacked(to, enemy) {
  const a = rowCol(to);
  const b = rowCol(enemy);
  const dr = a.row - b.row;
  const dc = a.col - b.col;
  if (Math.abs(dr) !== Math.abs(dc)) return false;
  const r = a.row + Math.sign(dr);
  const c = a.col + Math.sign(dc);
  return r >= 0 && r < 8 && c >= 0 && c < 8;
}

const squareOf = (id) => Number(id.split('-sq')[1]);

/// Plays a move of the user's: the first movable piece, then one of its
/// targets, a different one each call (so positions do not repeat). With
/// `safe`, only squares the opponent's lone flying king cannot take at once.
let calls = 0;
async function playSomething(page, { safe = false } = {}) {
  await page.evaluate(() => window.scrollTo(0, 0)); // the whole board in view
  const from = await page.locator('svg.board-svg g.square:has(g.piece.movable)').first().getAttribute('id');
  await tap(page, squareOf(from));
  const targets = page.locator('svg.board-svg g.square:has(rect.target)');
  await targets.first().waitFor({ timeout: 5000 });
  let ids = await targets.evaluateAll((els) => els.map((e) => e.id));
  if (safe) {
    const enemy = squareOf(await page.locator('svg.board-svg g.square:has(g.piece.piece-dark)').first().getAttribute('id'));
    const safeIds = ids.filter((id) => !attacked(squareOf(id), enemy));
    if (safeIds.length > 0) ids = safeIds;
  }
  const to = ids[calls++ % ids.length];
  const before = await moveCount(page);
  await tap(page, squareOf(to));
  for (let i = 0; i < 50 && await moveCount(page) === before; i++) await page.waitForTimeout(50);
  assert.ok(await moveCount(page) > before, 'the move was played');
}

/// Plays safe moves until the computer answers one with a draw offer (at
/// most 6 replies); gives the number of moves played when it offered.
async function untilOffer(page, yourTurn = 'Sua vez') {
  for (let reply = 0; reply < 6; reply++) {
    await playSomething(page, { safe: true });
    const offer = page.locator('.computer-draw-offer');
    await page.waitForFunction((t) => document.querySelector('.computer-draw-offer')
      || document.querySelector('#play-status')?.textContent.includes(t), yourTurn, { timeout: 20000 });
    if (await offer.count() > 0) return moveCount(page);
  }
  throw new Error('no draw offer in 6 replies');
}

async function openPosition(page, level, fen) {
  await page.goto(base + 'play');
  await page.locator('#start-game').waitFor();
  await page.selectOption('#play-variant', 'brazilian');
  await page.selectOption('#play-opponent', level);
  await page.click('.open-pdn summary');
  await page.fill('#paste-pdn', fen);
  await page.click('#open-pdn');
  await page.locator('svg.board-svg').waitFor();
}

test('the thinking indicator shows the depth; take back stops the search', async () => {
  const { ctx, page, errors } = await browser();
  // Men far apart: no capture soon, so every reply takes its full thought.
  await openPosition(page, 'empresario', 'W:W29,30,31,32:B1,2,3,4');
  await playSomething(page);
  // While Empresário thinks (about a second), the depth shows up and grows.
  const shown = await page.waitForFunction(() => document.querySelector('.thinking-depth')?.textContent,
    null, { timeout: 5000, polling: 20 });
  const first = await shown.jsonValue();
  assert.match(first, /^profundidade \d+$/);
  await page.screenshot({ path: join(shots, 'play-thinking-390x844.png') });
  await yourMove(page);
  assert.equal(await page.locator('.thinking-depth').count(), 0, 'hidden once it has moved');
  assert.equal(await moveCount(page), 2);
  console.log('   indicator showed:', first);
  // Take back while it thinks: the search is dropped, no move comes later.
  await playSomething(page);
  await page.locator('.thinking-dot.on').waitFor();
  await page.click('text=Voltar lance');
  await yourMove(page);
  assert.equal(await moveCount(page), 2);
  await page.waitForTimeout(1500);
  assert.equal(await moveCount(page), 2, 'no late move after the take-back');
  assert.equal(await page.locator('.thinking-dot.on').count(), 0);
  // And the next request is served (a fresh worker).
  await playSomething(page);
  await yourMove(page);
  assert.equal(await moveCount(page), 4);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('one king each: the computer offers a draw; decline goes on, accept ends it', async () => {
  const { ctx, page, errors } = await browser({ viewport: { width: 1280, height: 800 } });
  await openPosition(page, 'domador', 'W:WK30:BK3');
  // Its first reply (move one) comes without an offer.
  await playSomething(page, { safe: true });
  await yourMove(page);
  assert.equal(await page.locator('.computer-draw-offer').count(), 0, 'no offer on move one');
  // A later reply comes with one (as soon as no capture is in the air).
  const offeredAt = await untilOffer(page);
  assert.match(await page.locator('.computer-draw-offer').innerText(), /Domador propõe empate/);
  // Brought into view below the tall laptop board.
  const box = await page.locator('.computer-draw-offer').boundingBox();
  assert.ok(box.y + box.height <= 800 + 1, `in view: ${JSON.stringify(box)}`);
  await page.screenshot({ path: join(shots, 'play-computer-draw-1280x800.png') });
  // Decline: the game goes on, and no new offer for the next moves.
  await page.click('#decline-computer-draw');
  assert.equal(await page.locator('.computer-draw-offer').count(), 0);
  for (let i = 0; i < 3; i++) {
    await playSomething(page, { safe: true });
    await yourMove(page);
    assert.equal(await page.locator('.computer-draw-offer').count(), 0, `no new offer after ${i + 1} more`);
  }
  assert.equal(await page.locator('.end-banner').count(), 0);
  // The offer is remembered across a reload (no offer again at once).
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('damas.v2.game')));
  assert.equal(saved.game.draw_offered_at, offeredAt);
  await ctx.close();

  // Accept: a new game in the same ending, English this time.
  const second = await browser({ locale: 'en-US' });
  const p2 = second.page;
  await openPosition(p2, 'domador', 'W:WK30:BK3');
  await playSomething(p2, { safe: true });
  await yourMove(p2, 'Your move');
  await untilOffer(p2, 'Your move');
  assert.match(await p2.locator('.computer-draw-offer').innerText(), /Domador offers a draw/);
  await p2.click('#accept-computer-draw');
  await p2.locator('.end-banner').waitFor();
  assert.match(await p2.locator('.end-banner').innerText(), /Draw/);
  assert.match(await p2.locator('#score-line').innerText(), /Draws: 1/);
  const scores = JSON.parse(await p2.evaluate(() => localStorage.getItem('damas.v1.scores')));
  assert.equal(scores.computer['brazilian/domador'].draws, 1);
  assert.deepEqual(errors, []);
  assert.deepEqual(second.errors, []);
  await second.ctx.close();
});

