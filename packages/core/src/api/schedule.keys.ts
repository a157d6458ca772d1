import type { ActivitiesParams, AvailabilitiesParams } from './params';

/** Query keys of scheduleApi's answers (store/query-key.ts). */
export const scheduleKeys = {
  all: ['schedule'] as const,
  /** `options` as listAvailabilityCards takes them: an answer with the categories is another answer */
  availabilityCards: (params: AvailabilitiesParams, options: { categories?: boolean } = {}) =>
    [...scheduleKeys.all, 'availability-cards', params, options] as const,
  activityCards: (params: ActivitiesParams) => [...scheduleKeys.all, 'activity-cards', params] as const,
  calendar: (params: AvailabilitiesParams) => [...scheduleKeys.all, 'calendar', params] as const,
  /** every card of a date range, all its pages together */
  range: (params: AvailabilitiesParams) => [...scheduleKeys.all, 'range', params] as const,
  /** the quick list's page of cards */
  quickList: (params: AvailabilitiesParams) => [...scheduleKeys.all, 'quick-list', params] as const,
};
