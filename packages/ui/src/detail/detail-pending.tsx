import { useT } from '../context/runtime';
import { errorMessage } from '../context/errors';
import { ErrorState, Skeleton } from '../primitives/states';
import type { QueryResult } from '../context/use-query';

type SkeletonShape = { className?: string; rows?: readonly (readonly [height: string, width?: string])[] };
const TEXT = [['4rem']] as const;

/** what a detail's query tells before its data */
export type PendingQuery = Pick<QueryResult<unknown>, 'status' | 'data' | 'error' | 'refetch'>;

/**
 * A detail's frame while it loads, at the height it opens with (image, then text), so nothing moves when the data
 * arrives; also the dialog's fallback while a detail's code arrives. `rows`: height and width of each line under the image.
 */
export function DetailSkeleton({ className = 'o-detail', rows = TEXT }: SkeletonShape) {
  const t = useT();
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <Skeleton height="220px" />
      {rows.map(([height, width], i) => (
        <Skeleton key={i} height={height} width={width} />
      ))}
    </div>
  );
}

/** A detail before its data: the error with a retry when the call failed and nothing is cached, else its frame. */
export function DetailPending({ query, className, rows }: SkeletonShape & { query: PendingQuery }) {
  const t = useT();
  if (query.status === 'error' && !query.data) return <ErrorState message={errorMessage(t, query.error)} onRetry={query.refetch} />;
  return <DetailSkeleton className={className} rows={rows} />;
}
