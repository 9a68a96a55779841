// Measurements of the release build, printed (not asserted): the sizes of
// the wasm and JS files, the time to an interactive board on loopback, and
// the longest main-thread task and frame gap while the computer thinks.
//   tests/e2e/run perf.spec.mjs          (or: node tests/e2e/perf.spec.mjs URL)
// Sizes are read from $DIST (tests/e2e/run exports it), else fetched from URL.
// Only what is robust is asserted: the board does answer a tap, and the page
// answers a click while the computer thinks.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { base, browser as open, tap, test, run } from './lib.mjs';
import { AUTOPLAY } from './autoplay.mjs';

const browser = (options = {}) => open({ serviceWorkers: 'block', ...options });
const RUNS = 5;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (x) => `${Math.round(x)} ms`;

/// min / median / max of a list of numbers, as text.
function spread(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return `min ${ms(s[0])}  median ${ms(s[Math.floor(s.length / 2)])}  max ${ms(s[s.length - 1])}`;
}

/// The app's wasm and JS files: name → bytes, from $DIST or over HTTP.
async function builtFiles() {
  const wanted = (name) => /\.(wasm|js)$/.test(name) && name !== 'sw.js';
  if (process.env.DIST) {
    return readdirSync(process.env.DIST).filter(wanted)
      .map((name) => [name, readFileSync(join(process.env.DIST, name))]);
  }
  const html = await (await fetch(base)).text();
  const names = new Set([...html.matchAll(/["'/]([\w.-]+\.(?:wasm|js))["']/g)].map((m) => m[1]));
  for (const extra of ['worker.js', 'worker_bg.wasm']) names.add(extra);
  const out = [];
  for (const name of [...names].filter(wanted)) {
    const res = await fetch(new URL(name, base));
    if (res.ok) out.push([name, Buffer.from(await res.arrayBuffer())]);
  }
  return out;
}

/// One load of `/play` driven by AUTOPLAY: the stamps of form, board and selection.
async function loadToInteractive(page) {
  await page.goto(base + 'play');
  await page.waitForFunction(() => window.__stamps?.selected, null, { timeout: 20000 });
  return page.evaluate(() => window.__stamps);
}

test('sizes of the release wasm and JS (raw and gzip -9)', async () => {
  const files = await builtFiles();
  assert.ok(files.some(([n]) => n.endsWith('.wasm')), 'a wasm file was built');
  for (const [name, bytes] of files) {
    console.log(`   ${name.padEnd(36)} ${kb(bytes.length).padStart(10)} raw ${kb(gzipSync(bytes, { level: 9 }).length).padStart(10)} gzip`);
  }
});

test(`time to an interactive board on /play, ${RUNS} fresh profiles and ${RUNS} warm loads`, async () => {
  const cold = { form: [], board: [], selected: [] };
  for (let i = 0; i < RUNS; i++) {
    const { ctx, page, errors } = await browser();
    await ctx.addInitScript(AUTOPLAY);
    const s = await loadToInteractive(page);
    for (const k of Object.keys(cold)) cold[k].push(s[k]);
    assert.deepEqual(errors, []);
    await ctx.close();
  }
  const warm = { form: [], board: [], selected: [] };
  const { ctx, page, errors } = await browser();
  await ctx.addInitScript(AUTOPLAY);
  await loadToInteractive(page); // fills the HTTP and code caches
  for (let i = 0; i < RUNS; i++) {
    await page.evaluate(() => localStorage.clear());
    const s = await loadToInteractive(page);
    for (const k of Object.keys(warm)) warm[k].push(s[k]);
  }
  assert.deepEqual(errors, []);
  await ctx.close();
  for (const [name, r] of [['fresh', cold], ['warm', warm]]) {
    console.log(`   ${name}: form shown       ${spread(r.form)}`);
    console.log(`   ${name}: board drawn      ${spread(r.board)}`);
    console.log(`   ${name}: tap answered     ${spread(r.selected)}`);
  }
});

// Long tasks (buffered) and the longest gap between animation frames, from
// `window.__watch()` on.
// Also `window.__moves()`: how many moves the move list shows.
const WATCH = () => {
  window.__moves = () => [...document.querySelectorAll('.move-list .move')]
    .filter((e) => !['', '…'].includes(e.textContent.trim())).length;
  window.__long = [];
  new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => [e.startTime, e.duration])))
    .observe({ type: 'longtask', buffered: true });
  window.__watch = () => {
    const t0 = performance.now();
    window.__from = t0;
    window.__gap = 0;
    let last = t0;
    const frame = (t) => {
      window.__gap = Math.max(window.__gap, t - last);
      last = t;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
};

const movesPlayed = (page) => page.evaluate(() => window.__moves());
const squareOf = (id) => Number(id.split('-sq')[1]);

/// Plays one legal move of the user's: the first movable piece, then the
/// first target, square by square through a chain capture.
async function playAnyMove(page) {
  const before = await movesPlayed(page);
  const from = await page.locator('svg.board-svg g.square:has(g.piece.movable)').first().getAttribute('id');
  await tap(page, squareOf(from));
  for (;;) {
    const to = squareOf(await page.locator('svg.board-svg g.square:has(rect.target)').first().getAttribute('id'));
    await tap(page, to);
    // Either the move is in the list, or the chain goes on from `to`.
    await page.waitForFunction(([before, to]) => {
      const played = window.__moves() > before;
      const onward = !document.querySelector(`svg.board-svg g.square[id$="-sq${to}"] rect.target`)
        && document.querySelector('svg.board-svg rect.target');
      return played || onward;
    }, [before, to]);
    if (await movesPlayed(page) > before) return;
  }
}

test('longest main-thread task and frame gap while Empresário thinks (up to 5 replies)', async () => {
  const { ctx, page, errors } = await browser({ viewport: { width: 1280, height: 800 } });
  await ctx.addInitScript(WATCH);
  await page.goto(base + 'play');
  await page.locator('#start-game').waitFor();
  await page.selectOption('#play-opponent', 'empresario');
  await page.click('#start-game');
  await page.locator('svg.board-svg').waitFor();
  await page.evaluate(() => window.__watch());
  const clicks = [];
  const thoughts = [];
  // Until the computer has thought five times (forced replies are instant),
  // unless the game ends first.
  const over = async () => await page.locator('.end-banner').count() > 0;
  for (let moves = 0; thoughts.length < 5 && moves < 20 && !await over(); moves++) {
    await playAnyMove(page);
    const t0 = Date.now();
    // While it thinks, the page answers a click: flip the board, and back.
    if (await page.locator('.thinking-dot.on').count() === 1) {
      const flip = page.locator('.play-actions button', { hasText: 'Virar o tabuleiro' });
      const x = () => page.locator('svg.board-svg g.square[id$="-sq1"] rect').getAttribute('x');
      const x0 = await x();
      await flip.click();
      await page.waitForFunction((x0) => document.querySelector('svg.board-svg g.square[id$="-sq1"] rect')
        .getAttribute('x') !== x0, x0, { timeout: 5000 });
      clicks.push({ ms: Date.now() - t0, thinking: await page.locator('.thinking-dot.on').count() === 1 });
      await flip.click();
      await page.waitForFunction((x0) => document.querySelector('svg.board-svg g.square[id$="-sq1"] rect')
        .getAttribute('x') === x0, x0, { timeout: 5000 });
    }
    await page.waitForFunction((n) => document.querySelector('.end-banner')
      || (!document.querySelector('.thinking-dot.on') && window.__moves() >= n), 2 * moves + 2, { timeout: 20000 });
    if (Date.now() - t0 > 300) thoughts.push(Date.now() - t0);
  }
  assert.ok(thoughts.length >= 3, `the computer thought ${thoughts.length} times`);
  const r = await page.evaluate(() => {
    const during = window.__long.filter(([start]) => start >= window.__from);
    return {
      longest: Math.max(0, ...during.map(([, d]) => d)),
      count: during.length,
      at: during.map(([start, d]) => `${Math.round(d)} ms at +${((start - window.__from) / 1000).toFixed(2)} s`),
      gap: window.__gap,
      seconds: (performance.now() - window.__from) / 1000,
      loadLongest: Math.max(0, ...window.__long.filter(([start]) => start < window.__from).map(([, d]) => d)),
    };
  });
  console.log(`   over ${r.seconds.toFixed(1)} s, the computer thinking ${thoughts.map(ms).join(', ')}:`);
  console.log(`   longest main-thread task ${ms(r.longest)} (${r.count} tasks over 50 ms: ${r.at.join(', ') || 'none'}); longest frame gap ${ms(r.gap)}`);
  console.log(`   click → board flipped (Playwright's click included): ${clicks.map((c) => ms(c.ms) + (c.thinking ? '' : ' (reply came first)')).join(', ')}`);
  console.log(`   (before that, while loading: longest task ${ms(r.loadLongest)})`);
  assert.ok(clicks.some((c) => c.thinking), 'at least one click was answered while the computer was still thinking');
  assert.deepEqual(errors, []);
  await ctx.close();
});

await run();
