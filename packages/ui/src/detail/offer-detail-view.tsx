import type { ReactNode } from 'react';
import { formatMoney, langOf, type ContentLang, type Image, type Participant } from '@oriel/core';
import { useRuntime } from '../context/runtime';
import { SafeHtml } from '../content/safe-html';
import { LoginPrompt } from '../auth/login-prompt';
import { DetailGallery } from './detail-gallery';
import { CustomerGate } from '../auth/customer-gate';
import { DetailPending, type PendingQuery } from './detail-pending';
import { useDetailStyles } from './detail-styles';
import { StickyAddBar } from './sticky-add-bar';

export interface OfferDetailViewProps {
  query: PendingQuery;
  title: string | undefined;
  price: number | undefined;
  images: readonly Image[];
  description: string | null | undefined;
  /** the period or validity line, already written */
  period: string | null;
  headingLevel: 1 | 2 | 3;
  onLogin?: (() => void) | undefined;
  form: (participants: readonly Participant[]) => ReactNode;
  /** what came untranslated (docs/api-contract.md "Content language") */
  contentLang?: ContentLang;
}

/** The layout membership and voucher details share (000 §2): title, price, period, first image, HTML description, form. */
export function OfferDetailView({ query, title, price, images, description, period, headingLevel, onLogin, form, contentLang }: OfferDetailViewProps) {
  const { t, lang, currency } = useRuntime();
  const styled = useDetailStyles();
  if (!query.data || title === undefined || price === undefined) return <DetailPending query={query} />;
  const H = `h${headingLevel}` as 'h1';
  const shown = price > 0 ? formatMoney(price, { locale: lang, currency }) : t('catalog.free');
  return (
    <div ref={styled} className="o-detail">
      {headingLevel === 1 && (
        <H className="o-detail-title" lang={langOf({ content_lang: contentLang }, 'title')}>
          {title}
        </H>
      )}
      <DetailGallery images={images.slice(0, 1)} />
      <dl className="o-facts">
        <div>
          <dt>{t('availability.price')}</dt>
          <dd>{shown}</dd>
        </div>
        {period && (
          <div>
            <dt>{t('offers.period')}</dt>
            <dd>{period}</dd>
          </div>
        )}
      </dl>
      <SafeHtml className="o-richtext" html={description} lang={langOf({ content_lang: contentLang }, 'description')} />
      <section className="o-add" aria-label={t('offers.add_to_cart')}>
        <CustomerGate login={<LoginPrompt onLogin={onLogin} level={headingLevel === 1 ? 2 : 3} />}>{(participants) => form(participants)}</CustomerGate>
      </section>
      {headingLevel === 1 && <StickyAddBar kind="offers" price={shown} />}
    </div>
  );
}
