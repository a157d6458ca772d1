/** A page script that shifts `new Date()` and `Date.now()` by `shiftMs`, as plain source text. */
export function dateShim(shiftMs: number): string {
  return `(() => {
  const Real = Date;
  const now = () => Real.now() + ${Number(shiftMs)};
  class Pinned extends Real {
    constructor(...args) {
      if (args.length === 0) super(now());
      else super(...args);
    }
    static now() {
      return now();
    }
  }
  window.Date = Pinned;
})();`;
}
