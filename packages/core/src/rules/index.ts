export {
  BILLING_ITEM_TYPES,
  DEFAULT_BILLING,
  CUSTOMER_INVOICE_PAYMENT_DELAY_DAYS,
  CARTS_EXPIRATION_DELAY_SECONDS,
  DEFAULT_ORGANISER_SETTINGS,
  DEFAULT_REFERRALS,
  DEFAULT_WALLET,
  DEFAULT_SEGMENTS,
  NOTIFICATION_DELAY_TYPES,
  NOTIFICATION_TRIGGERS,
  REQUIRED_NOTIFICATION_TRIGGERS,
  NOTIFICATION_DEPENDENCIES,
  CANCELLATION_TYPES,
  PAYMENT_STRATEGIES,
  EMAIL_TEMPLATE_WIDTH_PX,
  TOASTS,
  DEBOUNCE_MS,
  THRESHOLDS,
  BREAKPOINTS_PX,
  SCHEDULE,
  CACHE,
  PAGING,
  LAYOUT,
  PROGRESS_BAR,
} from './organiser-defaults';
export type { BillingItemCode, DefaultBillingItem } from './organiser-defaults';

export {
  isDateOpen,
  dateUnavailable,
  isDateClosed,
  isScheduleItemDisabled,
  allowsRegistrationsAfterStart,
  isShownClosed,
  hasNoFutureFreeDate,
  availabilityBadges,
  isCardGreyscale,
  remainingCapacity,
  addToCartState,
  isAddFormReplaced,
  sortDatesByStart,
} from './availability.rules';
export type { AvailabilityStatusCode, DateLike, AvailabilityLike, AvailabilityBadgeCode, AddToCartState } from './availability.rules';

export {
  isCartItemExpired,
  visibleCartItems,
  cartItemCount,
  firstAvailabilityStart,
  sortCartItems,
  cartTotal,
  cartDepositTotal,
  showsCartDeposit,
  cartSummary,
  cartDrawerTransition,
} from './cart.rules';
export type { CartItemTypeCode, CartItemLike, CartSummary } from './cart.rules';

export {
  checkoutMaths,
  sortPaymentMethods,
  defaultPaymentStrategy,
  strategyToSend,
  showsPaymentSelector,
  checkoutTermsError,
  isCouponSubmitDisabled,
  checkoutOutcome,
  couponApplies,
  couponBase,
  couponDiscount,
  walletAmountError,
} from './checkout.rules';
export type { PaymentStrategyCode, CheckoutMathsInput, CheckoutMaths, PaymentMethodLike } from './checkout.rules';

export {
  registrationBadges,
  cancelledMoney,
  requestStatusBadge,
  canCancelRequest,
  requestPaymentBadge,
  paymentBadge,
  voucherRedemptionBadge,
  voucherConfirmationState,
  canRedeemVoucher,
  redeemNeedsParticipant,
  membershipBadges,
} from './badges.rules';
export type {
  BadgeTone,
  Badge,
  RegistrationBadgeCode,
  RegistrationBadgeInput,
  RequestStatusCode,
  RequestPaymentBadgeCode,
  VoucherLike,
  VoucherConfirmationState,
} from './badges.rules';

export { documentAvailability, visibleDocuments } from './documents.rules';
export type { DocumentLike, DocumentRegistrationLike, DocumentAvailability } from './documents.rules';

export { DAYS_PER_MONTH, DAYS_PER_YEAR, DEFAULT_AGE_FORMATS, STOREFRONT_AGE_FORMATS, roundToInterval, displayAge, displayAgeRange } from './age.rules';
export { ageInYears, ageInMonths, ageInDays, ageInDisplayDays } from './age-of.rules';
export { AGE_LIMIT_ERRORS, ageLimitCheck, hasAgeLimits } from './age-limit.rules';
export type { AgeLimitsLike, AgeLimitCheck } from './age-limit.rules';
export type { AgeUnitCode, AgeRounding, AgeFormatLike, AgeDisplay } from './age.rules';

export {
  normalizePaging,
  pageOffset,
  pageToLimitOffset,
  pageCount,
  isNextPageDisabled,
  isPreviousPageDisabled,
  resetPageOnFilterChange,
} from './pagination.rules';
export type { PagingInput, Paging } from './pagination.rules';

export { tierSelection } from './request-tier.rules';
export type { TierLike, TierSelectionState, TierSelection } from './request-tier.rules';

export { partialDateState, togglePartialDate, partialSelectionError, partialRegistrationDiscount } from './partial-registration.rules';
export type { PartialDateState } from './partial-registration.rules';

export { bundlePricePerRegistration, bundleRemaining } from './bundle.rules';

export {
  ACCOUNT_TABS,
  visibleAccountTabs,
  confirmationKey,
  accountDeletionConfirmed,
  participantDeletionConfirmed,
  paymentButtons,
  tabScrollIndicators,
  tabScrollTarget,
} from './account.rules';
export type { AccountTab, AccountCountersLike, AccountTabEntry } from './account.rules';

export { categoryFilterControl, locationFilterControl, dateListLayout, catalogFiltersDebounceMs, CATALOG_FILTER_IDS, isCatalogFilterId } from './filters.rules';
export type { CatalogFilterId } from './filters.rules';
export { PERMISSION_CATALOGUE, PERMISSIONS, isKnownPermission, hasPermission, DEFAULT_COLLABORATOR_NOTIFICATIONS } from './permissions';
export {
  localDayMinutes,
  minutesOfDay,
  hourRange,
  rangeUnits,
  eventPosition,
  assignLanes,
  weekOf,
  daysBounds,
  nextAvailableDay,
  previousAvailableDay,
  monthGrid,
  addMonthsToDay,
  pickerBounds,
  clampDay,
  isCalendarDay,
} from './schedule.rules';
export type { TimedLike, HourRange, EventPosition, Lane } from './schedule.rules';

export {
  registeredDates,
  registrationSpan,
  registrationStarted,
  isPartialRegistration,
  registrationActions,
  locationLines,
  primaryCategoryGroups,
  answeredQuestions,
  isLongDescription,
} from './registration-detail.rules';
export type {
  RegisteredDateLike,
  RegistrationDetailLike,
  RegistrationActions,
  LocationLike,
  CategoryLike,
  CategoryGroupLines,
} from './registration-detail.rules';

export {
  REVIEW_SCORES,
  reviewFormDefaults,
  documentAnswerKey,
  documentFields,
  documentDownloadAnswers,
  documentFieldErrors,
  initialEditState,
  editErrors,
  editRequestBody,
  editDifference,
} from './registration-forms.rules';
export type {
  ReviewLike,
  DocumentFieldLike,
  DocumentPagesLike,
  CustomFieldInputValue,
  EditOptionLike,
  EditQuestionLike,
  EditRegistrationLike,
  EditState,
  EditRegistrationBody,
} from './registration-forms.rules';
export { activitiesAfter, availabilitiesAfter, catalogListScope, laterAfter } from './catalog-page.rules';
export type { CatalogListScope } from './catalog-page.rules';

export { accentInk, contrast, INK_MAX_LUMINANCE, luminance, parseHex, textOn, TEXT_SWITCH_LUMINANCE } from './accent-contrast';
export type { Rgb } from './accent-contrast';
