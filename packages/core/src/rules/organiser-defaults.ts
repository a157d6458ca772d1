// Spec 000 §9 / 001 §9 constants in one place, so no UI or API code carries a magic number.
// Durations are milliseconds unless the name says otherwise; money is integer minor units.

export const BILLING_ITEM_TYPES = [
  'ACCOUNT',
  'INVOICES',
  'REGISTRATIONS',
  'CANCELLATIONS',
  'BUNDLES',
  'VOUCHERS',
  'COLLABORATORS',
  'CUSTOMERS',
  'PARTICIPANTS',
  'DOCUMENTS',
  'EMAILS',
  'SMS',
] as const;
export type BillingItemCode = (typeof BILLING_ITEM_TYPES)[number];

export interface DefaultBillingItem {
  type: BillingItemCode;
  flat_amount: number;
  unit_amount: number;
  percentage: number;
  metadata: Record<string, unknown>;
}

/** Billing defaults: every item free except SMS at 15 minor units each; VAT 21 %. */
export const DEFAULT_BILLING = {
  minimum_invoice_amount: 500,
  billing_cycle_type: 'MONTHLY',
  billing_cycle_duration: 1,
  delay_before_overdue: 14, // days
  customers_service_fee_percentage: 0,
  customers_service_fee_amount: 0,
  // pure: bundlers would otherwise keep this table in every chunk that reads one constant of this file
  items: /* @__PURE__ */ BILLING_ITEM_TYPES.map((type): DefaultBillingItem => ({
    type,
    flat_amount: 0,
    unit_amount: type === 'SMS' ? 15 : 0,
    percentage: 0,
    metadata: {},
  })),
  taxes: [{ type: 'VAT', percentage: 21, metadata: {} }],
} as const;

/** Days a customer has to pay an invoice. */
export const CUSTOMER_INVOICE_PAYMENT_DELAY_DAYS = 30;

/** Cart items hold their places for 15 minutes (expressed in seconds like the organiser setting). */
export const CARTS_EXPIRATION_DELAY_SECONDS = 15 * 60;

export const DEFAULT_ORGANISER_SETTINGS = {
  bank_transfers_payments_activated: true,
  online_payments_activated: false,
  create_customers_participant: true,
  carts_expiration_delay: CARTS_EXPIRATION_DELAY_SECONDS,
  payments_references_prefix: '',
} as const;

export const DEFAULT_REFERRALS = { rate: 30, duration: 365 /* days */ } as const;
export const DEFAULT_WALLET = { amount: 0 } as const;

export const DEFAULT_SEGMENTS = [
  { entity: 'CUSTOMERS', name: 'all customers', conditions: [], default: true },
  { entity: 'PARTICIPANTS', name: 'all participants', conditions: [], default: true },
  { entity: 'AVAILABILITIES', name: 'all availabilities', conditions: [], default: true },
] as const;

export const NOTIFICATION_DELAY_TYPES = ['AFTER_TRIGGER', 'BEFORE_AVAILABILITY', 'AFTER_AVAILABILITY', 'BEFORE_EXPIRATION'] as const;
export const NOTIFICATION_TRIGGERS = [
  'manual',
  'cart.processed',
  'registration.created',
  'registration.cancellation.created',
  'registration.cancellation.restored',
  'registration.transfer.created',
  'bank_statement.transfer.reconciled',
  'waiting-list.vacancy',
  'attendance-charge.created',
  'membership.created',
  'customer-invoice.created',
  'customer-credit-note.created',
] as const;
/** cart.processed is required and global: organisers cannot switch it off. */
export const REQUIRED_NOTIFICATION_TRIGGERS = ['cart.processed'] as const;
export const NOTIFICATION_DEPENDENCIES = [
  'CART',
  'REGISTRATIONS',
  'ATTENDANCE_CHARGES',
  'AVAILABILITIES',
  'MEMBERSHIPS',
  'CUSTOMERS_INVOICES',
  'CUSTOMERS_CREDIT_NOTES',
] as const;
export const CANCELLATION_TYPES = ['automatic', 'customer', 'organiser', 'automatic-insufficient-participants'] as const;
export const PAYMENT_STRATEGIES = ['IMMEDIATE', 'IMMEDIATE_DEPOSIT', 'DELAYED', 'WALLET'] as const;
export const EMAIL_TEMPLATE_WIDTH_PX = 600;

/** Toasts: success 2 s, error 3 s (001 §9 is more specific than 000 §4), 3 visible, Alt+T. */
export const TOASTS = {
  successMs: 2_000,
  errorMs: 3_000,
  baseMs: 1_750,
  maxVisible: 3,
  hotkey: 'Alt+T',
  widthPx: 356,
  gapPx: 12,
  offsetPx: 24,
  swipeDismissPx: 20,
} as const;

export const DEBOUNCE_MS = {
  catalogFilters: 500,
  catalogFiltersInlineDesktop: 750,
  catalogFiltersOther: 350,
  addressSearch: 500,
  addressSpinnerLinger: 250,
  search: 350,
} as const;

export const THRESHOLDS = {
  /** Category filter switches from checkboxes to a multi-select above this many categories. */
  categoryMultiSelectAbove: 300,
  /** Location filter switches to a multi-select above this many locations. */
  locationMultiSelectAbove: 5,
  /** Other participants of a booking: checkboxes up to this many, a searched multi-select above (001 §7 lookup). */
  participantSearchAbove: 5,
  /** A date list becomes a grid above this many dates. */
  dateGridAbove: 7,
  /** Tab bar scroll indicator appears when this many px overflow. */
  tabScrollIndicatorPx: 24,
  descriptionCollapsedLines: 3,
  passwordMinLength: 6,
  reviewScoreMin: 0,
  reviewScoreMax: 5,
  navMaxLevels: 3,
} as const;

export const BREAKPOINTS_PX = { mobile: 600, filters: 1024 } as const;

export const SCHEDULE = {
  unitsPerHour: 12, // 5-minute steps for calendar event positions
  minLoadingMs: 350,
  defaultStartHour: 0,
  defaultEndHour: 24,
  mobileStripDays: 30,
  weekStartsOn: 1, // Monday, ISO weekday
  datePickerRangeYears: 100,
} as const;

/** Data cache (000 §9); store/query-cache holds the same numbers for its own use. */
export const CACHE = {
  gcMs: 5 * 60_000,
  retries: 3,
  retryCapMs: 30_000,
  minStaleMs: 1_000,
} as const;

export const PAGING = {
  pageSize: 20,
  pageNumber: 1,
  maxPageSize: 100,
  /** availabilities within after + before spanning at most 31 days, at once: a calendar reads its range in one call */
  rangePageSize: 1000,
  blogPageSize: 12,
  latestArticles: 3,
  gridColumns: 2,
} as const;

export const LAYOUT = {
  gridContainerColumns: 3,
  gridContainerGap: '2rem',
  flexGap: '1rem',
  accentColor: '#e67e22',
  theme: 'default',
  topbarBackground: '#000000',
  topbarText: '#ffffff',
} as const;

export const PROGRESS_BAR = { minimum: 0.08, trickleMs: 800 } as const;
