import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8799/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const cases = [['english', 320, 'en-US'], ['international', 390, 'pt-BR'], ['english', 1366, 'pt-BR'], ['international', 1366, 'en-US'], ['russian', 390, 'en-US']];
for (const [variant, width, locale] of cases) {
  const ctx = await browser.newContext({ locale, viewport: { width, height: 800 } });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(base + 'learn');
  await page.evaluate((v) => localStorage.setItem('damas.v1.settings', JSON.stringify({ variant: v })), variant);
  for (const [stage, lv] of [['centre', 1], ['centre', 2], ['centre', 4], ['centre', 6], ['run', 7], ['attack', 5], ['endings', 4]]) {
    await page.goto(base + `learn/${stage}/${lv}`);
    await page.locator('.lesson').waitFor();
    await page.waitForTimeout(300);
    const id = await page.locator('.lesson').getAttribute('data-level');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(variant, width, locale, id, 'overflow', overflow, (await page.locator('#lesson-goal').innerText()).slice(0, 160));
    await page.screenshot({ path: `/tmp/shots/${variant}-${width}-${id}.png` });
  }
  await page.goto(base + 'learn/centre');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/${variant}-${width}-stage-centre.png`, fullPage: true });
  console.log('errors', errors);
  await ctx.close();
}
await browser.close();
