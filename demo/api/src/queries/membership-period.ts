import { iso } from '../lib/time';

/** A membership's period as every answer that shows one carries it (the catalog's membership, an owned one). */
export const membershipPeriod = (m: Record<string, any>) => ({
  period_type: m.period_type,
  rolling_period_type: m.rolling_period_type,
  rolling_period_duration: m.rolling_period_duration,
  fixed_period_start_at: iso(m.fixed_period_start_at),
  fixed_period_end_at: iso(m.fixed_period_end_at),
});
