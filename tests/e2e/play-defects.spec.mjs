// Issue 13's defects on the play page and the board, each checked in
// headless Chromium (each of these failed before its fix):
// 1. a refused tap then a move: no panic once the computer has replied;
// 2. an ended game is scored once (no take back after the end);
// 3. keyboard play: the focus stays on the board across computer replies;
// 4. a draw offer is confirmed, and the computer refuses it in the opening;
// 5. a refusal that names squares marks them on the board;
// 6. a friend game with "your pieces: dark" draws dark at the bottom (and
//    can be flipped); the English ballot opening's name is shown.
//   tests/e2e/run play-defects.spec.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  base, shots, browser as open, tap, squareClass, moveCount, startGame, openPosition, test,
} from './lib.mjs';

const browser = (options = {}) => open({ serviceWorkers: 'block', ...options });
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

/// Waits until it is the user's move again after the computer's reply.
async function yourMove(page, moves) {
  await page.waitForFunction((n) => [...document.querySelectorAll('.move-list .move')]
    .filter((e) => e.textContent.trim() && e.textContent.trim() !== '…').length >= n
    && /Sua vez|Your move/.test(document.querySelector('#play-status')?.textContent || ''), moves, { timeout: 20000 });
}

/// Taps a move's squares (`22-18`).
async function play(page, move) {
  for (const sq of move.split(/[-x]/)) await tap(page, Number(sq));
}

for (const viewport of [PHONE, LAPTOP]) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`(1) a refused tap, then a move, then the reply: no panic (${size})`, async () => {
    const { ctx, page, errors } = await browser({ viewport });
    await startGame(page, 'domador');
    await tap(page, 30); // blocked: refused, with a message and a timer
    await play(page, '22-18');
    await yourMove(page, 2);
    await page.waitForTimeout(4000); // past the message's timer
    assert.deepEqual(errors, []);
    // The board still plays.
    const before = await moveCount(page);
    const from = await page.locator('svg.board-svg g.square:has(g.piece.movable)').first().getAttribute('id');
    await tap(page, Number(from.split('-sq')[1]));
    const to = await page.locator('svg.board-svg g.square:has(rect.target)').first().getAttribute('id');
    await tap(page, Number(to.split('-sq')[1]));
    await yourMove(page, before + 2);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

test('(1) in a lesson: a refused tap, the move, "next": no panic', async () => {
  const { ctx, page, errors } = await browser({ viewport: PHONE });
  await page.goto(base + 'learn/board/3');
  await page.locator('.lesson[data-level="board-first-move"]').waitFor();
  await tap(page, 30); // blocked: refused, with a message and a timer
  await play(page, '22-18');
  await page.click('#lesson-next');
  await page.waitForTimeout(4000); // past the board's message timer
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('(2) resign, then take back is refused: one game, one loss', async () => {
  const { ctx, page } = await browser({ viewport: PHONE });
  await startGame(page, 'domador');
  await play(page, '22-18');
  await yourMove(page, 2);
  const takeBack = page.locator('.play-actions button >> text=Voltar lance');
  assert.ok(await takeBack.isEnabled());
  await page.click('text=Desistir');
  await page.click('.question >> text=Sim');
  await page.locator('.end-banner').waitFor();
  assert.ok(await takeBack.isDisabled(), 'no take back after the end');
  assert.ok(await page.locator('.play-actions button >> text=Desistir').isDisabled());
  await takeBack.click({ force: true }).catch(() => {});
  await page.waitForTimeout(300);
  assert.equal(await page.locator('.end-banner').count(), 1, 'still ended');
  const scores = JSON.parse(await page.evaluate(() => localStorage.getItem('damas.v1.scores')));
  assert.equal(scores.computer['brazilian/domador'].losses, 1);
  assert.match(await page.locator('#score-line').innerText(), /Derrotas: 1/);
  await ctx.close();
});

test('(3) keyboard play: the focus stays on the board across the reply (1366x800)', async () => {
  const { ctx, page } = await browser({ viewport: LAPTOP });
  await startGame(page, 'domador');
  await page.focus('svg.board-svg');
  // Enter picks the first movable piece (21); ArrowUp reaches 17; Enter plays.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await yourMove(page, 2);
  const focused = await page.evaluate(() => document.activeElement?.classList.contains('board-svg'));
  assert.ok(focused, 'the board keeps the focus');
  // And the keys still work: the ring is on 17 (the man just moved there);
  // Enter picks it up (or says why it cannot move).
  const active = await page.locator('svg.board-svg').getAttribute('aria-activedescendant');
  assert.match(active || '', /-sq17$/, 'the focus ring stays where it was');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('svg.board-svg rect.selected, .board-message:not(:empty)'));
  await ctx.close();
});

test('(4) a draw offer asks first, and the computer refuses it in the opening', async () => {
  const { ctx, page } = await browser({ viewport: PHONE, locale: 'en-US' });
  await startGame(page, 'domador');
  await play(page, '22-18');
  await yourMove(page, 2);
  await page.click('text=Offer a draw');
  await page.locator('.draw-question').waitFor({ timeout: 2000 });
  assert.equal(await page.locator('.end-banner').count(), 0, 'nothing happens before confirming');
  await page.click('#decline-draw-question');
  assert.equal(await page.locator('.draw-question').count(), 0);
  await page.click('text=Offer a draw');
  await page.click('#accept-draw-question');
  await page.waitForFunction(() => document.querySelector('.end-banner')
    || document.querySelector('.play-note')?.textContent.includes('declines'), null, { timeout: 15000 });
  assert.equal(await page.locator('.end-banner').count(), 0, 'no draw at move two');
  const scores = JSON.parse(await page.evaluate(() => localStorage.getItem('damas.v1.scores')) || '{}');
  assert.equal(scores.computer?.['brazilian/domador']?.draws ?? 0, 0);
  await ctx.close();
});

for (const viewport of [PHONE, LAPTOP]) {
  test(`(5) a refusal naming squares marks them on the board (${viewport.width}px)`, async () => {
    const { ctx, page } = await browser({ viewport, locale: 'en-US' });
    await openPosition(page, 'W:W17,31:B14');
    await tap(page, 31); // 17 must capture
    await page.waitForFunction(() => /17/.test(document.querySelector('.board-message')?.textContent || ''));
    assert.match(await squareClass(page, 17), /named/, 'the square the message names is marked');
    assert.doesNotMatch(await squareClass(page, 31), /named/);
    await page.screenshot({ path: join(shots, `play-named-squares-${viewport.width}.png`) });
    await ctx.close();
  });
}

test('(6) friend game, your pieces dark: dark at the bottom, flippable; the ballot name', async () => {
  const { ctx, page } = await browser({ viewport: PHONE, locale: 'en-US' });
  await page.goto(base + 'play');
  await page.locator('#start-game').waitFor();
  await page.selectOption('#play-opponent', 'friend');
  await page.check('#play-second', { timeout: 2000 });
  await page.click('#start-game');
  await page.locator('svg.board-svg').waitFor();
  const y = async (n) => (await page.locator(`svg.board-svg g.square[id$="-sq${n}"] rect`).boundingBox()).y;
  // Square 1 (dark's back row in Brazilian) is at the bottom.
  assert.ok(await y(1) > await y(32), 'dark at the bottom');
  await page.click('text=Flip the board');
  assert.ok(await y(1) < await y(32), 'flipped back');
  // English with a random ballot: the opening's name is shown.
  await page.click('text=New game');
  await page.selectOption('#play-variant', 'english');
  await page.selectOption('#play-ballot', 'random');
  await page.click('#start-game');
  await page.locator('svg.board-svg').waitFor();
  const heading = await page.locator('.play-heading').innerText();
  assert.match(heading, /Opening: \S/, heading);
  await ctx.close();
});

