// End-to-end check of the endgame tables in the browser, in headless Chromium:
//   tests/e2e/run endgame.spec.mjs
// * the build lists every rule set's tables (data/ai/files.txt), each under
//   the 400 KB budget of the worker's extra download;
// (That the worker fetches only the played rule set's tables is tested
// natively: src/ai.rs, the_worker_loads_the_played_rule_sets_endgame_tables.)
import assert from 'node:assert/strict';
import { base, test, run } from './lib.mjs';

const RULE_SETS = ['brazilian', 'english', 'russian', 'spanish', 'italian', 'thai', 'damas10', 'international'];

test('every rule set has its tables in the build, each under the budget', async () => {
  const list = await (await fetch(`${base}data/ai/files.txt`)).text();
  for (const v of RULE_SETS) {
    assert.match(list, new RegExp(`^endgame/${v}\\.egdb$`, 'm'), `${v} is listed`);
    const bytes = new Uint8Array(await (await fetch(`${base}data/ai/endgame/${v}.egdb`)).arrayBuffer());
    assert.equal(new TextDecoder().decode(bytes.slice(0, 8)), 'DAMASEGT', `${v} is a table file`);
    assert.ok(bytes.length < 250_000, `${v}: ${bytes.length} bytes`);
  }
});

await run();
