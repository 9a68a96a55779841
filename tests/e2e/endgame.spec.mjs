// End-to-end check of the endgame tables in the browser, in headless Chromium:
//   tests/e2e/run endgame.spec.mjs
// * the build lists every rule set's tables (data/ai/files.txt), and a rule
//   set's extra download for the worker (its book, its tables and its
//   family's learned weights where they are used) stays under 400 KB gzip;
// (That the worker fetches only the played rule set's tables is tested
// natively: src/kernel/ai/search_worker.rs, the_worker_loads_the_played_rule_sets_endgame_tables.)
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { base, dataFiles, test } from './lib.mjs';

const RULE_SETS = ['brazilian', 'english', 'russian', 'spanish', 'italian', 'thai', 'damas10', 'international', 'turkish'];

test('every rule set has its tables in the build, each under the budget', async () => {
  const list = dataFiles(await (await fetch(`${base}data/ai/files.txt`)).text());
  for (const v of RULE_SETS) {
    assert.ok(list.includes(`endgame/${v}.egdb`), `${v} is listed`);
    const bytes = new Uint8Array(await (await fetch(`${base}data/ai/endgame/${v}.egdb`)).arrayBuffer());
    assert.equal(new TextDecoder().decode(bytes.slice(0, 8)), 'DAMASEGT', `${v} is a table file`);
    assert.ok(bytes.length < 250_000, `${v}: ${bytes.length} bytes`);
  }
});

// Each rule set's family, whose learned weights the worker fetches
// (Turkish has none yet: the hand weights are built in).
const WEIGHTS = { brazilian: 'flying-eight', russian: 'flying-eight', spanish: 'flying-eight',
  thai: 'flying-eight', english: 'short-eight', italian: 'short-eight', damas10: 'ten',
  international: 'ten', turkish: null };

test('each rule set\'s data for the worker is under 400 KB gzip', async () => {
  const list = dataFiles(await (await fetch(`${base}data/ai/files.txt`)).text());
  for (const v of RULE_SETS) {
    const files = [`book/${v}.txt`, `endgame/${v}.egdb`, ...(WEIGHTS[v] ? [`eval/${WEIGHTS[v]}.dmle`] : [])];
    let total = 0;
    for (const f of files) {
      assert.ok(list.includes(f), `${f} is listed`);
      const res = await fetch(`${base}data/ai/${f}`);
      assert.equal(res.status, 200, f);
      total += gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
    }
    console.log(`   ${v}: ${files.length} files, ${total} B gzip`);
    assert.ok(total < 400_000, `${v}: ${total} B gzip`);
  }
});

