import base from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

// The package is `sideEffects: false`, so a bare top-level `dayjs.extend(...)` is dropped by the widget build
// when only the re-exported binding is used (built chunks then failed with "tz is not a function"). Extending
// inside the exported value's initialiser keeps it. Extending twice is a no-op in dayjs.
function extended(): typeof base {
  base.extend(utc);
  base.extend(timezone);
  return base;
}

export const dayjs = extended();
