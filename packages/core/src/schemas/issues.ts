import type * as v from 'valibot';

/** The keys of an issue's path (`['address', 'street']`), or none for an issue of the whole value. */
export function issueKeys(issue: v.BaseIssue<unknown>): PropertyKey[] {
  return issue.path?.map((item) => item.key as PropertyKey) ?? [];
}
