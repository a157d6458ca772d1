import type { ReactNode } from 'react';
import { buildHref, type RouteName } from '@oriel/core';
import { SiteLink, useRuntime } from '@oriel/ui';

/** A link between the auth pages that carries the redirect along, so the visitor still ends up where they were going. */
export function AuthLink({ route, redirect, children, className }: { route: RouteName; redirect: string | null; children: ReactNode; className?: string }) {
  const { links } = useRuntime();
  const href = buildHref(links, route, {}, { redirect }) ?? '/';
  return (
    <SiteLink href={href} className={className}>
      {children}
    </SiteLink>
  );
}
