// End-to-end check of the board and the play page, in headless Chromium.
//   tests/e2e/run play.spec.mjs
// (tests/e2e/run builds the app, serves it and calls this.) Screenshots go
// to tests/e2e/screenshots/ (or $DAMAS_SCREENSHOTS). The static server has
// no SPA fallback, so requests for /play are answered with index.html here.
// Prints the worker's search speed (1 s from each rule set's start).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  base, shots, browser as open, tap, squareClass, pieceClass, squarePoint, moveCount, startGame, test,
} from './lib.mjs';

const browser = (options = {}) => open({ serviceWorkers: 'block', ...options });
/// A second tab of the same browser (same localStorage) that resumes the
/// saved game (its errors are collected by `browser()` too).
async function secondTab(ctx) {
  const other = await ctx.newPage();
  await other.goto(base + 'play');
  await other.click('#resume-game');
  await other.locator('svg.board-svg').waitFor();
  return other;
}

test('a game against Domador: tap a move, the AI answers, reload resumes; resign counts', async () => {
  const { ctx, page, errors } = await browser();
  await startGame(page, 'domador');
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
  const saved = await page.evaluate(() => localStorage.getItem('damas.v2.game'));
  assert.match(saved, /"moves":\["22-18",/);
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
  assert.match(await page.locator('.end-banner').innerText(), /as claras desistiram/);
  assert.match(await page.locator('#score-line').innerText(), /Derrotas: 1/);
  const scores = JSON.parse(await page.evaluate(() => localStorage.getItem('damas.v1.scores')));
  assert.equal(scores.computer['brazilian/domador'].losses, 1);
  assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('damas.v2.game'))).game, null);

  // A rematch: the same opponent, colours swapped, so the computer opens.
  await page.click('.end-banner >> text=Revanche');
  await page.locator('.end-banner').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.querySelector('#play-status')?.textContent.includes('Sua vez'), null, { timeout: 15000 });
  assert.equal(await moveCount(page), 1);
  assert.match(await page.locator('.play-heading').innerText(), /Domador/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('the computer\'s first move says it is getting ready while its data downloads; Domador fetches no book or tables', async () => {
  const { ctx, page, errors } = await browser();
  const data = [];
  ctx.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/data/ai/')) data.push(url.pathname + url.search);
  });
  // The learned weights arrive only when the test lets them.
  let release;
  const held = new Promise((ok) => { release = ok; });
  await ctx.route('**/data/ai/eval/**', async (route) => { await held; await route.continue(); });
  await startGame(page, 'domador');
  await tap(page, 22);
  await tap(page, 18);
  await page.waitForFunction(() => document.querySelector('#play-status')?.textContent.includes('O computador está se preparando'),
    null, { timeout: 10000 });
  release();
  await page.waitForFunction(() => document.querySelectorAll('.move-list .move').length >= 2
    && document.querySelector('#play-status')?.textContent.includes('Sua vez'), null, { timeout: 15000 });
  // The list, then the family's weights at their digest's address (asked
  // for by the page and by the worker: this test's server lets no browser
  // keep them); a level that does not play from the book waits for no book
  // and no tables.
  assert.equal(data[0], '/data/ai/files.txt');
  assert.deepEqual([...new Set(data.map((d) => d.replace(/\?v=[0-9a-f]{16}$/, '?v=')))],
    ['/data/ai/files.txt', '/data/ai/eval/flying-eight.dmle?v=']);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('the page gets the computer ready as it opens: the weights come before the first move, and one worker plays on after a take-back and a new game', async () => {
  const { ctx, page, errors } = await browser();
  const asked = [];
  ctx.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === '/worker-loader.js' || pathname.startsWith('/data/ai/eval/')) asked.push(pathname);
  });
  const weights = page.waitForResponse((r) => r.url().includes('/data/ai/eval/'));
  await page.goto(base + 'play');
  await page.locator('#start-game').waitFor();
  // Nothing played yet: the form's level (Domador) is being got ready.
  await weights;
  assert.deepEqual([...new Set(asked)], ['/worker-loader.js', '/data/ai/eval/flying-eight.dmle']);
  await page.click('#start-game');
  await page.locator('svg.board-svg').waitFor();
  const replied = (n) => page.waitForFunction((n) => document.querySelectorAll('.move-list .move').length === n
    && document.querySelector('#play-status')?.textContent.includes('Sua vez'), n, { timeout: 15000 });
  await tap(page, 22);
  await tap(page, 18);
  await replied(2);
  const before = asked.length;
  // Take back, play again: the same worker answers, with the data it has.
  await page.click('.play-actions button >> text=Voltar lance');
  await replied(0);
  await tap(page, 21);
  await tap(page, 17);
  await replied(2);
  assert.match(await page.locator('.move-list').innerText(), /21-17/);
  // A new game from the form: the same worker again.
  await page.click('.play-actions button >> text=Nova partida');
  await page.locator('#start-game').waitFor();
  await page.click('#start-game');
  await page.locator('svg.board-svg').waitFor();
  await tap(page, 22);
  await tap(page, 18);
  await replied(2);
  // No second worker, no second download of its data (this test's server
  // lets the browser keep nothing: the page's and the worker's requests are
  // both counted before the first reply, none after).
  assert.equal(asked.filter((p) => p === '/worker-loader.js').length, 1);
  assert.equal(asked.length, before);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('english: a ballot opening is played at once and cannot be taken back', async () => {
  const { ctx, page, errors } = await browser({ locale: 'en-US' });
  await page.goto(base + 'play');
  await page.locator('#start-game').waitFor();
  await page.selectOption('#play-variant', 'english');
  await page.selectOption('#play-opponent', 'friend');
  const options = await page.locator('#play-ballot option').count();
  assert.ok(options >= 7, `no ballot, random and the openings: ${options}`);
  await page.selectOption('#play-ballot', '0');
  await page.click('#start-game');
  await page.locator('svg.board-svg').waitFor();
  assert.equal(await moveCount(page), 3);
  assert.ok(await page.locator('.play-actions button >> text=Take back').isDisabled());
  assert.equal(await page.locator('#ruleset').inputValue(), 'english', 'the header shows the game\'s rule set');
  assert.match(await page.locator('#play-status').innerText(), /Light to move/);
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
  await startGame(page, 'motorista');
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
  // A draw offer, confirmed: the computer answers (accepts, or declines with a note).
  await page.click('text=Propor empate');
  await page.click('#accept-draw-question');
  await page.waitForFunction(() => document.querySelector('.end-banner')
    || document.querySelector('.play-note')?.textContent.includes('recusou'), null, { timeout: 15000 });
  console.log('   draw offer answer:', (await page.locator('.end-banner, .play-note').first().innerText()).trim() || '(declined)');
  assert.deepEqual(errors, []);
  await ctx.close();
});

/// Plays `moves` (`22-18`...) by tapping their squares, each one waited for.
async function playMoves(page, moves) {
  for (const mv of moves) {
    const before = await moveCount(page);
    for (const sq of mv.split(/[-x]/)) await tap(page, Number(sq));
    await page.waitForFunction((n) => document.querySelectorAll('.move-list .move').length > n
      && [...document.querySelectorAll('.move-list .move')].filter((e) => e.textContent.trim()).length > n, before);
  }
}

test('PDN round trip: copy and download a game, open it again, play on; bad text loses nothing', async () => {
  const { ctx, page, errors } = await browser({ permissions: ['clipboard-read', 'clipboard-write'] });
  await startGame(page, 'friend');
  await playMoves(page, ['22-18', '12-16', '21-17', '8-12']);
  const list = await page.locator('.move-list').innerText();
  const occupied = () => page.locator('svg.board-svg g.square:has(g.piece)').evaluateAll(
    (els) => els.map((e) => e.id.split('-sq')[1] + ':' + e.querySelector('g.piece').getAttribute('class')
      .split(' ').filter((c) => /^piece-/.test(c)).join('.') + (e.querySelector('.crown') ? '.king' : '')).sort());
  const position = await occupied();

  // Copy: the clipboard holds the game; download: the same text in a file.
  await page.click('.pdn-actions button >> nth=0');
  await page.waitForFunction(() => document.querySelector('.play-note')?.textContent.includes('copiado'));
  const pdn = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(pdn, /1\. 22-18 12-16 2\. 21-17 8-12/);
  assert.match(pdn, /\[GameType "[^"]+"\]/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('.pdn-actions button >> nth=1')]);
  assert.match(download.suggestedFilename(), /^damas-brazilian\.pdn$/);
  assert.equal(readFileSync(await download.path(), 'utf8'), pdn);

  // New game: the unfinished game is still offered; garbage is refused
  // with a message and changes nothing.
  const saved = await page.evaluate(() => localStorage.getItem('damas.v2.game'));
  await page.click('.play-actions button >> text=Nova partida');
  await page.locator('#start-game').waitFor();
  await page.selectOption('#play-opponent', 'friend');
  await page.click('.open-pdn summary');
  assert.equal(await page.locator('#paste-pdn').getAttribute('aria-label'), 'Abrir um jogo ou posição');
  await page.fill('#paste-pdn', '[Event "x"]\n1. 22-18 12-16 2. 18-10 *');
  await page.click('#open-pdn');
  const message = await page.locator('.open-pdn .error').innerText();
  assert.match(message, /PDN inválido.*linha 2.*18-10/);
  assert.doesNotMatch(message, /illegal|move|line/, 'all in Portuguese');
  console.log('   bad PDN message:', message);
  assert.equal(await page.evaluate(() => localStorage.getItem('damas.v2.game')), saved);
  assert.equal(await page.locator('#resume-game').count(), 1, 'the unfinished game is still offered');
  assert.match(await page.locator('.resume-card').innerText(), /Damas brasileiras · Um amigo neste aparelho · 2 lances/);
  await page.screenshot({ path: join(shots, 'play-open-error-390x844.png'), fullPage: true });

  // The copied PDN opens on the same moves and position, and play goes on.
  await page.fill('#paste-pdn', pdn);
  await page.click('#open-pdn');
  await page.locator('svg.board-svg').waitFor();
  assert.equal(await page.locator('.move-list').innerText(), list);
  assert.deepEqual(await occupied(), position);
  await playMoves(page, ['17-13']);
  assert.match(await page.locator('.move-list').innerText(), /17-13/);
  assert.equal(await moveCount(page), 5);

  // Pause: the rule set and the opponent; the game's buttons wait; Esc goes on.
  await page.click('#pause-game');
  const pause = await page.locator('.pause-screen').innerText();
  assert.match(pause, /Damas brasileiras/);
  assert.match(pause, /amigo/);
  assert.ok(await page.locator('.play-actions button >> text=Desistir').isDisabled());
  assert.ok(await page.locator('#pause-game').isDisabled());
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'continue-game');
  await page.keyboard.press('Escape');
  await page.locator('.pause-screen').waitFor({ state: 'detached' });
  assert.ok(await page.locator('.play-actions button >> text=Desistir').isEnabled());

  // The downloaded file opens the same game too.
  await page.click('.play-actions button >> text=Nova partida');
  await page.click('.open-pdn summary');
  await page.setInputFiles('#open-pdn-file', await download.path());
  await page.locator('svg.board-svg').waitFor();
  assert.equal(await page.locator('.move-list').innerText(), list);
  assert.deepEqual(await occupied(), position);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('two tabs: a move in one shows in the other; a take back there sets this game aside; scores follow', async () => {
  const { ctx, page, errors } = await browser();
  await startGame(page, 'friend');
  await tap(page, 22);
  await tap(page, 18);
  // The second tab, same browser (same localStorage): it resumes the game.
  const other = await secondTab(ctx);
  assert.equal(await moveCount(other), 1);

  // A move in the first tab: the second shows it, with a one-line notice.
  await tap(page, 11);
  await tap(page, 15);
  await other.waitForFunction(() => document.querySelector('.move-list')?.textContent.includes('11-15'), null, { timeout: 5000 });
  assert.match(await other.locator('.move-list').innerText(), /22-18\s+11-15/);
  assert.match(await pieceClass(other, 15), /piece/);
  assert.match(await other.locator('.play-note').innerText(), /outra aba/);
  // And the other way round: the second tab plays, the first follows.
  await tap(other, 18);
  await tap(other, 11);
  await page.waitForFunction(() => document.querySelector('.move-list').textContent.includes('18x11'), null, { timeout: 5000 });
  assert.equal(await moveCount(page), 3);

  // Taken back in the first tab: the second loads the newer save, says its
  // own game was set aside, and can bring it back (the first then follows:
  // it gains a move and loses none).
  await page.click('.play-actions button >> text=Voltar lance');
  await other.locator('#bring-back').waitFor({ timeout: 5000 });
  assert.equal(await moveCount(other), 2);
  assert.match(await other.locator('.other-tab').innerText(), /posta de lado/);
  await other.screenshot({ path: join(shots, 'play-other-tab-390x844.png'), fullPage: true });
  await other.click('#bring-back');
  assert.equal(await moveCount(other), 3);
  await page.waitForFunction(() => document.querySelector('.move-list')?.textContent.includes('18x11'), null, { timeout: 5000 });
  assert.equal(await moveCount(page), 3);
  assert.equal(await page.locator('#bring-back').count(), 0);
  assert.equal(await other.locator('#bring-back').count(), 0);

  // Dark resigns in the second tab: the first says the game ended there,
  // and its scores (read when it opened) include that result.
  await other.click('text=Desistir');
  await other.click('.question >> text=Sim');
  await other.locator('.end-banner').waitFor();
  await page.locator('#start-game').waitFor({ timeout: 5000 });
  assert.match(await page.locator('.play-note').innerText(), /terminou em outra aba/);
  await page.selectOption('#play-opponent', 'friend');
  await page.click('#start-game');
  assert.match(await page.locator('#score-line').innerText(), /Claras: 1 · Escuras: 0/);
  // The new game shows in the second tab's "new game" form as resumable.
  await other.click('.end-banner >> text=Nova partida');
  await other.locator('#resume-game').waitFor({ timeout: 5000 });
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('two tabs against Domador: only the tab that moved asks the computer; the other shows its reply', async () => {
  const { ctx, page, errors } = await browser();
  await startGame(page, 'domador');
  const other = await secondTab(ctx);
  for (const [from, to] of [[22, 18]]) {
    const before = await moveCount(page);
    await tap(page, from);
    await tap(page, to);
    await page.waitForFunction((n) => document.querySelectorAll('.move-list .move').length >= n + 2
      && document.querySelector('#play-status')?.textContent.includes('Sua vez'), before, { timeout: 15000 });
    const list = await page.locator('.move-list').innerText();
    await other.waitForFunction((l) => document.querySelector('.move-list')?.innerText === l, list, { timeout: 5000 });
  }
  // Had both tabs asked, their replies could differ and one game would be set aside.
  await page.waitForTimeout(1500);
  assert.equal(await page.locator('#bring-back').count(), 0);
  assert.equal(await other.locator('#bring-back').count(), 0);
  assert.equal(await other.locator('.move-list').innerText(), await page.locator('.move-list').innerText());
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('pause while the computer thinks: no reply while paused, continue brings it', async () => {
  const { ctx, page, errors } = await browser();
  await startGame(page, 'domador');
  // 22-18 and the pause in one go, before the computer can answer.
  const from = await squarePoint(page, 22);
  const to = await squarePoint(page, 18);
  await page.evaluate(([from, to]) => {
    const svg = document.querySelector('svg.board-svg');
    for (const p of [from, to]) {
      for (const type of ['pointerdown', 'pointerup']) {
        svg.dispatchEvent(new PointerEvent(type, { clientX: p.x, clientY: p.y, button: 0, pointerId: 1, bubbles: true }));
      }
    }
    document.querySelector('#pause-game').click();
  }, [from, to]);
  await page.locator('.pause-screen').waitFor();
  assert.equal(await moveCount(page), 1, 'the move was played');
  await page.waitForTimeout(2000);
  assert.equal(await moveCount(page), 1, 'no reply while paused');
  assert.doesNotMatch(await page.locator('#play-status').innerText(), /Pensando/);
  await page.click('#continue-game');
  await page.waitForFunction(() => document.querySelectorAll('.move-list .move').length >= 2
    && document.querySelector('#play-status')?.textContent.includes('Sua vez'), null, { timeout: 15000 });
  assert.equal(await moveCount(page), 2);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('worker speed: 1 s from each rule set start (nodes per second, depth)', async () => {
  const { ctx, page, errors } = await browser({ viewport: { width: 1280, height: 800 } });
  await page.goto(base + 'bench');
  await page.waitForFunction(() => document.querySelector('#bench')?.textContent.includes('done'), null, { timeout: 60000 });
  console.log((await page.locator('#bench').innerText()).split('\n').map((l) => '   ' + l).join('\n'));
  assert.deepEqual(errors, []);
  await ctx.close();
});

