import type { Lang } from '@oriel/core';
import type { StatementCheck, StatementUsage } from './statement-checks';

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
  usage_title: string;
  usage_intro: string;
  usage: Record<StatementUsage['id'], string>;
  limits_title: string;
  /** what is not accessible, each with why and the way around it */
  limits: readonly string[];
  manual_title: string;
  manual: string;
  enforcement_title: string;
  /** the text around the enforcement body's link */
  enforcement: readonly [before: string, after: string];
  contact_title: string;
  /** the text around the organiser's e-mail link */
  contact_email: readonly [before: string, after: string];
  contact_none: string;
  reviewed: (date: string) => string;
}

/** Where a customer complains when the organiser's answer does not satisfy them: Belgium's market surveillance for the EAA. */
export const ENFORCEMENT_URL = 'https://pointdecontact.belgique.be/';
export const ENFORCEMENT_NAME = 'pointdecontact.belgique.be';

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
      titles:
        'Chaque page et chaque écran de l’espace client a son propre titre, et après un changement de page le focus est sur son titre dès qu’il s’affiche.',
      announcements:
        'Ce que les lecteurs d’écran entendent (résultats d’une recherche ou des filtres, nombre d’articles du panier, résultat d’un ajout) est dit une fois, y compris quand une fenêtre est ouverte par-dessus, d’après l’arbre d’accessibilité du navigateur.',
    },
    usage_title: 'Utiliser ce site avec une technologie d’assistance',
    usage_intro: 'Tout se fait au clavier. Les commandes propres à ce site :',
    usage: {
      skip: 'Le premier lien de chaque page, « Aller au contenu », saute l’en-tête et le menu.',
      toasts:
        'Les messages (confirmations, erreurs) s’affichent en bas à droite et sont lus une fois. Alt+T place le focus sur eux, Échap ferme le message, puis le focus revient où il était. Ils restent tant que la souris ou le focus est dessus.',
      dialogs: 'Échap ferme une fenêtre, le panier, un calendrier ou un menu, et le focus revient au bouton qui l’avait ouvert.',
      calendar:
        'Dans un calendrier du mois : les flèches changent de jour (gauche, droite) ou de semaine (haut, bas), Page précédente et Page suivante de mois (avec Maj, d’année), Début et Fin vont au premier et au dernier jour de la semaine, Entrée choisit le jour.',
      day_tabs: 'Sur un téléphone, la semaine se lit un jour à la fois : les flèches gauche et droite, Début et Fin changent de jour.',
      tabs: 'Les onglets de l’espace client se parcourent avec les flèches gauche et droite, Début et Fin ; Entrée ouvre l’onglet.',
    },
    limits_title: 'Ce qui n’est pas accessible, et pourquoi',
    limits: [
      'Le contenu rédigé par l’organisateur (textes, images, couleurs) dépend de lui : une image sans texte alternatif reste muette. Signalez-le-lui avec le contact ci-dessous.',
      'Les documents PDF (attestations, factures) ne sont pas balisés : leur texte se lit, mais sans titres ni structure. Le même contenu se trouve, accessible, dans l’espace client.',
      'La page de paiement en ligne est celle du prestataire de paiement : son accessibilité dépend de lui. Le virement et le portefeuille se règlent sans quitter ce site.',
      'Dans les navigateurs antérieurs à Chrome 119, Safari 18 et Firefox 128, une couleur d’accent trop claire n’est pas assombrie.',
      'Sur le site propre d’un organisateur qui intègre ces éléments, le reste de son site dépend de lui.',
    ],
    manual_title: 'Vérifications manuelles et lecteurs d’écran',
    manual:
      'Aucune vérification manuelle avec un lecteur d’écran (NVDA, JAWS, VoiceOver, TalkBack) n’a encore été faite : ce que les lecteurs d’écran entendent est lu dans l’arbre d’accessibilité de Chromium par les tests ci-dessus, et d’autres navigateurs peuvent le dire autrement. Les parcours au clavier, le zoom à 400 % et le contraste élevé sont vérifiés par ces mêmes tests, dans un vrai navigateur.',
    enforcement_title: 'Voies de recours',
    enforcement: [
      'Si vous avez signalé un obstacle et que la réponse ne vous satisfait pas, vous pouvez vous plaindre auprès de l’autorité chargée de l’acte européen sur l’accessibilité : en Belgique, le SPF Économie (Inspection économique), par le Point de contact, ',
      '.',
    ],
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
      titles: 'Every page and every screen of the customer account has its own title, and after a page change the focus is on its heading as soon as it shows.',
      announcements:
        'What screen readers hear (what a search or the filters found, the cart count, the result of an add) is said once, also while a dialog is open over it, as read from the browser’s accessibility tree.',
    },
    usage_title: 'Using this site with assistive technology',
    usage_intro: 'Everything works by keyboard. The keys this site adds:',
    usage: {
      skip: 'The first link of every page, “Skip to content”, jumps over the header and the menu.',
      toasts:
        'Messages (confirmations, errors) show at the bottom right and are read once. Alt+T moves the focus to them, Escape closes the message, then the focus goes back where it was. They stay while the mouse or the focus is on them.',
      dialogs: 'Escape closes a dialog, the cart, a calendar or a menu, and the focus goes back to the button that opened it.',
      calendar:
        'In a month calendar: the arrows move by day (left, right) or by week (up, down), Page Up and Page Down by month (with Shift, by year), Home and End go to the first and last day of the week, Enter chooses the day.',
      day_tabs: 'On a phone, the week is read one day at a time: the left and right arrows, Home and End change the day.',
      tabs: 'The customer account’s tabs are moved through with the left and right arrows, Home and End; Enter opens the tab.',
    },
    limits_title: 'What is not accessible, and why',
    limits: [
      'Content the organiser writes (texts, images, colours) is theirs: an image without alternative text stays silent. Tell them through the contact below.',
      'PDF documents (certificates, invoices) are not tagged: their text can be read, but without headings or structure. The same content is in the customer account, accessible.',
      'The online payment page is the payment provider’s: its accessibility is theirs. Bank transfer and the wallet are paid without leaving this site.',
      'In browsers older than Chrome 119, Safari 18 and Firefox 128, an accent colour too light is not darkened.',
      'On an organiser’s own site that embeds these elements, the rest of the site is theirs.',
    ],
    manual_title: 'Manual and screen-reader checks',
    manual:
      'No manual check with a screen reader (NVDA, JAWS, VoiceOver, TalkBack) has been made yet: what screen readers hear is read from Chromium’s accessibility tree by the tests above, and other browsers may say it differently. Keyboard journeys, 400 % zoom and high contrast are checked by those same tests, in a real browser.',
    enforcement_title: 'Enforcement',
    enforcement: [
      'If you reported a barrier and the answer does not satisfy you, you may complain to the authority in charge of the European Accessibility Act: in Belgium, the FPS Economy (Economic Inspection), through its contact point, ',
      '.',
    ],
    contact_title: 'Report a barrier',
    contact_email: ['If a barrier keeps you from using this site, write to ', ': you will get an answer and another way to register.'],
    contact_none:
      'If a barrier keeps you from using this site, contact the organiser through the details on this site: they will offer another way to register.',
    reviewed: (date) => `Statement reviewed on ${date}.`,
  },
};
