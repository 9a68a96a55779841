// Measurements of the release build, printed (not asserted): the sizes of
// the wasm and JS files the first page and the pages opened from it
// download, the time to an interactive board on loopback, and
// the longest main-thread task and frame gap while the computer thinks.
//   tests/e2e/run perf.spec.mjs
// Sizes are read from $DIST (tests/e2e/run exports it), else fetched from URL.
// Only what is robust is asserted: the home page loads no other page's code
// and a page opened from it fetches its own, the board does answer a tap, and
// the page answers a click while the computer thinks.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { base, browser as open, tap, test } from './lib.mjs';
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

/// A built file's bytes (`path` as the page asked for it), from $DIST or
/// over HTTP.
async function builtFile(path) {
  if (process.env.DIST) return readFileSync(join(process.env.DIST, path));
  return Buffer.from(await (await fetch(new URL(path, base))).arrayBuffer());
}

/// The wasm and JS files and the language's texts (paths) the page asks
/// for while `act` runs.
async function modulesFetched(page, act) {
  const paths = [];
  const note = (req) => {
    const path = new URL(req.url()).pathname;
    if (/\.(wasm|js|ftl)$/.test(path) && path !== '/sw.js' && !paths.includes(path)) paths.push(path);
  };
  page.on('request', note);
  await act();
  await page.waitForLoadState('networkidle');
  page.off('request', note);
  return paths;
}

/// Prints `paths` with their sizes (raw, gzip -9) under `title`; their gzip total.
async function printSizes(title, paths) {
  let total = 0;
  console.log(`   ${title}:`);
  for (const path of paths) {
    const bytes = await builtFile(path);
    const gz = gzipSync(bytes, { level: 9 }).length;
    total += gz;
    console.log(`     ${path.replace(/^\/app-[0-9a-f]+\//, '').padEnd(34)} ${kb(bytes.length).padStart(10)} raw ${kb(gz).padStart(10)} gzip`);
  }
  console.log(`     total ${kb(total)} gzip`);
  return total;
}

/// One load of `/play` driven by AUTOPLAY: the stamps of form, board and selection.
async function loadToInteractive(page) {
  await page.goto(base + 'play');
  await page.waitForFunction(() => window.__stamps?.selected, null, { timeout: 20000 });
  return page.evaluate(() => window.__stamps);
}

// The app's wasm is split by route (scripts/split-wasm, src/app/lazy_routes.rs):
// the home page must not download any other page's code, and a page opened
// from it must fetch its own. Fails on an unsplit build, or when the home
// page's code pulls in another page's.
test('split by route: home downloads only the main module; /play, /learn and /puzzles fetch theirs', async () => {
  const { page, ctx, errors } = await browser();
  const home = await modulesFetched(page, async () => {
    await page.goto(base);
    await page.locator('header.header .brand').waitFor();
    await page.locator('.home .cards').waitFor();
  });
  assert.ok(home.some((p) => /\/app-[0-9a-f]{16}\/damas-app_bg\.wasm$/.test(p)), `the main module is loaded: ${home}`);
  const lazy = (paths) => paths.filter((p) => /\/(split|chunk)_[^/]*\.wasm$/.test(p));
  assert.deepEqual(home.filter((p) => p.endsWith('.ftl')), ['/locales/pt-BR.shell.ftl'], 'the home page fetches its language\'s shell texts only');
  assert.deepEqual(lazy(home), [], 'the home page fetches no page module nor shared chunk');
  await printSizes('first page (/), what it downloads', home);
  for (const [href, split, shown] of [
    ['/play', 'split_play.wasm', '#start-game'],
    ['/learn', 'split_learn.wasm', 'section.learn h1'],
    ['/puzzles', 'split_puzzles.wasm', '.puzzles h1'],
  ]) {
    if (href !== '/play') {
      await page.goto(base);
      await page.locator('.home .cards').waitFor();
    }
    const extra = await modulesFetched(page, async () => {
      await page.click(`.home .cards a[href="${href}"]`);
      await page.locator(shown).first().waitFor();
    });
    assert.ok(extra.some((p) => p.endsWith('/' + split)), `${href} fetched ${split}: ${extra}`);
    assert.ok(!extra.some((p) => /damas-app/.test(p)), `${href} does not load the main module again: ${extra}`);
    await printSizes(`${href} opened from home, what it adds`, extra);
  }
  assert.deepEqual(errors, []);
  await ctx.close();
});

// Opened directly on a page, index.html's loader preloads that page's group
// with the main module: each of its files is requested once (the preload
// is what the split loader uses), none on the home page.
test('a deep link preloads its group: /play and /learn/board directly, each file once', async () => {
  for (const [path, split, shown] of [['play', 'split_play.wasm', '#start-game'], ['learn/board', 'split_learn.wasm', '.stage-total']]) {
    const { page, ctx, errors } = await browser();
    const requests = [];
    page.on('request', (req) => requests.push(new URL(req.url()).pathname));
    await page.goto(base + path);
    await page.locator(shown).first().waitFor();
    await page.waitForLoadState('networkidle');
    const preloaded = await page.evaluate(() => [...document.querySelectorAll('link[rel=preload][as=fetch]')]
      .map((l) => new URL(l.href).pathname));
    assert.ok(preloaded.some((p) => p.endsWith('/' + split)), `/${path} preloads ${split}: ${preloaded}`);
    const modules = requests.filter((p) => /\/(split|chunk)_[^/]*\.wasm$/.test(p));
    assert.ok(modules.some((p) => p.endsWith('/' + split)), `/${path} fetched ${split}`);
    const twice = modules.filter((p, i) => modules.indexOf(p) !== i);
    assert.deepEqual(twice, [], `/${path}: no module is downloaded twice`);
    assert.deepEqual(errors, []);
    await ctx.close();
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

