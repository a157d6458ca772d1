import { formatDate } from '@oriel/core';
import { useRuntime } from '../context/runtime';

/** '2 décembre 2026': a publication reads better with the month written out; one cached formatter per zone. */
const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** An article's publication date, in the organiser's timezone. */
export function ArticleDate({ at, className = 'o-article-date' }: { at: string; className?: string }) {
  const { lang, timezone } = useRuntime();
  return (
    <time className={className} dateTime={at}>
      {formatDate(at, { locale: lang, timeZone: timezone }, LONG_DATE)}
    </time>
  );
}
