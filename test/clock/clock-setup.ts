import { beforeEach } from 'vitest';
import { testNow } from './instants.mjs';
import { isPinned, pinnedDate } from './pinned-date';

// Every test file of every project starts at the run's instant (instants.mjs), whatever the machine's date and zone.
// A test that needs another instant sets its own (vi.useFakeTimers + vi.setSystemTime, or an injected clock).
const start = testNow();
const current = globalThis.Date;
if (isPinned(current)) current.pin(start);
else globalThis.Date = pinnedDate(start, current);

// vi.setSystemTime without fake timers, then vi.useRealTimers, puts back vitest's own copy of the native Date: pin again
const pinned = globalThis.Date;
beforeEach(() => {
  if (!isPinned(globalThis.Date) && !('isFake' in globalThis.Date)) globalThis.Date = pinned;
});
