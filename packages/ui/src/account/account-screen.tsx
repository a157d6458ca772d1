import { useEffect, useRef, type ReactNode } from 'react';
import type { AccountView } from '@oriel/core';
import { useAccount } from './account-context';
import { AccountLink } from './account-link';

export interface AccountScreenProps {
  title: ReactNode;
  /** a link back (to the list from a detail, to the detail from its forms) */
  back?: { to: AccountView; label: string } | undefined;
  /** beside the title: badges, a primary action */
  aside?: ReactNode;
  children: ReactNode;
}

/** One screen of the area: its title one level under the area's, an optional way back, its content. */
export function AccountScreen({ title, back, aside, children }: AccountScreenProps) {
  const { headingLevel, onScreenTitle } = useAccount();
  const H = headingLevel === 1 ? 'h2' : 'h3';
  const heading = useRef<HTMLHeadingElement>(null);
  const told = useRef('');
  // the title as drawn (it may hold a name or a date loaded with the screen): read after each render, told once per change
  useEffect(() => {
    const text = heading.current?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    if (text && text !== told.current) {
      told.current = text;
      onScreenTitle?.(text);
    }
  });
  return (
    <div className="o-account-screen-body">
      {back && (
        <p className="o-account-back">
          <AccountLink to={back.to}>{back.label}</AccountLink>
        </p>
      )}
      <div className="o-account-screen-head">
        {/* the shell's route focus names the screen by it (route-focus.ts) */}
        <H ref={heading} className="o-account-screen-title" data-route-title="">
          {title}
        </H>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** Heading level of a section inside a screen (under the screen's title). */
export function useSectionHeading(): 'h3' | 'h4' {
  return useAccount().headingLevel === 1 ? 'h3' : 'h4';
}
