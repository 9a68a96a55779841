// The app in each of its languages, in headless Chromium.
//   tests/e2e/run languages.spec.mjs
// Each language on its own rule set, on a phone (320 px) and a laptop
// (1366 px): home, a lesson with a refused move, a puzzle, a game against
// the computer, the review, a room and the settings. No message of the
// catalogue missing (its name in ⟦ ⟧), nothing wider than the screen, no
// console error; a screenshot of each page.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { base, gameBase, shots, browser, test, waitForCache } from './lib.mjs';

const LANGUAGES = [
  { locale: 'pt-BR', lang: 'pt-BR', ruleSet: 'brazilian', learn: 'Aprender' },
  { locale: 'en-GB', lang: 'en', ruleSet: 'english', learn: 'Learn' },
  { locale: 'es-ES', lang: 'es', ruleSet: 'spanish', learn: 'Aprender' },
  { locale: 'ru-RU', lang: 'ru', ruleSet: 'russian', learn: 'Уроки' },
];

const SIZES = [{ width: 320, height: 720 }, { width: 1366, height: 800 }];

/// Fails on a missing message or a page wider than the screen.
async function checkPage(page, tag) {
  const text = await page.locator('body').innerText();
  assert.doesNotMatch(text, /⟦[^⟧]*⟧/, `${tag}: a message missing from the catalogue`);
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  assert.ok(scroll <= width, `${tag}: the page is ${scroll} px wide on a ${width} px screen`);
  // No text of a button, link, heading or message wider than its own box
  // (a crumb that ends in "…" on purpose aside; text for screen readers
  // only is 1 px wide by design).
  const cut = await page.evaluate(() => [...document.querySelectorAll('button, a, h1, h2, h3, label, p, .board-message')]
    .filter((e) => e.offsetParent !== null && e.clientWidth > 1 && !e.closest('.visually-hidden')
      && getComputedStyle(e).textOverflow !== 'ellipsis' && e.scrollWidth > e.clientWidth + 1)
    .map((e) => e.textContent.trim().slice(0, 40)));
  assert.deepEqual(cut, [], `${tag}: text cut off`);
}

for (const { locale, lang, ruleSet } of LANGUAGES) {
  test(`${lang}: every page in its own words at 320 and 1366 px, with no message missing`, async () => {
    for (const viewport of SIZES) {
      const { ctx, page, errors } = await browser({ locale, viewport, ruleSet: null });
      const tag = `${lang} ${viewport.width}`;
      const shot = (name) => page.screenshot({ path: join(shots, `lang-${lang}-${name}-${viewport.width}.png`), fullPage: true });

      await page.goto(base);
      await page.locator('header.header .brand').waitFor();
      assert.equal(await page.locator('html').getAttribute('lang'), lang, `${tag}: <html lang>`);
      assert.equal(await page.locator('#ruleset').inputValue(), ruleSet, `${tag}: the language's own rule set`);
      assert.equal(await page.locator('#lang-switch').inputValue(), lang, `${tag}: the menu shows the language`);
      assert.match(await page.locator('link[rel=manifest]').getAttribute('href'), /manifest/);
      await shot('home');
      await checkPage(page, `${tag} home`);

      // A lesson: the opponent's man tapped is refused, with the reason.
      await page.goto(base + 'learn/man-moves/1');
      await page.locator('.lesson svg.board-svg').waitFor();
      const dark = page.locator('svg.board-svg g.piece.piece-dark').first();
      const light = page.locator('svg.board-svg g.piece.piece-light').first();
      const theirs = (await page.locator('svg.board-svg g.piece.piece-dark.movable').count()) ? light : dark;
      const box = await theirs.boundingBox();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForFunction(() => document.querySelector('.board-message')?.textContent.trim().length > 0);
      await shot('lesson-refused');
      await checkPage(page, `${tag} lesson`);

      await page.goto(base + 'puzzles');
      await page.locator('#daily-solve').waitFor();
      await shot('puzzles');
      await checkPage(page, `${tag} puzzles`);
      await page.click('#daily-solve');
      await page.locator('svg.board-svg').waitFor();
      await shot('puzzle');
      await checkPage(page, `${tag} puzzle`);

      await page.goto(base + 'play');
      await page.locator('#start-game').waitFor();
      await page.selectOption('#play-opponent', 'domador');
      await page.click('#start-game');
      await page.locator('svg.board-svg').waitFor();
      await shot('game');
      await checkPage(page, `${tag} game`);

      for (const [path, ready] of [['review', 'main h1'], ['online', '#online-create'], ['settings', 'main h1'], ['rules', 'main h1']]) {
        // The room is the game server's page (the static server of the other pages has no API).
        await page.goto((path === 'online' ? gameBase : base) + path);
        await page.locator(ready).first().waitFor();
        await shot(path);
        await checkPage(page, `${tag} ${path}`);
      }
      assert.deepEqual(errors, [], tag);
      await ctx.close();
    }
  });
}

for (const { locale, lang, ruleSet, learn } of LANGUAGES.filter((l) => l.lang === 'ru' || l.lang === 'es')) {
  test(`a first visit from a browser in ${lang} opens in ${lang} on ${ruleSet} rules; a rule set picked then stays after a reload`, async () => {
    const { ctx, page, errors } = await browser({ locale, ruleSet: null });
    await page.goto(base);
    await page.locator('nav.nav a', { hasText: learn }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), lang);
    assert.equal(await page.locator('#ruleset').inputValue(), ruleSet);
    await page.selectOption('#ruleset', 'brazilian');
    await page.waitForFunction(() => /"variant":"brazilian"/.test(localStorage.getItem('damas.v1.settings') || ''));
    await page.reload();
    await page.locator('nav.nav a', { hasText: learn }).waitFor();
    assert.equal(await page.locator('#ruleset').inputValue(), 'brazilian');
    assert.equal(await page.locator('html').getAttribute('lang'), lang);
    // The language picked in the header wins over the browser's, after a reload too.
    await page.selectOption('#lang-switch', 'pt-BR');
    await page.locator('nav.nav a', { hasText: 'Aprender' }).waitFor();
    await page.reload();
    await page.locator('nav.nav a', { hasText: 'Aprender' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'pt-BR');
    assert.equal(await page.locator('#ruleset').inputValue(), 'brazilian');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

/// The addresses (path and query) of the language files a page asked for.
function localeRequests(page) {
  const paths = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/locales/')) paths.push(url.pathname + url.search);
  });
  return paths;
}

test('the first page fetches only the learner\'s language; one picked later shows once fetched, offline too once cached', async () => {
  const { ctx, page, errors } = await browser({ locale: 'ru-RU', ruleSet: null });
  const asked = localeRequests(page);
  await page.goto(base);
  await page.locator('nav.nav a', { hasText: 'Уроки' }).waitFor();
  // Asked for at the address the service worker keeps: its digest, and
  // nothing after it (gloo-net 0.6's request builder appended a '&'); the
  // shell's words only, not the other pages'.
  assert.equal(asked.length, 1, `the first page fetched other languages or other pages' words: ${asked}`);
  assert.match(asked[0], /^\/locales\/ru\.shell\.ftl\?v=[0-9a-f]{16}$/);
  assert.doesNotMatch(await page.locator('body').innerText(), /⟦/);
  // The service worker keeps every language.
  await waitForCache(page, (urls) => ['pt-BR', 'en', 'es', 'ru'].flatMap((code) => [`${code}.shell`, `${code}.pages`])
    .every((name) => urls.some((u) => new URL(u).pathname === `/locales/${name}.ftl`)));
  // Cached at install; the page's requests go through it once it is active
  // and has taken the page.
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await ctx.setOffline(true);
  await page.selectOption('#lang-switch', 'es');
  await page.locator('nav.nav a', { hasText: 'Aprender' }).waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'es');
  assert.doesNotMatch(await page.locator('body').innerText(), /⟦/);
  await page.selectOption('#lang-switch', 'en');
  await page.locator('nav.nav a', { hasText: 'Learn' }).waitFor();
  // Another page offline: its words come from the cache too.
  await page.locator('nav.nav a', { hasText: 'Rules' }).click();
  await page.locator('section.rules h1').waitFor();
  assert.doesNotMatch(await page.locator('body').innerText(), /⟦/);
  // Reopened offline, the app opens in the language picked.
  await page.reload();
  await page.locator('nav.nav a', { hasText: 'Learn' }).waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  assert.doesNotMatch(await page.locator('body').innerText(), /⟦/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a language whose file cannot be fetched leaves the page in words: English, then the learner\'s once it comes', async () => {
  const { ctx, page } = await browser({ locale: 'ru-RU', ruleSet: null, serviceWorkers: 'block', allowErrors: /status of 503/ });
  let refuse = true;
  await page.route('**/locales/ru.*.ftl*', (route) => (refuse ? route.fulfill({ status: 503, body: 'busy' }) : route.fallback()));
  await page.goto(base);
  await page.locator('nav.nav a', { hasText: 'Learn' }).waitFor();
  assert.doesNotMatch(await page.locator('body').innerText(), /⟦/);
  // Picked again once the server answers: the page switches to it.
  refuse = false;
  await page.selectOption('#lang-switch', 'es');
  await page.locator('nav.nav a', { hasText: 'Aprender' }).waitFor();
  await page.selectOption('#lang-switch', 'ru');
  await page.locator('nav.nav a', { hasText: 'Уроки' }).waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'ru');
  await ctx.close();
});
