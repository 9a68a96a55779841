// A lost game's review (issue 51): it never says "no mistakes, well done";
// it names where the score fell, or that the opponent was stronger from
// the start. The last finished game stays reviewable after leaving /play,
// its board the same way up as in the game; scores say whose side they are
// for. A pasted PDN game against a level goes on against that level, and
// the resume card counts moves as the move list numbers them.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { base, shots, browser, tapDrawn, openPosition, test } from './lib.mjs';

/// The screen row of square `n`'s centre on the board shown.
async function rowOf(page, n) {
  const box = await page.locator(`svg.board-svg g.square[id$="-sq${n}"] rect`).boundingBox();
  return box.y + box.height / 2;
}

/// Whether the board shows square 1 below the last square (`last`).
async function squareOneAtBottom(page, last) {
  return (await rowOf(page, 1)) > (await rowOf(page, last));
}

/// Plays on from `fen` against `level` as the side to move (`second`:
/// the form's second player), plays `move` (its squares tapped where the
/// board draws them): the computer's forced capture ends the game, lost.
/// Returns whether square 1 was drawn below square `last`.
async function loseFrom(page, { fen, level, second = false, move, last }) {
  await openPosition(page, fen, level, { second });
  const bottom = await squareOneAtBottom(page, last);
  for (const sq of move) await tapDrawn(page, sq);
  await page.locator('.end-banner').waitFor({ timeout: 30000 });
  return bottom;
}

/// The review shown once every move is judged.
async function reviewed(page) {
  await page.waitForURL(/\/review$/);
  await page.locator('#review-done').waitFor({ timeout: 60000 });
}

for (const width of [1366, 390]) {
  test(`English at ${width} px: a game lost to Empresário is explained, not praised, and stays reviewable after leaving /play`, async () => {
    const { ctx, page } = await browser({ locale: 'en-US', ruleSet: 'english', viewport: { width, height: 800 } });
    // Dark (the first player, the form's default) to move: whatever it
    // plays, Light takes its last man.
    const before = await loseFrom(page, { fen: 'B:W22,23:B14', level: 'empresario', move: [14, 18], last: 32 });
    assert.ok(before, 'Dark plays from the bottom');
    assert.match(await page.locator('.end-banner').innerText(), /You lost/);
    // Leave the page without asking for the review.
    await page.locator('.end-banner button', { hasText: 'New game' }).click();
    await page.goto(base);
    assert.equal(await page.evaluate(() => localStorage.getItem('damas.v2.game')), '{"game":null}');
    await page.goto(base + 'review');
    await page.locator('#review-done').waitFor({ timeout: 60000 });
    assert.equal(await page.locator('#review-empty').count(), 0);
    assert.equal(await page.locator('#review-no-mistakes').count(), 0);
    const lost = await page.locator('#review-lost').innerText();
    assert.match(lost, /No single move lost this game: the opponent was stronger from the start\. The score for Dark/);
    // The board the same way up as in the game: Dark at the bottom.
    assert.ok(await squareOneAtBottom(page, 32), 'the review draws Dark at the bottom, as the game did');
    // The only move was Dark's best: no better line to play out.
    await page.click('.review-moves .mv[data-ply="0"]');
    assert.equal(await page.locator('#play-better').count(), 0);
    assert.equal(await page.locator('#play-refutation').count(), 1);
    await page.screenshot({ path: join(shots, `review-lost-${width}.png`), fullPage: true });
    await ctx.close();
  });
}

test('International at 390 px in Portuguese: a lost game says the opponent was stronger from the start, Black at the bottom', async () => {
  const { ctx, page } = await browser({ ruleSet: 'international' });
  const before = await loseFrom(page, { fen: 'B:W33,34:B23', level: 'domador', second: true, move: [23, 28], last: 50 });
  assert.ok(before, 'Black plays from the bottom');
  await page.locator('.end-banner .review-open').click();
  await reviewed(page);
  assert.equal(await page.locator('#review-no-mistakes').count(), 0);
  assert.match(await page.locator('#review-lost').innerText(),
    /Nenhum lance sozinho perdeu esta partida: o adversário foi mais forte desde o início\. A avaliação das escuras/);
  assert.ok(await squareOneAtBottom(page, 50), 'the review draws Black at the bottom, as the game did');
  await page.screenshot({ path: join(shots, 'review-lost-international-390.png'), fullPage: true });
  await ctx.close();
});

test('a pasted game against Empresário goes on against Empresário; the resume card counts its moves as the list numbers them', async () => {
  const { ctx, page } = await browser({ locale: 'en-US', ruleSet: 'english' });
  // 27 moves of each side's: the list numbers 14.
  const pdn = '[GameType "21"]\n[White "You"]\n[Black "Empresário"]\n'
    + '1. 9-14 22-18 2. 5-9 21-17 3. 14x21 18-14 4. 10x17 24-19 5. 1-5 19-16 6. 12x19 23x16 7. 11x20 26-23 '
    + '8. 6-10 23-19 9. 8-11 19-15 10. 11x18 27-24 11. 20x27 32x23x14 12. 9x18 25-22 13. 18x25 29x22x13 14. 2-6 *';
  await openPosition(page, pdn, 'domador');
  assert.match(await page.locator('.play-heading').innerText(), /Empresário/);
  const rows = await page.locator('.move-list li').count();
  await page.goto(base);
  await page.goto(base + 'play');
  const card = await page.locator('.resume-card').innerText();
  assert.match(card, /Empresário/);
  assert.match(card, new RegExp(`· ${rows} moves`));
  assert.equal(rows, 14);
  await ctx.close();
});
