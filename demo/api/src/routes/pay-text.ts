/** The payment simulator's words, in each language the demo's organisers have (routes/pay.ts). */
export interface PayText {
  htmlLang: string;
  /** formats amounts (formatMoney's locale) */
  locale: string;
  simulator: string;
  notFound: string;
  notFoundBody: string;
  refused: string;
  nothingTaken: string;
  alreadyDone: string;
  alreadyDoneBody: (amount: string, succeeded: boolean) => string;
  payment: string;
  payTo: (organiser: string) => string;
  amountDue: string;
  demoNote: string;
  pay: string;
  fail: string;
  accepted: string;
  failed: string;
  closePage: string;
  back: string;
  refusals: Record<'PLACES_UNAVAILABLE' | 'COUPON_USED_UP' | 'COUPON_EXPIRED' | 'COUPON_INACTIVE' | 'OTHER', string>;
}

const fr: PayText = {
  htmlLang: 'fr',
  locale: 'fr-BE',
  simulator: 'Simulateur de paiement',
  notFound: 'Paiement introuvable',
  notFoundBody: 'Ce lien de paiement n’existe pas ou a expiré.',
  refused: 'Paiement refusé',
  nothingTaken: 'Aucun montant n’a été débité.',
  alreadyDone: 'Paiement déjà traité',
  alreadyDoneBody: (amount, succeeded) => `Ce paiement de ${amount} a déjà ${succeeded ? 'été accepté' : 'échoué'}.`,
  payment: 'Paiement',
  payTo: (organiser) => `Paiement à ${organiser}`,
  amountDue: 'Montant à payer',
  demoNote: 'Simulateur de démonstration : aucune carte n’est débitée.',
  pay: 'Payer',
  fail: 'Échouer',
  accepted: 'Paiement accepté',
  failed: 'Paiement échoué',
  closePage: 'Vous pouvez fermer cette page.',
  back: 'Revenir au site',
  refusals: {
    PLACES_UNAVAILABLE: 'Des places de ce panier ont été prises pendant que la réservation était expirée. Votre panier a été mis à jour.',
    COUPON_USED_UP: 'Le code promo de ce panier a atteint sa limite d’utilisation.',
    COUPON_EXPIRED: 'Le code promo de ce panier n’est plus valable.',
    COUPON_INACTIVE: 'Le code promo de ce panier n’est plus actif.',
    OTHER: 'Ce panier ne peut plus être payé tel quel.',
  },
};

const en: PayText = {
  htmlLang: 'en',
  locale: 'en-GB',
  simulator: 'Payment simulator',
  notFound: 'Payment not found',
  notFoundBody: 'This payment link does not exist or has expired.',
  refused: 'Payment refused',
  nothingTaken: 'No amount was taken.',
  alreadyDone: 'Payment already processed',
  alreadyDoneBody: (amount, succeeded) => `This payment of ${amount} has already ${succeeded ? 'been accepted' : 'failed'}.`,
  payment: 'Payment',
  payTo: (organiser) => `Payment to ${organiser}`,
  amountDue: 'Amount to pay',
  demoNote: 'Demo simulator: no card is charged.',
  pay: 'Pay',
  fail: 'Fail',
  accepted: 'Payment accepted',
  failed: 'Payment failed',
  closePage: 'You can close this page.',
  back: 'Back to the website',
  refusals: {
    PLACES_UNAVAILABLE: 'Places in this cart were taken while its hold had expired. Your cart has been updated.',
    COUPON_USED_UP: 'This cart’s promo code has reached its usage limit.',
    COUPON_EXPIRED: 'This cart’s promo code is no longer valid.',
    COUPON_INACTIVE: 'This cart’s promo code is no longer active.',
    OTHER: 'This cart can no longer be paid as it is.',
  },
};

/** The words for `lang`, French for any other. */
export const payText = (lang: string): PayText => (lang === 'en' ? en : fr);
