import { act } from '@testing-library/preact';

/**
 * Proves that something does NOT happen (`reason` says what): `ms` of the component's timers, renders and effects
 * run inside act, the only fixed wait a component test may use. A test that waits for something to happen uses
 * findBy or waitFor, which end as soon as it holds.
 */
export async function nothingHappensFor(ms: number, reason: string): Promise<void> {
  try {
    await act(() => new Promise<void>((elapsed) => setTimeout(elapsed, ms)));
  } catch (e) {
    throw new Error(`while showing that ${reason}: ${(e as Error).message}`, { cause: e });
  }
}
