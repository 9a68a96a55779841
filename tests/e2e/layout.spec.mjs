// Every screen (issue 13): on 320, 360, 390 px phones and a 1366×800 laptop,
// in Portuguese (the longer words) and English, the header's items are all
// on screen and never overlap, and a game, a lesson and a puzzle show their
// board whole (below the sticky header, above the fold) with what is needed
// to play it. Also: a static host's 404.html is the app.
//   tests/e2e/run layout.spec.mjs
// (tests/e2e/run builds the app, serves it and calls this.) Screenshots go
// to tests/e2e/screenshots/ (or $DAMAS_SCREENSHOTS): layout-<page>-<lang>-<w>x<h>.png.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  base, shots, browser as open, brokenButtonWords, startGame, openPosition, squareClass, tap, tapDrawn, test,
} from './lib.mjs';

const browser = (options = {}) => open({ serviceWorkers: 'block', ...options });
const SIZES = [[320, 640], [390, 844], [1366, 800]];
/// Phones held sideways.
const LANDSCAPE = [[844, 390], [640, 360]];
const ALL_SIZES = [...SIZES, ...LANDSCAPE];

/// The lesson level with the longest goal text (Portuguese, the longer
/// language), read from the lessons' source: `learn/<stage>/<level>`.
function longestGoal(folder) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const dir = join(root, 'src', 'learn', 'stages');
  // The messages of the language's lessons file: name → text.
  const messages = new Map();
  let last = null;
  for (const line of readFileSync(join(root, 'locales', folder, 'lessons.ftl'), 'utf8').split('\n')) {
    const m = line.match(/^([a-zA-Z][\w-]*) = (.*)$/);
    if (m) { last = m[1]; messages.set(last, m[2]); } else if (last && line.startsWith(' ')) messages.set(last, `${messages.get(last)} ${line.trim()}`);
  }
  let best = { len: 0, path: null };
  for (const file of readdirSync(dir).filter((f) => /^s\d+_.*\.rs$/.test(f))) {
    const text = readFileSync(join(dir, file), 'utf8');
    const stage = text.match(/^ {4}id: "([^"]+)"/m)[1];
    // The stage's first version only (the one the spec's rule set,
    // Brazilian, opens): a file may hold another version of the stage for
    // other rule sets (English checkers' short kings), numbered from 1 again.
    const first = text.split(/\blevels: &\[/)[1] || '';
    // A goal names its message by its generated key (build.rs):
    // key::BOARD_CORNER_GOAL is the message board-corner-goal.
    const goals = [...first.matchAll(/goal_text: t\(key::([A-Z0-9_]+)\)/g)];
    goals.forEach((g, i) => {
      const goal = messages.get(g[1].toLowerCase().replaceAll('_', '-')) || '';
      if (goal.length > best.len) best = { len: goal.length, path: `learn/${stage}/${i + 1}` };
    });
  }
  assert.ok(best.path, 'no lesson goals found');
  return best.path;
}
// Every language of the app: Spanish and Russian run longer than English.
const LANGS = [['pt', 'pt-BR', 'pt-BR'], ['en', 'en-US', 'en'], ['es', 'es-ES', 'es'], ['ru', 'ru-RU', 'ru']];

/// The header's visible items (brand, rule-set menu, language button, nav
/// links): each wholly on screen and not clipped by the scrolling nav, and no
/// two overlapping.
async function checkHeader(page, label) {
  const items = await page.evaluate(() => {
    const nav = document.querySelector('nav.nav').getBoundingClientRect();
    const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
    return [...document.querySelectorAll('header .brand, header select, header button, header nav a')]
      .filter(shown)
      .map((e) => {
        const r = e.getBoundingClientRect();
        const inNav = e.closest('nav') !== null;
        return {
          name: (e.id || e.textContent.trim() || e.className).slice(0, 20),
          left: r.left, right: r.right, top: r.top, bottom: r.bottom,
          clipped: inNav && (r.left < nav.left - 0.5 || r.right > nav.right + 0.5),
        };
      });
  });
  const width = page.viewportSize().width;
  assert.ok(items.length >= 8, `${label}: header items ${items.map((i) => i.name)}`);
  for (const i of items) {
    assert.ok(i.left >= -0.5 && i.right <= width + 0.5 && !i.clipped,
      `${label}: "${i.name}" is off screen (${Math.round(i.left)}–${Math.round(i.right)} of ${width})`);
  }
  for (let a = 0; a < items.length; a++) {
    for (let b = a + 1; b < items.length; b++) {
      const p = items[a];
      const q = items[b];
      const overlap = Math.min(p.right, q.right) - Math.max(p.left, q.left) > 0.5
        && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 0.5;
      assert.ok(!overlap, `${label}: "${p.name}" overlaps "${q.name}"`);
    }
  }
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
    `${label}: the page scrolls sideways`);
  // The links never scroll sideways under the rule set's menu (Russian at
  // 1366 px with International chosen: 8–10 px of "Настройки" hid there).
  const navOver = await page.evaluate(() => { const n = document.querySelector('nav.nav'); return n.scrollWidth - n.clientWidth; });
  assert.ok(navOver <= 0, `${label}: the links overflow their bar by ${navOver} px`);
}

/// The header's rule-set menu says it is the rule set, not a second
/// language menu: a small board beside it at every width, and where its word
/// shows (from 560 px) the word is not a link's ("Правила" twice in Russian).
async function checkRuleSetMarked(page, label) {
  const r = await page.evaluate(() => {
    const shown = (e) => e && e.getClientRects().length > 0 && e.getBoundingClientRect().width > 2;
    const icon = document.querySelector('header .ruleset-picker svg.ruleset-icon');
    const select = document.querySelector('#ruleset').getBoundingClientRect();
    const word = document.querySelector('header .ruleset-picker .label');
    const norm = (t) => t.trim().toLowerCase().replace(/s$/, '');
    return {
      icon: shown(icon) && icon.getBoundingClientRect().right <= select.left + 0.5,
      word: shown(word) ? word.textContent.trim() : null,
      links: [...document.querySelectorAll('header nav a')].map((a) => a.textContent.trim()),
      same: shown(word) && [...document.querySelectorAll('header nav a')].some((a) => norm(a.textContent) === norm(word.textContent)),
    };
  });
  assert.ok(r.icon, `${label}: no board beside the rule set's menu`);
  assert.ok(!r.same, `${label}: the rule set's word "${r.word}" is also a link (${r.links.join(', ')})`);
  return r.word;
}

/// Each element matched by `selector` lies wholly in the viewport, below the
/// sticky header (nothing hidden under it, no scrolling needed).
async function checkInView(page, selector, label) {
  const boxes = await page.locator(selector).evaluateAll((els) => {
    const header = document.querySelector('header.header').getBoundingClientRect().bottom;
    return els.filter((e) => e.getClientRects().length > 0).map((e) => {
      const r = e.getBoundingClientRect();
      return { header, top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    });
  });
  const { width, height } = page.viewportSize();
  assert.ok(boxes.length > 0, `${label}: nothing matches ${selector}`);
  for (const b of boxes) {
    assert.ok(b.top >= b.header - 0.5 && b.bottom <= height + 0.5 && b.left >= -0.5 && b.right <= width + 0.5,
      `${label}: ${selector} at x ${Math.round(b.left)}–${Math.round(b.right)}, y ${Math.round(b.top)}–`
      + `${Math.round(b.bottom)}; the header ends at ${Math.round(b.header)}, the window is ${width}×${height}`);
  }
}

const shot = (page, name, lang) => {
  const { width, height } = page.viewportSize();
  return page.screenshot({ path: join(shots, `layout-${name}-${lang}-${width}x${height}.png`) });
};

for (const [lang, locale, folder] of LANGS) {
  test(`${lang}: the header at 320, 360, 390 and 1366 px: every item on screen, none overlapping`, async () => {
    const { ctx, page } = await browser({ locale });
    await page.goto(base);
    await page.locator('header.header .brand').waitFor();
    for (const [w, h] of [[320, 640], [360, 740], [390, 844], [1366, 800], ...LANDSCAPE]) {
      await page.setViewportSize({ width: w, height: h });
      await checkHeader(page, `${lang} ${w}px`);
      // (A phone held sideways at 640 px has no room for the board.)
      const word = w === 640 ? null : await checkRuleSetMarked(page, `${lang} ${w}px`);
      if (w === 1366) assert.ok(word, `${lang} 1366px: the rule set's menu has no word beside it`);
      if (w !== 360) await shot(page, 'home', lang);
    }
    // Every rule set's name in the menu: the header keeps its links whole
    // (the longer names widen the menu).
    const ruleSets = await page.locator('#ruleset option').evaluateAll((os) => os.map((o) => o.value));
    for (const [w, h] of [[320, 640], [390, 844], [1366, 800], ...LANDSCAPE]) {
      await page.setViewportSize({ width: w, height: h });
      for (const id of ruleSets) {
        await page.selectOption('#ruleset', id);
        await checkHeader(page, `${lang} ${w}px ${id}`);
        // The name whole, Russian's longest ("Бразильские 10×10") at
        // 320 px and beside the links of a phone held sideways too.
        const { text, cut } = await selectCut(page, '#ruleset');
        assert.ok(cut <= 0, `${lang} ${w}px: the header's "${text}" is cut by ${cut} px`);
      }
    }
    await page.selectOption('#ruleset', 'brazilian');
    await ctx.close();
  });

  test(`${lang}: a game: the board, the status and the game's buttons fit the window (also sideways)`, async () => {
    const { ctx, page } = await browser({ locale });
    await startGame(page, 'domador');
    for (const [w, h] of ALL_SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'game', lang);
      const label = `${lang} game ${w}×${h}`;
      await checkHeader(page, label);
      await checkInView(page, 'svg.board-svg', label);
      await checkInView(page, '#play-status', label);
      await checkInView(page, '.play-actions button', label);
    }
    await ctx.close();
  });

  test(`${lang}: a lesson and a puzzle: the board, the task and the buttons fit the window (also sideways)`, async () => {
    const { ctx, page } = await browser({ locale });
    const page1 = page;
    // The longest goal text too: it shrinks the board, never pushes the
    // buttons off (issue 13: on 320×640 they fell below the fold).
    const longest = longestGoal(folder);
    // And the longest of the short-kings course (English checkers: "the
    // move", with nine levels and a practice note above the board).
    const english = await browser({ locale, ruleSet: 'english' });
    for (const [path, page] of [['learn/board/3', page1], ['learn/ten/1', page1], [longest, page1], ['learn/endings/8', english.page]]) {
      await page.goto(base + path);
      await page.locator('.lesson').waitFor();
      for (const [w, h] of ALL_SIZES) {
        await page.setViewportSize({ width: w, height: h });
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(100);
        const label = `${lang} ${path} ${w}×${h}`;
        await shot(page, path.replaceAll('/', '-'), lang);
        for (const part of ['svg.board-svg', '#lesson-goal', '#lesson-turn', '.lesson-controls button']) {
          await checkInView(page, part, label);
        }
        // Still a board to play on: at least 11rem (176 px) a side.
        const side = await page.locator('svg.board-svg').evaluate((e) => e.getBoundingClientRect().width);
        assert.ok(side >= 175, `${label}: the board is ${Math.round(side)} px`);
      }
    }
    await english.ctx.close();
    // A refused move (31 may not move: 22 must capture): its explanation
    // shows, with the board and the buttons.
    await page.goto(base + 'learn/compulsory/1');
    await page.locator('.lesson').waitFor();
    for (const [w, h] of ALL_SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(100);
      await tap(page, 31);
      await page.locator('#lesson-why').waitFor();
      const label = `${lang} refused move ${w}×${h}`;
      await shot(page, 'lesson-refused', lang);
      for (const part of ['svg.board-svg', '#lesson-goal', '#lesson-why', '.board-message', '.lesson-controls button']) {
        await checkInView(page, part, label);
      }
      // The board's refusal is on top where it is drawn: nothing covers its
      // lines (on a 320 px phone its second line once hid under the note).
      const covered = await page.locator('.board-message').evaluate((m) => {
        const r = m.getBoundingClientRect();
        const points = [[0.5, 0.15], [0.5, 0.85], [0.2, 0.5], [0.8, 0.5]];
        return r.height < 10 ? 'empty'
          : points.map(([x, y]) => document.elementFromPoint(r.left + x * r.width, r.top + y * r.height))
            .filter((e) => !m.contains(e)).map((e) => e && e.className).join(' ');
      });
      assert.equal(covered, '', `${label}: the refusal is covered by ${covered}`);
    }
    // The daily puzzle of 5 December 2026: in Portuguese its tags (the
    // daily badge, three themes) take three lines on a 320 px phone, and
    // they once pushed the status below the fold.
    await page.clock.setFixedTime(new Date('2026-12-05T12:00:00Z'));
    await page.goto(base + 'puzzles');
    await page.locator('#daily-solve').click();
    await page.locator('.puzzle-page').waitFor();
    for (const [w, h] of ALL_SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(100);
      const label = `${lang} puzzle ${w}×${h}`;
      await shot(page, 'puzzle', lang);
      await checkInView(page, 'svg.board-svg', label);
      await checkInView(page, '#puzzle-status', label);
      if (h < w) await checkInView(page, '.puzzle-actions button', label);
    }
    // The puzzle with the longest themes line: it wraps on a small phone,
    // never pushes the page sideways.
    await page.goto(base + 'puzzles/english-t0340');
    await page.locator('.puzzle-page').waitFor();
    for (const [w, h] of ALL_SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.waitForTimeout(100);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(wide <= 1, `${lang} puzzle english-t0340 ${w}×${h}: ${wide} px wider than the window`);
    }
    await ctx.close();
  });

  test(`${lang}: the rules pages: a diagram per rule, inside the page; links to lessons and a game`, async () => {
    const { ctx, page } = await browser({ locale });
    for (const [w, h] of [...SIZES, LANDSCAPE[0]]) {
      await page.setViewportSize({ width: w, height: h });
      for (const variant of ['brazilian', 'english', 'international']) {
        await page.goto(base + `rules/${variant}`);
        await page.locator('.rule-diagram').first().waitFor();
        const label = `${lang} rules/${variant} ${w}×${h}`;
        const diagrams = await page.locator('.rule-diagram').evaluateAll((fs) => fs.map((f) => {
          const r = f.querySelector('svg').getBoundingClientRect();
          return { left: r.left, right: r.right, width: r.width, caption: f.querySelector('figcaption').textContent,
            pieces: f.querySelectorAll('.piece').length, arrows: f.querySelectorAll('.arrow').length };
        }));
        assert.equal(diagrams.length, 9, `${label}: ${diagrams.length} diagrams`);
        for (const d of diagrams) {
          assert.ok(d.left >= 0 && d.right <= w && d.width >= 150, `${label}: a diagram at ${d.left}–${d.right}`);
          assert.ok(d.caption.length > 20 && d.pieces > 0, `${label}: ${JSON.stringify(d)}`);
        }
        assert.ok(diagrams.filter((d) => d.arrows > 0).length >= 7, `${label}: arrows`);
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
          `${label}: the page scrolls sideways`);
        if (variant === 'english') await page.screenshot({ path: join(shots, `layout-rules-${lang}-${w}x${h}.png`), fullPage: true });
      }
    }
    // A game in this rule set (not the chosen one, Brazilian).
    await page.goto(base + 'rules/english');
    await page.locator('#rules-play').click();
    await page.locator('#play-variant').waitFor();
    assert.equal(await page.locator('#play-variant').inputValue(), 'english');
    // The lessons: in another rule set's course only the English stage;
    // once English is chosen, the lessons of each rule in its course.
    await page.goto(base + 'rules/english');
    await page.locator('.rule-lessons a').first().waitFor();
    const hrefs = () => page.locator('.rule-lessons a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.deepEqual(await hrefs(), ['/learn/english']);
    await page.locator('.ruleset button.button').click();
    await page.locator('[data-rule="RulesChoice"] .rule-lessons a').waitFor();
    assert.ok((await hrefs()).includes('/learn/majority'), (await hrefs()).join(' '));
    await page.locator('[data-rule="RulesChoice"] .rule-lessons a').first().click();
    await page.locator('.level-list').first().waitFor();
    assert.match(page.url(), /\/learn\/majority$/);
    await ctx.close();
  });
}

/// WCAG contrast ratios of the learn map's texts: [what, ratio, opacity].
const contrasts = (page) => page.evaluate(() => {
  const parse = (c) => {
    const m = c.match(/rgba?\(([^)]+)\)/);
    if (m) {
      const [r, g, b, a = 1] = m[1].split(/[ ,\/]+/).map(Number);
      return [r / 255, g / 255, b / 255, a];
    }
    const n = c.match(/color\(srgb ([^)]+)\)/)[1].split(/[ \/]+/).map(Number);
    return [n[0], n[1], n[2], n[3] ?? 1];
  };
  const lum = ([r, g, b]) => [r, g, b]
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const background = (e) => {
    for (; e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c[3] > 0) return c;
    }
    return [1, 1, 1, 1];
  };
  const opacity = (e) => {
    let o = 1;
    for (; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
    return o;
  };
  const out = [];
  for (const sel of ['.stage-number', '.stage-card.locked .stage-title', '.stage-card.locked .stage-stars',
    '.stage-card.done .stage-stars', '.level-dot']) {
    for (const e of document.querySelectorAll(sel)) {
      if (!e.getClientRects().length) continue;
      const f = lum(parse(getComputedStyle(e).color));
      const b = lum(background(e));
      const ratio = (Math.max(f, b) + 0.05) / (Math.min(f, b) + 0.05);
      out.push([`${sel} "${e.textContent.trim().slice(0, 12)}"`, ratio, opacity(e)]);
    }
  }
  return out;
});

for (const colorScheme of ['light', 'dark']) {
  test(`${colorScheme}: the learn map's numbers and locked stages reach WCAG AA (4.5:1), unfaded`, async () => {
    const { ctx, page } = await browser({ colorScheme });
    await page.goto(base + 'learn');
    await page.locator('.stage-map').waitFor();
    await page.screenshot({ path: join(shots, `layout-learn-map-${colorScheme}-390x844.png`), fullPage: true });
    const found = await contrasts(page);
    assert.ok(found.some(([w]) => w.includes('locked')), 'locked stages are shown');
    const worst = new Map();
    for (const [what, ratio, opacity] of found) {
      const key = what.replace(/ ".*/, '');
      if (!worst.has(key) || worst.get(key) > ratio) worst.set(key, ratio);
      assert.ok(opacity === 1, `${what}: faded to opacity ${opacity}`);
      assert.ok(ratio >= 4.5, `${what}: contrast ${ratio.toFixed(2)}:1`);
    }
    console.log(`   ${colorScheme}: ${[...worst].map(([k, r]) => `${k} ${r.toFixed(2)}`).join(', ')}`);
    await ctx.close();
  });
}

test('piece sets: stacked kings with a bright crown, cans and tyres; men and kings apart by shape', async () => {
  const { ctx, page } = await browser({ viewport: { width: 390, height: 844 } });
  await page.goto(base + 'settings');
  await page.locator('#set-pieces').waitFor();
  // A man and a king of each side.
  const look = async () => page.evaluate(() => {
    const style = (n, part) => {
      const e = document.querySelector(`svg.board-svg g.square[id$="-sq${n}"] .${part}`);
      const c = getComputedStyle(e);
      return { transform: c.transform, dash: c.strokeDasharray, fill: c.fill };
    };
    return {
      set: document.documentElement.dataset.pieces,
      lightMan: style(21, 'piece-body'), darkMan: style(11, 'piece-body'), crown: style(22, 'crown'),
      under: [21, 22, 11, 12].map((n) => style(n, 'piece-shadow').transform),
    };
  });
  const seen = {};
  for (const set of ['classic', 'stacked', 'playful']) {
    await page.goto(base + 'settings');
    await page.selectOption('#set-pieces', set);
    await page.waitForFunction((s) => document.documentElement.dataset.pieces === s, set);
    await openPosition(page, 'W:W21,K22:B11,K12');
    assert.match(await squareClass(page, 22), /sq-dark/);
    seen[set] = await look();
    assert.equal(seen[set].set, set);
    await page.screenshot({ path: join(shots, `layout-pieces-${set}-390x844.png`) });
  }
  assert.match(await page.evaluate(() => localStorage.getItem('damas.v1.settings')), /"pieces":"playful"/);
  for (const set of ['stacked', 'playful']) {
    const s = seen[set];
    // Under a king (22, 12) a second piece shows; under a man (21, 11) none.
    assert.deepEqual(s.under.map((t) => t !== 'none'), [false, true, false, true], `${set}: ${s.under}`);
    assert.deepEqual(seen.classic.under, ['none', 'none', 'none', 'none']);
    assert.notEqual(s.crown.fill, seen.classic.crown.fill, `${set}: the crown is brighter`);
  }
  assert.notEqual(seen.playful.darkMan.dash, 'none', 'a tyre has a tread');
  assert.notEqual(seen.playful.lightMan.fill, seen.classic.lightMan.fill, 'a can is not a classic piece');
  await ctx.close();
});

test('a static host answering a deep link with 404.html opens the app there', async () => {
  // What GitHub Pages or Netlify do on a first visit (no service worker yet):
  // a path that is no file gets 404.html, with status 404.
  const index = await (await fetch(base)).text();
  const notFound = await fetch(base + '404.html');
  assert.equal(notFound.status, 200, 'the build ships 404.html');
  const body = await notFound.text();
  assert.equal(body, index, '404.html is the app (a copy of index.html)');
  const { ctx, page } = await open({ spaFallback: false, serviceWorkers: 'block', allowErrors: /status of 404/ });
  await ctx.route(/\/puzzles$/, (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body }));
  await page.goto(base + 'puzzles');
  await page.locator('#daily-card').waitFor();
  await ctx.close();
});


/// Every page with buttons: its path (or a step to reach it) and what shows
/// once it is drawn.
const PAGES_WITH_BUTTONS = [
  ['', '.home'], ['learn', '.stage-map'], ['learn/endings', '.level-list'],
  ['learn/compulsory/1', '.lesson-controls'], ['puzzles', '#daily-solve'], ['daily puzzle', '.puzzle-page'],
  ['play', '#start-game'], ['game', '.play-actions'], ['rules', '.ruleset-list'],
  ['rules/english', '.ruleset button.button'], ['settings', '#set-pieces'],
];

for (const [lang, locale] of LANGS) {
  test(`${lang}: no button breaks a word at 320 and 390 px: labels wrap between words only`, async () => {
    const { ctx, page } = await browser({ locale });
    for (const [w, h] of [[320, 640], [390, 844]]) {
      await page.setViewportSize({ width: w, height: h });
      for (const [path, ready] of PAGES_WITH_BUTTONS) {
        if (path === 'game') await startGame(page, 'domador');
        else if (path === 'daily puzzle') {
          await page.goto(base + 'puzzles');
          await page.locator('#daily-solve').click();
        } else await page.goto(base + path);
        await page.locator(ready).first().waitFor({ timeout: 15000 });
        await page.waitForTimeout(100);
        const broken = await brokenButtonWords(page);
        assert.deepEqual(broken, [], `${lang} /${path} ${w}px: words broken inside a button`);
      }
    }
    await ctx.close();
  });
}

/// Where every square's centre is on the board, and which square (or the
/// piece on it) the point belongs to: [square id, what is there].
const squareCentres = (page) => page.evaluate(() => [...document.querySelectorAll('svg.board-svg g.square')].map((g) => {
  const r = g.querySelector('rect').getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return [g.id.replace(/.*-sq/, ''), hit && g.contains(hit) ? 'itself' : (hit ? hit.className.baseVal ?? hit.className : 'nothing')];
}));

// Issue 51: a refusal lay over the board of a lesson on a phone, hid the
// square it named and took the taps meant for the squares under it; the
// coach's note shrank the board. The refusal now stands outside the
// squares, in room kept for it: every square's centre is that square, and
// the board is as wide as before.
for (const [label, options, path, taps] of [
  ['pt Brazilian: 31 may not move, 22 must capture', { locale: 'pt-BR' }, 'learn/compulsory/1', [31, 27]],
  ['en Turkish: c3 to c4 refused, a capture is due', { locale: 'en-US', ruleSet: 'turkish' }, 'learn/capture/2', [43, 35]],
]) {
  test(`${label}: after a refusal every square of the lesson's board can be seen and tapped, the board keeps its size (320, 390 px)`, async () => {
    const { ctx, page } = await browser(options);
    for (const [w, h] of [[320, 640], [390, 844], ...LANDSCAPE]) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(base + path);
      await page.locator('.lesson svg.board-svg').waitFor();
      await page.waitForTimeout(150);
      const width = () => page.locator('svg.board-svg').evaluate((e) => e.getBoundingClientRect().width);
      const before = await width();
      for (const n of taps) await tapDrawn(page, n);
      await page.waitForFunction(() => document.querySelector('.board-message')?.textContent.trim().length > 0);
      await page.waitForTimeout(150);
      const where = `${path} ${w}×${h}`;
      await shot(page, `refusal-${path.replaceAll('/', '-')}`, options.locale);
      const covered = (await squareCentres(page)).filter(([, hit]) => hit !== 'itself');
      assert.deepEqual(covered, [], `${where}: squares whose centre is covered`);
      assert.ok(Math.abs((await width()) - before) < 1, `${where}: the board was ${before} px, ${await width()} px with the message`);
      await checkInView(page, '.board-message', where);
    }
    await ctx.close();
  });
}

// Issue 51: at 390 px a lesson's level buttons wrapped onto two rows and
// the stage's title was cut ("Endings with…"). The title shows whole and
// the buttons stay on one row, in every language, at 320 and 390 px.
test('a lesson\'s head: the stage title whole and the level buttons on one row (320, 390 px, every language)', async () => {
  for (const [lang, locale] of LANGS) {
    const { ctx, page } = await browser({ locale, ruleSet: 'english' });
    for (const [w, h] of [[320, 640], [390, 844]]) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(base + 'learn/endings/8');
      await page.locator('.level-dots').waitFor();
      const head = await page.evaluate(() => {
        const crumbs = document.querySelector('.level-nav .crumbs');
        const title = crumbs.querySelector('a:last-of-type');
        const r = title.getBoundingClientRect();
        return {
          title: title.textContent,
          cut: crumbs.scrollWidth > crumbs.clientWidth + 1 || title.scrollWidth > title.clientWidth + 1
            || r.right > innerWidth + 0.5,
          rows: new Set([...document.querySelectorAll('.level-dot')].map((d) => Math.round(d.getBoundingClientRect().top))).size,
          dots: document.querySelectorAll('.level-dot').length,
        };
      });
      const label = `${lang} learn/endings/8 ${w}px`;
      assert.ok(head.dots >= 8, `${label}: ${head.dots} level buttons`);
      assert.equal(head.cut, false, `${label}: the title "${head.title}" is cut`);
      assert.equal(head.rows, 1, `${label}: the level buttons take ${head.rows} rows`);
    }
    await ctx.close();
  }
});

/// How much of a select's labels is cut: the width the select takes when
/// nothing holds it (its longest option whole, with the arrow) less the
/// width it has; 0 or less when every option shows whole.
const selectCut = (page, selector) => page.locator(selector).evaluate((s) => {
  const has = s.getBoundingClientRect().width;
  const keep = s.getAttribute('style');
  s.style.cssText = 'position: absolute; max-width: none; width: auto;';
  const needs = s.getBoundingClientRect().width;
  if (keep === null) s.removeAttribute('style'); else s.setAttribute('style', keep);
  return { text: s.options[s.selectedIndex].text, cut: Math.ceil(needs - has) };
});

// The puzzles' rule-set menu was cut ("English (checkers) (419" …): every
// select had at most 11rem (14rem from 560 px), meant for the header's.
// Each rule set's name and count show whole, on phones and a laptop.
for (const [lang, locale] of LANGS) {
  test(`${lang}: the puzzles' rule-set menu shows each rule set's whole name and count (320, 390, 1366 px)`, async () => {
    const { ctx, page } = await browser({ locale });
    await page.goto(base + 'puzzles');
    await page.locator('#daily-card').waitFor();
    const ids = await page.locator('#puzzles-variant option').evaluateAll((os) => os.map((o) => o.value));
    for (const id of ids) {
      await page.selectOption('#puzzles-variant', id);
      await page.locator('#daily-card').waitFor();
      // The name with the count once the rule set's puzzles are in.
      await page.waitForFunction(() => {
        const s = document.querySelector('#puzzles-variant');
        return /\(\d+\)$/.test(s.options[s.selectedIndex].text);
      });
      for (const [w, h] of SIZES) {
        await page.setViewportSize({ width: w, height: h });
        const { text, cut } = await selectCut(page, '#puzzles-variant');
        assert.ok(cut <= 0, `${lang} ${id} ${w}px: "${text}" is cut by ${cut} px`);
        await checkInView(page, '#puzzles-variant', `${lang} ${id} ${w}px`);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        assert.ok(wide <= 0, `${lang} ${id} ${w}px: the page is ${wide} px wider than the window`);
      }
    }
    await shot(page, 'puzzles-menu', lang);
    await ctx.close();
  });
}

// At 1366 px the past days' list was cramped: Russian dates on two lines
// ("30 нояб. / 2026"), themes cut with "…". Each date on one line, each
// theme whole (wrapping under itself), in every language.
for (const [lang, locale] of LANGS) {
  test(`${lang}: the past days at 1366 px: each date on one line, each puzzle's themes whole`, async () => {
    const { ctx, page } = await browser({ locale, viewport: { width: 1366, height: 800 } });
    for (const ruleSet of ['brazilian', 'international', 'russian']) {
      await page.goto(base + 'puzzles');
      await page.locator('#puzzles-variant').waitFor();
      await page.selectOption('#puzzles-variant', ruleSet);
      await page.locator('.archive-list .row').first().waitFor();
      const rows = await page.locator('.archive-list .row').evaluateAll((rs) => rs.map((row) => {
        const date = row.querySelector('.date');
        const range = document.createRange();
        range.selectNodeContents(date);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        const themes = row.querySelector('.small');
        return {
          date: date.textContent,
          lines,
          themes: themes.textContent,
          cut: themes.scrollWidth - themes.clientWidth,
          right: themes.getBoundingClientRect().right - row.getBoundingClientRect().right,
        };
      }));
      assert.ok(rows.length >= 10, `${lang} ${ruleSet}: ${rows.length} past days`);
      for (const r of rows) {
        assert.equal(r.lines, 1, `${lang} ${ruleSet}: the date "${r.date}" takes ${r.lines} lines`);
        assert.ok(r.cut <= 0 && r.right <= 0.5, `${lang} ${ruleSet}: "${r.themes}" is cut by ${Math.max(r.cut, r.right)} px`);
      }
    }
    await page.locator('.puzzles-grid').screenshot({ path: join(shots, `layout-past-days-${lang}-1366.png`) });
    await ctx.close();
  });
}

// The first lesson on a tall phone: the board, then the buttons, with no
// band of nothing between them (217 px at 390×844 once: the board's box
// took the height the board, as wide as the column, could not use). What
// is left between them is the room kept for a refusal and a note (7.4rem).
test('the first lesson on phones: the buttons follow the board and its notes\' room, no empty band (320, 390 px)', async () => {
  for (const [lang, locale] of LANGS) {
    const { ctx, page } = await browser({ locale });
    for (const [w, h] of [[320, 640], [320, 740], [390, 844], [412, 915]]) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(base + 'learn/board/1');
      await page.locator('.lesson svg.board-svg').waitFor();
      await page.waitForTimeout(150);
      const m = await page.evaluate(() => {
        const board = document.querySelector('.lesson svg.board-svg').getBoundingClientRect();
        const act = document.querySelector('.lesson-act').getBoundingClientRect();
        const box = document.querySelector('.lesson-board');
        const room = parseFloat(getComputedStyle(box).getPropertyValue('--note-room')) * parseFloat(getComputedStyle(document.documentElement).fontSize);
        return { gap: act.top - board.bottom, room, side: board.width };
      });
      const label = `${lang} learn/board/1 ${w}×${h}`;
      await shot(page, 'first-lesson', lang);
      assert.ok(m.gap <= m.room + 12, `${label}: ${Math.round(m.gap)} px between the board and the buttons (room kept: ${Math.round(m.room)} px)`);
      assert.ok(m.side >= 175, `${label}: the board is ${Math.round(m.side)} px`);
      await checkInView(page, '.lesson-controls button', label);
    }
    await ctx.close();
  }
});
