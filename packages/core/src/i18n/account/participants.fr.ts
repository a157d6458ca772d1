import type { Widen } from '../types';
import type { participantsEn } from './participants.en';

export const participantsFr = {
  title: 'Participants',
  add: 'Ajouter un participant',
  empty: 'Aucun participant pour le moment : ajoutez les personnes que vous inscrivez aux activités.',
  age: 'Âge',
  birthdate_future: 'La date de naissance ne peut pas être dans le futur.',
  edit_named: 'Modifier {name}',
  delete_named: 'Supprimer {name}',
  actions: {
    edit: 'Modifier',
    delete: 'Supprimer',
  },
  back: 'Retour aux participants',
  not_found: 'Ce participant est introuvable.',
  create: {
    title: 'Ajouter un participant',
    submit: 'Ajouter le participant',
    success: 'Le participant a été ajouté.',
  },
  update: {
    title: 'Modifier {name}',
    submit: 'Enregistrer les modifications',
  },
  remove: {
    title: 'Supprimer {name}',
    warning: 'Le participant sera retiré de votre compte. Cette action est définitive.',
    confirm_label: 'Prénom du participant',
    confirm_hint: 'Pour confirmer, tapez « {firstname} » (majuscules et espaces sans importance).',
    submit: 'Supprimer le participant',
    success: 'Le participant a été supprimé.',
  },
} satisfies Widen<typeof participantsEn>;
