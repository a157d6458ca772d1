import { useState } from 'react';
import type { ScheduleSettings } from '@oriel/core';
import { useRuntime } from '../../context/runtime';
import { useSignalValue } from '../../context/use-signal';
import { Skeleton } from '../../primitives/states';
import { LoginPrompt } from '../../auth/login-prompt';
import { LazyLoginDialog } from '../lazy-dialogs';
import { loginHref } from '@oriel/core';
import { QuickListContent } from './quick-list-content';

/**
 * The availabilities quick list (000 §2). It is a private section (000 §6): only a signed-in customer sees
 * it; visitors get the login prompt (embedded without a login page, the login form opens in a dialog).
 */
export function QuickList({ settings }: { settings: ScheduleSettings }) {
  const runtime = useRuntime();
  const { t, session } = runtime;
  const state = useSignalValue(session.state);
  const [login, setLogin] = useState(false);

  if (state.status === 'unknown' || state.status === 'loading') {
    return (
      <div className="o-quick" aria-busy="true">
        <span className="sr-only" role="status">
          {t('common.loading')}
        </span>
        <Skeleton height="20rem" />
      </div>
    );
  }
  if (state.status !== 'authenticated') {
    const inPlace = loginHref(runtime.links, runtime.currentLocation()) === null;
    return (
      <div className="o-quick">
        <LoginPrompt onLogin={inPlace ? () => setLogin(true) : undefined} />
        {login && <LazyLoginDialog onClose={() => setLogin(false)} />}
      </div>
    );
  }
  return <QuickListContent settings={settings} />;
}
