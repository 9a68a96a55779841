// End-to-end check of the AI's per-rule-set data files (the opening books),
// in headless Chromium:
//   tests/e2e/run book.spec.mjs
// * the search worker fetches the data list and the played rule set's book
//   only, and Empresário's first move from the start is one of the book's;
// * a book file that is blocked or answered 404 leaves the plain engine: the
//   computer still plays, with no console error.
import assert from 'node:assert/strict';
import { base, browser as open, dataFiles, test } from './lib.mjs';

const browser = (options = {}) => open({ serviceWorkers: 'block', ...options });
const moves = (page) => page.locator('.move-list .move').evaluateAll(
  (els) => els.map((e) => e.textContent.trim()).filter((t) => t !== '' && t !== '…'));

/// The moves the book file gives for the start position (its `- :` line).
async function startBookMoves(variant) {
  const text = await (await fetch(`${base}data/ai/book/${variant}.txt`)).text();
  const line = text.split('\n').find((l) => l.startsWith('- :'));
  assert.ok(line, `the ${variant} book has the start position`);
  const words = line.slice(3).trim().split(/\s+/);
  return words.filter((_, i) => i % 2 === 0);
}

/// Starts a game against Empresário in `variant`, the computer moving
/// first, and waits for its move; returns the move list.
async function computerFirst(page, variant) {
  // The link a rules page gives: the form opens on that rule set (and gets
  // its level ready for it, not for another rule set).
  await page.goto(`${base}play?variant=${variant}`);
  await page.locator('#start-game').waitFor();
  await page.selectOption('#play-variant', variant);
  await page.selectOption('#play-opponent', 'empresario');
  await page.check('#play-second');
  await page.click('#start-game');
  await page.waitForFunction(() => document.querySelector('#play-status')?.textContent.includes('Sua vez'),
    null, { timeout: 20000 });
  return moves(page);
}

// Each rule set's family, whose learned weights the worker fetches with the
// rule set's book and tables.
const FAMILY = { brazilian: 'flying-eight', english: 'short-eight' };

for (const variant of Object.keys(FAMILY)) {
  test(`${variant}: the worker fetches only its book, tables and family's weights, and plays a book move`, async () => {
    const { ctx, page, errors } = await browser();
    const data = [];
    ctx.on('request', (r) => { if (r.url().includes('/data/ai/')) data.push(new URL(r.url()).pathname); });
    const list = dataFiles(await (await fetch(`${base}data/ai/files.txt`)).text());
    assert.ok(list.includes(`book/${variant}.txt`), 'the build lists the books');
    const book = await startBookMoves(variant);
    const played = await computerFirst(page, variant);
    assert.equal(played.length, 1);
    assert.ok(book.includes(played[0]), `${played[0]} is a book move (${book.join(' ')})`);
    // The played rule set's files (its book, and its endgame tables: they are
    // fetched at the first search too) and its family's learned weights,
    // never another's. The page asks for them too as it opens (this test's
    // server lets the browser keep nothing): each file counted once.
    const own = list.filter((l) => l.includes(`/${variant}.`) || l === `eval/${FAMILY[variant]}.dmle`)
      .map((l) => `/data/ai/${l}`);
    assert.equal(own.length, 3, `book, tables and weights are listed: ${own.join(' ')}`);
    assert.deepEqual([...new Set(data)].sort(), ['/data/ai/files.txt', ...own].sort());
    console.log(`   ${variant}: first move ${played[0]} of the book's ${book.join(' ')}`);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

test('the seed varies the book move over new games', async () => {
  const { ctx, page, errors } = await browser();
  const seen = new Set();
  for (let i = 0; i < 6 && seen.size < 2; i++) seen.add((await computerFirst(page, 'russian'))[0]);
  const book = await startBookMoves('russian');
  assert.ok([...seen].every((m) => book.includes(m)), `${[...seen]} in ${book}`);
  if (book.length > 1) assert.ok(seen.size > 1, `more than one first move: ${[...seen]}`);
  assert.deepEqual(errors, []);
  await ctx.close();
});

for (const [how, handler] of [
  ['blocked', (route) => route.abort()],
  ['404', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not here' })],
]) {
  test(`a ${how} book file: the computer still plays, no console error`, async () => {
    const { ctx, page, errors } = await browser();
    let asked = 0;
    await ctx.route('**/data/ai/book/**', (route) => { asked += 1; return handler(route); });
    const played = await computerFirst(page, 'brazilian');
    assert.equal(played.length, 1, 'the computer played');
    assert.equal(asked, 1, 'the book was asked for once');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

