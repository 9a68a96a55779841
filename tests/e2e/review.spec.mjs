// The game review (issue 15): a hot-seat game with a blunder is reviewed in
// the worker, the blunder is marked with the better move and its reason,
// the better line plays out on the board, the graph shows a position, and
// "find the better move" replays it; a mistake failed there comes back on
// the puzzles page the next day and is replayed from it after a reload.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { base, shots, browser, tap, squarePoint, startGame, openPosition, test, nextDay } from './lib.mjs';

// Brazilian: 6... 2-7?? allows 7. 22-17 13x22 8. 25x11 (a shot of three).
const GAME = ['24-20', '10-14', '23-19', '11-16', '20x11', '8x15x24', '28x19', '7-10', '27-24', '9-13',
  '26-23', '2-7', '22-17'];
const BLUNDER = 11;

/// Taps squares on the board, brought into sight first.
async function taps(page, ...squares) {
  await page.waitForTimeout(200); // the page brings the board into sight on the next frame
  await page.locator('svg.board-svg').evaluate((b) => b.scrollIntoView({ block: 'center' }));
  for (const sq of squares) await tap(page, sq);
}

/// Taps squares on a flipped board (the learner's side at the bottom).
async function flippedTaps(page, ...squares) {
  await page.locator('svg.board-svg').evaluate((b) => b.scrollIntoView({ block: 'center' }));
  const box = await page.locator('svg.board-svg').boundingBox();
  for (const sq of squares) {
    const p = await squarePoint(page, sq);
    await page.mouse.click(2 * box.x + box.width - p.x, 2 * box.y + box.height - p.y);
  }
}

/// Plays `moves` (full text, every landing square) by tapping the board.
async function play(page, moves) {
  for (const [i, mv] of moves.entries()) {
    for (const sq of mv.split(/[-x]/)) await tap(page, Number(sq));
    await page.waitForFunction((n) => document.querySelectorAll('.move-list .move').length >= n
      && [...document.querySelectorAll('.move-list .move')].filter((e) => e.textContent.trim() && e.textContent.trim() !== '…').length >= n, i + 1);
  }
}

/// A friend game with the blunder, then "Review the game": waits until
/// every move is judged; returns the milliseconds to the first verdict.
async function reviewTheGame(page) {
  await startGame(page, 'friend');
  await play(page, GAME);
  await page.click('.play-side .review-actions .review-open');
  await page.waitForURL(/\/review$/);
  const started = Date.now();
  await page.locator('.review-moves .mv[class*="cls-"]').first().waitFor();
  const first = Date.now() - started;
  await page.locator('#review-done').waitFor({ timeout: 60000 });
  return first;
}

test('a blunder is marked, explained and its better line played out', async () => {
  const { ctx, page } = await browser({ locale: 'en-US' });
  const first = await reviewTheGame(page);
  console.log(`     first verdict after ${first} ms`);
  // "Next mistake" stays inside its button on a small phone and a wide screen.
  for (const width of [320, 1920, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 1000 : 740 });
    const spill = await page.locator('#review-next-mistake').evaluate((b) => b.scrollWidth - b.clientWidth);
    assert.ok(spill <= 1, `${width} px: "Next mistake" spills ${spill} px out of its button`);
  }
  const blunder = page.locator(`.review-moves .mv[data-ply="${BLUNDER}"]`);
  assert.match(await blunder.getAttribute('class'), /cls-blunder/);
  assert.match(await blunder.innerText(), /2-7\s*\?\?/);
  // Only Black's blunder: the summary counts it for Black.
  assert.equal(await page.locator('.review-summary tr[data-side="black"] td.blunders').innerText(), '1');
  assert.equal(await page.locator('.review-summary tr[data-side="white"] td.blunders').innerText(), '0');
  await blunder.click();
  assert.match(await page.locator('#review-detail').innerText(), /2-7: blunder/);
  // The better move (the engine's choice: 3-7 and 4-8 both keep the
  // pieces) and its score, which says whose side it is for: Dark played 2-7.
  const better = await page.locator('#review-better').innerText();
  assert.match(better, /^Better: (3-7|4-8) \([+-]?\d\.\d for Dark\)$/);
  const [, from, to] = better.match(/^Better: (\d+)-(\d+) /);
  assert.match(await page.locator('.review-reasons').innerText(), /shot: after 22-17 13x22 25x11, you lose 3 pieces/);
  // The squares the reason names are marked on the board.
  assert.ok(await page.locator('svg.board-svg rect.highlight').count() >= 4);
  await page.screenshot({ path: join(shots, 'review-blunder-390.png'), fullPage: true });
  // The better line, step by step.
  await page.click('#play-better');
  await page.click('#line-forward');
  assert.equal(await page.locator('#review-line .line-move.on').innerText(), `${from}-${to}`);
  assert.equal(await page.locator(`svg.board-svg g.square[id$="-sq${from}"] g.piece`).count(), 0);
  assert.equal(await page.locator(`svg.board-svg g.square[id$="-sq${to}"] g.piece`).count(), 1);
  await page.click('#line-exit');
  // A point of the graph shows its position.
  await page.click('.graph-band[data-at="4"]');
  assert.equal(await page.locator('#review-detail').getAttribute('data-ply'), '4');
  // Find the better move: the engine's move solves it.
  await page.click('#find-better');
  assert.equal(await page.locator('#retry-panel').getAttribute('data-state'), 'waiting');
  await taps(page, Number(from), Number(to));
  await page.locator('#retry-panel[data-state="solved"]').waitFor();
  await page.click('#retry-next');
  await page.locator('#retry-panel[data-state="finished"]').waitFor();
  assert.match(await page.locator('#retry-panel').innerText(), /1 of 1/);
  // Solved: nothing comes back.
  await page.goto(base + 'puzzles');
  assert.match(await page.locator('#retry-due').innerText(), /\(0\)/);
  assert.equal(await page.locator('#coming-back').count(), 0);
  await ctx.close();
});

test('on a laptop "find the better move" shows its panel, even when the move list scrolled it away', async () => {
  const { ctx, page } = await browser({ locale: 'en-US', viewport: { width: 1366, height: 800 } });
  await reviewTheGame(page);
  // Tapping the blunder low in the move list scrolls the page down: the
  // side column's top, where the panel opens, goes up under the header.
  await page.click(`.review-moves .mv[data-ply="${BLUNDER}"]`);
  await page.click('#find-better');
  await page.locator('#retry-panel').waitFor();
  await page.waitForTimeout(300); // the page scrolls on the next frame
  const [top, bottom, header, height] = await page.evaluate(() => {
    const r = document.querySelector('#retry-panel').getBoundingClientRect();
    return [r.top, r.bottom, document.querySelector('header').getBoundingClientRect().bottom, innerHeight];
  });
  assert.ok(top >= header - 1 && bottom <= height, `panel at ${top}..${bottom}, header ${header}, window ${height}`);
  await ctx.close();
});

test('a mistake failed in "find the better move" comes back the next day, after a reload', async () => {
  const { ctx, page } = await browser();
  await reviewTheGame(page);
  // The review's better move for the blunder: the answer shown below.
  await page.locator(`.review-moves .mv[data-ply="${BLUNDER}"]`).click();
  const better = (await page.locator('#review-better').innerText()).match(/\d+-\d+/)[0];
  await page.click('#find-better');
  // The mistake again: wrong at once; then the answer is shown.
  await taps(page, 2, 7);
  await page.locator('#retry-panel[data-state="wrong"]').waitFor();
  await page.click('#retry-show');
  await page.locator('#retry-panel[data-state="shown"]').waitFor();
  assert.ok((await page.locator('#retry-panel').innerText()).includes(`: ${better} `), `the answer shown is ${better}`);
  await page.click('#retry-next');
  await page.goto(base + 'puzzles');
  await page.reload();
  // Missed today: it comes back tomorrow.
  assert.match(await page.locator('#retry-due').innerText(), /\(0\)/);
  await page.locator('#coming-back').waitFor();
  await nextDay(ctx, 1);
  await page.goto(base + 'puzzles');
  const due = page.locator('#retry-due');
  assert.match(await due.innerText(), /\(1\)/);
  await due.click();
  await page.waitForURL(/\/puzzles\/game-[0-9a-f]+/);
  await page.reload();
  await page.locator('#retry-panel[data-state="waiting"]').waitFor();
  await page.screenshot({ path: join(shots, 'review-missed-390.png'), fullPage: true });
  // Solved from the queue: not due again before three days. Black moves
  // there: Black at the bottom.
  await flippedTaps(page, 3, 7);
  await page.locator('#retry-panel[data-state="solved"]').waitFor();
  await page.click('#retry-next');
  await page.goto(base + 'puzzles');
  assert.match(await page.locator('#retry-due').innerText(), /\(0\)/);
  await ctx.close();
});

test('a PDN game opened on the play page is reviewed against the computer: only its mistakes taught', async () => {
  const { ctx, page } = await browser({ locale: 'en-US', viewport: { width: 1366, height: 800 } });
  const pdn = '[GameType "26"]\n1. 24-20 10-14 2. 23-19 11-16 3. 20x11 8x24 4. 28x19 7-10 5. 27-24 9-13 6. 26-23 2-7 7. 22-17 *';
  // Played on against the computer with the user on White: Black's blunder
  // is marked, but it is not the user's to replay.
  await openPosition(page, pdn, 'domador');
  await page.click('.play-side .review-actions .review-open');
  await page.waitForURL(/\/review$/);
  await page.locator('#review-done').waitFor({ timeout: 60000 });
  assert.match(await page.locator('.review-moves .mv[data-ply="11"]').getAttribute('class'), /cls-blunder/);
  assert.match(await page.locator('.play-heading').innerText(), /opened game/);
  assert.match(await page.locator('#review-no-mistakes').innerText(), /No mistakes/);
  assert.match(await page.locator('.review-summary tr[data-side="white"] th').innerText(), /You/);
  await page.screenshot({ path: join(shots, 'review-1366.png') });
  await ctx.close();
});

test('no stored game: the page says so', async () => {
  const { ctx, page } = await browser({ locale: 'en-US' });
  await page.goto(base + 'review');
  assert.match(await page.locator('#review-empty').innerText(), /No game to review/);
  await ctx.close();
});

