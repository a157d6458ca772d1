import { LeadImage } from '../primitives/image-lead';
import { PAGING, type CardsGridSettings, type HeaderSectionSettings, type SplitHeroSettings } from '@oriel/core';
import { useShellT } from '../context/runtime';
import { AvailabilityCards } from '../catalog/availability-cards';
import { availabilityGridProperties, gridFilters } from '../catalog/grid-settings.logic';
import { useSectionScope } from './section-scope';
import type { ElementViewProps } from './element-def';
import { safeImageUrl } from './element-box';

/** A full-width band whose content is centred, typically over a background image. */
export function BannerSection({ children }: ElementViewProps<unknown>) {
  return <div className="o-banner o-container">{children}</div>;
}

/** Basic and container sections: their children inside the page width. */
export function BasicSection({ children }: ElementViewProps<unknown>) {
  return <div className="o-container o-section-body">{children}</div>;
}

export function HeaderSection({ settings, children }: ElementViewProps<HeaderSectionSettings>) {
  return (
    <div className="o-container o-section-header" style={{ textAlign: settings.alignment }}>
      {settings.title && <h1 className="o-section-title">{settings.title}</h1>}
      {settings.subtitle && <p className="o-section-subtitle">{settings.subtitle}</p>}
      {children}
    </div>
  );
}

/** Text on one side, image(s) on the other; `origin` says which side the text starts from (000 §5). */
export function SplitHeroSection({ settings, children }: ElementViewProps<SplitHeroSettings>) {
  const images = settings.image.map(safeImageUrl).filter((url): url is string => url !== null);
  const classes = ['o-split-hero', `o-split-hero-${settings.origin}`, settings.layout === 'container' ? 'o-container' : 'o-split-hero-full'];
  return (
    <div className={classes.join(' ')}>
      <div className="o-split-hero-text">
        {settings.label && <p className="o-split-hero-label">{settings.label}</p>}
        {settings.title && <h1 className="o-split-hero-title">{settings.title}</h1>}
        {settings.description && <p className="o-split-hero-description">{settings.description}</p>}
        {children}
      </div>
      {images.length > 0 && (
        <div className={`o-split-hero-media o-split-hero-media-${Math.min(images.length, 3)}`}>
          {/* the first is the page's largest paint: the page's lead gives it the high priority */}
          {images.slice(0, 3).map((src) => (
            <LeadImage key={src} src={src} alt="" width={640} height={480} />
          ))}
        </div>
      )}
    </div>
  );
}

/** The availabilities cards grid with its parsed section settings (000 §5). */
export function AvailabilitiesCardsSection({ settings, element }: ElementViewProps<CardsGridSettings>) {
  const t = useShellT();
  const { status } = useSectionScope(element.settings, settings.status);
  return (
    <div className="o-container o-section-body">
      {/* the cards are titled h3: this keeps the page's heading levels in order */}
      <h2 className="sr-only">{t('builder.availabilities')}</h2>
      <AvailabilityCards
        columns={settings.columns}
        pageSize={PAGING.pageSize}
        status={status}
        catalogs={settings.catalogs}
        segments={settings.segments}
        grayscale={settings.grayscale}
        itemsProperties={availabilityGridProperties(settings)}
        filters={gridFilters(settings)}
        filtersLayout={settings['filters-layout']}
        sorting={settings.sorting}
      />
    </div>
  );
}
