// The collaborator permission catalogue of spec 000 §6: permissions are named `area.action`, where an area
// may have sub-areas (`customers.vouchers`). Which roles hold which permissions is not in the spec.

const CRUD = ['create', 'read', 'update', 'delete'] as const;
const with_ = (...extras: string[]) => [...CRUD, ...extras] as const;

/** Area -> its actions: create, read, update, delete, plus the extras the spec notes. */
export const PERMISSION_CATALOGUE: Readonly<Record<string, readonly string[]>> = {
  'organisers.settings.account': CRUD,
  'organisers.settings.business': CRUD,
  'organisers.settings.preferences': CRUD,
  'organisers.settings.payments': CRUD,
  'organisers.settings.billing': CRUD,
  'billing.invoices': CRUD,
  payment_types: CRUD,
  notification_templates: CRUD,
  registration_date_configurations: CRUD,
  discounts: CRUD,
  vouchers: CRUD,
  memberships: CRUD,
  bank_statements: CRUD,
  'bank_statements.transfers': CRUD,
  blog_articles: CRUD,
  newsletters: with_('send'),
  'newsletters.subscribers': CRUD,
  websites: CRUD,
  'websites.pages': CRUD,
  collaborators: with_('impersonate'),
  'collaborators.roles': CRUD,
  'collaborators.tags': CRUD,
  'collaborators.custom_fields': CRUD,
  'collaborators.notes': CRUD,
  'collaborators.logs': CRUD,
  customers: with_('impersonate'),
  'customers.custom_fields': CRUD,
  'customers.tags': CRUD,
  'customers.discounts': CRUD,
  'customers.notifications': CRUD,
  'customers.vouchers': with_('refund', 'redeem'),
  'customers.memberships': CRUD,
  'customers.carts': ['read'],
  'customers.bundles': with_('refund'),
  'customers.notes': CRUD,
  'customers.reviews': CRUD,
  'customers.transaction_proofs': CRUD,
  'customers.invoices_settings': CRUD,
  participants: CRUD,
  'participants.discounts': CRUD,
  'participants.notes': CRUD,
  document_models: CRUD,
  document_downloads: CRUD,
  activities: CRUD,
  'activities.catalogs': CRUD,
  'activities.locations': CRUD,
  'activities.categories': CRUD,
  'activities.questions': CRUD,
  'activities.calendar_periods': CRUD,
  'activities.options': CRUD,
  'activities.attendance_billing': CRUD,
  'activities.bundles': CRUD,
  'activities.coupons': CRUD,
  'activities.registrations_constraints': CRUD,
  'activities.cancellations': CRUD,
  'activities.confirmations': CRUD,
  'activities.notifications': CRUD,
  availabilities: CRUD,
  'availabilities.dates': CRUD,
  'availabilities.schedules': CRUD,
  'availabilities.synchronisation': CRUD,
  'availabilities.automatic_cancellations_configurations': CRUD,
  registrations: with_('refund', 'cancel', 'transfer', 'replace'),
  'registrations.notes': CRUD,
  'registrations.attendances': ['read', 'register'],
  'registrations.requests': CRUD,
  'registrations.requests_configurations': CRUD,
  waiting_list_registrations: CRUD,
  payments: CRUD,
  transactions: CRUD,
  carts: CRUD,
  notifications: ['trigger'],
  exports: CRUD,
  export_models: CRUD,
  integrations: ['read', 'activate', 'deactivate'],
  volume_discounts: CRUD,
  badge_lists: CRUD,
  segments: CRUD,
  reports: ['dashboard', 'participation', 'sales', 'treasury', 'timesheet'],
  imports: CRUD,
  resources: CRUD,
  'resources.groups': CRUD,
  bookings: with_('cancel'),
  booking_configurations: CRUD,
  attendance_charges: CRUD,
};

/** Every permission name, `area.action`, in catalogue order. */
export const PERMISSIONS: readonly string[] = Object.entries(PERMISSION_CATALOGUE).flatMap(([area, actions]) => actions.map((action) => `${area}.${action}`));

export function isKnownPermission(name: string): boolean {
  return PERMISSIONS.includes(name);
}

/** A collaborator may act when its role grants the exact permission (roles' contents are the organiser's). */
export function hasPermission(granted: readonly string[], name: string): boolean {
  return isKnownPermission(name) && granted.includes(name);
}

/** Collaborator notification options on by default (000 §6). */
export const DEFAULT_COLLABORATOR_NOTIFICATIONS: Readonly<Record<string, boolean>> = { 'reservation.created': true };
