import { describe, expect, it } from 'vitest';
import { DEFAULT_COLLABORATOR_NOTIFICATIONS, hasPermission, isKnownPermission, PERMISSIONS } from './permissions';

describe('collaborator permission catalogue (000 §6)', () => {
  it('names every permission area.action once', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const p of PERMISSIONS) expect(p).toMatch(/^[a-z_]+(\.[a-z_]+)*\.[a-z_]+$/);
  });

  it.each([
    'organisers.settings.billing.update',
    'newsletters.send',
    'collaborators.impersonate',
    'customers.impersonate',
    'customers.vouchers.refund',
    'customers.vouchers.redeem',
    'customers.carts.read',
    'customers.bundles.refund',
    'activities.registrations_constraints.create',
    'availabilities.automatic_cancellations_configurations.update',
    'registrations.transfer',
    'registrations.replace',
    'registrations.attendances.register',
    'notifications.trigger',
    'integrations.deactivate',
    'reports.timesheet',
    'bookings.cancel',
    'attendance_charges.read',
  ])('has the extra the spec notes: %s', (name) => {
    expect(isKnownPermission(name)).toBe(true);
  });

  it('has no invented extras', () => {
    expect(isKnownPermission('customers.carts.delete')).toBe(false);
    expect(isKnownPermission('notifications.create')).toBe(false);
    expect(isKnownPermission('reports.create')).toBe(false);
  });

  it('grants only known, granted permissions', () => {
    expect(hasPermission(['bookings.cancel'], 'bookings.cancel')).toBe(true);
    expect(hasPermission(['bookings.cancel'], 'bookings.delete')).toBe(false);
    expect(hasPermission(['made.up'], 'made.up')).toBe(false);
  });

  it('turns on the reservation.created notification by default', () => {
    expect(DEFAULT_COLLABORATOR_NOTIFICATIONS['reservation.created']).toBe(true);
  });
});
