// End-to-end check of the app shell and storage, in headless Chromium.
//   tests/e2e/run shell.spec.mjs
// (tests/e2e/run builds the app, serves it and calls this.) Screenshots go
// to tests/e2e/screenshots/ (or $DAMAS_SCREENSHOTS).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { base, shots, browser as open, test, waitForCache } from './lib.mjs';

const browser = (options = {}) => open({ spaFallback: false, ...options });
const navTexts = (page) => page.locator('nav.nav a').allTextContents();
const settings = (page) => page.evaluate(() => localStorage.getItem('damas.v1.settings'));

test('opens in Portuguese, shows the header and switches language (kept after reload)', async () => {
  const { ctx, page, errors } = await browser();
  await page.goto(base);
  await page.locator('header.header .brand').waitFor();
  assert.equal((await page.locator('.brand').innerText()).trim(), 'Damas');
  assert.deepEqual(await navTexts(page), ['Início', 'Aprender', 'Problemas', 'Jogar', 'Regras', 'Ajustes']);
  assert.equal(await page.locator('html').getAttribute('lang'), 'pt-BR');
  assert.equal(await page.locator('#ruleset').inputValue(), 'brazilian');
  await page.screenshot({ path: join(shots, 'home-390x844.png'), fullPage: true });

  await page.selectOption('#lang-switch', 'en');
  await page.waitForFunction(() => document.querySelector('nav.nav a')?.textContent === 'Home');
  assert.deepEqual(await navTexts(page), ['Home', 'Learn', 'Puzzles', 'Play', 'Rules', 'Settings']);
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  assert.match(await settings(page), /"lang":"en"/);

  await page.reload();
  await page.locator('nav.nav a', { hasText: 'Settings' }).waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  assert.equal(await page.locator('#storage-notice').count(), 0);

  // On a 360 px phone every visible link of the header fits on screen.
  for (const lang of ['en', 'pt-BR']) {
    if (lang === 'pt-BR') {
      await page.selectOption('#lang-switch', 'pt-BR');
      await page.locator('nav.nav a', { hasText: 'Aprender' }).waitFor();
    }
    await page.setViewportSize({ width: 360, height: 740 });
    const boxes = await page.locator('header a:visible, header select, header button').evaluateAll(
      (els) => els.map((e) => e.getBoundingClientRect().right));
    assert.ok(boxes.length >= 7 && boxes.every((r) => r <= 360), `${lang}: ${boxes}`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
  }
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('an English browser opens in English on English checkers; a chosen rule set stays after a reload', async () => {
  const { ctx, page, errors } = await browser({ locale: 'en-US', ruleSet: null });
  await page.goto(base);
  await page.locator('nav.nav a', { hasText: 'Learn' }).waitFor();
  assert.equal(await page.locator('#ruleset').inputValue(), 'english');
  await page.selectOption('#ruleset', 'brazilian');
  await page.waitForFunction(() => /"variant":"brazilian"/.test(localStorage.getItem('damas.v1.settings') || ''));
  await page.reload();
  await page.locator('nav.nav a', { hasText: 'Learn' }).waitFor();
  assert.equal(await page.locator('#ruleset').inputValue(), 'brazilian');
  // Changing the language keeps the rule set on screen.
  await page.selectOption('#lang-switch', 'pt-BR');
  await page.locator('nav.nav a', { hasText: 'Aprender' }).waitFor();
  assert.equal(await page.locator('#ruleset').inputValue(), 'brazilian');
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('navigates, picks a rule set and reads its rules; laptop layout', async () => {
  const { ctx, page, errors } = await browser({ viewport: { width: 1280, height: 800 } });
  await page.goto(base);
  await page.locator('header.header').waitFor();
  await page.screenshot({ path: join(shots, 'home-1280x800.png'), fullPage: true });
  await page.click('nav.nav a[href="/rules"]');
  await page.locator('.ruleset-list li').first().waitFor();
  assert.equal(await page.locator('.ruleset-list li').count(), 9);
  await page.click('.ruleset-list a[href="/rules/english"]');
  await page.locator('article.ruleset h1').waitFor();
  assert.equal(await page.locator('article.ruleset h1').innerText(), 'Damas inglesas');
  assert.match(await page.locator('article.ruleset').innerText(), /As escuras fazem o primeiro lance/);
  await page.click('article.ruleset button.button');
  await page.locator('.in-use').waitFor();
  assert.equal(await page.locator('#ruleset').inputValue(), 'english');
  assert.match(await settings(page), /"variant":"english"/);
  await page.screenshot({ path: join(shots, 'rules-english-1280x800.png'), fullPage: true });

  await page.selectOption('#ruleset', 'international');
  await page.waitForFunction(() => /"variant":"international"/.test(localStorage.getItem('damas.v1.settings') || ''));
  await page.click('nav.nav a[href="/settings"]');
  await page.locator('#set-theme').waitFor();
  assert.equal(await page.locator('#set-variant').inputValue(), 'international');
  await page.screenshot({ path: join(shots, 'settings-1280x800.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(shots, 'settings-390x844.png'), fullPage: true });
  await page.click('nav.nav a[href="/rules"]');
  await page.click('.ruleset-list a[href="/rules/brazilian"]');
  await page.locator('article.ruleset h1').waitFor();
  await page.screenshot({ path: join(shots, 'rules-brazilian-390x844.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('garbage in every damas key: the app still renders, backs it up and says so once', async () => {
  const { ctx, page } = await browser();
  await page.goto(base);
  await page.locator('header.header').waitFor();
  await page.selectOption('#lang-switch', 'en'); // makes sure settings are written
  await page.waitForFunction(() => localStorage.getItem('damas.v1.settings'));
  const keys = await page.evaluate(() => {
    const ks = Object.keys(localStorage).filter((k) => k.startsWith('damas.'));
    for (const k of new Set([...ks, 'damas.v1.settings', 'damas.v1.scores', 'damas.v2.game'])) {
      localStorage.setItem(k, '{garbage \u0000 not json');
    }
    return Object.keys(localStorage);
  });
  assert.ok(keys.includes('damas.v1.settings'));
  await page.reload();
  await page.locator('header.header .brand').waitFor();
  await page.locator('#storage-notice').waitFor();
  assert.match(await page.locator('#storage-notice').innerText(), /ilegíveis/);
  assert.equal(await page.evaluate(() => localStorage.getItem('damas.v1.settings.corrupt')), '{garbage \u0000 not json');
  assert.deepEqual(await navTexts(page), ['Início', 'Aprender', 'Problemas', 'Jogar', 'Regras', 'Ajustes']);
  await page.screenshot({ path: join(shots, 'corrupt-notice-390x844.png') });
  await page.click('.notice-close');
  await page.locator('#storage-notice').waitFor({ state: 'detached' });
  // Every page still renders.
  for (const path of ['/learn', '/puzzles', '/rules', '/settings', '/play']) {
    await page.click(`nav.nav a[href="${path}"]`);
    await page.locator('main.page h1').first().waitFor();
  }
  // A fresh load from the server (not a reload of /play, which only the
  // service worker can answer while the test server has no fallback).
  await page.goto(base);
  await page.locator('header.header').waitFor();
  assert.equal(await page.locator('#storage-notice').count(), 0, 'said once: clean after the reset');
  await ctx.close();
});

test('blocked storage: the app works in memory and shows the notice', async () => {
  const { ctx, page } = await browser();
  await ctx.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    });
  });
  await page.goto(base);
  await page.locator('header.header .brand').waitFor();
  await page.locator('#storage-notice').waitFor();
  assert.match(await page.locator('#storage-notice').innerText(), /não deixa guardar/);
  await page.selectOption('#lang-switch', 'en');
  await page.locator('nav.nav a', { hasText: 'Settings' }).waitFor();
  await ctx.close();
});

test('full storage: changes stay in memory and the notice says progress will not be kept', async () => {
  const { ctx, page } = await browser();
  await ctx.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto(base);
  await page.locator('header.header .brand').waitFor();
  await page.selectOption('#lang-switch', 'en');
  // The page switches once the English texts are fetched.
  await page.locator('nav.nav a', { hasText: 'Settings' }).waitFor();
  await page.locator('#storage-notice').waitFor();
  assert.match(await page.locator('#storage-notice').innerText(), /Storage is full/);
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  await ctx.close();
});

test('another tab changing the settings is picked up', async () => {
  const { ctx, page } = await browser();
  await page.goto(base);
  await page.locator('header.header').waitFor();
  const other = await ctx.newPage();
  await other.goto(base);
  await other.locator('header.header').waitFor();
  await other.selectOption('#lang-switch', 'en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.deepEqual((await navTexts(page))[0], 'Home');
  await ctx.close();
});

test('export, bad import refused, reset with confirmation', async () => {
  const { ctx, page } = await browser({ acceptDownloads: true });
  await page.goto(new URL('/', base).href);
  await page.locator('header.header').waitFor();
  await page.click('nav.nav a[href="/settings"]');
  await page.locator('#export').waitFor();
  await page.evaluate(() => localStorage.setItem('damas.v1.scores', '{"wins":1}'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export')]);
  assert.match(download.suggestedFilename(), /^damas-\d{4}-\d{2}-\d{2}\.json$/);
  await page.setInputFiles('#import', { name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"app":"chess"}') });
  await page.locator('.message.error').waitFor();
  assert.match(await page.locator('.message.error').innerText(), /nada foi alterado/);
  assert.equal(await page.evaluate(() => localStorage.getItem('damas.v1.scores')), '{"wins":1}');
  const good = JSON.stringify({ app: 'damas', format: 1, data: { 'damas.v1.settings': '{"lang":"en","variant":"thai"}', 'damas.v1.scores': '{"wins":7}' } });
  await page.setInputFiles('#import', { name: 'y.json', mimeType: 'application/json', buffer: Buffer.from(good) });
  await page.locator('.message.ok').waitFor();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await page.locator('#ruleset').inputValue(), 'thai');
  assert.equal(await page.evaluate(() => localStorage.getItem('damas.v1.scores')), '{"wins":7}');
  await page.click('#reset');
  await page.locator('#reset-confirm').waitFor();
  await page.click('#reset-confirm');
  await page.locator('.message.ok').waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('damas.v1.scores')), null);
  assert.match(await settings(page), /"variant":"thai"/);
  await ctx.close();
});

test('works offline once loaded (service worker), deep links and every rule set\'s puzzles too', async () => {
  const { ctx, page } = await browser();
  await page.goto(base);
  await page.locator('header.header').waitFor();
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  // The shell, and the puzzle files (not in the app: the service worker
  // fetches all 18 after the shell, the puzzles page was never opened).
  await waitForCache(page, (urls) => urls.some((u) => u.endsWith('.wasm'))
    && urls.filter((u) => /\/data\/(tactics|drills)\/.+\.pdn$/.test(u)).length === 18);
  await ctx.setOffline(true);
  await page.goto(new URL('/rules/russian', base).href);
  await page.locator('article.ruleset h1').waitFor();
  assert.equal(await page.locator('article.ruleset h1').innerText(), 'Damas russas');
  await page.goto(new URL('/puzzles', base).href);
  await page.locator('#daily-card').waitFor();
  await page.selectOption('#puzzles-variant', 'russian');
  await page.waitForFunction(() => /^russian-/.test(document.querySelector('#daily-card')?.dataset.id || ''));
  await page.click('#tab-drills');
  await page.locator('#drills-solved').waitFor();
  await ctx.close();
});

