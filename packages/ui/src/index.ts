export { RuntimeContext, shellT, useRuntime, useShellT, useT } from './context/runtime';
export type { OrielRuntime, OrielEventDetails, CoreApi } from './context/runtime';
export { useSignalValue } from './context/use-signal';
export { useQuery } from './context/use-query';
export { useApi } from './context/use-api';
export type { QueryResult } from './context/use-query';
export { useUrlParam, useUrlQuery } from './context/url-state';
export type { QueryPatch } from './context/url-state';
export { errorMessage } from './context/errors';
export { Dialog } from './primitives/dialog';
export type { DialogProps } from './primitives/dialog';
export { Badge, EmptyState, ErrorState, Skeleton, Spinner } from './primitives/states';
export { LeadImage, PageImageLead } from './primitives/image-lead';
export { Pagination } from './paging/pagination';
export { Toaster } from './toasts/toaster';
export { default as toastsCss } from './toasts/toasts.css?inline';
export { SafeHtml } from './content/safe-html';
export { pageHtmlParser, sanitizeHtml, type HtmlParser } from './content/sanitize';
export { sanitizeCustomCss, organiserImageBases, CUSTOM_CSS_MAX_LENGTH } from './security/custom-css';
export { AvailabilityCards } from './catalog/availability-cards';
export type { AvailabilityCardsProps } from './catalog/availability-cards';
export { AvailabilityCard } from './catalog/availability-card';
export { activityGridProperties, availabilityGridProperties, gridFilters } from './catalog/grid-settings.logic';
export { AvailabilityDetail } from './detail/availability-detail';
export { AvailabilityDialog } from './detail/availability-dialog';
export { AddAvailabilityForm } from './detail/add-availability-form';
export { LoginForm } from './auth/login-form';
export { LoginPrompt } from './auth/login-prompt';
export { CartButton } from './cart/cart-button';
export { LazyCartDrawer, preloadCartDrawer } from './cart/lazy-cart-drawer';
export { CartItemRow } from './cart/cart-item';
export { default as baseCss } from './styles/base.css?inline';
export { default as catalogCss } from './styles/catalog.css?inline';
export { default as detailCss } from './styles/detail.css?inline';
export { default as filtersCss } from './styles/filters.css?inline';
export { default as cartAddRequestCss } from './styles/cart-add-request.css?inline';
export { default as galleryCss } from './styles/gallery.css?inline';
export { default as formsCss } from './styles/forms.css?inline';
export { default as cartCss } from './styles/cart.css?inline';
export { default as cartDrawerCss } from './styles/cart-drawer.css?inline';
export { AccountPanel, foreseeAccount } from './auth/account-panel';
export { createRuntime, pageStorage, isRetryable } from './context/create-runtime';
export type { RuntimeOptions } from './context/create-runtime';
export { Layout } from './layout/layout';
export type { LayoutProps } from './layout/layout';
export { Topbar } from './layout/topbar';
export { Header } from './layout/header';
export type { HeaderProps, HeaderOrganiser } from './layout/header';
export { LangSwitch, rememberLang } from './layout/lang-switch';
export type { LangSwitchProps } from './layout/lang-switch';
export { Footer, PROVIDER_LEGAL_LINKS } from './layout/footer';
export type { FooterProps } from './layout/footer';
export { ProgressBar } from './layout/progress-bar';
export { SiteLink, useSiteHref, isInternalPath, isSafeHref } from './layout/site-link';
export { PageRenderer } from './builder/page-renderer';
export { titleHeadingIn } from './builder/page-title';
export type { PageRendererProps } from './builder/page-renderer';
export { hasPageSlot } from './builder/page-slots';
export { openTakeover, releaseTakeover } from './builder/takeover';
export { laterCard } from './builder/turn-boundary';
export type { PageSlotName, PageSlots } from './builder/page-slots';
export { CatalogPageContext } from './catalog/catalog-page';
export type { CatalogPage } from './catalog/catalog-page';
export { ELEMENT_RENDERERS } from './builder/registry';
export { default as layoutCss } from './styles/layout.css?inline';
export { default as builderCss } from './styles/builder.css?inline';
export { BundleDetail } from './detail/bundle-detail';
export { AddBundleForm } from './detail/add-bundle-form';
export { RegisterForm } from './auth/register-form';
export { PasswordLinkForm } from './auth/password-link-form';
export { PasswordResetForm } from './auth/password-reset-form';
export type { PasswordResetFormProps } from './auth/password-reset-form';
export { AddressCombobox, ADDRESS_DEBOUNCE_MS, ADDRESS_SPINNER_LINGER_MS } from './auth/address-combobox';
export type { AddressComboboxProps } from './auth/address-combobox';
export { SignedOutViews, ACCOUNT_VIEW_PARAM } from './auth/signed-out-views';
export type { SignedOutView } from './auth/signed-out-views';
export { CustomFieldInputs, useCustomFields } from './forms/custom-field-inputs';
export type { CustomFieldInputsProps } from './forms/custom-field-inputs';
export { TextField } from './forms/text-field';
export type { TextFieldProps } from './forms/text-field';
export { default as authCss } from './styles/auth.css?inline';
export { CheckoutView } from './checkout/checkout-view';
export type { CheckoutViewProps } from './checkout/checkout-view';
export { CheckoutSuccess } from './checkout/checkout-success';
export type { CheckoutSuccessProps } from './checkout/checkout-success';
export { EmbeddedCheckout } from './checkout/checkout-flow';
export { checkoutPlan, groupConfirmedItems, navigateTop, withoutCheckoutParams } from './checkout/checkout.logic';
export type { CheckoutPlan, ItemGroup } from './checkout/checkout.logic';
export { default as checkoutCss } from './styles/checkout.css?inline';
export { ActivityCards } from './catalog/activity-cards';
export type { ActivityCardsProps } from './catalog/activity-cards';
export { OfferCards } from './catalog/offer-cards';
export type { OfferCardsProps } from './catalog/offer-cards';
export type { OfferKind } from './catalog/offer-dialog';
export { ResourcesDay } from './schedule/resources-day';
export type { ResourcesDayProps } from './schedule/resources-day';
export { ResourcesSchedule } from './schedule/resources-schedule';
export type { ResourcesScheduleProps } from './schedule/resources-schedule';
export { BookingAdd } from './booking/booking-add';
export type { BookingAddProps } from './booking/booking-add';
export { BookingDialog } from './booking/booking-dialog';
export { readBookingQuery, bookingRequest, bookingDates } from './booking/booking.logic';
export type { BookingQuery } from './booking/booking.logic';
export { default as resourcesCss } from './styles/resources.css?inline';
export { ScheduleView, SCHEDULE_VIEWS } from './schedule/schedule-view';
export { chunkLoader, preloadable, preloadMarked, PRELOAD_ATTRIBUTE } from './lazy/preloadable';
export type { Preloadable } from './lazy/preloadable';
export { nextTask } from './context/next-task';
export type { ScheduleMode } from './schedule/schedule-view';
export { WeekSchedule } from './schedule/week/week-schedule';
export { QuickList } from './schedule/list/quick-list';
export { MonthCalendar } from './schedule/month-calendar';
export type { MonthCalendarProps } from './schedule/month-calendar';
export { default as scheduleCss } from './styles/schedule.css?inline';
export { MembershipDetail } from './detail/membership-detail';
export { VoucherDetail } from './detail/voucher-detail';
export { ActivityDetail } from './detail/activity-detail';
export { BlogList } from './blog/blog-list';
export { BlogArticleView } from './blog/blog-article';
export { CartAddView } from './cart-add/cart-add-view';
export type { CartAddViewProps } from './cart-add/cart-add-view';
export { splitCuids } from './cart-add/cart-add.logic';
export { RequestSchedule } from './request/request-schedule';
export { RequestForm } from './request/request-form';
export { parseIds } from './request/request.logic';
export { AccountArea } from './account/account-area';
export { askScreenAhead } from './account/screen-ahead';
export type { AccountAreaProps } from './account/account-area';
export type { AccountNav, AccountQuery } from './account/account-context';
export { default as accountCss } from './styles/account.css?inline';
export {
  JsonLdScript,
  absoluteUrl,
  activityCardCourse,
  activityCourse,
  availabilityEvent,
  currencyOf,
  decimalPrice,
  homeGraph,
  isoInZone,
  itemList,
  jsonLdDocument,
  offerAvailability,
  offerProduct,
  organization,
  place,
  plainText,
  scriptSafeJsonLd,
  storefrontOrigin,
  websiteJsonLdContext,
} from './seo';
export type { AvailabilityLike, JsonLd, JsonLdContext } from './seo';
