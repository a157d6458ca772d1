import { useState } from 'react';
import { Dialog } from '../primitives/dialog';
import { LoginForm } from '../auth/login-form';
import { useT } from '../context/runtime';
import { BookingAdd } from './booking-add';
import type { BookingQuery } from './booking.logic';

/**
 * Embedded without a booking page, a chosen slot opens BookingAdd in place (docs/design.md §2b); the login prompt
 * leads to the login form in the same dialog, then back to the booking. Adding closes it.
 */
export function BookingDialog({ query, title, onClose }: { query: BookingQuery; title: string; onClose: () => void }) {
  const t = useT();
  const [view, setView] = useState<'booking' | 'login'>('booking');
  return (
    <Dialog open onClose={onClose} title={view === 'login' ? t('auth.login.title') : title}>
      {view === 'login' ? (
        <LoginForm onSuccess={() => setView('booking')} onCancel={() => setView('booking')} />
      ) : (
        <BookingAdd query={query} onLogin={() => setView('login')} onAdded={onClose} headingLevel={3} />
      )}
    </Dialog>
  );
}
