// End-to-end check of the puzzles pages, in headless Chromium.
//   node tests/e2e/puzzles.spec.mjs http://127.0.0.1:PORT/
// Today's puzzle is read from the page (its id), its solution from
// puzzles/brazilian.pdn, and the full landing squares of each move from the
// engine's command (`target/release/damas moves`; built if missing, or
// $DAMAS_BIN). Screenshots at 390×844 and 1280×800 go to `shots`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { base, shots, browser as open, test, run } from './lib.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const browser = (options = {}) => open({ serviceWorkers: 'block', ...options });

// ---- The puzzles file and the engine ----
function readPuzzles(file) {
  const text = readFileSync(join(ROOT, 'puzzles', file), 'utf8');
  return text.split(/(?=\[Event )/).filter((g) => g.includes('[PuzzleId')).map((g) => {
    const tag = (name) => (g.match(new RegExp(`\\[${name} "([^"]*)"\\]`)) || [])[1];
    const body = g.split('\n').filter((l) => l.trim() && !l.startsWith('[')).join(' ');
    const moves = body.split(/\s+/).filter((w) => w && w !== '*' && !/^\d+\.+$/.test(w));
    return { id: tag('PuzzleId'), fen: tag('FEN'), themes: tag('Theme').split(/[ ,]+/), moves };
  });
}
const PUZZLES = readPuzzles('brazilian.pdn');

const BIN = process.env.DAMAS_BIN || join(ROOT, 'target', 'release', 'damas');
function damas(...args) {
  if (!existsSync(BIN)) {
    execFileSync('cargo', ['build', '--release', '-p', 'damas-engine', '--bin', 'damas'], { cwd: ROOT, stdio: 'inherit' });
  }
  return execFileSync(BIN, args, { encoding: 'utf8' }).trim();
}
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
  console.log(`   /puzzles ready ${Math.round(await page.evaluate(() => performance.now()))} ms after navigation`);
  assert.equal(await page.locator('#streak-count').getAttribute('data-days'), '0');
  assert.equal(await page.locator('#rating-value').innerText(), '1500');
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
  assert.match(await page.locator('#puzzle-rating-note').innerText(), /Pontuação: 1\d\d\d \(\+\d+\)/);
  await page.screenshot({ path: join(shots, 'puzzle-solved-390x844.png'), fullPage: true });

  // The streak, after a reload of the list.
  await page.goto(base + 'puzzles');
  await page.locator('#daily-card').waitFor();
  await page.reload();
  await page.locator('#daily-card').waitFor();
  assert.equal(await page.locator('#streak-count').getAttribute('data-days'), '1');
  assert.match(await page.locator('#streak-count').innerText(), /1 dia/);
  assert.match(await page.locator('.daily-state').innerText(), /Resolvido hoje/);
  assert.ok(Number(await page.locator('#rating-value').innerText()) > 1500);
  const saved = JSON.parse(await page.evaluate(() => localStorage.getItem('damas.v1.puzzles')));
  assert.equal(saved.tried[id].last, 'clean');
  assert.equal(Object.values(saved.daily.brazilian).length, 1);
  assert.match(await page.locator('.history-list').innerText(), /resolvido/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a legal wrong move is refuted, then retried; hints; missed puzzles come back', async () => {
  const { ctx, page, errors } = await browser({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  // A shot: several legal moves, one solution.
  const puzzle = PUZZLES.find((p) => p.themes.includes('shot') && legalMoves(p.fen).length >= 3);
  const [from, to] = ends(puzzle.moves[0]);
  const wrong = legalMoves(puzzle.fen).find((m) => ends(m)[0] !== from || ends(m)[1] !== to);
  console.log(`   ${puzzle.id}: solution ${puzzle.moves[0]}, trying ${wrong}`);
  await page.goto(base + `puzzles/${puzzle.id}`);
  await page.locator('.puzzle-page').waitFor();
  const t0 = Date.now();
  await playPath(page, wrong.split(/[-x]/).map(Number));
  await statusIs(page, 'wrong');
  console.log(`   refutation shown ${Date.now() - t0} ms after the tap`);
  const why = await status(page).innerText();
  console.log(`   refutation message: ${why}`);
  assert.match(why, /is not it: the opponent answers \d+[-x]\d+/);
  await page.screenshot({ path: join(shots, 'puzzle-wrong-1280x800.png') });
  await page.click('#puzzle-retry');
  await statusIs(page, 'turn');

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
  await page.locator('#retry-missed').waitFor();
  assert.match(await page.locator('#retry-missed').innerText(), /Retry the ones I missed \(1\)/);
  assert.equal(await page.locator('#streak-count').getAttribute('data-days'), '0');
  assert.ok(Number(await page.locator('#rating-value').innerText()) < 1500);
  await page.screenshot({ path: join(shots, 'puzzles-1280x800.png'), fullPage: true });
  await page.click('#retry-missed');
  await page.locator('.puzzle-page').waitFor();
  assert.equal(await page.locator('.puzzle-page').getAttribute('data-id'), puzzle.id);
  await solve(page, puzzle);
  await statusIs(page, 'solved');
  assert.match(await status(page).innerText(), /Solved, first try/);
  await page.screenshot({ path: join(shots, 'puzzle-1280x800.png') });
  // Retried cleanly: off the missed list.
  await page.goto(base + 'puzzles');
  await page.locator('#retry-missed').waitFor();
  assert.match(await page.locator('#retry-missed').innerText(), /\(0\)/);
  // A theme filter and an unknown id.
  await page.click('.chip[data-theme="shot"]');
  const shown = await page.locator('.tiles li').count();
  assert.equal(shown, PUZZLES.filter((p) => p.themes.includes('shot')).length);
  await page.goto(base + 'puzzles/brazilian-9999');
  await page.locator('text=Puzzle not found.').waitFor();
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('10×10: a wrong move in an international shot is refuted quickly', async () => {
  const { ctx, page, errors } = await browser({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const puzzle = readPuzzles('international.pdn')
    .find((p) => p.themes.includes('shot') && legalMoves(p.fen, 'international').length >= 3);
  const [from, to] = ends(puzzle.moves[0]);
  const wrong = legalMoves(puzzle.fen, 'international').find((m) => ends(m)[0] !== from || ends(m)[1] !== to);
  await page.goto(base + `puzzles/${puzzle.id}`);
  await page.locator('.puzzle-page').waitFor();
  const t0 = Date.now();
  await playPath(page, wrong.split(/[-x]/).map(Number));
  await statusIs(page, 'wrong');
  console.log(`   ${puzzle.id}: ${wrong} refuted in ${Date.now() - t0} ms: ${await status(page).innerText()}`);
  await page.screenshot({ path: join(shots, 'puzzle-10x10-1280x800.png') });
  assert.deepEqual(errors, []);
  await ctx.close();
});

await run();
