import { FontWarmer, Skeleton } from '../../primitives/states';

/** Placeholders in the loaded layout's boxes (same columns, same fixed calendar height): nothing shifts. */
export function WeekSkeleton({ layout, days }: { layout: 'stacked' | 'calendar'; days: number }) {
  const columns = Array.from({ length: days }, (_, i) => i);
  if (layout === 'calendar') {
    return (
      <div className="o-week-cal o-week-skeleton" style={{ '--o-days': String(days), '--o-units': '288' } as Record<string, string>}>
        <FontWarmer />
        <div className="o-week-cal-head" aria-hidden="true">
          <span />
          {columns.map((i) => (
            <Skeleton key={i} height="1.2rem" />
          ))}
        </div>
        <div className="o-week-cal-body">
          <div className="o-week-cal-hours" />
          {columns.map((i) => (
            <div key={i} className="o-week-cal-day">
              <Skeleton height="100%" />
            </div>
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className="o-week-stacked o-week-skeleton" style={{ '--o-days': String(days) } as Record<string, string>}>
      <FontWarmer />
      {columns.map((i) => (
        <div key={i} className="o-week-day">
          <Skeleton height="1.3rem" width="60%" />
          <Skeleton height="4.5rem" />
          <Skeleton height="4.5rem" />
        </div>
      ))}
    </div>
  );
}
