#!/usr/bin/env node
// Renders public/icon.svg to public/icon-192.png and public/icon-512.png with
// headless Chromium (@playwright/test's chromium + /usr/bin/chromium). Run once after
// changing the SVG: node scripts/make-icons.mjs
import { chromium } from '@playwright/test';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(join(root, 'public/icon.svg'), 'utf8');
const browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'damas-icons-')), {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
for (const size of [192, 512]) {
  const page = await browser.newPage();
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">
    <img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}" style="display:block"></body></html>`);
  await page.waitForLoadState('load');
  await page.screenshot({ path: join(root, `public/icon-${size}.png`), omitBackground: true });
  await page.close();
}
await browser.close();
console.log('wrote public/icon-192.png and public/icon-512.png');
