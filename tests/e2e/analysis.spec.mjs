// The analysis board (issue 55, item 1): a position set up in the editor
// (a man on its own crowning row refused with the reason), two variations
// explored, the engine's line seen, and the link in the address opening the
// same position and line; in English checkers (8×8, dark first, the board
// turned) and international (10×10). Then the page at 320, 390 and 1366 px,
// and the time to the engine's first line on a 4×-throttled page.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { base, shots, browser, tapDrawn, brokenButtonWords, test, waitForCache } from './lib.mjs';

/// Taps PDN square `n` where the board draws it, brought into sight first.
async function tapSquare(page, n) {
  // Centred: a square at the top edge would lie under the sticky header.
  await page.locator('svg.board-svg').evaluate((b) => b.scrollIntoView({ block: 'center' }));
  await tapDrawn(page, n);
}

/// Sets up `pieces` (`{ 'white-man': [..], 'black-man': [..] }`) on an
/// empty board with `side` to move, and leaves the editor.
async function setUp(page, pieces, side) {
  await page.click('#analysis-edit');
  await page.locator('#analysis-editor').waitFor();
  await page.click('#editor-clear');
  for (const [brush, squares] of Object.entries(pieces)) {
    await page.click(`#brush-${brush}`);
    for (const sq of squares) await tapSquare(page, sq);
  }
  await page.click(`#side-${side}`);
  await page.click('#editor-done');
  await page.locator('#engine-panel').waitFor();
}

/// Plays a quiet move by tapping its two squares; waits for the list.
async function play(page, from, to) {
  const before = await page.locator('.tree-move').count();
  await tapSquare(page, from);
  await tapSquare(page, to);
  await page.waitForFunction((n) => document.querySelectorAll('.tree-move').length > n, before);
}

const CASES = [
  {
    ruleSet: 'english',
    // Dark (Black) moves first in English checkers.
    pieces: { 'black-man': [9, 10], 'white-man': [22, 23] },
    side: 'black',
    fen: 'B:W22,23:B9,10',
    // 32 is on dark's crowning row.
    crowning: { brush: 'black-man', square: 32 },
    main: [[10, 15], [23, 19]],
    variation: [9, 13],
  },
  {
    ruleSet: 'international',
    pieces: { 'white-man': [32, 33], 'black-man': [18, 19] },
    side: 'white',
    fen: 'W:W32,33:B18,19',
    crowning: { brush: 'white-man', square: 3 },
    main: [[32, 28], [19, 23]],
    variation: [33, 29],
  },
];

for (const c of CASES) {
  test(`${c.ruleSet}: a position set up in the editor, two variations and the engine's line, kept in the link`, async () => {
    const { page } = await browser({ ruleSet: c.ruleSet, locale: 'en-US' });
    await page.goto(base + 'analysis');
    await page.locator('#analysis-edit').waitFor();
    // A man on its own crowning row: refused, with the reason.
    await page.click('#analysis-edit');
    await page.click('#editor-clear');
    await page.click(`#brush-${c.crowning.brush}`);
    await tapSquare(page, c.crowning.square);
    await page.click('#editor-done');
    const refusal = await page.locator('#editor-refusal').innerText();
    assert.match(refusal, new RegExp(`${c.crowning.square}.*king`), refusal);
    await page.click('#editor-cancel');

    await setUp(page, c.pieces, c.side);
    assert.equal(await page.locator('#analysis-fen').textContent(), c.fen);
    // The main line, then back one move and another: a variation.
    for (const [from, to] of c.main) await play(page, from, to);
    await page.click('#analysis-back');
    await page.click('#analysis-back');
    await play(page, ...c.variation);
    assert.equal(await page.locator('.variation-mark').count(), 2, 'one variation in brackets');
    assert.equal(await page.locator('.tree-move').count(), 3);
    assert.equal(await page.locator('.tree-move[aria-current="true"]').innerText(), c.variation.join('-'));
    await play(page, ...c.main[1]);
    assert.ok(page.url().includes(`moves=${c.variation.join('-')},${c.main[1].join('-')}`), page.url());
    // Promoted, the variation is the main line; its moves stay shown.
    await page.click('#analysis-promote');
    assert.equal(await page.locator('.tree-move:not(.variation)').first().innerText(), c.variation.join('-'));

    // The engine, on request: its line and the evaluation in words.
    await page.click('#engine-toggle');
    await page.locator('#engine-lines li').first().waitFor({ timeout: 15000 });
    const line = await page.locator('#engine-lines li').first().innerText();
    assert.match(line, /\d+[-x]\d+/, line);
    await page.locator('#engine-verdict').filter({ hasText: /\w/ }).waitFor();
    assert.match(await page.locator('#engine-verdict').innerText(), /level|better|winning|wins/);
    await page.screenshot({ path: join(shots, `analysis-${c.ruleSet}-390.png`) });

    // The link opens the same position and line.
    const link = page.url();
    const other = await browser({ ruleSet: 'brazilian', locale: 'en-US' });
    await other.page.goto(link);
    await other.page.locator('#analysis-fen').waitFor({ state: 'attached' });
    assert.equal(await other.page.locator('.tree-move').count(), 2);
    assert.equal(await other.page.locator('#analysis-fen').textContent(),
      await page.locator('#analysis-fen').textContent());
  });
}

/// The number of a square named a1–h8 on the Turkish board (a8 is 1).
const turkish = (name) => (8 - Number(name[1])) * 8 + (name.charCodeAt(0) - 97) + 1;

test('turkish, offline: a position set up with a1–h8 names, the keys step through it, its PDN keeps the variation out and back in, the engine answers', async () => {
  const { ctx, page } = await browser({ ruleSet: 'turkish', locale: 'en-US' });
  await page.goto(base);
  await page.locator('header.header').waitFor();
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  // The analysis board's modules (the play group's, index.html's
  // #app-files), the search worker and the Turkish tables (the rule set in
  // use comes first).
  const groups = await page.evaluate(() => JSON.parse(document.getElementById('app-files').textContent));
  const needed = [...groups.play, '/worker.js', '/worker_bg.wasm', '/worker-loader.js', '/data/ai/endgame/turkish.egdb'];
  await waitForCache(page, (urls) => {
    const cached = new Set(urls.map((u) => new URL(u).pathname));
    return needed.every((f) => cached.has(f));
  }, 120000);
  await ctx.setOffline(true);
  await page.goto(base + 'analysis');
  await page.locator('#analysis-edit').waitFor();

  await setUp(page, { 'white-man': [turkish('c3'), turkish('f3')], 'black-man': [turkish('c6'), turkish('f6')] }, 'white');
  assert.equal(await page.locator('#analysis-fen').textContent(), 'W:Wc3,f3:Bc6,f6');
  await play(page, turkish('c3'), turkish('c4'));
  await play(page, turkish('c6'), turkish('c5'));
  // The keys: Home to the start, → one move, End to the last; ← back.
  await page.locator('h1.analysis-title').click();
  const shown = () => page.locator('.tree-move[aria-current="true"]').allInnerTexts();
  await page.keyboard.press('Home');
  assert.deepEqual(await shown(), []);
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await shown(), ['c3-c4']);
  await page.keyboard.press('End');
  assert.deepEqual(await shown(), ['c6-c5']);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await play(page, turkish('f3'), turkish('f4'));
  assert.equal(await page.locator('.variation-mark').count(), 2, 'a variation');

  // The PDN written holds the variation; read back on a fresh board, the
  // same moves and variation.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-pdn')]);
  const pdn = readFileSync(await download.path(), 'utf8');
  assert.match(pdn, /\[GameType "30"\]/);
  assert.match(pdn, /1\. c3-c4 \(1\. f3-f4\) 1\.\.\. c6-c5 \*/, pdn);
  await page.goto(base + 'analysis');
  await page.locator('.open-pdn summary').click();
  await page.fill('#analysis-paste', pdn);
  await page.click('#analysis-open');
  await page.waitForFunction(() => document.querySelectorAll('.tree-move').length === 3);
  assert.equal(await page.locator('.variation-mark').count(), 2);

  // The engine, offline, in the worker.
  await page.click('#engine-toggle');
  await page.locator('#engine-lines li').first().waitFor({ timeout: 15000 });
  assert.match(await page.locator('#engine-lines li').first().innerText(), /[a-h][1-8][-x][a-h][1-8]/);
  await page.screenshot({ path: join(shots, 'analysis-turkish-offline-390.png') });
  await ctx.close();
});

test('the analysis board fits 320, 390 and 1366 px in every language', async () => {
  for (const [lang, locale] of [['pt', 'pt-BR'], ['en', 'en-US'], ['es', 'es-ES'], ['ru', 'ru-RU']]) {
    const { page, ctx } = await browser({ ruleSet: 'russian', locale });
    for (const width of [320, 390, 1366]) {
      await page.setViewportSize({ width, height: width > 900 ? 800 : 740 });
      await page.goto(base + 'analysis');
      await page.locator('#engine-toggle').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${lang} ${width}: the page is ${overflow} px too wide`);
      const board = await page.locator('svg.board-svg').boundingBox();
      assert.ok(board.x >= 0 && board.x + board.width <= width, `${lang} ${width}: the board is off screen`);
      assert.deepEqual(await brokenButtonWords(page), [], `${lang} ${width}`);
      await page.screenshot({ path: join(shots, `analysis-${lang}-${width}.png`), fullPage: true });
    }
    // The editor too, at the narrowest.
    await page.setViewportSize({ width: 320, height: 740 });
    await page.click('#analysis-edit');
    await page.locator('#analysis-editor').waitFor();
    assert.deepEqual(await brokenButtonWords(page), [], `${lang} editor`);
    await page.screenshot({ path: join(shots, `analysis-editor-${lang}-320.png`), fullPage: true });
    await ctx.close();
  }
});

test("the engine's first line within a second on a 4×-throttled page", async () => {
  const { page } = await browser({ ruleSet: 'brazilian', locale: 'en-US' });
  await page.goto(base + 'analysis');
  await page.locator('#engine-toggle').waitFor();
  // The engine on and done with the start (its three lines).
  await page.click('#engine-toggle');
  await page.waitForFunction(() => document.querySelectorAll('#engine-lines li').length === 3, null, { timeout: 20000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  /// Plays a move and times the first line of the position after it.
  const timed = async (from, to) => {
    await page.locator('svg.board-svg').evaluate((b) => b.scrollIntoView({ block: 'center' }));
    const before = await page.locator('.tree-move').count();
    await tapDrawn(page, from);
    const started = Date.now();
    await tapDrawn(page, to);
    await page.waitForFunction((n) => document.querySelectorAll('.tree-move').length > n
      && document.querySelectorAll('#engine-lines li').length > 0, before, { timeout: 15000 });
    const ms = Date.now() - started;
    const depth = await page.locator('#engine-lines li .line-depth').first().innerText();
    return [ms, depth];
  };
  // A move with the worker idle: the usual case.
  const [idle, idleDepth] = await timed(22, 18);
  // A move at once, its full pass still running: the page stops that
  // worker and a fresh one loads before the quick pass (printed only).
  const [fresh, freshDepth] = await timed(11, 15);
  console.log(`analysis: the engine's first line ${idle} ms after a move (${idleDepth}); `
    + `${fresh} ms when a fresh worker starts (${freshDepth}); page 4× throttled`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  assert.ok(idle < 1000, `${idle} ms`);
});
