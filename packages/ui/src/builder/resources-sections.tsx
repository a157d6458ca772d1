import type { ScheduleSettings } from '@oriel/core';
import { useShellT } from '../context/runtime';
import { useSectionScope } from './section-scope';
import { Suspense } from 'react';
import { SCHEDULE_VIEWS } from '../schedule/schedule-view';
import { PRELOAD_ATTRIBUTE } from '../lazy/preloadable';
import { Skeleton } from '../primitives/states';
import type { ElementViewProps } from './element-def';

// The resources views are chunks of their own, loaded by the pages that show them (not by every website page):
// the marker lets the shell load the chunk before it takes over the server's markup.
const ResourcesScheduleMode = SCHEDULE_VIEWS.resources;
const ResourcesDayMode = SCHEDULE_VIEWS['resources-day'];
const preloadMark = (name: string) => ({ [PRELOAD_ATTRIBUTE]: name });

/** resources-schedule section (000 §2): one column per activity. */
export function ResourcesScheduleSection({ settings, element }: ElementViewProps<ScheduleSettings>) {
  const t = useShellT();
  const { status } = useSectionScope(element.settings, settings.status);
  return (
    <div className="o-container o-section-body" {...preloadMark('resources')}>
      <h2 className="sr-only">{t('schedules.resources_columns.label')}</h2>
      <Suspense fallback={<Skeleton height="24rem" />}>
        <ResourcesScheduleMode settings={{ ...settings, status: status ?? [] }} />
      </Suspense>
    </div>
  );
}

/** resources-daily section (000 §2): the daily resource slots with their mobile variant. */
export function ResourcesDailySection({ settings }: ElementViewProps<ScheduleSettings>) {
  const t = useShellT();
  return (
    <div className="o-container o-section-body" {...preloadMark('resources-day')}>
      <h2 className="sr-only">{t('offers.booking.daily')}</h2>
      <Suspense fallback={<Skeleton height="24rem" />}>
        <ResourcesDayMode settings={settings} />
      </Suspense>
    </div>
  );
}
