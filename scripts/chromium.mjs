// How every browser of the project starts Debian's chromium on this kind of machine (docs/design.md §7): no sandbox as
// root, no GPU, no background traffic. The browser tests (test/e2e/browser.ts), the bench and its profiler share it.
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's chromium, or ORIEL_CHROMIUM. */
export const chromiumPath = () => process.env.ORIEL_CHROMIUM ?? '/usr/bin/chromium';
