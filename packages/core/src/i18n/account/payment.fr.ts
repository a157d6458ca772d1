import type { Widen } from '../types';
import type { paymentEn } from './payment.en';

export const paymentFr = {
  title: 'Paiement',
  total: 'Total',
  deposit: 'Acompte',
  paid: 'Payé',
  due: 'Reste à payer',
  reference: 'Référence de paiement',
  bank_account: 'Compte bancaire',
  online: 'Payer {amount} en ligne',
  returned: {
    success: 'Votre paiement est accepté. Merci !',
    failed: "Le paiement n'a pas abouti. Rien n'a été prélevé : vous pouvez réessayer.",
  },
  wallet: {
    open: 'Payer avec mon portefeuille ({amount})',
    amount: 'Montant à payer avec le portefeuille ({currency})',
    hint: 'Portefeuille : {wallet}. Reste à payer : {due}.',
    submit: 'Payer avec mon portefeuille',
    success: 'Paiement enregistré.',
  },
} satisfies Widen<typeof paymentEn>;
