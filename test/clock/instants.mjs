// The instants every test project runs at (Europe/Brussels). The browser suite runs twice, once at each; the unit,
// component and API projects run at the first, or at ORIEL_TEST_NOW / ORIEL_E2E_NOW when set. No test reads the
// machine's clock: see test/clock/pinned-date.ts.
export const TEST_INSTANTS = [
  ['weekday morning', '2026-12-02T09:00:00+01:00'],
  ['Sunday 23:30', '2026-12-06T23:30:00+01:00'],
];

/** The instant of this run: ORIEL_TEST_NOW, else the browser suite's ORIEL_E2E_NOW, else the first of TEST_INSTANTS. */
export function testNow(env = process.env) {
  const iso = env.ORIEL_TEST_NOW || env.ORIEL_E2E_NOW || TEST_INSTANTS[0][1];
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`ORIEL_TEST_NOW / ORIEL_E2E_NOW is not an ISO date: ${iso}`);
  return date;
}
