// End-to-end: play with someone, through damas-server (tests/e2e/run serves
// dist/ with it for this spec). Two players in two browser contexts and a
// third watching: create, share, accept, a move arrives live everywhere,
// the game ends by resignation (confirmed in the page, by keyboard), a
// declined draw offer is told to the one who made it, rematch with the
// colours swapped, a reload keeps the seat; the players are not counted as
// watchers, and no "time since the last move" shows before the first move.
// Also: with no game server, the page says so plainly.
//   tests/e2e/run room.spec.mjs
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { gameBase as base, shots, browser as open, brokenButtonWords, tap, tapDrawn, test } from './lib.mjs';

const browser = (options = {}) => open({ spaFallback: false, ...options });
const text = async (page, sel) => (await page.locator(sel).innerText()).trim();
async function waitText(page, sel, re) {
  try {
    await page.waitForFunction(([s, r]) => new RegExp(r).test(document.querySelector(s)?.textContent || ''),
      [sel, re.source], { timeout: 30000 });
  } catch (e) {
    const now = await page.evaluate((s) => document.querySelector(s)?.textContent, sel);
    throw new Error(`${sel} never matched ${re}: it shows ${JSON.stringify(now)}`);
  }
}

test('two players and a spectator: create, accept, live moves, resignation, rematch, reload', async () => {
  const a = await browser();
  const b = await browser();
  const c = await browser({ locale: 'en-US' });
  try {
    await a.page.goto(`${base}online`);
    await a.page.locator('#online-create').click();
    await a.page.waitForURL(/\/online\/[A-Za-z0-9_-]{16}$/);
    const link = await a.page.locator('#online-link').inputValue();
    assert.match(link, /\/online\/[A-Za-z0-9_-]{16}$/);
    await waitText(a.page, '#online-status', /Esperando/);
    // The creator alone: nobody watches (their own stream is no watcher).
    await waitText(a.page, '#online-live', /ao vivo/);
    await new Promise((done) => setTimeout(done, 700));
    assert.equal(await text(a.page, '#online-watchers'), '0', 'the creator is not counted as watching');
    await a.page.screenshot({ path: join(shots, 'online-created-390.png'), fullPage: true });

    // The invited player sees the rule set and the side before accepting.
    await b.page.goto(link);
    await b.page.locator('#online-invitation').waitFor();
    assert.equal(await text(b.page, '#online-invited-side'), 'Você jogaria com as pretas');
    assert.match(await text(b.page, '#online-invitation'), /Brasileira|brasileira/i);
    await b.page.locator('#online-accept').click();
    await waitText(b.page, '#online-status', /Vez do adversário/);
    await waitText(a.page, '#online-status', /Sua vez/);
    assert.match(await a.page.title(), /^\(Sua vez\)/);
    assert.doesNotMatch(await b.page.title(), /Sua vez/);
    // No move yet: no time since a last move.
    for (const p of [a.page, b.page]) {
      await waitText(p, '#online-info', /Partida 1/);
      assert.doesNotMatch(await text(p, '#online-info'), /desde o último lance/);
    }

    // The spectator watches live, with a count of watchers. The race that
    // once showed 2 of 3 is made certain: the spectator's request for the
    // room is answered before its stream is opened (so before it is
    // counted), and the answer reaches the page after the stream's events.
    const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
    const stream = /\/api\/rooms\/[A-Za-z0-9_-]{16}\/events$/;
    const request = /\/api\/rooms\/[A-Za-z0-9_-]{16}$/;
    const late = async (route) => { await sleep(500); await route.continue(); };
    const slow = async (route) => { const response = await route.fetch(); await sleep(1500); await route.fulfill({ response }); };
    await c.ctx.route(stream, late);
    await c.ctx.route(request, slow);
    await c.page.goto(link);
    await c.page.locator('#online-watching').waitFor();
    await waitText(c.page, '#online-status', /To move: white/);
    // One page watches: the players' own streams are not counted (B's
    // stream, opened before it took the seat, was replaced by a player's).
    // (The page's first reply may have been made before its own stream was
    // counted; the stream's count must win.)
    await sleep(2000); // the late answer has arrived
    await waitText(c.page, '#online-watchers', /^1$/);
    await sleep(500);
    assert.equal(await text(c.page, '#online-watchers'), '1', 'only the spectator watches');
    for (const p of [a.page, b.page]) await waitText(p, '#online-watchers', /^1$/);
    assert.doesNotMatch(await text(c.page, '#online-info'), /since the last move/);
    await c.ctx.unroute(stream, late);
    await c.ctx.unroute(request, slow);
    assert.equal(await c.page.locator('#online-resign').count(), 0, 'a spectator has no actions');

    // A moves 22-18: it arrives in B and C without a reload.
    await tap(a.page, 22);
    await tap(a.page, 18);
    for (const p of [a.page, b.page, c.page]) await waitText(p, '#online-moves', /22-18/);
    await waitText(b.page, '#online-status', /Sua vez/);
    assert.match(await b.page.title(), /^\(Sua vez\)/);
    await waitText(c.page, '#online-info', /since the last move/);

    // A offers a draw, B declines: A is told.
    await a.page.locator('#online-offer-draw').click();
    await b.page.locator('#online-draw-offered').waitFor();
    await b.page.locator('#online-decline-draw').click();
    await waitText(a.page, '#online-draw-declined', /Sua proposta de empate foi recusada/);
    assert.equal(await b.page.locator('#online-draw-declined').count(), 0, 'the one who declined is not told');

    // B resigns, asked in the page (no browser dialog): the safe answer has
    // the focus and Escape keeps playing; then confirmed with the keyboard.
    const dialogs = [];
    b.page.on('dialog', (d) => { dialogs.push(d.message()); d.dismiss(); });
    await b.page.locator('#online-resign').click();
    await waitText(b.page, '#online-resign-question', /Quer mesmo desistir desta partida\?/);
    await b.page.waitForFunction(() => document.activeElement?.id === 'online-cancel-resign');
    await b.page.keyboard.press('Escape');
    await b.page.locator('#online-resign-question').waitFor({ state: 'detached' });
    await b.page.waitForFunction(() => document.activeElement?.id === 'online-resign');
    assert.match(await text(b.page, '#online-status'), /Sua vez/, 'Escape kept the game going');
    await b.page.keyboard.press('Enter');
    await b.page.waitForFunction(() => document.activeElement?.id === 'online-cancel-resign');
    await b.page.keyboard.press('Shift+Tab');
    assert.equal(await b.page.evaluate(() => document.activeElement?.id), 'online-confirm-resign');
    await b.page.keyboard.press('Enter');
    assert.deepEqual(dialogs, [], 'no browser dialog');
    await waitText(a.page, '#online-status', /Você venceu/);
    await waitText(b.page, '#online-status', /Você perdeu/);
    await waitText(c.page, '#online-status', /White won/);
    // The ended game opens on the analysis board, for players and spectator.
    for (const p of [a.page, b.page, c.page]) {
      const href = await p.locator('.analyse-link').getAttribute('href');
      assert.match(href, /^\/analysis\?.*moves=\d+-\d+/, href);
    }

    // Rematch: both ask; colours swap (B now moves first, with white).
    await a.page.locator('#online-rematch').click();
    await b.page.locator('#online-rematch-offered').waitFor();
    await b.page.locator('#online-rematch').click();
    await waitText(b.page, '#online-status', /Sua vez/);
    await waitText(a.page, '#online-status', /Vez do adversário/);
    await waitText(c.page, '#online-info', /Game 2/);
    await waitText(b.page, '#online-info', /brancas/);

    // A reload keeps B's seat; B plays 22-18 with white.
    await b.page.reload();
    await waitText(b.page, '#online-status', /Sua vez/);
    await tap(b.page, 22);
    await tap(b.page, 18);
    for (const p of [a.page, b.page, c.page]) await waitText(p, '#online-moves', /22-18/);
    await waitText(a.page, '#online-status', /Sua vez/);
    await c.page.screenshot({ path: join(shots, 'online-spectator-390.png'), fullPage: true });

    // "Your games" lists the room.
    await a.page.goto(`${base}online`);
    await waitText(a.page, '#your-games', /Sua vez/);
    for (const x of [a, b, c]) assert.deepEqual(x.errors, []);
  } finally {
    for (const x of [a, b, c]) await x.ctx.close();
  }
});

test('your games: whose move, on the home page too; a seat link carries the seat to a fresh browser', async () => {
  const a = await browser();
  const b = await browser({ permissions: ['clipboard-read', 'clipboard-write'] });
  const d = await browser({ locale: 'en-US' });
  try {
    // A first room, which B leaves waiting on A's move…
    await a.page.goto(`${base}online`);
    await a.page.locator('#online-create').click();
    await a.page.waitForURL(/\/online\/[A-Za-z0-9_-]{16}$/);
    const link = await a.page.locator('#online-link').inputValue();
    const id = link.split('/').pop();
    await b.page.goto(link);
    await b.page.locator('#online-accept').click();
    await waitText(b.page, '#online-status', /Vez do adversário/);
    // …and a second, still waiting for an opponent.
    await b.page.goto(`${base}online`);
    await b.page.locator('#online-create').click();
    await b.page.waitForURL(/\/online\/[A-Za-z0-9_-]{16}$/);

    // B's home page lists both: the one waiting on A, with the clock.
    await b.page.goto(base);
    await waitText(b.page, '#home-games', /Vez do adversário/);
    await waitText(b.page, '#home-games', /Esperando alguém abrir o link/);
    assert.match(await text(b.page, '#home-games'), /a sala expira em 7 dias se ninguém entrar/);
    assert.equal(await b.page.title(), 'Damas', 'no game waits on B');

    // A moves: B's list (looked at again) puts that game first, as B's move.
    await tap(a.page, 22);
    await tap(a.page, 18);
    await waitText(a.page, '#online-status', /Vez do adversário/);
    await b.page.goto(`${base}online`);
    await waitText(b.page, '#your-games li:first-child', /Sua vez/);
    assert.equal(await b.page.locator('#your-games li:first-child').getAttribute('data-room'), id);
    assert.match(await text(b.page, '#your-games li:first-child'), /último lance há .*jogue em até 2 dias, ou o adversário/);
    await b.page.waitForFunction(() => document.title === '(1) Damas');
    assert.equal(await b.page.locator('#your-games-notify').isChecked(), false, 'notifications only when asked for');
    await b.page.screenshot({ path: join(shots, 'online-your-games-390.png'), fullPage: true });

    // B copies the seat link of the first room; D, a fresh browser, opens it
    // and plays B's move there.
    await b.page.goto(link);
    await b.page.locator('#online-copy-seat-link').click();
    await waitText(b.page, '#online-copy-seat-link', /Copiado/);
    assert.match(await text(b.page, '#online-seat-link'), /quem abrir joga por você/);
    const seatLink = await b.page.evaluate(() => navigator.clipboard.readText());
    assert.match(seatLink, new RegExp(`/online/${id}#seat=[A-Za-z0-9_-]{22}$`));
    await d.page.goto(seatLink);
    await waitText(d.page, '#online-note', /Seat restored/);
    await waitText(d.page, '#online-status', /Your turn/);
    assert.equal(new URL(d.page.url()).hash, '', 'the secret leaves the address bar');
    // D plays black: its board is drawn the other way up.
    await tapDrawn(d.page, 11);
    await tapDrawn(d.page, 15);
    await waitText(a.page, '#online-moves', /11-15/);
    await waitText(a.page, '#online-status', /Sua vez/);
    // A reload keeps the seat in D's browser.
    await d.page.reload();
    await waitText(d.page, '#online-status', /Your opponent's turn/);
    // A wrong secret (opened from elsewhere) is refused in words.
    await d.page.goto(base);
    await d.page.goto(`${base}online/${id}#seat=${'x'.repeat(22)}`);
    await waitText(d.page, '#online-note', /not valid for this room/);
    for (const x of [a, b, d]) assert.deepEqual(x.errors, []);
  } finally {
    for (const x of [a, b, d]) await x.ctx.close();
  }
});

test('with no game server the option says so, and the rest still works', async () => {
  const { ctx, page, errors } = await browser();
  try {
    // A static host answers every path with the app's page.
    const html = await (await fetch(base)).text();
    await ctx.route(/\/api\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await page.goto(`${base}online`);
    await page.locator('#online-no-server').waitFor();
    assert.equal(await page.locator('#online-create').count(), 0);
    await page.goto(`${base}play`);
    await page.locator('.play-form').waitFor();
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});


// Issue 51: on a Russian phone the room's "Предложить ничью" broke inside
// its first word (at 320 and 390 px). Every button of a game under way
// wraps between words only.
test('ru: the room\'s buttons break no word at 320 and 390 px', async () => {
  const a = await browser({ locale: 'ru-RU' });
  const b = await browser({ locale: 'ru-RU' });
  try {
    await a.page.goto(`${base}online`);
    await a.page.locator('#online-create').click();
    await a.page.waitForURL(/\/online\/[A-Za-z0-9_-]{16}$/);
    const link = await a.page.locator('#online-link').inputValue();
    await b.page.goto(link);
    await b.page.locator('#online-accept').click();
    for (const p of [a.page, b.page]) await p.locator('#online-offer-draw').waitFor();
    for (const [w, h] of [[320, 640], [390, 844]]) {
      for (const p of [a.page, b.page]) {
        await p.setViewportSize({ width: w, height: h });
        await p.waitForTimeout(100);
        assert.deepEqual(await brokenButtonWords(p), [], `ru room ${w}px: words broken inside a button`);
      }
      await a.page.screenshot({ path: join(shots, `online-buttons-ru-${w}.png`) });
    }
  } finally {
    for (const x of [a, b]) await x.ctx.close();
  }
});
