import type { Widen } from '../types';
import type { profileEn } from './profile.en';

export const profileFr = {
  title: 'Mon profil',
  intro: "Gardez ces informations à jour : l'organisateur s'en sert pour vos inscriptions.",
  submit: 'Enregistrer mon profil',
  delete_link: 'Supprimer mon compte',
  delete: {
    title: 'Supprimer mon compte',
    warning: 'La suppression de votre compte est définitive : elle ne peut pas être annulée.',
    lost_title: 'Ce que vous perdrez',
    lost: {
      profile: 'votre profil, votre adresse et vos réponses',
      participants: 'les participants de votre compte',
      history: "l'accès à vos inscriptions, commandes, documents, abonnements, bons cadeaux et portefeuille",
    },
    confirm_label: 'Votre nom complet',
    confirm_hint: 'Pour confirmer, tapez « {name} » (majuscules et espaces sans importance).',
    submit: 'Supprimer définitivement mon compte',
    success: 'Votre compte a été supprimé.',
    back: 'Retour à mon profil',
  },
} satisfies Widen<typeof profileEn>;
