// End-to-end check of the puzzles pages, in headless Chromium.
//   tests/e2e/run puzzles.spec.mjs
// Today's puzzle is read from the page (its id), its solution from
// puzzles/tactics/brazilian.pdn (drills: puzzles/drills/), and the full
// landing squares of each move from the
// engine's command (`target/release/damas moves`; built if missing, or
// $DAMAS_BIN). Screenshots at 390×844 and 1280×800 go to `shots`.
// The refutation of a wrong move comes from the search worker: a test
// delays or blocks `worker.js` to check late and missing answers.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { base, shots, browser as open, test, nextDay, readPuzzles, damas } from './lib.mjs';

const browser = (options = {}) => open({ serviceWorkers: 'block', ...options });

// ---- The puzzles file and the engine ----
const PUZZLES = readPuzzles('tactics/brazilian.pdn');
const DRILLS = readPuzzles('drills/brazilian.pdn');

const legalMoves = (fen, rules = 'brazilian') => damas('moves', rules, fen).split('\n').filter(Boolean);
const ends = (m) => { const s = m.split(/[-x]/); return [s[0], s[s.length - 1]]; };
/// The full path (every landing square) of a move written short (`28x12`).
function fullPath(fen, short) {
  const [a, b] = ends(short);
  const found = legalMoves(fen).find((m) => m === short || (ends(m)[0] === a && ends(m)[1] === b));
  assert.ok(found, `${short} is not legal in ${fen}`);
  return found.split(/[-x]/).map(Number);
}

// ---- The board (it may be flipped: tap squares by their element) ----
async function tapSquare(page, n) {
  const box = await page.locator(`svg.board-svg g.square[id$="-sq${n}"] rect`).first().boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
async function playPath(page, path) {
  for (const sq of path) await tapSquare(page, sq);
}
const status = (page) => page.locator('#puzzle-status');
async function statusIs(page, kind) {
  await page.waitForFunction((k) => document.querySelector('#puzzle-status')?.classList.contains(k), kind,
    { timeout: 10000 });
}
/// Records every class the status line takes (a state may last only a few
/// milliseconds) and the page's long tasks; read back with `watched(page)`.
async function watchStatus(page) {
  await page.evaluate(() => {
    const seen = (window.__statusSeen = []);
    const at = (window.__statusAt = {});
    const longTasks = (window.__longTasks = []);
    const el = document.querySelector('#puzzle-status');
    new MutationObserver(() => {
      seen.push(el.className);
      for (const c of el.classList) at[c] ??= performance.now();
    }).observe(el, { attributes: true, attributeFilter: ['class'] });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) longTasks.push(Math.round(e.duration)); })
      .observe({ type: 'longtask' });
  });
}
/// What `watchStatus` saw: the classes, the long tasks, and the
/// milliseconds from "refuting" to "wrong" (the worker's search and its
/// messages), if both were seen.
const watched = (page) => page.evaluate(() => ({
  seen: window.__statusSeen,
  longTasks: window.__longTasks,
  searchMs: window.__statusAt.wrong && window.__statusAt.refuting
    ? Math.round(window.__statusAt.wrong - window.__statusAt.refuting) : null,
}));
/// A wrong first move after which the opponent has a choice (so the reply
/// is searched, not forced); a tempting one (a capture) when there is one.
function wrongWithChoice(puzzle, rules = 'brazilian') {
  const [from, to] = ends(puzzle.moves[0]);
  const wrong = legalMoves(puzzle.fen, rules).filter((m) => (ends(m)[0] !== from || ends(m)[1] !== to)
    && legalMoves(damas('play', rules, puzzle.fen, m), rules).length >= 2);
  return wrong.find((m) => m.includes('x')) ?? wrong[0];
}
/// The board's help on show: squares and pieces marked as movable, targets
/// or pieces to capture.
const marksShown = (page) => page.evaluate(() =>
  document.querySelectorAll('svg.board-svg .movable, svg.board-svg .victim, svg.board-svg rect.target').length);

/// Plays a puzzle's solution on the page; returns the moves tapped.
async function solve(page, puzzle) {
  let fen = puzzle.fen;
  const tapped = [];
  for (let i = 0; i < puzzle.moves.length; i += 2) {
    const path = fullPath(fen, puzzle.moves[i]);
    await playPath(page, path);
    tapped.push(path.join('-'));
    fen = damas('play', 'brazilian', fen, ...puzzle.moves.slice(i, i + 2));
    if (i + 2 < puzzle.moves.length) {
      await statusIs(page, 'right');
      // The reply comes after a short pause; then it is the solver's turn.
      await page.locator('.puzzle-solver[data-busy="false"]').waitFor();
    }
  }
  return tapped;
}

test('solve today\'s puzzle: solved first try, streak 1 after a reload; an illegal tap says why', async () => {
  const { ctx, page, errors } = await browser();
  await page.goto(base + 'puzzles');
  await page.locator('#daily-card').waitFor();
  // On a phone, today's puzzle and its button come first, above the fold.
  const solveBox = await page.locator('#daily-solve').boundingBox();
  console.log(`   daily "solve" button at y ${Math.round(solveBox.y)}–${Math.round(solveBox.y + solveBox.height)} of 844`);
  assert.ok(solveBox.y + solveBox.height <= 844, 'the daily puzzle\'s button is above the fold');
  assert.ok(await page.locator('#streak-count').isVisible());
  console.log(`   /puzzles ready ${Math.round(await page.evaluate(() => performance.now()))} ms after navigation`);
  assert.equal(await page.locator('#streak-count').getAttribute('data-days'), '0');
  // A new rating is provisional: a question mark and its deviation.
  assert.equal(await page.locator('#rating-value').innerText(), '1500?');
  assert.match(await page.locator('#rating-provisional').innerText(), /±200/);
  const id = await page.locator('#daily-card').getAttribute('data-id');
  const puzzle = PUZZLES.find((p) => p.id === id);
  assert.ok(puzzle, `today's puzzle ${id} is in puzzles/brazilian.pdn`);
  console.log(`   today's puzzle: ${id} (${puzzle.themes.join(',')}) ${puzzle.moves.join(' ')}`);
  await page.screenshot({ path: join(shots, 'puzzles-390x844.png') });
  await page.screenshot({ path: join(shots, 'puzzles-full-390x844.png'), fullPage: true });

  await page.click('#daily-solve');
  await page.locator('.puzzle-page').waitFor();
  assert.equal(await page.locator('.puzzle-page').getAttribute('data-id'), id);
  assert.equal(await page.locator('.puzzle-page').getAttribute('data-daily'), 'true');
  assert.match(await status(page).innerText(), /Sua vez: ache o melhor lance das (claras|escuras)/);
  assert.equal(await page.locator('.puzzle-solver').getAttribute('data-kind'), 'tactic');
  assert.ok(legalMoves(puzzle.fen).length >= 2, 'a tactic has a choice');
  // Nothing gives the answer away before the first tap.
  assert.equal(await marksShown(page), 0, 'no movable pieces, targets or pieces to capture are marked');

  // An illegal tap: a piece of the solver's that cannot move (else one of
  // the opponent's) is refused with the engine's reason.
  const toMove = puzzle.fen[0];
  const pieces = (side) => puzzle.fen.split(':').slice(1).find((s) => s[0] === side).slice(1).split(',')
    .map((s) => Number(s.replace('K', '')));
  const movers = new Set(legalMoves(puzzle.fen).map((m) => Number(ends(m)[0])));
  const still = pieces(toMove).find((n) => !movers.has(n)) ?? pieces(toMove === 'W' ? 'B' : 'W')[0];
  await tapSquare(page, still);
  await page.waitForFunction(() => document.querySelector('.board-message')?.textContent.trim().length > 0);
  const reason = await page.locator('.board-message').innerText();
  console.log(`   illegal tap on ${still}: ${reason}`);
  assert.ok(reason.length > 5, reason);

  // The solution, square by square: solved first try.
  const tapped = await solve(page, puzzle);
  console.log(`   played ${tapped.join(' ')}`);
  await statusIs(page, 'solved');
  assert.match(await status(page).innerText(), /Resolvido de primeira/);
  assert.match(await page.locator('#puzzle-rating-note').innerText(), /Pontuação provisória: 1\d\d\d\? \(\+\d+\)/);
  await page.screenshot({ path: join(shots, 'puzzle-solved-390x844.png'), fullPage: true });
  // "Analyse", followed within the app: the analysis board opens on the
  // puzzle and its line (it once opened on the start: it read the window's
  // address before the router had changed it).
  await page.locator('.analyse-link').first().click();
  await page.waitForURL(/\/analysis\?/);
  await page.locator('#move-tree').waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('.tree-move').length === n, puzzle.moves.length);

  // The streak, after a reload of the list.
  await page.goto(base + 'puzzles');
  await page.locator('#daily-card').waitFor();
  await page.reload();
  await page.locator('#daily-card').waitFor();
  assert.equal(await page.locator('#streak-count').getAttribute('data-days'), '1');
  assert.match(await page.locator('#streak-count').innerText(), /1 dia/);
  assert.match(await page.locator('.daily-state').innerText(), /Resolvido hoje/);
  assert.ok(parseInt(await page.locator('#rating-value').innerText(), 10) > 1500);
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('damas.v2.puzzles')));
  assert.equal(saved.tried[id].last, 'clean');
  assert.equal(Object.values(saved.daily.brazilian).length, 1);
  assert.match(await page.locator('.history-list').innerText(), /resolvido/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a legal wrong move is refuted, then retried; hints; missed puzzles come back', async () => {
  const { ctx, page, errors } = await browser({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  // A shot: several legal moves, one solution; a wrong move the opponent
  // can answer in several ways (the reply comes from the search worker).
  const puzzle = PUZZLES.find((p) => p.moves.length >= 3 && legalMoves(p.fen).length >= 3 && wrongWithChoice(p));
  const [from, to] = ends(puzzle.moves[0]);
  const wrong = wrongWithChoice(puzzle);
  console.log(`   ${puzzle.id}: solution ${puzzle.moves[0]}, trying ${wrong}`);
  await page.goto(base + `puzzles/${puzzle.id}`);
  await page.locator('.puzzle-page').waitFor();
  await watchStatus(page);
  const t0 = Date.now();
  // The first tap on the tempting wrong piece is allowed: it is picked up,
  // and only then do its destinations show.
  const wrongPath = wrong.split(/[-x]/).map(Number);
  assert.equal(await marksShown(page), 0);
  await tapSquare(page, wrongPath[0]);
  await page.waitForFunction(() => document.querySelectorAll('svg.board-svg rect.target').length > 0);
  assert.equal(await page.locator('.board-message').count() === 0
    || (await page.locator('.board-message').innerText()).trim() === '', true, 'the wrong piece is not refused');
  await playPath(page, wrongPath.slice(1));
  await statusIs(page, 'wrong');
  const { seen, longTasks, searchMs } = await watched(page);
  console.log(`   refutation shown ${Date.now() - t0} ms after the first tap (worker: ${searchMs} ms);`
    + ` status went ${seen.join(' → ')}; long tasks meanwhile: ${longTasks.length ? longTasks.join(', ') + ' ms' : 'none'}`);
  assert.ok(seen.some((c) => c.includes('refuting')), 'the reply was searched off the page (the worker)');
  const why = await status(page).innerText();
  console.log(`   refutation message: ${why}`);
  assert.match(why, /is not it: the opponent answers \d+[-x]\d+/);
  // Every square the message names ("22-18 is not it: ... answers 13-9") is
  // marked on the board, which shows no numbers; no other square is.
  const named = why.match(/\d+(?:[-x]\d+)+/g).flatMap((m) => m.split(/[-x]/).map(Number));
  const marked = await page.locator('svg.board-svg rect.named').evaluateAll((rs) =>
    rs.map((r) => Number(r.closest('g.square').id.replace(/.*-sq/, ''))));
  assert.deepEqual([...new Set(marked)].sort((a, b) => a - b), [...new Set(named)].sort((a, b) => a - b),
    `marked ${marked}, named ${named}`);
  await page.screenshot({ path: join(shots, 'puzzle-wrong-1280x800.png') });
  await page.click('#puzzle-retry');
  await statusIs(page, 'turn');
  assert.equal(await page.locator('svg.board-svg rect.named').count(), 0, 'the marks go with the message');

  // Hints: the piece, then the destination (marked squares).
  await page.click('#puzzle-hint');
  await statusIs(page, 'hint');
  assert.match(await page.locator(`svg.board-svg g.square[id$="-sq${from}"] rect`).getAttribute('class'), /highlight/);
  await page.click('#puzzle-hint');
  assert.match(await page.locator(`svg.board-svg g.square[id$="-sq${to}"] rect`).getAttribute('class'), /highlight/);

  // Show the solution: it is played, the puzzle counts as missed.
  await page.click('#puzzle-solution');
  await statusIs(page, 'failed');
  await page.locator('.puzzle-solution-text').waitFor();
  await page.goto(base + 'puzzles');
  await page.locator('#retry-due').waitFor();
  // Missed today, it comes back tomorrow: none due yet.
  assert.match(await page.locator('#retry-due').innerText(), /Due again today \(0\)/);
  assert.match(await page.locator('#coming-back').innerText(), /One more comes back/);
  assert.equal(await page.locator('#streak-count').getAttribute('data-days'), '0');
  assert.ok(parseInt(await page.locator('#rating-value').innerText(), 10) < 1500);
  // Tomorrow (the page's clock a day ahead): it is due.
  await nextDay(ctx, 1);
  await page.goto(base + 'puzzles');
  await page.locator('#retry-due').waitFor();
  assert.match(await page.locator('#retry-due').innerText(), /Due again today \(1\)/);
  assert.equal(await page.locator('#coming-back').count(), 0);
  await page.screenshot({ path: join(shots, 'puzzles-1280x800.png'), fullPage: true });
  await page.click('#retry-due');
  await page.locator('.puzzle-page').waitFor();
  assert.equal(await page.locator('.puzzle-page').getAttribute('data-id'), puzzle.id);
  await solve(page, puzzle);
  await statusIs(page, 'solved');
  // A retry after a miss is solved, but not "first try".
  assert.match(await status(page).innerText(), /Solved, with no mistake this time/);
  await page.screenshot({ path: join(shots, 'puzzle-1280x800.png') });
  // Solved first try when due: back in three days, not before.
  await page.goto(base + 'puzzles');
  await page.locator('#retry-due').waitFor();
  assert.match(await page.locator('#retry-due').innerText(), /\(0\)/);
  assert.match(await page.locator('#coming-back').innerText(), /One more comes back/);
  await nextDay(ctx, 2); // day 3: not yet
  await page.goto(base + 'puzzles');
  await page.locator('#retry-due').waitFor();
  assert.match(await page.locator('#retry-due').innerText(), /Due again today \(0\)/);
  await nextDay(ctx, 1); // day 4: three days after the retry
  await page.goto(base + 'puzzles');
  await page.locator('#retry-due').waitFor();
  assert.match(await page.locator('#retry-due').innerText(), /Due again today \(1\)/);
  // The list: one page of tiles, then "show more"; a theme filter.
  assert.equal(await page.locator('.tiles li').count(), 42);
  assert.match(await page.locator('#show-more').innerText(), new RegExp(`\\(${PUZZLES.length - 42} left\\)`));
  await page.click('#show-more');
  await page.waitForFunction(() => document.querySelectorAll('.tiles li').length === 84);
  // Counts are grouped the English way (1,040).
  assert.match(await page.locator('#list-count').innerText(), new RegExp(`Showing 84 of ${PUZZLES.length.toLocaleString('en-US')}`));
  await page.click('.chip[data-theme="shot"]');
  const shotCount = PUZZLES.filter((p) => p.themes.includes('shot')).length;
  await page.waitForFunction(() => document.querySelectorAll('.tiles li').length === 42);
  await page.click('#show-more');
  await page.waitForFunction((n) => document.querySelectorAll('.tiles li').length === n, Math.min(shotCount, 84));
  assert.equal(await page.locator('#show-more').count(), shotCount > 84 ? 1 : 0);
  await page.goto(base + 'puzzles/brazilian-9999');
  await page.locator('text=Puzzle not found.').waitFor();
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('puzzle files that do not come (offline, never cached): a clear message, then "try again" loads them', async () => {
  // The app does not carry its puzzles: /puzzles fetches the rule set's
  // files (data/tactics/, data/drills/). Blocked here as if offline.
  const { ctx, page, errors } = await browser({ allowErrors: /Failed to load resource/ });
  let blocked = 0;
  const block = (route) => { blocked++; return route.abort('internetdisconnected'); };
  await ctx.route(/\/data\/(tactics|drills)\/[a-z0-9]+\.pdn$/, block);
  await page.goto(base + 'puzzles');
  await page.locator('#puzzles-load-error').waitFor();
  assert.match(await page.locator('#puzzles-load-error').innerText(), /ainda não foram baixados/);
  assert.ok(blocked >= 1, 'the page asked for a puzzle file');
  assert.equal(await page.locator('#daily-card').count(), 0);
  // A puzzle's own page says the same, it does not claim "not found".
  const id = PUZZLES[0].id;
  await page.goto(base + `puzzles/${id}`);
  await page.locator('#puzzles-load-error').waitFor();
  assert.equal(await page.locator('text=Problema não encontrado.').count(), 0);
  // Back online: "try again" loads the puzzle.
  await ctx.unroute(/\/data\/(tactics|drills)\/[a-z0-9]+\.pdn$/, block);
  await page.click('#puzzles-retry');
  await page.locator(`.puzzle-page[data-id="${id}"]`).waitFor();
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('the worker answering late or never: a retry, "next" and a timeout are safe', async () => {
  // The worker's script is blocked on purpose: its load failure is expected.
  const { ctx, page, errors } = await browser({
    locale: 'en-US', viewport: { width: 1280, height: 800 }, allowErrors: /worker\.js' failed to load/,
  });
  // The search worker's script arrives 2.5 s late: its answers come late.
  let hold = 2500;
  await ctx.route(/\/worker\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, hold));
    if (hold < 0) await route.abort(); else await route.continue();
  });
  const puzzle = PUZZLES.find((p) => wrongWithChoice(p));
  const wrong = wrongWithChoice(puzzle);
  const [wFrom, wTo] = ends(wrong).map(Number);
  await page.goto(base + `puzzles/${puzzle.id}`);
  await page.locator('.puzzle-page').waitFor();
  await playPath(page, wrong.split(/[-x]/).map(Number));
  await statusIs(page, 'refuting');
  assert.match(await status(page).innerText(), /: here comes the opponent's answer/);
  // Retry before the answer: back to the start; the late answer changes nothing.
  await page.click('#puzzle-retry');
  await statusIs(page, 'turn');
  await page.waitForTimeout(3500);
  assert.ok((await status(page).getAttribute('class')).includes('turn'), await status(page).getAttribute('class'));
  assert.ok(await page.locator(`svg.board-svg g.square[id$="-sq${wFrom}"] g.piece`).count() === 1, 'the piece is back');
  assert.equal(await page.locator(`svg.board-svg g.square[id$="-sq${wTo}"] g.piece`).count(), 0);
  // The same wrong move again: now answered by the worker.
  await playPath(page, wrong.split(/[-x]/).map(Number));
  await statusIs(page, 'wrong');
  assert.match(await status(page).innerText(), /the opponent answers/);
  await page.click('#puzzle-retry');
  // "Next" while a search is pending (a fresh page: the worker loads late
  // again): the next puzzle is left alone.
  await page.goto(base + `puzzles/${puzzle.id}`);
  await page.locator('.puzzle-page').waitFor();
  await playPath(page, wrong.split(/[-x]/).map(Number));
  await statusIs(page, 'refuting');
  await page.click('#puzzle-next');
  await page.waitForFunction((id) => document.querySelector('.puzzle-page')?.dataset.id !== id, puzzle.id);
  await statusIs(page, 'turn');
  await page.waitForTimeout(3000);
  assert.ok((await status(page).getAttribute('class')).includes('turn'));
  assert.deepEqual(errors, []);
  // A worker that never loads: after a few seconds the wrong move is shown without a reply.
  hold = -1;
  await page.goto(base + `puzzles/${puzzle.id}`);
  await page.locator('.puzzle-page').waitFor();
  const t0 = Date.now();
  await playPath(page, wrong.split(/[-x]/).map(Number));
  await statusIs(page, 'refuting');
  await page.waitForFunction(() => document.querySelector('#puzzle-status')?.classList.contains('wrong'), null,
    { timeout: 15000 });
  console.log(`   no worker: "${await status(page).innerText()}" after ${Date.now() - t0} ms`);
  assert.match(await status(page).innerText(), /is not it\. Try again\./);
  await page.click('#puzzle-retry');
  await statusIs(page, 'turn');
  await ctx.close();
});

/// A majority-law drill and a capture of one piece the law forbids there.
function drillWithIllegalCapture() {
  for (const d of DRILLS.filter((p) => p.themes.includes('majority-law'))) {
    const side = d.fen[0];
    const mine = d.fen.split(':').slice(1).find((s) => s[0] === side).slice(1).split(',')
      .map((s) => Number(s.replace('K', '')));
    for (const a of mine) {
      for (let b = 1; b <= 32; b++) {
        let why;
        try { why = damas('explain', 'brazilian', d.fen, `${a}x${b}`); } catch (e) { why = String(e.stdout ?? ''); }
        if (/Majority rule: this capture takes 1 piece\b/.test(why)) return { drill: d, path: [a, b], why };
      }
    }
  }
  throw new Error('no majority-law drill with a one-piece capture');
}

test('a rule drill: no help from the board; an illegal capture is a miss explained by its rule', async () => {
  const { ctx, page, errors } = await browser({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  const { drill, path, why } = drillWithIllegalCapture();
  console.log(`   ${drill.id}: solution ${drill.moves[0]}; trying ${path.join('x')} (${why})`);
  assert.equal(legalMoves(drill.fen).length, 1, 'a drill has one legal move');
  await page.goto(base + 'puzzles?tab=drills');
  await page.locator('#drills').waitFor();
  assert.equal(await page.locator('#tab-drills').getAttribute('aria-selected'), 'true');
  assert.equal(await page.locator('#daily-card').count(), 0, 'no daily puzzle among the drills');
  assert.equal(await page.locator('.tiles li').count(), Math.min(42, DRILLS.length));
  await page.screenshot({ path: join(shots, 'drills-390x844.png'), fullPage: true });
  await page.goto(base + `puzzles/${drill.id}`);
  await page.locator('.puzzle-page').waitFor();
  assert.equal(await page.locator('.puzzle-solver').getAttribute('data-kind'), 'drill');
  assert.match(await status(page).innerText(), /^(Light|Dark) to move: what is (light|dark)'s only legal move\?$/);
  // The board does not help: nothing marked, before or after a pick.
  assert.equal(await marksShown(page), 0);
  await tapSquare(page, path[0]);
  assert.equal(await marksShown(page), 0);
  await tapSquare(page, path[1]);
  await statusIs(page, 'wrong');
  const said = await status(page).innerText();
  console.log(`   status: ${said}`);
  assert.match(said, /Miss: that move breaks a rule/);
  assert.match(said, /majority|most pieces|more pieces/i);
  assert.equal(await page.locator('.puzzle-solver').getAttribute('data-misses'), '1');
  await page.screenshot({ path: join(shots, 'drill-miss-390x844.png') });
  // The learner tries again: the legal capture solves it, with help.
  await tapSquare(page, path[0]);
  await playPath(page, fullPath(drill.fen, drill.moves[0]));
  await statusIs(page, 'solved');
  // A miss is no help (issue 51): the status says what it was.
  assert.match(await status(page).innerText(), /^Solved, after one wrong move\.$/);
  // A rule drill's page is titled as a drill, not as a puzzle.
  assert.match(await page.locator('.puzzle-page h1').innerText(), /^Rule drill \d+$/);
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('damas.v2.puzzles')));
  assert.equal(saved.tried[drill.id].last, 'helped');
  assert.equal(saved.ratings.brazilian, undefined, 'drills are not rated');
  await page.goto(base + 'puzzles?tab=drills');
  await page.locator('#retry-due').waitFor();
  assert.match(await page.locator('#retry-due').innerText(), /Drills due again today \(0\)/);
  await nextDay(ctx, 1);
  await page.goto(base + 'puzzles?tab=drills');
  await page.locator('#retry-due').waitFor();
  assert.match(await page.locator('#retry-due').innerText(), /Drills due again today \(1\)/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('old progress (version 1) keeps the streak and history; the rating restarts with a notice', async () => {
  const { ctx, page, errors } = await browser({ locale: 'en-US' });
  const today = Math.floor(Date.now() / 86400000);
  const v1 = {
    daily: { brazilian: [today - 2, today - 1] },
    tried: { 'brazilian-0001': { variant: 'brazilian', first: 'clean', last: 'clean', attempts: 1, day: today - 1, seq: 1 } },
    ratings: { brazilian: { rating: 1820, games: 40 } },
    seq: 1,
  };
  await page.goto(base);
  await page.evaluate((v) => { localStorage.removeItem('damas.v2.puzzles'); localStorage.setItem('damas.v1.puzzles', JSON.stringify(v)); }, v1);
  await page.goto(base + 'puzzles');
  await page.locator('#puzzles-notice').waitFor();
  assert.match(await page.locator('#puzzles-notice').innerText(), /rating starts over/);
  assert.equal(await page.locator('#streak-count').getAttribute('data-days'), '2');
  assert.equal(await page.locator('#rating-value').innerText(), '1500?');
  await page.locator('#puzzles-notice button').click();
  await page.reload();
  await page.locator('#daily-card').waitFor();
  assert.equal(await page.locator('#puzzles-notice').count(), 0, 'dismissed for good');
  // Garbage under the old key: a clean start with its own notice, no crash.
  await page.evaluate(() => { localStorage.removeItem('damas.v2.puzzles'); localStorage.setItem('damas.v1.puzzles', '{"tried":7'); });
  await page.reload();
  await page.locator('#puzzles-notice').waitFor();
  assert.match(await page.locator('#puzzles-notice').innerText(), /could not be read/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('10×10: a wrong move in an international shot is refuted quickly', async () => {
  const { ctx, page, errors } = await browser({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const puzzle = readPuzzles('tactics/international.pdn')
    .find((p) => legalMoves(p.fen, 'international').length >= 3);
  const [from, to] = ends(puzzle.moves[0]);
  const wrong = wrongWithChoice(puzzle, 'international')
    ?? legalMoves(puzzle.fen, 'international').find((m) => ends(m)[0] !== from || ends(m)[1] !== to);
  await page.goto(base + `puzzles/${puzzle.id}`);
  await page.locator('.puzzle-page').waitFor();
  await watchStatus(page);
  const t0 = Date.now();
  await playPath(page, wrong.split(/[-x]/).map(Number));
  await statusIs(page, 'wrong');
  const { searchMs, longTasks } = await watched(page);
  console.log(`   ${puzzle.id}: ${wrong} refuted ${Date.now() - t0} ms after the first tap (worker: ${searchMs} ms;`
    + ` long tasks: ${longTasks.length ? longTasks.join(', ') + ' ms' : 'none'}): ${await status(page).innerText()}`);
  await page.screenshot({ path: join(shots, 'puzzle-10x10-1280x800.png') });
  assert.deepEqual(errors, []);
  await ctx.close();
});

/// The squares the board marks as named, sorted.
const namedSquares = (page) => page.locator('svg.board-svg rect.named').evaluateAll((rs) =>
  [...new Set(rs.map((r) => Number(r.closest('g.square').id.replace(/.*-sq/, ''))))].sort((a, b) => a - b));
/// Whether the page is wider than the window (a sideways scroll).
const overflows = (page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('a solved shot is explained move by move, with the majority law named; a tapped move is shown and marked', async () => {
  const { ctx, page, errors } = await browser();
  // A shot of three plies: a man given, the capture the majority law
  // forces, the answer.
  const puzzle = PUZZLES.find((p) => p.themes.includes('forced-by-majority') && p.moves.length === 3
    && !p.moves[0].includes('x') && p.moves[1].includes('x'));
  const squares = (move) => move.split(/[-x]/).map(Number).sort((a, b) => a - b);
  await page.goto(base + `puzzles/${puzzle.id}`);
  await page.locator('.puzzle-page').waitFor();
  // Nothing is explained while solving.
  assert.equal(await page.locator('#puzzle-explained').count(), 0);
  await solve(page, puzzle);
  await statusIs(page, 'solved');
  const items = page.locator('#puzzle-explained .explained-move');
  await items.first().waitFor();
  const texts = await items.allInnerTexts();
  console.log(`   ${puzzle.id}:\n     ${texts.join('\n     ')}\n     ${await page.locator('.explained-outcome').innerText()}`);
  assert.equal(texts.length, puzzle.moves.length, 'one line per move of the solution');
  texts.forEach((t, i) => assert.ok(t.includes(puzzle.moves[i]), `${t} names ${puzzle.moves[i]}`));
  // The sacrifice gives what the forced capture takes (issue 51).
  const given = fullPath(damas('play', 'brazilian', puzzle.fen, puzzle.moves[0]), puzzle.moves[1]).length - 1;
  assert.match(texts[0], given === 1 ? /entregam uma peça/ : new RegExp(`entregam ${given} peças`));
  assert.match(texts[1], /lei da maioria/);
  assert.ok((await page.locator('.explained-outcome').innerText()).length > 10);
  // The first move studied: pressed, on the board, its squares marked; on
  // the phone the list is under the board, which comes back into view with
  // the move said again next to it.
  await items.nth(0).scrollIntoViewIfNeeded();
  await items.nth(0).click();
  assert.equal(await items.nth(0).getAttribute('aria-pressed'), 'true');
  assert.deepEqual(await namedSquares(page), squares(puzzle.moves[0]));
  await page.waitForFunction(() => {
    const r = document.querySelector('.puzzle-board').getBoundingClientRect();
    return r.top >= 0 && r.top < 200;
  });
  const step = page.locator('#explained-step');
  assert.equal(await step.locator('p').innerText(), texts[0]);
  assert.ok(await step.isVisible() && (await step.boundingBox()).y + 40 < 844, 'the sentence is in sight');
  assert.ok(await step.locator('.step-prev').isDisabled());
  await page.screenshot({ path: join(shots, 'puzzle-explained-390x844.png') });
  // ▶: the law's capture, marked on every square it names.
  await step.locator('.step-next').click();
  assert.equal(await items.nth(0).getAttribute('aria-pressed'), 'false');
  assert.equal(await items.nth(1).getAttribute('aria-pressed'), 'true');
  assert.equal(await step.locator('p').innerText(), texts[1]);
  assert.deepEqual(await namedSquares(page), squares(puzzle.moves[1]));
  // To the last move: ▶ is then disabled.
  for (let i = 2; i < texts.length; i += 1) await step.locator('.step-next').click();
  assert.ok(await step.locator('.step-next').isDisabled());
  assert.equal(await step.locator('p').innerText(), texts[texts.length - 1]);
  // Back to the end: no marks, the buttons go.
  await page.click('#puzzle-explained-end');
  assert.deepEqual(await namedSquares(page), []);
  assert.equal(await page.locator('#puzzle-explained-end').count(), 0);
  assert.equal(await page.locator('#explained-step').count(), 0);
  assert.equal(await overflows(page), false);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a shown solution is explained in English checkers and 10×10, in both languages, at 320 and 1366 px', async () => {
  const cases = [
    { rules: 'english', locale: 'en-US', width: 320, height: 640, words: /\b(light|dark)\b/i },
    { rules: 'english', locale: 'pt-BR', width: 1366, height: 800, words: /claras|escuras/ },
    { rules: 'international', locale: 'pt-BR', width: 320, height: 640, words: /claras|escuras/ },
    { rules: 'international', locale: 'en-US', width: 1366, height: 800, words: /\b(light|dark)\b/i },
  ];
  for (const c of cases) {
    const { ctx, page, errors } = await browser({ ruleSet: c.rules, locale: c.locale,
      viewport: { width: c.width, height: c.height } });
    const puzzle = readPuzzles(`tactics/${c.rules}.pdn`).find((p) => p.moves.length >= 3);
    await page.goto(base + `puzzles/${puzzle.id}`);
    await page.locator('.puzzle-page').waitFor();
    await page.click('#puzzle-solution');
    await statusIs(page, 'failed');
    const items = page.locator('#puzzle-explained .explained-move');
    await items.first().waitFor();
    const texts = await items.allInnerTexts();
    console.log(`   ${puzzle.id} (${c.locale}, ${c.width} px): ${texts[0]} … ${await page.locator('.explained-outcome').innerText()}`);
    assert.equal(texts.length, puzzle.moves.length);
    texts.forEach((t, i) => assert.ok(t.includes(puzzle.moves[i]), `${t} names ${puzzle.moves[i]}`));
    assert.match(texts.join(' '), c.words);
    await items.last().click();
    assert.ok((await namedSquares(page)).length >= 2, 'the studied move is marked');
    assert.equal(await overflows(page), false, 'no sideways scroll');
    await page.screenshot({ path: join(shots, `puzzle-explained-${c.rules}-${c.locale}-${c.width}.png`), fullPage: true });
    assert.deepEqual(errors, []);
    await ctx.close();
  }
});

test('training by motif: the filter by motif and difficulty, the dashboard after a solve, a motif\'s page (320 and 1366 px, both languages)', async () => {
  const hard = (p) => Number(p.difficulty) >= 4;
  // Brazilian at 1366 px in English: filter two-for-one × hard.
  {
    const { ctx, page, errors } = await browser({ locale: 'en-US', viewport: { width: 1366, height: 800 } });
    await page.goto(base + 'puzzles');
    const dash = page.locator('#motif-dashboard');
    await dash.waitFor();
    // One row per motif the file has, the capture motifs first.
    const motifs = await dash.locator('tbody tr').evaluateAll((rs) => rs.map((r) => r.dataset.theme));
    const inFile = new Set(PUZZLES.flatMap((p) => p.themes));
    assert.ok(motifs.length >= 8, motifs.join());
    motifs.forEach((m) => assert.ok(inFile.has(m), `${m} is a motif of the file`));
    assert.deepEqual(motifs.slice(0, 2), ['shot', 'forced-by-majority']);
    // No Brazilian tactic comes from a human game yet: no origin chips.
    assert.equal(await page.locator('.chip[data-origin]').count(), 0);
    await page.click('.chip[data-theme="two-for-one"]');
    await page.click('.chip[data-band="hard"]');
    const want = PUZZLES.filter((p) => p.themes.includes('two-for-one') && hard(p));
    assert.ok(want.length > 0);
    await page.waitForFunction((n) => document.querySelectorAll('.tiles li').length === n, Math.min(want.length, 42));
    assert.match(await page.locator('#list-count').innerText(), new RegExp(`of ${want.length}$`));
    // "Next unsolved" keeps the filter: the puzzle opened is a hard two-for-one.
    await page.click('#next-unsolved');
    await page.locator('.puzzle-page').waitFor();
    assert.match(page.url(), /theme=two-for-one&band=hard/);
    const opened = PUZZLES.find((p) => p.id === new URL(page.url()).pathname.split('/').pop());
    assert.ok(opened.themes.includes('two-for-one') && hard(opened), opened.id);
    // Solved first try: the dashboard counts it, 100 %, a rating line.
    await solve(page, opened);
    await statusIs(page, 'solved');
    await page.goto(base + 'puzzles');
    const row = page.locator('#motif-dashboard tr[data-theme="two-for-one"]');
    await row.waitFor();
    const total = PUZZLES.filter((p) => p.themes.includes('two-for-one')).length;
    assert.equal(await row.locator('.motif-solved').innerText(), `1 of ${total}`);
    assert.equal(await row.locator('.motif-accuracy').innerText(), '100%');
    assert.equal(await row.locator('svg.trend polyline').count(), 1);
    assert.match(await row.locator('svg.trend').getAttribute('aria-label'), /after each first try: 1500 → \d+$/);
    // A motif not tried: no accuracy, no line.
    const untried = motifs.find((m) => !opened.themes.includes(m));
    assert.equal(await page.locator(`#motif-dashboard tr[data-theme="${untried}"] .motif-accuracy`).innerText(), '–');
    assert.equal(await page.locator(`#motif-dashboard tr[data-theme="${untried}"] svg.trend`).count(), 0);
    assert.equal(await overflows(page), false);
    await page.screenshot({ path: join(shots, 'motifs-dashboard-1366.png'), fullPage: true });
    // On a phone too the rating is written beside its line (issue 51: at
    // 320 and 390 px only the line showed).
    const rating = (await row.locator('svg.trend').getAttribute('aria-label')).match(/(\d+)$/)[1];
    for (const [w, h] of [[320, 640], [390, 844]]) {
      await page.setViewportSize({ width: w, height: h });
      const value = row.locator('.trend-value');
      assert.ok(await value.isVisible(), `${w} px: the motif's rating is shown`);
      assert.equal((await value.innerText()).trim(), rating);
      const box = await value.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= w, `${w} px: the rating at ${box.x}–${box.x + box.width}`);
      assert.equal(await overflows(page), false, `${w} px: no sideways scroll`);
      await page.screenshot({ path: join(shots, `motifs-dashboard-${w}.png`) });
    }
    await page.setViewportSize({ width: 1366, height: 800 });
    // The motif's page: what it is, an example drawn, its progress row.
    await row.locator('th a').click();
    await page.locator('.motif-page[data-theme="two-for-one"]').waitFor();
    await page.locator('#motif-example').waitFor();
    assert.match(await page.locator('#motif-count').innerText(), new RegExp(`^${total} puzzles$`));
    assert.match(await page.locator('.motif-about').innerText(), /give one piece and take two/);
    const exampleId = await page.locator('#motif-example').getAttribute('data-id');
    const example = PUZZLES.find((p) => p.id === exampleId);
    assert.ok(example.themes.includes('two-for-one'));
    // The diagram has the example's pieces, one circle body each.
    const pieces = example.fen.split(':').slice(1).map((s) => s.slice(1).split(',').filter(Boolean).length).reduce((a, b) => a + b);
    assert.equal(await page.locator('#motif-example .piece-body').count(), pieces);
    assert.equal(await page.locator('.motif-page tr[data-theme="two-for-one"] .motif-solved').innerText(), `1 of ${total}`);
    // No Brazilian tactic comes from a human game: one way to train.
    assert.equal(await page.locator('#motif-train-human').count(), 0);
    await page.click('#motif-train');
    await page.locator('.puzzle-page').waitFor();
    assert.match(page.url(), /theme=two-for-one/);
    assert.deepEqual(errors, []);
    await ctx.close();
  }
  // English checkers at 320 px in Portuguese: no majority law, and its page says so.
  {
    const { ctx, page, errors } = await browser({ ruleSet: 'english', viewport: { width: 320, height: 640 } });
    await page.goto(base + 'puzzles');
    await page.locator('#motif-dashboard').waitFor();
    assert.equal(await page.locator('#motif-dashboard tr[data-theme="forced-by-majority"]').count(), 0);
    assert.equal(await page.locator('.chip[data-band="hard"]').count(), 1);
    assert.equal(await overflows(page), false, 'no sideways scroll at 320 px');
    await page.screenshot({ path: join(shots, 'motifs-dashboard-english-320.png'), fullPage: true });
    // "From real games": only the tactics of the ACF archive, each with its game.
    const human = readPuzzles('tactics/english.pdn').filter((p) => p.origin);
    assert.ok(human.length >= 100, `${human.length} English tactics from human games`);
    await page.click('.chip[data-origin="human"]');
    assert.match(await page.locator('.chip[data-origin="human"]').innerText(), new RegExp(`\\(${human.length}\\)$`));
    await page.waitForFunction((n) => document.querySelectorAll('.tiles li').length === n, Math.min(human.length, 42));
    assert.match(await page.locator('#list-count').innerText(), new RegExp(`de ${human.length}$`));
    assert.equal(await overflows(page), false, 'the origin chips fit at 320 px');
    await page.screenshot({ path: join(shots, 'puzzles-from-real-games-english-320.png'), fullPage: true });
    await page.click('#next-unsolved');
    await page.locator('.puzzle-page').waitFor();
    assert.match(page.url(), /origin=human/);
    const played = human.find((p) => p.id === new URL(page.url()).pathname.split('/').pop());
    assert.ok(played, `${page.url()} is a tactic from a human game`);
    const [, game, ply] = played.origin.split(':');
    const source = await page.locator('#puzzle-source').innerText();
    assert.equal(source, `De uma partida real: arquivo ACF (EricCJoyce/Datasets, MIT), partida ${game}, lance ${Math.floor(ply / 2) + 1}`);
    assert.equal(await overflows(page), false, 'the source fits at 320 px');
    await page.screenshot({ path: join(shots, 'puzzle-from-a-real-game-english-320.png'), fullPage: true });
    // A motif's page trains it on real games too, where the rule set has some.
    const humanShots = human.filter((p) => p.themes.includes('shot'));
    await page.goto(base + 'puzzles/motif/shot');
    await page.locator('#motif-train-human').waitFor();
    assert.match(await page.locator('#motif-train-human').innerText(), new RegExp(`\\(${humanShots.length}\\)$`));
    await page.click('#motif-train-human');
    await page.locator('#puzzle-source').waitFor();
    assert.match(page.url(), /theme=shot&origin=human/);
    assert.ok(humanShots.some((p) => p.id === new URL(page.url()).pathname.split('/').pop()), page.url());
    // An engine's tactic names no game.
    await page.goto(base + 'puzzles/' + readPuzzles('tactics/english.pdn').find((p) => !p.origin).id);
    await page.locator('.puzzle-page').waitFor();
    assert.equal(await page.locator('#puzzle-source').count(), 0);
    await page.goto(base + 'puzzles/motif/forced-by-majority');
    await page.locator('#motif-note').waitFor();
    assert.match(await page.locator('#motif-note').innerText(), /não há lei da maioria/);
    await page.locator('#motif-none').waitFor();
    await page.goto(base + 'puzzles/motif/king-trap');
    await page.locator('#motif-example').waitFor();
    assert.match(await page.locator('h1').innerText(), /Dama presa/);
    assert.match(await page.locator('.rule-diagram figcaption').innerText(), /(claras|escuras) e ganham/);
    assert.equal(await overflows(page), false);
    await page.screenshot({ path: join(shots, 'motif-page-english-320.png'), fullPage: true });
    await page.goto(base + 'puzzles/motif/no-such-motif');
    await page.locator('text=Motivo desconhecido.').waitFor();
    assert.deepEqual(errors, []);
    await ctx.close();
  }
  // International at 390 px: the motif page of the majority-law shot.
  {
    const { ctx, page, errors } = await browser({ ruleSet: 'international', locale: 'en-US' });
    await page.goto(base + 'puzzles/motif/forced-by-majority');
    await page.locator('#motif-example').waitFor();
    assert.equal(await page.locator('#motif-note').count(), 0);
    assert.match(await page.locator('.motif-about').innerText(), /majority law/);
    assert.equal(await overflows(page), false);
    assert.deepEqual(errors, []);
    await ctx.close();
  }
});

/// Two puzzles made for the test, added to the Brazilian tactics file as the
/// page fetches it: in each, another move than the solution's wins too.
const MADE = `
[Event "Damas puzzles"]
[GameType "26"]
[FEN "W:W6,9,10:B1"]
[PuzzleId "brazilian-t9998"]
[Kind "tactic"]
[Theme "endgame"]
[Difficulty "1"]

1. 10-7 *

[Event "Damas puzzles"]
[GameType "26"]
[FEN "W:W13,15:B4,5"]
[PuzzleId "brazilian-t9999"]
[Kind "tactic"]
[Theme "endgame"]
[Difficulty "1"]

1. 15-10 *
`;

test('another winning move solves the puzzle: "wins too", the main line named and explained', async () => {
  const cases = [
    // 9-5 leaves the black man no move: decided at once.
    { id: 'brazilian-t9998', path: [9, 5], locale: 'en-US', width: 390, text: /^9-5 wins too! Solved\. The main line was 10-7\.$/ },
    // 15-11 leaves Black two moves, and the worker's search proves both lost.
    { id: 'brazilian-t9999', path: [15, 11], locale: 'pt-BR', width: 1366, text: /^15-11 também ganha! Resolvido\. A linha principal era 15-10\.$/ },
  ];
  for (const c of cases) {
    const { ctx, page, errors } = await browser({ locale: c.locale, viewport: { width: c.width, height: 800 } });
    await ctx.route(/\/data\/tactics\/brazilian\.pdn$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()) + MADE });
    });
    await page.goto(base + `puzzles/${c.id}`);
    await page.locator('.puzzle-page').waitFor();
    await playPath(page, c.path);
    await statusIs(page, 'solved');
    const said = await status(page).innerText();
    console.log(`   ${c.id}: ${said}`);
    assert.match(said, c.text);
    assert.equal(await page.locator('.puzzle-solver').getAttribute('data-misses'), '0');
    // The move played and the reply are marked; the main line is explained.
    assert.ok((await namedSquares(page)).includes(c.path[1]));
    assert.equal(await page.locator('#puzzle-explained .explained-move').count(), 1);
    assert.equal(await page.locator('#puzzle-solution').count(), 0, 'nothing left to show');
    await page.screenshot({ path: join(shots, `puzzle-also-wins-${c.width}.png`) });
    assert.deepEqual(errors, []);
    await ctx.close();
  }
});


/// The number of a square named a1–h8 on the Turkish board (a8 is 1, h1 is 64).
const turkishSquare = (name) => (8 - Number(name[1])) * 8 + (name.charCodeAt(0) - 97) + 1;

test('issue 51: turkish-t0140 at 390 px in English and Russian: the wrong capture only draws by the endgame tables, and the solution says why', async () => {
  const cases = [
    { locale: 'en-US', step: 'Light takes a king: a1xh1.', wrong: /^h2xa2 is not it: the endgame tables call it a draw, as two kings cannot beat one\. Try again\.$/,
      solved: /^Solved, after one wrong move\.$/,
      outcome: /^In all, light took a king and lost none\. The endgame tables call a1xh1 a win\. h2xa2 takes one piece too, but they call it a draw: two kings cannot beat one\.$/ },
    { locale: 'ru-RU', step: 'Белые бьют дамку: a1xh1.', wrong: /^h2xa2 — не то: по эндшпильным базам это только ничья, ведь две дамки не выигрывают у одной\. Попробуйте ещё раз\.$/,
      solved: /^Решено, но после одного неверного хода\.$/,
      outcome: /побили дамку .*a1xh1 выигрывает\. h2xa2 тоже бьёт одну шашку, но по базам это только ничья: две дамки не выигрывают у одной\.$/ },
  ];
  for (const c of cases) {
    const { ctx, page, errors } = await browser({ ruleSet: 'turkish', locale: c.locale, viewport: { width: 390, height: 844 } });
    await page.goto(base + 'puzzles/turkish-t0140');
    await page.locator('.puzzle-page').waitFor();
    for (const name of ['h2', 'a2']) await tapSquare(page, turkishSquare(name));
    await statusIs(page, 'wrong');
    // The tables' word comes from the search worker: it may follow the move.
    await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#puzzle-status')?.innerText || ''),
      c.wrong.source, { timeout: 15000 });
    await page.screenshot({ path: join(shots, `puzzle-turkish-tables-${c.locale}-390.png`) });
    await page.click('#puzzle-retry');
    for (const name of ['a1', 'h1']) await tapSquare(page, turkishSquare(name));
    await statusIs(page, 'solved');
    assert.match(await status(page).innerText(), c.solved);
    assert.deepEqual(await page.locator('#puzzle-explained .explained-move').allInnerTexts(), [c.step]);
    const outcome = await page.locator('.explained-outcome').innerText();
    console.log(`   ${c.locale}: ${outcome}`);
    assert.match(outcome, c.outcome);
    assert.equal(await overflows(page), false, 'no sideways scroll');
    await page.screenshot({ path: join(shots, `puzzle-turkish-explained-${c.locale}-390.png`), fullPage: true });
    assert.deepEqual(errors, []);
    await ctx.close();
  }
});
