// End-to-end check of the notation trainer (/learn/notation/trainer), in
// headless Chromium: tests/e2e/run trainer.spec.mjs
// * English checkers, seen from Black: find the named squares, a miss shows
//   both squares, the clock (moved by the test) ends the round, the best
//   score is kept after a reload;
// * international (10×10, numbers): name the marked square;
// * Turkish: letters and numbers on all 64 squares;
// * nothing spills sideways at 320 and 1366 px.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { base, shots, browser, test } from './lib.mjs';

const square = (page, n) => page.locator(`svg.board-svg g.square[id$="-sq${n}"] rect`);
const marked = async (page) => Number((await page.locator('svg.board-svg g.square:has(rect.highlight)').getAttribute('id')).split('-sq')[1]);
const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('english: find the named squares from Black\'s side, a miss shows both, the time ends the round and the best is kept', async () => {
  const { ctx, page, errors } = await browser({ ruleSet: 'english', locale: 'en-US' });
  await page.clock.install();
  await page.goto(base + 'learn/notation');
  await page.click('#stage-trainer');
  await page.locator('#trainer-start').waitFor();
  assert.match(page.url(), /\/learn\/notation\/trainer$/);
  assert.ok(await page.locator('#trainer-find').isChecked() && await page.locator('#trainer-numbers').isChecked());
  assert.ok(await page.locator('#trainer-black').isChecked(), 'English is seen from Black\'s side');
  await page.click('#trainer-start');
  for (let i = 1; i <= 3; i++) {
    const asked = (await page.locator('#trainer-prompt').innerText()).match(/Tap square (\d+)/)[1];
    await square(page, asked).click();
    await page.waitForFunction((n) => document.querySelector('#trainer-score').textContent.includes(`Right: ${n}`), i);
  }
  // Seen from Black, square 1 is at the bottom right.
  const one = await square(page, 1).boundingBox();
  const thirtyTwo = await square(page, 32).boundingBox();
  assert.ok(one.y > thirtyTwo.y && one.x > thirtyTwo.x, 'square 1 at the bottom right');
  // A miss: the square tapped and the one asked are named and marked.
  const asked = Number((await page.locator('#trainer-prompt').innerText()).match(/Tap square (\d+)/)[1]);
  const wrong = asked === 5 ? 6 : 5;
  await square(page, wrong).click();
  assert.equal(await page.locator('#trainer-feedback').innerText(), `That is ${wrong}. ${asked} is the green one.`);
  assert.match(await square(page, wrong).getAttribute('class'), /picked wrong/);
  assert.match(await square(page, asked).getAttribute('class'), /picked/);
  assert.match(await page.locator('#trainer-score').innerText(), /Right: 3 · Wrong: 1/);
  await page.screenshot({ path: join(shots, 'trainer-390x844.png') });
  // The clock runs out: the result, a first best.
  await page.clock.fastForward(31_000);
  await page.locator('#trainer-result').waitFor();
  assert.match(await page.locator('#trainer-result').innerText(), /Time's up! 3 right, 1 wrong\./);
  await page.locator('#trainer-new-best').waitFor();
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('damas.v1.notation-trainer')));
  assert.deepEqual(stored, { best: { 'english/black/find/numbers': 3 } });
  await page.reload();
  await page.locator('#trainer-best').waitFor();
  assert.equal(await page.locator('#trainer-best').innerText(), 'Your best: 3');
  // The other side at the bottom is a record of its own.
  await page.click('#trainer-white');
  assert.equal(await page.locator('#trainer-best').count(), 0);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('international: name the marked square by its number; a wrong name is corrected', async () => {
  const { ctx, page, errors } = await browser({ ruleSet: 'international', locale: 'en-US' });
  await page.clock.install();
  await page.goto(base + 'learn/notation/trainer');
  await page.click('#trainer-name');
  assert.equal(await page.locator('#trainer-letters').count(), 0, '10×10 boards are named by numbers only');
  await page.click('#trainer-start');
  const first = await marked(page);
  assert.ok(first >= 1 && first <= 50, `square ${first}`);
  await page.fill('#trainer-answer', String(first));
  await page.press('#trainer-answer', 'Enter');
  await page.waitForFunction(() => document.querySelector('#trainer-score').textContent.includes('Right: 1'));
  assert.equal(await page.locator('#trainer-answer').inputValue(), '', 'the field is cleared for the next square');
  const second = await marked(page);
  assert.notEqual(second, first, 'never the same square twice in a row');
  await page.fill('#trainer-answer', '99');
  await page.click('#trainer-submit');
  assert.equal(await page.locator('#trainer-feedback').innerText(), `Not quite: that square is ${second}.`);
  await page.clock.fastForward(31_000);
  await page.locator('#trainer-result').waitFor();
  assert.match(await page.locator('#trainer-result').innerText(), /1 right, 1 wrong/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('turkish: every square named a1–h8 from White\'s side, in Portuguese', async () => {
  const { ctx, page, errors } = await browser({ ruleSet: 'turkish' });
  await page.clock.install();
  await page.goto(base + 'learn/notation/trainer');
  await page.click('#trainer-name');
  assert.equal(await page.locator('#trainer-numbers').count(), 0, 'the Turkish board numbers no square');
  await page.click('#trainer-start');
  assert.equal(await page.locator('svg.board-svg g.square').count(), 64);
  for (let i = 1; i <= 2; i++) {
    // Square n of the orthogonal board: row by row from the top left, White at the bottom.
    const n = await marked(page);
    const name = 'abcdefgh'[(n - 1) % 8] + (8 - Math.floor((n - 1) / 8));
    await page.fill('#trainer-answer', name.toUpperCase());
    await page.press('#trainer-answer', 'Enter');
    await page.waitForFunction((k) => document.querySelector('#trainer-score').textContent.includes(`Certas: ${k}`), i);
  }
  assert.equal(await page.locator('#trainer-feedback').innerText(), 'Certo!');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('the trainer fits at 320 and 1366 px, in Russian too', async () => {
  for (const [width, height, locale] of [[320, 640, 'ru-RU'], [1366, 768, 'en-US']]) {
    const { ctx, page, errors } = await browser({ ruleSet: 'russian', locale, viewport: { width, height } });
    await page.goto(base + 'learn/notation/trainer');
    await page.locator('#trainer-start').waitFor();
    assert.equal(await overflow(page), 0, `the form spills sideways at ${width} px`);
    await page.click('#trainer-name');
    await page.click('#trainer-letters');
    await page.click('#trainer-start');
    await page.locator('#trainer-answer').waitFor();
    assert.equal(await overflow(page), 0, `the round spills sideways at ${width} px`);
    // The board and the answer field are both on screen.
    const board = await page.locator('svg.board-svg').boundingBox();
    const field = await page.locator('#trainer-answer').boundingBox();
    assert.ok(board.width >= 200, `a board ${board.width} px wide`);
    assert.ok(field.y + field.height <= height, `the answer field at ${field.y} px is below the fold of ${height}`);
    await page.screenshot({ path: join(shots, `trainer-${width}x${height}.png`) });
    assert.deepEqual(errors, []);
    await ctx.close();
  }
});
