import type { MouseEvent, ReactNode } from 'react';
import type { AccountView } from '@oriel/core';
import { useAccountNav, type AccountQuery } from './account-context';

export interface AccountLinkProps {
  to: AccountView;
  query?: AccountQuery;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string;
}

/** A link to another account screen: a real href, switched in place on a plain click. */
export function AccountLink({ to, query, children, ...rest }: AccountLinkProps) {
  const nav = useAccountNav();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    nav.go(to, query);
  };
  return (
    <a href={nav.href(to, query)} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
