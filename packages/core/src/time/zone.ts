import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

// Extending twice is a no-op in dayjs, so importing this module from several places is harmless.
dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
