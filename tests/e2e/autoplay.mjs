// The page driver the speed measurements share (tests/e2e/perf.spec.mjs,
// tests/perf/fast3g.mjs), given to `addInitScript`: it runs in the page from
// navigation start. As soon as the new-game form is there, it picks a friend
// as opponent (no worker involved) and starts; as soon as the board is
// there, it taps square 22 with pointer events. It stamps in
// `window.__stamps`, in the page's own clock (ms since navigation start),
// when the header, the form, the board and the selected square appear: no
// round trips to the test runner.
export const AUTOPLAY = () => {
  const s = (window.__stamps = {});
  const tap22 = (svg) => {
    const box = svg.getBoundingClientRect();
    const at = { clientX: box.left + box.width * (2 / 8 + 1 / 16), clientY: box.top + box.height * (5 / 8 + 1 / 16),
      button: 0, pointerId: 1, isPrimary: true, bubbles: true };
    svg.dispatchEvent(new PointerEvent('pointerdown', at));
    svg.dispatchEvent(new PointerEvent('pointerup', at));
  };
  const seen = () => {
    const now = performance.now();
    if (!s.header && document.querySelector('header.header')) s.header = now;
    const start = document.querySelector('#start-game');
    if (!s.form && start) {
      s.form = now;
      const opponent = document.querySelector('#play-opponent');
      opponent.value = 'friend';
      opponent.dispatchEvent(new Event('change', { bubbles: true }));
      start.click();
    }
    const svg = document.querySelector('svg.board-svg');
    if (!s.board && svg) {
      s.board = now;
      setTimeout(() => tap22(svg));
    }
    if (!s.selected && document.querySelector('svg.board-svg g.square[id$="-sq22"] rect.selected')) s.selected = now;
  };
  new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true });
};
