import {
  alertBlockSettingsSchema,
  buttonBlockSettingsSchema,
  cardsGridSettingsSchema,
  faqBlockSettingsSchema,
  featureHighlightBlockSettingsSchema,
  flexContainerSettingsSchema,
  gridContainerSettingsSchema,
  headerSectionSettingsSchema,
  headingBlockSettingsSchema,
  iframeBlockSettingsSchema,
  imageBlockSettingsSchema,
  latestArticlesSettingsSchema,
  offersGridSettingsSchema,
  paragraphBlockSettingsSchema,
  richTextBlockSettingsSchema,
  scheduleSettingsSchema,
  splitHeroSettingsSchema,
  tabsBlockSettingsSchema,
  type PageElementType,
} from '@oriel/core';
import { defineElement, noSettings, type ElementRenderer } from './element-def';
import { ActivitiesCardsSection, BundlesCardsSection, InlineFiltersSection, MembershipsCardsSection, VouchersCardsSection } from './catalog-sections';
import { AvailabilitiesCardsSection, BannerSection, BasicSection, HeaderSection, SplitHeroSection } from './sections';
import { QuickListSection, WeeklyCalendarSection } from './schedule-sections';
import { ResourcesDailySection, ResourcesScheduleSection } from './resources-sections';
import { LatestArticlesSection } from './blog-sections';
import { BasicContainer, FlexContainer, GridContainer } from './containers';
import { AlertBlock, ButtonBlock, flattenTextStyle, HeadingBlock, ParagraphBlock, RichTextBlock } from './text-blocks';
import { FeatureHighlightBlock, IframeBlock, ImageBlock, isHttpUrl } from './media-blocks';
import { safeImageUrl } from './element-box';
import { FaqBlock, TabsBlock } from './list-blocks';
import { AvailabilityDetailSection } from './page-slots';

const hasText = (s: { content: string }) => s.content.trim() !== '';

/**
 * Element kinds the renderer knows, per element type (docs/api-contract.md PageElement). A kind missing here
 * renders nothing, so a page built with a newer builder still shows everything this version understands.
 */
export const ELEMENT_RENDERERS: Record<PageElementType, Readonly<Record<string, ElementRenderer>>> = {
  SECTION: {
    banner: defineElement(noSettings, BannerSection),
    basic: defineElement(noSettings, BasicSection),
    container: defineElement(noSettings, BasicSection),
    header: defineElement(headerSectionSettingsSchema, HeaderSection),
    'split-hero': defineElement(splitHeroSettingsSchema, SplitHeroSection),
    'availabilities-cards': defineElement(cardsGridSettingsSchema, AvailabilitiesCardsSection),
    'activities-cards': defineElement(cardsGridSettingsSchema, ActivitiesCardsSection),
    'bundles-cards': defineElement(offersGridSettingsSchema, BundlesCardsSection),
    'memberships-cards': defineElement(offersGridSettingsSchema, MembershipsCardsSection),
    'vouchers-cards': defineElement(offersGridSettingsSchema, VouchersCardsSection),
    'inline-filters': defineElement(cardsGridSettingsSchema, InlineFiltersSection),
    'weekly-calendar': defineElement(scheduleSettingsSchema, WeeklyCalendarSection),
    'availabilities-quick-list': defineElement(scheduleSettingsSchema, QuickListSection),
    'resources-schedule': defineElement(scheduleSettingsSchema, ResourcesScheduleSection),
    'resources-daily': defineElement(scheduleSettingsSchema, ResourcesDailySection),
    'latest-articles': defineElement(latestArticlesSettingsSchema, LatestArticlesSection),
    'availability-detail': defineElement(noSettings, AvailabilityDetailSection),
  },
  CONTAINER: {
    basic: defineElement(noSettings, BasicContainer),
    flex: defineElement(flexContainerSettingsSchema, FlexContainer),
    grid: defineElement(gridContainerSettingsSchema, GridContainer),
  },
  BLOCK: {
    alert: defineElement(alertBlockSettingsSchema, AlertBlock),
    button: defineElement(buttonBlockSettingsSchema, ButtonBlock),
    faq: defineElement(faqBlockSettingsSchema, FaqBlock, { valid: (s) => s.items.length > 0 }),
    'feature-highlight': defineElement(featureHighlightBlockSettingsSchema, FeatureHighlightBlock),
    heading: defineElement(headingBlockSettingsSchema, HeadingBlock, { prepare: flattenTextStyle, valid: hasText }),
    paragraph: defineElement(paragraphBlockSettingsSchema, ParagraphBlock, { prepare: flattenTextStyle, valid: hasText }),
    iframe: defineElement(iframeBlockSettingsSchema, IframeBlock, { valid: (s) => isHttpUrl(s.url) }),
    image: defineElement(imageBlockSettingsSchema, ImageBlock, { valid: (s) => safeImageUrl(s.url) !== null }),
    'rich-text': defineElement(richTextBlockSettingsSchema, RichTextBlock),
    tabs: defineElement(tabsBlockSettingsSchema, TabsBlock, { valid: (s) => s.items.length > 0 }),
  },
};
