import type { Lang } from '@oriel/core';
import type { StatementCheck } from './statement-checks';

/** The statement's text, in the page's chunk (not the shared catalogues every widget page downloads). */
export interface StatementText {
  title: string;
  intro: (name: string) => string;
  target_title: string;
  target: string;
  status_title: string;
  status: string;
  tested_title: string;
  tested_intro: string;
  checks: Record<StatementCheck['id'], string>;
  limits_title: string;
  limits: readonly string[];
  contact_title: string;
  /** the text around the organiser's e-mail link */
  contact_email: readonly [before: string, after: string];
  contact_none: string;
  reviewed: (date: string) => string;
}

export const STATEMENT_TEXT: Record<Lang, StatementText> = {
  fr: {
    title: 'Déclaration d’accessibilité',
    intro: (name) =>
      `${name} veut que chacun puisse s’inscrire et réserver sur ce site, au clavier, avec un lecteur d’écran, sur un téléphone ou avec un fort zoom.`,
    target_title: 'Objectif',
    target: 'Les règles WCAG 2.2 au niveau AA, reprises par la norme européenne EN 301 549 qu’exige l’acte européen sur l’accessibilité (EAA).',
    status_title: 'État de conformité',
    status: 'Partiellement conforme : les vérifications ci-dessous passent, et les limites connues sont listées plus bas.',
    tested_title: 'Ce qui est vérifié, et comment',
    tested_intro: 'Ces vérifications s’exécutent automatiquement, dans un vrai navigateur, à chaque modification du logiciel :',
    checks: {
      lighthouse: 'Lighthouse, catégorie accessibilité, note de 100 sur chaque page de la boutique et de l’intégration, sur ordinateur et sur téléphone.',
      axe_states: 'axe-core sur les écrans ouverts en cours de parcours (fenêtres de détail, espace client et ses onglets), sans aucune violation admise.',
      reflow:
        'Chaque page à 320 pixels de large (un zoom de 400 %) puis avec l’espacement de texte du critère 1.4.12, sans défilement horizontal, et des cibles d’au moins 24 × 24 pixels (critère 2.5.8).',
      focus: 'Le focus revient à l’élément qui a ouvert une fenêtre, un tiroir ou un menu quand on le ferme.',
      forced_colors: 'En mode de contraste élevé (couleurs forcées), le focus et les sélections restent visibles.',
      contrast: 'Une couleur d’accent trop claire est assombrie jusqu’à un contraste de 4,5:1 pour les textes et les contours de focus.',
      keyboard:
        'Un parcours complet au clavier seul sur le site de l’organisateur : filtrer, ouvrir une séance, se connecter, choisir un participant, ajouter au panier, retirer un article, appliquer un code promo et commander par virement.',
      keyboard_shell:
        'Le même parcours au clavier seul dans la boutique hébergée : une séance trouvée dans le calendrier de la semaine et une autre dans une grille filtrée, la connexion, les participants et les options, le panier, un code promo, le virement et la confirmation.',
      keyboard_account:
        'Dans l’espace client, au clavier seul : ouvrir une inscription, télécharger son attestation, écrire un avis et l’annuler avec le message demandé ; le focus ne retombe jamais au début de la page.',
      announcements:
        'Ce que les lecteurs d’écran entendent (résultats d’une recherche ou des filtres, nombre d’articles du panier, résultat d’un ajout) est dit une fois, y compris quand une fenêtre est ouverte par-dessus, d’après l’arbre d’accessibilité du navigateur.',
    },
    limits_title: 'Limites connues',
    limits: ['Le contenu rédigé par l’organisateur (textes, images, couleurs) dépend de lui : une image sans texte alternatif reste muette.'],
    contact_title: 'Signaler un obstacle',
    contact_email: [
      'Si un obstacle vous empêche d’utiliser ce site, écrivez à ',
      ' : nous vous répondrons et vous proposerons une autre façon de vous inscrire.',
    ],
    contact_none:
      'Si un obstacle vous empêche d’utiliser ce site, contactez l’organisateur par les coordonnées de ce site : il vous proposera une autre façon de vous inscrire.',
    reviewed: (date) => `Déclaration revue le ${date}.`,
  },
  en: {
    title: 'Accessibility statement',
    intro: (name) => `${name} wants everyone to be able to register and book on this site: by keyboard, with a screen reader, on a phone or at a high zoom.`,
    target_title: 'Target',
    target: 'WCAG 2.2 at level AA, as taken up by the European standard EN 301 549 that the European Accessibility Act (EAA) requires.',
    status_title: 'Conformance status',
    status: 'Partially conformant: the checks below pass, and the known limitations are listed further down.',
    tested_title: 'What is checked, and how',
    tested_intro: 'These checks run automatically, in a real browser, on every change to the software:',
    checks: {
      lighthouse: 'Lighthouse, accessibility category, a score of 100 on every page of the storefront and of the embedded widgets, on desktop and on a phone.',
      axe_states: 'axe-core on the screens opened along the way (detail dialogs, the customer account and its tabs), with no violation allowed.',
      reflow:
        'Every page at 320 pixels wide (a 400 % zoom), then with the text spacing of criterion 1.4.12, without horizontal scrolling, and targets of at least 24 × 24 pixels (criterion 2.5.8).',
      focus: 'Focus goes back to what opened a dialog, a drawer or a menu when it closes.',
      forced_colors: 'In high contrast mode (forced colours), focus and selections stay visible.',
      contrast: 'An accent colour too light is darkened to a 4.5:1 contrast for text and focus rings.',
      keyboard:
        'A whole journey by keyboard alone on the organiser’s site: filter, open a session, sign in, choose a participant, add to the cart, remove an item, apply a coupon and order by bank transfer.',
      keyboard_shell:
        'The same journey by keyboard alone in the hosted storefront: a session found in the week calendar and another in a filtered grid, signing in, participants and options, the cart, a coupon, bank transfer and the confirmation.',
      keyboard_account:
        'In the customer account, by keyboard alone: open a registration, download its certificate, write a review and cancel it with the message asked for; the focus never falls back to the top of the page.',
      announcements:
        'What screen readers hear (what a search or the filters found, the cart count, the result of an add) is said once, also while a dialog is open over it, as read from the browser’s accessibility tree.',
    },
    limits_title: 'Known limitations',
    limits: ['Content the organiser writes (texts, images, colours) is theirs: an image without alternative text stays silent.'],
    contact_title: 'Report a barrier',
    contact_email: ['If a barrier keeps you from using this site, write to ', ': you will get an answer and another way to register.'],
    contact_none:
      'If a barrier keeps you from using this site, contact the organiser through the details on this site: they will offer another way to register.',
    reviewed: (date) => `Statement reviewed on ${date}.`,
  },
};
