// End-to-end check of the endgame tables in the browser, in headless Chromium:
//   tests/e2e/run endgame.spec.mjs
// * the build lists every rule set's tables (data/ai/files.txt), each under
//   the 400 KB budget of the worker's extra download;
// * a game against Empresário fetches the played rule set's tables only
//   (once), and the computer plays with no console error;
// * damaged tables (a flipped byte) are refused: the computer still plays.
import assert from 'node:assert/strict';
import { base, browser as open, test, run } from './lib.mjs';

const browser = (options = {}) => open({ serviceWorkers: 'block', ...options });
const RULE_SETS = ['brazilian', 'english', 'russian', 'spanish', 'italian', 'thai', 'damas10', 'international'];

/// Starts a game against Empresário in `variant`, the computer moving
/// first, and waits for its move.
async function computerFirst(page, variant) {
  await page.goto(base + 'play');
  await page.locator('#start-game').waitFor();
  await page.selectOption('#play-variant', variant);
  await page.selectOption('#play-opponent', 'empresario');
  await page.check('#play-second');
  await page.click('#start-game');
  await page.waitForFunction(() => document.querySelector('#play-status')?.textContent.includes('Sua vez'),
    null, { timeout: 30000 });
}

test('every rule set has its tables in the build, each under the budget', async () => {
  const list = await (await fetch(`${base}data/ai/files.txt`)).text();
  for (const v of RULE_SETS) {
    assert.match(list, new RegExp(`^endgame/${v}\\.egdb$`, 'm'), `${v} is listed`);
    const bytes = new Uint8Array(await (await fetch(`${base}data/ai/endgame/${v}.egdb`)).arrayBuffer());
    assert.equal(new TextDecoder().decode(bytes.slice(0, 8)), 'DAMASEGT', `${v} is a table file`);
    assert.ok(bytes.length < 250_000, `${v}: ${bytes.length} bytes`);
  }
});

test('a game fetches the played rule set\'s tables only, once', async () => {
  const { ctx, page, errors } = await browser();
  const data = [];
  ctx.on('request', (r) => { if (r.url().includes('/data/ai/endgame/')) data.push(new URL(r.url()).pathname); });
  await computerFirst(page, 'english');
  assert.deepEqual(data, ['/data/ai/endgame/english.egdb']);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('damaged tables are refused and the computer still plays', async () => {
  const { ctx, page, errors } = await browser();
  let asked = 0;
  await ctx.route('**/data/ai/endgame/**', async (route) => {
    asked += 1;
    const response = await route.fetch();
    const body = Buffer.from(await response.body());
    body[body.length >> 1] ^= 0x10;
    return route.fulfill({ response, body });
  });
  await computerFirst(page, 'international');
  assert.equal(asked, 1, 'the tables were asked for once');
  assert.deepEqual(errors, []);
  await ctx.close();
});

await run();
