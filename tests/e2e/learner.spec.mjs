// The learner's path, second walk: coordinates and boards the right way up,
// chain captures that can be cancelled, what costs a star, squares named on
// the board, drills that say who moves, honest puzzle counts, the English
// draw rule, phones at 320 and 390 px, offline data.
//   tests/e2e/run learner.spec.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { base, shots, browser as open, dataFiles, openPosition, readPuzzles, test, waitForCache } from './lib.mjs';

const browser = (options = {}) => open({ serviceWorkers: 'block', ...options });
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

/// Taps PDN square `n` where the board draws it (flipped or not).
async function tapSquare(page, n) {
  const box = await page.locator(`svg.board-svg g.square[id$="-sq${n}"] rect`).boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(80);
}

/// The screen row (0 at the top) of square `n`.
async function rowOf(page, n) {
  return Number(await page.locator(`svg.board-svg g.square[id$="-sq${n}"] rect`).getAttribute('y'));
}

const hasPiece = (page, n) => page.locator(`svg.board-svg g.square[id$="-sq${n}"] g.piece`).count();

/// Opens the app once and chooses a rule set (and a language).
async function choose(page, variant, lang) {
  await page.goto(base);
  await page.locator('header.header').waitFor();
  await page.evaluate(([v, l]) => localStorage.setItem('damas.v1.settings', JSON.stringify({ variant: v, lang: l })),
    [variant, lang]);
}

test('english coordinates: the labels, the question and the answer agree (a1 is Black\'s corner, c3 is 11)', async () => {
  for (const lang of ['pt-BR', 'en']) {
    const { ctx, page, errors } = await browser({ viewport: PHONE });
    await choose(page, 'english', lang);
    await page.goto(base + 'learn/notation/4');
    await page.locator('.lesson[data-level="notation-coordinates-black"]').waitFor();
    const files = await page.locator('svg.board-svg text.coord-edge[text-anchor="end"]').allTextContents();
    assert.deepEqual(files, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], 'files a-h from the left');
    const ranks = await page.locator('svg.board-svg text.coord-edge:not([text-anchor])').allTextContents();
    assert.deepEqual(ranks, ['8', '7', '6', '5', '4', '3', '2', '1'], 'ranks 1-8 upwards');
    // Square 4 is drawn at the bottom left (a1), 11 is c3.
    assert.equal(await rowOf(page, 4), 7);
    await tapSquare(page, 11);
    await page.locator('#lesson-solved').waitFor();
    assert.match(await page.locator('#lesson-solved').innerText(), /c3 (é a casa|is square) 11/);
    await page.screenshot({ path: join(shots, `learner-english-coordinates-${lang}-390.png`) });
    assert.deepEqual(errors, []);
    await ctx.close();
  }
});

test('english puzzles and drills put the solver at the bottom', async () => {
  const { ctx, page, errors } = await browser({ viewport: PHONE, locale: 'en-US' });
  // English tactics with each side to move, an English drill and a Russian tactic.
  const english = readPuzzles('tactics/english.pdn');
  const ids = [
    english.find((p) => p.fen.startsWith('W')).id,
    english.find((p) => p.fen.startsWith('B')).id,
    readPuzzles('drills/english.pdn')[0].id,
    readPuzzles('tactics/russian.pdn')[0].id,
  ];
  for (const id of ids) {
    await page.goto(base + `puzzles/${id}`);
    await page.locator('.puzzle-solver svg.board-svg').waitFor();
    const status = await page.locator('#puzzle-status').innerText();
    const dark = /dark/i.test(status);
    assert.ok(dark || /light/i.test(status), `${id}: the status says who moves: ${status}`);
    // Flipped (Black at the bottom) exactly when dark moves: square 1 is then drawn at the bottom.
    assert.equal(await rowOf(page, 1), dark ? 7 : 0, `${id}: ${status}`);
  }
  await page.screenshot({ path: join(shots, 'learner-english-puzzle-390.png') });
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a chain capture begun can be cancelled: restart, Esc, take back; a tap on the moving piece is ignored', async () => {
  const { ctx, page, errors } = await browser({ viewport: PHONE, locale: 'en-US' });
  await choose(page, 'english', 'en');
  await page.goto(base + 'learn/captured-stay/1');
  await page.locator('.lesson[data-level="captured-twice-short"]').waitFor();
  const begin = async () => {
    await tapSquare(page, 14);
    await tapSquare(page, 23);
    assert.equal(await hasPiece(page, 14), 0, 'the king left 14');
    assert.equal(await hasPiece(page, 23), 1, 'the king stands on 23');
  };
  const backOn14 = async () => {
    await page.waitForFunction(() => document.querySelector('svg.board-svg g.square[id$="-sq14"] g.piece'));
    assert.equal(await hasPiece(page, 23), 0);
    assert.doesNotMatch(await page.locator('svg.board-svg g.square[id$="-sq18"] g.piece').getAttribute('class'), /jumped/);
  };
  await begin();
  // A tap on the king's own square: no refusal ("23 and 23 are not on the same diagonal").
  await tapSquare(page, 23);
  assert.equal((await page.locator('.board-message').innerText()).trim(), '');
  await page.click('#lesson-restart');
  await backOn14();
  await begin();
  await page.keyboard.press('Escape');
  await backOn14();
  await begin();
  await page.click('#lesson-undo');
  await backOn14();
  // The capture can still be made.
  await tapSquare(page, 14);
  await tapSquare(page, 23);
  await tapSquare(page, 32);
  await page.locator('#lesson-solved').waitFor();
  // The play page: Esc and take back cancel it too.
  await openPosition(page, '[GameType "21"]\n[FEN "W:WK14:B18,27,1"]\n*');
  await begin();
  assert.equal(await page.locator('#take-back').isDisabled(), false, 'take back is offered mid-capture');
  await page.click('#take-back');
  await backOn14();
  await begin();
  await page.keyboard.press('Escape');
  await backOn14();
  // A puzzle: 5x14x23 begun, then Esc, then begun again and a hint.
  await page.goto(base + 'puzzles/english-t0003');
  await page.locator('.puzzle-solver svg.board-svg').waitFor();
  for (const cancel of [() => page.keyboard.press('Escape'), () => page.click('#puzzle-hint')]) {
    await tapSquare(page, 5);
    await tapSquare(page, 14);
    assert.equal(await hasPiece(page, 5), 0, 'the man left 5');
    await cancel();
    await page.waitForFunction(() => document.querySelector('svg.board-svg g.square[id$="-sq5"] g.piece'));
    assert.equal(await hasPiece(page, 14), 0);
  }
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('the English draw rule is taught with the tournament rule, in both languages', async () => {
  for (const [lang, re] of [['pt-BR', /40 lances/], ['en', /40 of their own moves/]]) {
    const { ctx, page, errors } = await browser({ viewport: LAPTOP });
    await choose(page, 'english', lang);
    await page.goto(base + 'rules/english');
    await page.locator('article.ruleset').waitFor();
    assert.match(await page.locator('article.ruleset').innerText(), re);
    await page.goto(base + 'learn/draws');
    await page.locator('.stage-intro').waitFor();
    assert.match(await page.locator('.stage-intro').innerText(), re);
    assert.deepEqual(errors, []);
    await ctx.close();
  }
});

test('what costs a star is said when it happens: a move over par, a refused move, each hint rung', async () => {
  const { ctx, page, errors } = await browser({ viewport: PHONE, locale: 'en-US' });
  await choose(page, 'international', 'en');
  // "Take the king to 5 in one move": 46-41, then 41-5.
  await page.goto(base + 'learn/king-moves/1');
  await page.locator('.lesson').waitFor();
  const goal = await page.locator('#lesson-goal').innerText();
  assert.match(goal, /one move/);
  await tapSquare(page, 46);
  await tapSquare(page, 41);
  await tapSquare(page, 41);
  await tapSquare(page, 5);
  await page.locator('#lesson-solved').waitFor();
  assert.match(await page.locator('#lesson-star-costs').innerText(), /each move over the target \(1\)/);
  // A refused move costs a star, and says so.
  await choose(page, 'brazilian', 'en');
  await page.goto(base + 'learn/capture/3');
  await page.locator('.lesson[data-level="capture-landing-taken"]').waitFor();
  await tapSquare(page, 22);
  await tapSquare(page, 15);
  await page.locator('#lesson-cost').waitFor();
  assert.match(await page.locator('#lesson-cost').innerText(), /−1★: each mistake costs a star/);
  // The refusal does not hide the squares it is about (390 px: under the board).
  const message = await page.locator('.board-message').boundingBox();
  for (const n of [22, 15]) {
    const sq = await page.locator(`svg.board-svg g.square[id$="-sq${n}"] rect`).boundingBox();
    const overlap = message.y < sq.y + sq.height && sq.y < message.y + message.height;
    assert.ok(!overlap, `the message covers square ${n}`);
  }
  await page.screenshot({ path: join(shots, 'learner-refusal-390.png') });
  // A hint clears the selection; its second rung costs a star too.
  await page.click('#lesson-restart');
  await tapSquare(page, 22);
  assert.match(await page.locator('svg.board-svg g.square[id$="-sq22"] rect').getAttribute('class'), /selected/);
  await page.click('#lesson-hint');
  await page.waitForFunction(() => !/selected/.test(document.querySelector('svg.board-svg g.square[id$="-sq22"] rect').getAttribute('class')));
  await page.click('#lesson-hint');
  await page.locator('.hint-cost').waitFor();
  assert.match(await page.locator('#lesson-turn').innerText(), /Hints used: 2/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('puzzles: a wrong move\'s squares are named on the board, drills say who moves, a retry is not "first try"', async () => {
  const { ctx, page, errors } = await browser({ viewport: PHONE, locale: 'en-US' });
  await choose(page, 'brazilian', 'en');
  const { id: first, fen } = readPuzzles('tactics/brazilian.pdn')[0];
  await page.goto(base + `puzzles/${first}`);
  await page.locator('.puzzle-solver svg.board-svg').waitFor();
  // Any legal move other than the solution: play the first movable piece's first target.
  const solver = fen[0];
  await page.locator('#puzzle-solution').waitFor();
  // Try every own piece until a wrong move is on show.
  const own = fen.split(':').slice(1).find((p) => p[0] === solver).slice(1).split(',').map((s) => Number(s.replace('K', '')));
  for (const from of own) {
    await tapSquare(page, from);
    const targets = await page.locator('svg.board-svg rect.target').count();
    if (!targets) continue;
    const id = await page.locator('svg.board-svg g.square:has(rect.target)').first().getAttribute('id');
    await tapSquare(page, Number(id.split('-sq')[1]));
    if (await page.locator('#puzzle-retry').count()) break;
  }
  await page.locator('#puzzle-retry').waitFor();
  await page.waitForFunction(() => !document.querySelector('.puzzle-status.refuting'));
  const status = await page.locator('#puzzle-status').innerText();
  const named = [...status.matchAll(/\d+/g)].map((m) => m[0]);
  const labels = await page.locator('svg.board-svg text.named-name').allTextContents();
  for (const n of named) assert.ok(labels.includes(n), `square ${n} of "${status}" is named on the board: ${labels}`);
  assert.ok(await page.locator('svg.board-svg line.arrow, svg.board-svg .arrow').count() > 0, 'the moves are drawn');
  await page.screenshot({ path: join(shots, 'learner-puzzle-wrong-390.png') });
  // Give up, then come back: a clean solve now is not "first try".
  await page.click('#puzzle-solution');
  await page.locator('.puzzle-solution-text').waitFor();
  const solution = (await page.locator('.puzzle-solution-text code').innerText()).split(' ');
  await page.goto(base + `puzzles/${first}`);
  await page.locator('.puzzle-solver svg.board-svg').waitFor();
  for (let i = 0; i < solution.length; i += 2) {
    for (const n of solution[i].split(/[-x]/).map(Number)) await tapSquare(page, n);
    await page.waitForFunction(() => document.querySelector('.puzzle-solver')?.dataset.busy === 'false');
  }
  await page.locator('.puzzle-status.solved').waitFor();
  const solved = await page.locator('#puzzle-status').innerText();
  assert.doesNotMatch(solved, /Solved, first try/);
  assert.match(solved, /with no mistake this time/);
  // The rating is provisional after one puzzle.
  await page.goto(base + 'puzzles');
  await page.locator('#rating-value').waitFor();
  assert.match(await page.locator('#rating-value').innerText(), /\?$/);
  assert.match(await page.locator('#rating-provisional').innerText(), /provisional \(±\d+\)/);
  // The drills tab speaks of drills, and a drill says who moves.
  await page.goto(base + 'puzzles?tab=drills');
  await page.locator('#history-empty').waitFor();
  assert.match(await page.locator('#history-empty').innerText(), /rule drill/);
  await page.goto(base + 'puzzles/brazilian-0001');
  await page.locator('.puzzle-solver svg.board-svg').waitFor();
  assert.match(await page.locator('#puzzle-status').innerText(), /^(Light|Dark) to move: what is (light|dark)'s only legal move\?$/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('nothing is cut at 320 px: the header\'s rule set, the daily badge, the review\'s buttons', async () => {
  for (const width of [320, 390, 1366, 1920]) {
    for (const locale of ['pt-BR', 'en-US']) {
      const { ctx, page, errors } = await browser({ viewport: { width, height: width > 1000 ? 900 : 740 }, locale });
      await page.goto(base);
      await page.locator('header.header').waitFor();
      await page.selectOption('#ruleset', 'english');
      // The selected rule set's name fits its menu.
      const fits = await page.locator('#ruleset').evaluate((el) => {
        const style = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d');
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = el.options[el.selectedIndex].text;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text, need: ctx.measureText(text).width, room };
      });
      assert.ok(fits.need <= fits.room, `${width} ${locale}: "${fits.text}" needs ${fits.need} px of ${fits.room}`);
      // The daily puzzle's badge.
      await page.goto(base + 'puzzles');
      await page.locator('.daily-card a, .daily-card button').first().waitFor();
      await page.click('.daily-card a.button, .daily-card .button');
      await page.locator('.puzzle-meta .badge.daily').waitFor();
      const cut = await page.locator('.puzzle-meta .badge').evaluateAll((els) => els.some((e) => {
        const r = e.getBoundingClientRect();
        return r.right > window.innerWidth + 0.5 || r.left < -0.5;
      }));
      assert.ok(!cut, `${width} ${locale}: a badge is cut`);
      assert.deepEqual(errors, []);
      await ctx.close();
    }
  }
});

test('offline, every rule set\'s opening book and endgame tables are cached once the page was idle', async () => {
  const { ctx, page, errors } = await open({ viewport: PHONE });
  await page.goto(base);
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  const list = dataFiles(await page.evaluate(async () => (await fetch('/data/ai/files.txt')).text()));
  assert.ok(list.length >= 19, `the build lists the data files: ${list.length}`);
  // The service worker fills them in the background, one at a time, the
  // rule set in use first (tests/e2e/offline-fill.spec.mjs).
  const urls = await waitForCache(page, (all) => list.every((f) => all.some((u) => new URL(u).pathname === `/data/ai/${f}`)), 60_000);
  const missing = list.filter((f) => !urls.some((u) => new URL(u).pathname === `/data/ai/${f}`));
  assert.deepEqual(missing, [], 'every AI data file is cached');
  assert.deepEqual(errors, []);
  await ctx.close();
});

