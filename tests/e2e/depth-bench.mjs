// Search depth in the worker (docs/BENCHMARKS.md, issue 52 item 5): opens
// /bench?depth, where Empresário as shipped plays each position of `damas
// bench depth` (international, english) for its second in the app's Web
// Worker, and prints its lines until `done`. Not part of the e2e suite.
//   python3 -m http.server 8765 --directory target/e2e-dist &
//   DAMAS_BASE_URL=http://127.0.0.1:8765/ node tests/e2e/depth-bench.mjs
import { base, browser } from './lib.mjs';

const { ctx, page } = await browser({ viewport: { width: 1280, height: 800 } });
await page.goto(base + 'bench?depth');
let shown = '';
for (let i = 0; i < 1800 && !shown.includes('done'); i++) {
  const text = await page.locator('#bench').innerText().catch(() => '');
  if (text !== shown) {
    process.stdout.write(text.slice(shown.length));
    shown = text;
  }
  await page.waitForTimeout(1000);
}
await ctx.close();
process.exit(shown.includes('done') ? 0 : 1);
