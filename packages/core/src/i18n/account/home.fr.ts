import type { Widen } from '../types';
import type { homeEn } from './home.en';

export const homeFr = {
  greeting: 'Bonjour {firstname}',
  signed_in_as: 'Connecté·e avec {email}',
  summary: 'Votre compte',
  wallet: {
    title: 'Portefeuille',
    help: 'Utilisez-le pour payer ce que vous devez, depuis une inscription ou une commande.',
  },
  redeem: 'Utiliser un bon cadeau',
} satisfies Widen<typeof homeEn>;
