// Turkish draughts (issue 33) at 320 px, in headless Chromium: a game
// against the computer with a capture of five tapped square by square
// (each piece leaving the board as it is jumped), a diagonal move refused
// with its reason, a lesson and a majority-law shot solved, and a level
// of its "Play better" course at three widths.
//   tests/e2e/run turkish.spec.mjs
// The board of Turkish draughts numbers its 64 squares from a8 (1) to
// h1 (64); the specs name them a1–h8 and tap them where the board draws them.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { base, shots, browser as open, test, openPosition, readPuzzles, squareClass, damas } from './lib.mjs';

const PHONE = { width: 320, height: 640 };
const browser = (options = {}) =>
  open({ ruleSet: 'turkish', serviceWorkers: 'block', viewport: PHONE, locale: 'en-US', ...options });

/// The number of a square named a1–h8 on the Turkish board.
const sq = (name) => (8 - Number(name[1])) * 8 + (name.charCodeAt(0) - 97) + 1;

/// Taps the square `name` where the board draws it.
async function tapName(page, name) {
  const box = await page.locator(`svg.board-svg g.square[id$="-sq${sq(name)}"] rect`).first().boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
const pieceOn = (page, name) => page.locator(`svg.board-svg g.square[id$="-sq${sq(name)}"] g.piece`).count();

const legalMoves = (fen) => damas('moves', 'turkish', fen).split('\n').filter(Boolean);
const ends = (m) => { const s = m.split(/[-x]/); return [s[0], s[s.length - 1]]; };
/// Every square of a move written short (`d4xf6`), from the engine's list.
function fullPath(fen, short) {
  const [a, b] = ends(short);
  const found = legalMoves(fen).find((m) => m === short || (ends(m)[0] === a && ends(m)[1] === b));
  assert.ok(found, `${short} is not legal in ${fen}`);
  return found.split(/[-x]/);
}

test('Turkish at 320 px: a capture of five tapped square by square, each piece gone at once; a diagonal move refused; the computer answers', async () => {
  const { ctx, page, errors } = await browser();
  // The king on a1 takes a4, c6, d4, b2 and a7 in one move, crossing a4
  // again on the way up the a-file: possible only because a4 is gone.
  await openPosition(page, 'W:WKa1,h2:Ba4,c6,d4,b2,a7,h8', 'domador');
  assert.match(await page.locator('svg.board-svg').getAttribute('class'), /full/, 'the orthogonal board');
  assert.equal(await page.locator('svg.board-svg .sq-light').count(), 0, 'every square is playable');
  await tapName(page, 'a1');
  const path = ['a6', 'd6', 'd2', 'a2', 'a8'];
  const jumped = ['a4', 'c6', 'd4', 'b2', 'a7'];
  for (let i = 0; i < path.length; i++) {
    assert.match(await squareClass(page, sq(path[i])), /target/, `${path[i]} is offered`);
    await tapName(page, path[i]);
    if (i < path.length - 1) {
      // The piece just jumped has left the board already.
      assert.equal(await pieceOn(page, jumped[i]), 0, `${jumped[i]} is gone`);
      assert.match(await squareClass(page, sq(jumped[i])), /gone/);
    }
    if (i === 2) await page.screenshot({ path: join(shots, 'turkish-capture-320.png'), fullPage: true });
  }
  await page.waitForFunction(() => document.querySelector('.move-list')?.textContent.includes('a1xa8'), null, { timeout: 10000 });
  for (const s of jumped) assert.equal(await pieceOn(page, s), 0, `${s} captured`);
  // Domador answers with the man on h8 (the only black piece left).
  await page.waitForFunction(() => document.querySelector('.move-list')?.textContent.includes('h8-'), null,
    { timeout: 20000 });
  // A diagonal move is refused with its reason, and changes nothing.
  await tapName(page, 'a8');
  await tapName(page, 'b7');
  await page.waitForFunction(() => /diagonal/.test(document.querySelector('.board-message')?.textContent || ''), null, { timeout: 10000 });
  const reason = await page.locator('.board-message').innerText();
  console.log(`   a8-b7: ${reason}`);
  assert.match(reason, /row or column/);
  assert.equal(await pieceOn(page, 'a8'), 1);
  // Nothing wider than the phone.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  await page.screenshot({ path: join(shots, 'turkish-refused-320.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('Turkish at 320 px: the course is its own, and its captured-piece lesson is solved', async () => {
  const { ctx, page, errors } = await browser();
  await page.goto(base + 'learn');
  await page.locator('.stage-map').waitFor();
  assert.match(await page.locator('#learn-core-title').innerText(), /Turkish/);
  // Its own "Play better", written for its board; the diagonal games come after.
  assert.equal(await page.locator('#learn-better-title').count(), 1);
  const better = await page.locator('.stage-path.better .stage-card').evaluateAll((els) => els.map((e) => e.dataset.stage));
  assert.deepEqual(better, ['exchanges', 'shot', 'capture-law', 'run', 'endings']);
  assert.match(await page.locator('#learn-better-intro').innerText(), /majority law as a weapon/);
  assert.equal(await page.locator('.stage-path.rulesets [data-stage="diagonal"]').count(), 1);
  await page.goto(base + 'learn/king-captures/3');
  await page.locator('svg.board-svg').waitFor();
  assert.match(await page.locator('#lesson-goal').innerText(), /five/);
  await tapName(page, 'a1');
  for (const s of ['a6', 'd6', 'd2', 'a2', 'a8']) await tapName(page, s);
  await page.waitForFunction(() => /a4/.test(document.querySelector('#lesson-solved')?.textContent || ''),
    null, { timeout: 10000 });
  await page.screenshot({ path: join(shots, 'turkish-lesson-320.png'), fullPage: true });
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('Turkish "Play better" at 320, 390 and 1366 px: the majority law as a weapon, a level solved by tapping, the capture the law forbade named, and the course on the home page', async () => {
  for (const [width, locale, law] of [[320, 'en-US', /majority law/], [390, 'ru-RU', /правило большинства/], [1366, 'pt-BR', /lei da maioria/]]) {
    const { ctx, page, errors } = await browser({ locale, viewport: { width, height: 800 } });
    // The stage leads on to the puzzles the majority law forces.
    await page.goto(base + 'learn/capture-law');
    assert.equal(await page.locator('#stage-practise').getAttribute('href'), '/puzzles/motif/forced-by-majority');
    await page.goto(base + 'learn/capture-law/1');
    await page.locator('.lesson[data-level="tr-law-three-for-the-king"]').waitFor();
    // Give the lone king a man on h4: the law makes it take three, not two.
    await tapName(page, 'h3');
    await tapName(page, 'h4');
    await page.waitForFunction((id) => document.querySelector(`svg.board-svg g.square[id$="-sq${id}"] g.piece`),
      sq('b3'), { timeout: 10000 });
    for (const s of ['a3', 'c3']) await tapName(page, s);
    await page.locator('#lesson-solved').waitFor({ timeout: 10000 });
    const solved = await page.locator('#lesson-solved').innerText();
    assert.match(solved, law, `${width}: ${solved}`);
    assert.match(solved, /h8xh3xh1/, `${width}: the capture that would have saved the king`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width}: overflow`);
    await page.screenshot({ path: join(shots, `turkish-better-${width}.png`), fullPage: true });
    // The home page shows the Turkish "Play better" course: 19 levels, 3 stars each.
    await page.goto(base);
    await page.locator('#home-better-stars').waitFor();
    assert.match(await page.locator('#home-better-stars').innerText(), /★ 3\/57/);
    assert.deepEqual(errors, []);
    await ctx.close();
  }
});

/// Moves the board's keyboard focus to the square `name` with the arrow
/// keys (White's side down: ArrowUp goes up a row).
async function keyTo(page, name) {
  for (let i = 0; i < 20; i++) {
    const id = await page.locator('svg.board-svg').getAttribute('aria-activedescendant');
    const n = Number((id || '').match(/-sq(\d+)$/)[1]);
    const [file, rank] = [(n - 1) % 8, 8 - Math.floor((n - 1) / 8)];
    const [toFile, toRank] = [name.charCodeAt(0) - 97, Number(name[1])];
    if (file === toFile && rank === toRank) return;
    await page.keyboard.press(rank < toRank ? 'ArrowUp' : rank > toRank ? 'ArrowDown' : file < toFile ? 'ArrowRight' : 'ArrowLeft');
  }
  assert.fail(`the focus did not reach ${name}`);
}

test('Turkish "Play better" at 1366 px with the keyboard only: the breakthrough played with the arrows and Enter', async () => {
  const { ctx, page, errors } = await browser({ viewport: { width: 1366, height: 800 } });
  await page.goto(base + 'learn/run/1');
  await page.locator('.lesson[data-level="tr-break-through"]').waitFor();
  await page.focus('svg.board-svg');
  // The first arrow shows the focus ring, on a piece that can move.
  await page.keyboard.press('ArrowUp');
  for (const s of ['e4', 'e5']) { await keyTo(page, s); await page.keyboard.press('Enter'); }
  // The forced reply: the black man from d5 takes on e5 and stops on f5.
  await page.waitForFunction((id) => document.querySelector(`svg.board-svg g.square[id$="-sq${id}"] g.piece`),
    sq('f5'), { timeout: 10000 });
  for (const s of ['f4', 'f6', 'f8']) { await keyTo(page, s); await page.keyboard.press('Enter'); }
  await page.locator('#lesson-solved').waitFor({ timeout: 10000 });
  assert.match(await page.locator('#lesson-solved').innerText(), /f8/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('Turkish at 320 px: a majority-law shot solved square by square, the forced replies played between', async () => {
  const { ctx, page, errors } = await browser();
  // The first shot the majority law forces with two moves of the
  // solver's or more: the computer's forced capture comes between them.
  const puzzle = readPuzzles('tactics/turkish.pdn')
    .find((p) => p.themes.includes('forced-by-majority') && p.moves.length >= 3);
  assert.ok(puzzle, 'a Turkish majority-law shot of two moves or more');
  await page.goto(base + `puzzles/${puzzle.id}`);
  await page.locator('.puzzle-page').waitFor();
  assert.equal(await page.locator('.puzzle-page').getAttribute('data-id'), puzzle.id);
  let fen = puzzle.fen;
  for (let i = 0; i < puzzle.moves.length; i += 2) {
    for (const s of fullPath(fen, puzzle.moves[i])) await tapName(page, s);
    fen = damas('play', 'turkish', fen, ...puzzle.moves.slice(i, i + 2));
    if (i + 2 < puzzle.moves.length) await page.locator('.puzzle-solver[data-busy="false"]').waitFor();
  }
  await page.waitForFunction(() => document.querySelector('#puzzle-status')?.classList.contains('solved'), null,
    { timeout: 10000 });
  console.log(`   ${puzzle.id}: ${puzzle.moves.join(' ')}`);
  await page.screenshot({ path: join(shots, 'turkish-puzzle-320.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await ctx.close();
});

// Issue 51: with "Numbers" chosen the Turkish board shows a1–h8, and the
// settings did not say why; they do, only where it is so.
test('Turkish at 390 px: the coordinates setting says its board has letters and numbers whichever is chosen', async () => {
  for (const [ruleSet, locale, words] of [['turkish', 'en-US', /no square numbers.*a1–h8/], ['turkish', 'ru-RU', /нет номеров.*a1–h8/], ['brazilian', 'en-US', null]]) {
    const { ctx, page } = await browser({ ruleSet, locale, viewport: { width: 390, height: 844 } });
    await page.goto(base + 'settings');
    await page.locator('#set-coords').waitFor();
    const note = page.locator('#coords-orthogonal');
    if (words) {
      assert.match(await note.innerText(), words);
      assert.ok(await note.isVisible());
    } else assert.equal(await note.count(), 0, `${ruleSet}: no note`);
    await ctx.close();
  }
});
