// The worker's benchmarks (docs/BENCHMARKS.md), not part of the e2e suite:
// opens /bench?MODE and prints its lines until `done`.
//   review: a 60-move game of each rule set reviewed in the app's Web
//           Worker one move at a time;
//   depth:  Empresário as shipped plays each position of `damas bench
//           depth` (international, english) for its second in the worker.
//   python3 -m http.server 8765 --directory target/e2e-dist &
//   DAMAS_BASE_URL=http://127.0.0.1:8765/ node tests/e2e/bench-page.mjs review|depth
import { base, browser } from './lib.mjs';

const mode = process.argv[2];
if (mode !== 'review' && mode !== 'depth') {
  console.error('usage: node tests/e2e/bench-page.mjs review|depth');
  process.exit(2);
}
const { ctx, page } = await browser({ viewport: { width: 1280, height: 800 } });
await page.goto(base + 'bench?' + mode);
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
