// Schemas of both specs' entities, API requests and answers, forms and settings (docs/api-contract.md).
// Naming: `fooSchema` is the zod/mini schema, `Foo` its inferred type.

export {
  REGISTER_TERMS_ERROR,
  PASSWORD_MISMATCH,
  INSUFFICIENT_WALLET_AMOUNT,
  PASSWORD_MIN_LENGTH,
  loginFormSchema,
  passwordLinkFormSchema,
  passwordResetFormSchema,
  registerFormSchema,
  profileFormSchema,
  participantFormSchema,
  normaliseConfirmation,
  deleteAccountFormSchema,
  deleteParticipantFormSchema,
  walletFormSchema,
  cancelRegistrationFormSchema,
  reviewFormSchema,
  editRegistrationFormSchema,
  voucherCodeFormSchema,
} from './account-forms.schema';
export type {
  LoginForm,
  PasswordLinkForm,
  PasswordResetForm,
  RegisterForm,
  ProfileForm,
  ParticipantForm,
  DeleteConfirmationForm,
  WalletForm,
  CancelRegistrationForm,
  ReviewForm,
  EditRegistrationForm,
  VoucherCodeForm,
} from './account-forms.schema';
export {
  ownedBundleSchema,
  membershipCycleSchema,
  ownedMembershipSchema,
  ownedVoucherSchema,
} from './account-offers.schema';
export type {
  OwnedBundle,
  MembershipCycle,
  OwnedMembership,
  OwnedVoucher,
} from './account-offers.schema';
export {
  emailSchema,
  passwordSchema,
  dateOrDateTimeSchema,
  customDataInputSchema,
  addressInputSchema,
  loginRequestSchema,
  passwordLinkRequestSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  profileUpdateRequestSchema,
  participantCreateRequestSchema,
  participantUpdateRequestSchema,
  cancelRegistrationRequestSchema,
  reviewCreateRequestSchema,
  reviewEditRequestSchema,
  editRegistrationRequestSchema,
  cancelRegistrationRequestRequestSchema,
  paymentDestinationSchema,
  transactionCheckoutRequestSchema,
  walletPaymentRequestSchema,
  voucherRedeemRequestSchema,
} from './account-requests.schema';
export type {
  AddressInput,
  LoginRequest,
  PasswordLinkRequest,
  PasswordResetRequest,
  RegisterRequest,
  ProfileUpdateRequest,
  ParticipantCreateRequest,
  ParticipantUpdateRequest,
  CancelRegistrationRequest,
  ReviewCreateRequest,
  ReviewEditRequest,
  EditRegistrationRequest,
  CancelRegistrationRequestRequest,
  PaymentDestination,
  TransactionCheckoutRequest,
  WalletPaymentRequest,
  VoucherRedeemRequest,
} from './account-requests.schema';
export {
  registrationRequestTierSchema,
  activitySettingsSchema,
  activitySchema,
} from './activity.schema';
export type {
  RegistrationRequestTier,
  ActivitySettings,
  Activity,
} from './activity.schema';
export {
  attendanceChargeItemSchema,
  attendanceChargeSchema,
} from './attendance-charge.schema';
export type {
  AttendanceChargeItem,
  AttendanceCharge,
} from './attendance-charge.schema';
export {
  availabilityStatusSchema,
  optionPriceSchema,
  optionSchema,
  questionSchema,
  availabilitySummarySchema,
  availabilityDateSchema,
  availabilitySchema,
  periodSchema,
  calendarAnswerSchema,
  datesAnswerSchema,
} from './availability.schema';
export type {
  AvailabilityStatus,
  OptionPrice,
  Option,
  Question,
  AvailabilitySummary,
  AvailabilityDate,
  Availability,
  Period,
  CalendarAnswer,
  DatesAnswer,
} from './availability.schema';
export {
  elementCommonSettingsSchema,
  alertBlockSettingsSchema,
  buttonBlockSettingsSchema,
  faqBlockSettingsSchema,
  featureHighlightBlockSettingsSchema,
  headingBlockSettingsSchema,
  paragraphBlockSettingsSchema,
  richTextBlockSettingsSchema,
  iframeBlockSettingsSchema,
  imageBlockSettingsSchema,
  tabsBlockSettingsSchema,
  blockSettingsSchemas,
} from './blocks.schema';
export type {
  ElementCommonSettings,
  AlertBlockSettings,
  ButtonBlockSettings,
  FaqBlockSettings,
  FeatureHighlightBlockSettings,
  HeadingBlockSettings,
  ParagraphBlockSettings,
  RichTextBlockSettings,
  IframeBlockSettings,
  ImageBlockSettings,
  TabsBlockSettings,
  BlockKind,
} from './blocks.schema';
export {
  blogArticleSchema,
} from './blog.schema';
export type {
  BlogArticle,
} from './blog.schema';
export {
  bookingParticipationSchema,
  bookingSchema,
} from './booking.schema';
export type {
  BookingParticipation,
  Booking,
} from './booking.schema';
export {
  optionAnswerSchema,
  questionAnswerSchema,
  dateChoiceSchema,
  availabilityDatesChoiceSchema,
  registrationItemInputSchema,
  bundleItemInputSchema,
  voucherItemInputSchema,
  membershipItemInputSchema,
  bookingItemInputSchema,
  registrationRequestItemInputSchema,
  addCartItemsRequestSchema,
  estimateRequestSchema,
  serverPaymentStrategySchema,
  checkoutRequestSchema,
  couponRequestSchema,
  waitingListRequestSchema,
  newsletterUnsubscribeRequestSchema,
} from './cart-requests.schema';
export type {
  OptionAnswer,
  QuestionAnswer,
  DateChoice,
  RegistrationItemInput,
  BundleItemInput,
  VoucherItemInput,
  MembershipItemInput,
  BookingItemInput,
  RegistrationRequestItemInput,
  AddCartItemsRequest,
  EstimateRequest,
  ServerPaymentStrategy,
  CheckoutRequest,
  CouponRequest,
  WaitingListRequest,
  NewsletterUnsubscribeRequest,
} from './cart-requests.schema';
export {
  couponSchema,
  cartItemTypeSchema,
  cartAvailabilitySchema,
  registrationCartItemSchema,
  bundleCartItemSchema,
  voucherCartItemSchema,
  membershipCartItemSchema,
  registrationRequestCartItemSchema,
  bookingCartItemSchema,
  cartItemSchema,
  cartSchema,
} from './cart.schema';
export type {
  Coupon,
  CartItemType,
  CartAvailability,
  CartItem,
  RegistrationCartItem,
  BundleCartItem,
  VoucherCartItem,
  MembershipCartItem,
  RegistrationRequestCartItem,
  BookingCartItem,
  Cart,
} from './cart.schema';
export {
  paymentStrategySchema,
  paymentMethodSchema,
  checkoutDataSchema,
  checkoutAnswerSchema,
  estimateSchema,
} from './checkout.schema';
export type {
  PaymentStrategy,
  PaymentMethod,
  CheckoutData,
  CheckoutAnswer,
  Estimate,
} from './checkout.schema';
export {
  idSchema,
  cuidSchema,
  isoDateTimeSchema,
  calendarDaySchema,
  moneySchema,
  percentageSchema,
  imageSchema,
  locationSchema,
  categoryGroupScopeSchema,
  categoryGroupSchema,
  categorySchema,
  categoryGroupWithCategoriesSchema,
  catalogSchema,
  listOf,
  oneOf,
  apiErrorBodySchema,
  actionAnswerSchema,
  paymentAmountsShape,
} from './common.schema';
export type {
  Image,
  Location,
  CategoryGroup,
  Category,
  CategoryGroupWithCategories,
  Catalog,
  ListOf,
  OneOf,
  ApiErrorBody,
  ActionAnswer,
} from './common.schema';
export {
  customFieldKey,
  customFieldInputSchema,
  activeCustomFields,
  customFieldsSchema,
  toCustomData,
  fromCustomData,
} from './custom-fields-form.schema';
export type {
  CustomFieldKey,
  CustomFieldValue,
  CustomFieldValues,
} from './custom-fields-form.schema';
export {
  addressSchema,
  customFieldEntitySchema,
  customFieldTypeSchema,
  customFieldChoiceSchema,
  customFieldSchema,
  customDataEntrySchema,
  participantSchema,
  customerSchema,
  participantLookupSchema,
  customerWithParticipantsSchema,
} from './customer.schema';
export type {
  Address,
  CustomFieldEntity,
  CustomFieldType,
  CustomFieldChoice,
  CustomField,
  CustomDataEntry,
  Participant,
  Customer,
  ParticipantLookup,
  CustomerWithParticipants,
} from './customer.schema';
export {
  documentModelDataSchema,
  documentElementSchema,
} from './document-model.schema';
export type {
  DocumentModelData,
  DocumentElement,
  DocumentElementType,
} from './document-model.schema';
export {
  documentPaymentRequirementSchema,
  documentDateRequirementSchema,
  documentCustomFieldSchema,
  registrationDocumentSchema,
} from './document.schema';
export type {
  DocumentPaymentRequirement,
  DocumentDateRequirement,
  DocumentCustomField,
  RegistrationDocument,
} from './document.schema';
export {
  catalogFiltersSchema,
} from './filters.schema';
export type {
  CategoryFilterKey,
  CatalogFilters,
} from './filters.schema';
export {
  AVAILABILITY_DATES_REQUIRED,
  CHECKOUT_TERMS_ERROR,
  availabilityAddFormSchema,
  bundleFormSchema,
  membershipFormSchema,
  voucherFormSchema,
  bookingFormSchema,
  registrationRequestFormSchema,
  waitingListFormSchema,
  couponFormSchema,
  checkoutFormSchema,
} from './forms.schema';
export type {
  AvailabilityAddForm,
  BundleForm,
  MembershipForm,
  VoucherForm,
  BookingForm,
  RegistrationRequestForm,
  WaitingListForm,
  CouponForm,
  CheckoutForm,
} from './forms.schema';
export {
  lenientStringListSchema,
  lenientNumberListSchema,
  lenientIntSchema,
  lenientNullableNumberSchema,
  lenientBooleanSchema,
  stringOrListSchema,
} from './lenient.schema';
export {
  bundleSchema,
  membershipEntitySchema,
  membershipPeriodTypeSchema,
  periodUnitSchema,
  membershipPeriodShape,
  membershipSchema,
  voucherSchema,
  resourceSchema,
  resourcePriceSchema,
  resourceAvailabilitySchema,
} from './offer.schema';
export type {
  Bundle,
  MembershipEntity,
  MembershipPeriodType,
  PeriodUnit,
  Membership,
  Voucher,
  Resource,
  ResourcePrice,
  ResourceAvailability,
} from './offer.schema';
export {
  ageRoundingMethodSchema,
  ageUnitSchema,
  ageFormatSchema,
  organiserSettingsSchema,
  billingItemTypeSchema,
  billingItemSchema,
  billingTaxSchema,
  billingSchema,
  walletSchema,
  referralSchema,
  segmentSchema,
  organiserSchema,
} from './organiser.schema';
export type {
  AgeRoundingMethod,
  AgeUnit,
  AgeFormat,
  OrganiserSettings,
  BillingItemType,
  BillingItem,
  BillingTax,
  Billing,
  Wallet,
  Referral,
  Segment,
  Organiser,
} from './organiser.schema';
export {
  notificationTemplateSchema,
  notificationTriggerSchema,
  notificationDelayTypeSchema,
  notificationDependencySchema,
  defaultNotificationSchema,
  invoiceTemplateSchema,
  invoiceTemplateDataSchema,
  constraintAvailabilitiesChoiceSchema,
  constraintCountSchema,
  registrationsConstraintSettingsSchema,
} from './platform.schema';
export type {
  NotificationTemplate,
  NotificationTrigger,
  NotificationDelayType,
  NotificationDependency,
  DefaultNotification,
  InvoiceTemplate,
  InvoiceTemplateData,
  ConstraintAvailabilitiesChoice,
  ConstraintCount,
  RegistrationsConstraintSettings,
} from './platform.schema';
export {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  pagingQuerySchema,
  availabilitySortSchema,
  availabilitiesQuerySchema,
  offersQuerySchema,
  resourceAvailabilitiesQuerySchema,
} from './queries.schema';
export type {
  PagingQuery,
  AvailabilitySort,
  AvailabilitiesQuery,
  OffersQuery,
  ResourceAvailabilitiesQuery,
} from './queries.schema';
export {
  registrationRequestStatusSchema,
  registrationRequestSchema,
} from './registration-request.schema';
export type {
  RegistrationRequestStatus,
  RegistrationRequest,
} from './registration-request.schema';
export {
  registrationDateSchema,
  chosenOptionSchema,
  answeredQuestionSchema,
  registrationAvailabilitySchema,
  registrationSchema,
} from './registration.schema';
export type {
  RegistrationDate,
  ChosenOption,
  AnsweredQuestion,
  RegistrationAvailability,
  Registration,
} from './registration.schema';
export {
  reviewScoreSchema,
  reviewSchema,
} from './review.schema';
export type {
  Review,
} from './review.schema';
export {
  cardsGridSettingsSchema,
  scheduleSettingsSchema,
  offersGridSettingsSchema,
  itemAttributesSettingsSchema,
  splitHeroSettingsSchema,
  headerSectionSettingsSchema,
  latestArticlesSettingsSchema,
  flexContainerSettingsSchema,
  gridContainerSettingsSchema,
} from './sections.schema';
export type {
  CardsGridSettings,
  ScheduleSettings,
  OffersGridSettings,
  ItemAttributesSettings,
  SplitHeroSettings,
  HeaderSectionSettings,
  LatestArticlesSettings,
  FlexContainerSettings,
  GridContainerSettings,
} from './sections.schema';
export {
  accountCountersSchema,
  sessionPaymentMethodsSchema,
  sessionSchema,
  sessionAnswerSchema,
  authAnswerSchema,
} from './session.schema';
export type {
  AccountCounters,
  SessionPaymentMethods,
  Session,
  SessionAnswer,
  AuthAnswer,
} from './session.schema';
export {
  navLinkSchema,
  headerSchema,
  footerSchema,
  topbarSchema,
  pageTypeSchema,
  pageSummarySchema,
  pageElementTypeSchema,
  pageElementSchema,
  pageSchema,
  websiteSchema,
} from './website.schema';
export type {
  NavLink,
  Header,
  Footer,
  Topbar,
  PageType,
  PageSummary,
  PageElementType,
  PageElement,
  Page,
  Website,
} from './website.schema';
