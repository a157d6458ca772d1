import { buildHref, catalogApi, startOfToday, catalogKeys, scheduleKeys } from '@oriel/core';
import { ActivityDetail, JsonLdScript, activityCourse, useApi, useQuery, useRuntime, websiteJsonLdContext } from '@oriel/ui';
import { useWebsite } from '../shell-context';
import { DetailFrame } from './detail-frame';

/** /activities/{cuid} (000 §2): breadcrumb from home, then the activity and its upcoming sessions. */
export function ActivityPage({ cuid }: { cuid: string }) {
  const runtime = useRuntime();
  const { links, timezone } = runtime;
  const catalog = useApi(catalogApi);
  const website = useWebsite();
  const q = useQuery(catalogKeys.activity(cuid), () => catalog.getActivity(cuid));
  // ActivityDetail's upcoming list, same parameters in the same order: one cache key, one request serves both
  const params = { activity: cuid, status: ['OPEN', 'FULL'] as const, after: startOfToday(timezone, runtime.now.peek()), limit: 12 };
  const upcoming = useQuery(scheduleKeys.availabilityCards(params), () => catalog.listAvailabilityCards({ ...params, status: [...params.status] }));
  // a Course with its upcoming sessions as instances, for search engines (json-ld.logic.ts says why)
  const course =
    q.data && website.data && upcoming.data
      ? activityCourse(
          { ...q.data, cuid },
          upcoming.data.data,
          websiteJsonLdContext(website.data, timezone),
          buildHref(links, 'activity', { cuid }) ?? '',
          (session) => buildHref(links, 'availability', { cuid: session }) ?? '',
        )
      : null;
  return (
    <DetailFrame query={q} title={q.data?.title} className="o-activity-page">
      <ActivityDetail cuid={cuid} headingLevel={1} />
      <JsonLdScript data={course} />
    </DetailFrame>
  );
}
