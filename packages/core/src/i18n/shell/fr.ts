import type { ShellMessages } from './types';

export const shellFr = {
  preview: {
    navigation_disabled: 'Navigation désactivée en mode aperçu.',
    invalid_content: "Brouillon non affiché : l'élément {path} n'est pas valide.",
  },
  schedules: {
    validate: 'Valider',
    selection: {
      fixed_one: 'Choisissez {count} séance',
      fixed_other: 'Choisissez {count} séances',
      interval: 'Choisissez entre {min} et {max} séances',
      too_few: 'Sélectionnez davantage de séances.',
      too_many: 'Trop de séances sélectionnées.',
    },
  },
  availability: {
    breadcrumb_home: 'Accueil',
    sticky_add: 'S’inscrire',
  },
  offers: {
    booking: {
      daily: 'Réserver un créneau',
    },
    sticky_add: 'Acheter',
  },
  request: {
    title: "Demande d'inscription",
    sessions: 'Séances choisies',
    submit: 'Envoyer la demande',
    nothing: 'Aucune séance choisie.',
    success: 'Votre demande est dans le panier.',
    schedule_title: 'Choisissez vos séances',
    tier: 'Formule',
    tier_fixed_one: '{count} séance',
    tier_fixed_other: '{count} séances',
    tier_interval: 'De {min} à {max} séances',
  },
  // the multiple-selection page /cart/add (ui/src/cart-add)
  cart: {
    remove_from_selection: 'Retirer de la sélection',
    add_title: 'Ajouter au panier',
    selection: 'Votre sélection',
    add_all: 'Tout ajouter au panier',
    remove_named: 'Retirer de la sélection : {title}',
  },
  forms: {
    errors: {
      UNSUBSCRIBE_TOKEN_INVALID:
        "Ce lien de désinscription n'est pas valide. Vérifiez qu'il a été copié en entier, ou utilisez celui d'une newsletter plus récente.",
      UNSUBSCRIBE_TOKEN_EXPIRED: "Ce lien de désinscription a expiré. Utilisez celui d'une newsletter plus récente.",
    },
  },
  auth: {
    redirect: {
      title: 'Votre compte',
      subtitle: 'Créez un compte ou connectez-vous pour continuer.',
      register: 'Créer un compte',
      login: "J'ai déjà un compte",
    },
  },
  layout: {
    topbar: {
      greeting: 'Bonjour {firstname}',
      account: 'Mon compte',
      login: 'Se connecter',
      register: "S'inscrire",
      phone: 'Téléphone',
      email: 'E-mail',
      label: 'Contact et compte',
    },
    header: {
      nav: 'Menu principal',
      menu: 'Menu',
      overview: 'Voir tout : {name}',
      menu_open: 'Ouvrir le menu',
      menu_close: 'Fermer le menu',
    },
    // the language switch: each language is named in itself (read with its own lang attribute)
    lang: {
      label: 'Langue',
      fr: 'Français',
      en: 'English',
    },
    footer: {
      legal_notice: 'Mentions légales',
      disclaimer: 'Avertissement',
      privacy: 'Politique de confidentialité',
      accessibility: 'Accessibilité',
      copyright: '© {year} {name}',
      nav: 'Liens du pied de page',
      legal: 'Informations légales',
    },
    breadcrumb: "Fil d'Ariane",
    skip_to_content: 'Aller au contenu',
  },
  builder: {
    iframe: 'Contenu intégré',
    schedule: 'Planning',
    tabs: 'Onglets',
    availabilities: 'Disponibilités',
    activities: 'Activités',
    bundles: 'Abonnements',
    memberships: 'Adhésions',
    vouchers: 'Bons cadeaux',
  },
  blog: {
    title: 'Blog',
    empty: "Aucun article pour l'instant.",
    latest: 'Derniers articles',
    previous_image: 'Image précédente',
    next_image: 'Image suivante',
    empty_subtitle: 'Les nouveaux articles apparaîtront ici.',
    grid_label: 'Articles',
    all: 'Tous les articles',
    carousel: "Images de l'article",
    image_position: 'Image {index} sur {count}',
    previous_article: 'Article précédent',
    next_article: 'Article suivant',
    neighbours: 'Autres articles',
  },
  newsletter: {
    unsubscribe: {
      title: 'Désinscription',
      subtitle: 'Confirmez que vous ne souhaitez plus recevoir nos newsletters.',
      submit: 'Me désinscrire',
      success: 'Votre désinscription est confirmée : vous ne recevrez plus nos newsletters.',
      already: 'Cette adresse était déjà désinscrite : vous ne recevez plus nos newsletters.',
      no_token: "Ce lien de désinscription est incomplet. Ouvrez à nouveau le lien de la newsletter, ou copiez-le en entier dans la barre d'adresse.",
      continue: 'Continuer',
    },
  },
  not_found: {
    back_home: "Retour à l'accueil",
  },
} as const satisfies ShellMessages;
