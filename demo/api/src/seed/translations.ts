import type { Db } from '../db/db';
import { illustrationTranslations } from './illustrations';

/**
 * The demo organiser's content in English (migration 021): each French text the seed writes, whole (HTML included),
 * beside its translation. A text the seed changes must change here too, or /en shows it in French, marked `lang="fr"`
 * (test: translations.test.ts).
 */
export const EN: Readonly<Record<string, string>> = {
  // locations, categories, catalogs
  'Pavillon du Parc': 'Park Pavilion',
  'Pavillon du Parc du Cinquantenaire': 'Cinquantenaire Park Pavilion',
  'Atelier des Étangs': 'Ponds Workshop',
  'Atelier des Étangs d’Ixelles': 'Ixelles Ponds Workshop',
  'Centre sportif du Kauwberg': 'Kauwberg Sports Centre',
  Âge: 'Age',
  Thème: 'Theme',
  Format: 'Format',
  Enfants: 'Children',
  Ados: 'Teenagers',
  Adultes: 'Adults',
  Sport: 'Sport',
  Art: 'Art',
  Nature: 'Nature',
  Stage: 'Holiday camp',
  'Cours hebdomadaire': 'Weekly class',
  'Atelier ponctuel': 'One-off workshop',
  'Stages de vacances': 'Holiday camps',
  'Cours et ateliers': 'Classes and workshops',
  'En famille': 'For families',
  // activities, their options and questions
  'Stage multisport': 'Multi-sport camp',
  'Stage arts plastiques': 'Visual arts camp',
  'Cours de poterie': 'Pottery class',
  'Initiation au tennis': 'Tennis for beginners',
  'Yoga au parc': 'Yoga in the park',
  'Balade nature en famille': 'Family nature walk',
  'Atelier photo nature': 'Nature photography workshop',
  'Théâtre pour ados': 'Theatre for teens',
  'Escalade à la carte': 'Climbing your way',
  '<p>Une semaine pour <strong>bouger, jouer et découvrir</strong> : football, badminton, athlétisme et grands jeux.</p><p>Encadrement par des moniteurs diplômés, un pour huit enfants.</p><ul><li>De 9 h à 16 h</li><li>Garderie dès 8 h et jusqu’à 17 h 30</li></ul>':
    '<p>A week to <strong>move, play and discover</strong>: football, badminton, athletics and big games.</p><p>Led by qualified instructors, one for every eight children.</p><ul><li>From 9 am to 4 pm</li><li>Childcare from 8 am until 5.30 pm</li></ul>',
  '<p>Peinture, collage, modelage : chaque jour une nouvelle technique et une <em>exposition</em> pour les parents le vendredi.</p>':
    '<p>Painting, collage, modelling: a new technique every day and an <em>exhibition</em> for parents on Friday.</p>',
  '<p>Tournage et modelage à l’atelier, pour débutants et initiés. Cuisson et émaillage compris.</p>':
    '<p>Wheel throwing and hand building in the studio, for beginners and the experienced. Firing and glazing included.</p>',
  '<p>Apprendre les coups de base en petits groupes sur terre battue.</p>': '<p>Learn the basic strokes in small groups on clay courts.</p>',
  '<p>Une heure de yoga doux en plein air (ou au pavillon s’il pleut).</p>': '<p>An hour of gentle yoga outdoors (or in the pavilion if it rains).</p>',
  '<p>À la découverte des arbres et des oiseaux du parc, avec un guide nature. Gratuit pour les moins de 3 ans.</p>':
    '<p>Discover the park’s trees and birds with a nature guide. Free for children under 3.</p>',
  '<p>Lumière, cadrage et macro : une matinée pour photographier la nature en ville.</p>':
    '<p>Light, framing and macro: a morning photographing nature in the city.</p>',
  '<p>Improvisation, voix et jeu de scène, avec un spectacle en fin de trimestre.</p>':
    '<p>Improvisation, voice and stagecraft, with a show at the end of the term.</p>',
  '<p>Composez votre formule : choisissez vos séances sur le mur du Kauwberg, nous validons votre demande selon le niveau du groupe.</p>':
    '<p>Build your own plan: choose your sessions on the Kauwberg wall, and we confirm your request according to the group’s level.</p>',
  '<p>Prévoir des baskets, une gourde et un pique-nique.</p>': '<p>Bring trainers, a water bottle and a packed lunch.</p>',
  '<p>Des vêtements qui peuvent se salir !</p>': '<p>Clothes that can get dirty!</p>',
  '<p>Tablier fourni. Ongles courts conseillés.</p>': '<p>Apron provided. Short nails recommended.</p>',
  '<p>Raquettes prêtées sur place.</p>': '<p>Rackets lent on site.</p>',
  '<p>Apportez votre tapis.</p>': '<p>Bring your mat.</p>',
  '<p>Rendez-vous devant le pavillon. Bottes conseillées.</p>': '<p>Meet in front of the pavilion. Boots recommended.</p>',
  '<p>Appareil photo ou smartphone.</p>': '<p>Camera or smartphone.</p>',
  '<p>Tenue confortable.</p>': '<p>Comfortable clothes.</p>',
  '<p>Chaussons prêtés. Baudrier fourni.</p>': '<p>Climbing shoes lent. Harness provided.</p>',
  Garderie: 'Childcare',
  'Garderie du matin et du soir': 'Morning and evening childcare',
  'Garderie du soir': 'Evening childcare',
  Repas: 'Meals',
  'Repas chaud (5 jours)': 'Hot lunch (5 days)',
  'Collation seule': 'Snack only',
  Matériel: 'Materials',
  'Kit de terre supplémentaire': 'Extra clay kit',
  'Location de chaussons': 'Climbing shoe hire',
  'Chaussons pour toutes les séances': 'Shoes for every session',
  'Allergies ou régime alimentaire': 'Allergies or diet',
  'Personne à contacter en cas d’urgence': 'Emergency contact',
  'Quel matériel utiliserez-vous ?': 'What equipment will you use?',
  'Niveau de grimpe': 'Climbing level',
  // blog
  'Bien préparer le stage de votre enfant': 'Getting your child ready for camp',
  'Poterie : cinq conseils pour débuter': 'Pottery: five tips for beginners',
  'Les oiseaux du parc en hiver': 'The park’s birds in winter',
  'Nos terrains de tennis sont réservables en ligne': 'Our tennis courts can be booked online',
  '<h2>La veille</h2><p>Préparez le sac ensemble : gourde, collation, vêtements de rechange.</p><h2>Le premier jour</h2><p>Arrivez quelques minutes en avance pour rencontrer l’équipe.</p><ul><li>Étiquetez les vêtements</li><li>Signalez les allergies</li></ul>':
    '<h2>The day before</h2><p>Pack the bag together: water bottle, snack, spare clothes.</p><h2>The first day</h2><p>Arrive a few minutes early to meet the team.</p><ul><li>Label the clothes</li><li>Tell us about allergies</li></ul>',
  '<p>Le tournage demande de la patience. Voici nos conseils :</p><ol><li>Centrez bien la terre</li><li>Gardez les mains humides</li><li>Ne forcez pas</li><li>Travaillez lentement</li><li>Acceptez les ratés</li></ol>':
    '<p>Throwing on the wheel takes patience. Here is our advice:</p><ol><li>Centre the clay well</li><li>Keep your hands wet</li><li>Do not force it</li><li>Work slowly</li><li>Accept the failures</li></ol>',
  '<p>Mésanges, rouges-gorges et pics épeiches restent avec nous tout l’hiver.</p><blockquote>Observer, c’est déjà protéger.</blockquote>':
    '<p>Tits, robins and great spotted woodpeckers stay with us all winter.</p><blockquote>To observe is already to protect.</blockquote>',
  '<p>Réservez un court pour une heure ou une heure et demie, directement depuis notre site.</p><p><a href="/terrains">Voir les créneaux</a></p>':
    '<p>Book a court for an hour or an hour and a half, straight from our website.</p><p><a href="/terrains">See the slots</a></p>',
  // offers, resources, coupons, attendance charges
  'Carte 10 séances de yoga': '10-session yoga card',
  'Carte 5 cours de poterie': '5-class pottery card',
  'Pass tennis illimité': 'Unlimited tennis pass',
  'Carte yoga': 'Yoga card',
  'Carte poterie': 'Pottery card',
  'Pass tennis': 'Tennis pass',
  '<p>Dix séances de <strong>Yoga au parc</strong>, valables six mois.</p>': '<p>Ten sessions of <strong>Yoga in the park</strong>, valid for six months.</p>',
  '<p>Cinq cours de poterie à utiliser quand vous voulez.</p>': '<p>Five pottery classes to use whenever you like.</p>',
  '<p>Accès illimité aux initiations au tennis jusqu’à la fin de la saison.</p>':
    '<p>Unlimited access to tennis for beginners until the end of the season.</p>',
  'Bon cadeau 25 €': '€25 gift voucher',
  'Bon cadeau 50 €': '€50 gift voucher',
  'Bon cadeau « 10 séances de yoga »': '“10 yoga sessions” gift voucher',
  'Bon 25 €': '€25 voucher',
  'Bon 50 €': '€50 voucher',
  'Bon yoga': 'Yoga voucher',
  '<p>À offrir, valable un an sur toutes nos activités.</p>': '<p>A gift, valid for a year on all our activities.</p>',
  '<p>Offrez une carte de dix séances de yoga.</p>': '<p>Give a card of ten yoga sessions.</p>',
  'Abonnement mensuel yoga': 'Monthly yoga subscription',
  'Abonnement yoga': 'Yoga subscription',
  Adhésion: 'Membership',
  '<p>Assurance, tarif membre et accès aux événements du club pour toute la famille.</p>':
    '<p>Insurance, member rates and access to club events for the whole family.</p>',
  '<p>Toutes les séances de yoga, renouvelé chaque mois.</p>': '<p>All yoga sessions, renewed every month.</p>',
  'Court de tennis 1': 'Tennis court 1',
  'Court de tennis 2': 'Tennis court 2',
  'Salle de danse': 'Dance studio',
  Bienvenue: 'Welcome',
  '-10 % sur votre commande': '10% off your order',
  'Offre terminée': 'Offer ended',
  '-5 € (offre terminée)': '€5 off (offer ended)',
  '-15 € dès 150 €': '€15 off from €150',
  'Garderie du mercredi': 'Wednesday childcare',
  '<p>Accueil des enfants le mercredi après-midi, facturé à la présence.</p>': '<p>Children looked after on Wednesday afternoons, charged by attendance.</p>',
  // custom fields and their choices
  'Comment nous avez-vous connus ?': 'How did you hear about us?',
  'Bouche-à-oreille': 'Word of mouth',
  'Réseaux sociaux': 'Social media',
  Presse: 'Press',
  Autre: 'Other',
  'Numéro de registre national': 'National register number',
  'Format 00.00.00-000.00, pour vos attestations fiscales.': 'Format 00.00.00-000.00, for your tax certificates.',
  Allergies: 'Allergies',
  'Laissez vide si aucune.': 'Leave empty if none.',
  'Taille de t-shirt': 'T-shirt size',
  '4 ans': 'Age 4',
  '6 ans': 'Age 6',
  '8 ans': 'Age 8',
  '10 ans': 'Age 10',
  '12 ans': 'Age 12',
  S: 'S',
  M: 'M',
  L: 'L',
  // documents
  'Attestation de participation': 'Certificate of attendance',
  'Atteste l’inscription du participant à l’activité.': 'Certifies the participant’s registration for the activity.',
  'Attestation fiscale de frais de garde': 'Childcare tax certificate',
  'Disponible une fois l’inscription entièrement payée.': 'Available once the registration is paid in full.',
  'Certificat de fin d’activité': 'Certificate of completion',
  'Disponible à la fin de l’activité.': 'Available at the end of the activity.',
  'Fiche santé et autorisations': 'Health form and permissions',
  'À compléter avant le premier jour.': 'To fill in before the first day.',
  'Médecin traitant (nom et téléphone)': 'Family doctor (name and phone)',
  'Date du dernier rappel du tétanos': 'Date of the last tetanus booster',
  'Autorisation de photographier': 'Permission to take photographs',
  Oui: 'Yes',
  Non: 'No',
  'Personnes autorisées à reprendre l’enfant': 'People allowed to collect the child',
  'Un parent': 'A parent',
  'Un grand-parent': 'A grandparent',
  'Une baby-sitter': 'A babysitter',
  // website: header, footer, top bar, pages
  Stages: 'Camps',
  Cours: 'Classes',
  Terrains: 'Courts',
  'Cartes et bons': 'Cards and vouchers',
  Blog: 'Blog',
  'Par âge': 'By age',
  'Par thème': 'By theme',
  Poterie: 'Pottery',
  Tennis: 'Tennis',
  Yoga: 'Yoga',
  'Le club': 'The club',
  Programme: 'Programme',
  'Infos pratiques': 'Practical information',
  'Qui sommes-nous ?': 'About us',
  'Nous contacter': 'Contact us',
  'Avenue de la Renaissance 10, 1000 Bruxelles': 'Avenue de la Renaissance 10, 1000 Brussels',
  'Réserver un terrain': 'Book a court',
  'Apprendre en s’amusant, au cœur de Bruxelles.': 'Learning while having fun, in the heart of Brussels.',
  'Les inscriptions aux stages de vacances sont ouvertes !': 'Registration for the holiday camps is open!',
  'Bruxelles · depuis 2012': 'Brussels · since 2012',
  'Des stages et des ateliers pour tous les âges': 'Camps and workshops for all ages',
  'Sport, art et nature au cœur des parcs bruxellois.': 'Sport, art and nature in the heart of Brussels’ parks.',
  Encadrement: 'Supervision',
  'Des moniteurs diplômés': 'Qualified instructors',
  'Un adulte pour huit enfants': 'One adult for every eight children',
  Lieux: 'Places',
  'Trois lieux à Bruxelles': 'Three places in Brussels',
  'Cinquantenaire, Ixelles et Uccle': 'Cinquantenaire, Ixelles and Uccle',
  Souplesse: 'Flexibility',
  'Inscription en ligne': 'Online registration',
  'Paiement par virement ou sur place': 'Pay by bank transfer or on site',
  'Prochaines activités': 'Upcoming activities',
  'Réservez une place pour vous ou vos enfants en quelques clics.': 'Book a place for yourself or your children in a few clicks.',
  'Voir tous les stages': 'See all camps',
  Accueil: 'Home',
  'Les Ateliers du Parc : stages, cours et ateliers à Bruxelles.': 'Les Ateliers du Parc: camps, classes and workshops in Brussels.',
  'Tous nos stages pour enfants pendant les congés scolaires.': 'All our children’s camps during the school holidays.',
  'Cours hebdomadaires et ateliers ponctuels.': 'Weekly classes and one-off workshops.',
  'Courts de tennis et salle de danse à l’heure.': 'Tennis courts and dance studio by the hour.',
  'Cartes, abonnements et bons cadeaux': 'Cards, subscriptions and gift vouchers',
  'Cartes de séances, adhésions et bons cadeaux.': 'Session cards, memberships and gift vouchers.',
  'Conditions générales': 'Terms and conditions',
  'Conditions générales de vente et d’inscription des Ateliers du Parc.': 'Les Ateliers du Parc’s terms of sale and registration.',
  Disponibilité: 'Session',
  'Page par défaut d’une disponibilité.': 'A session’s default page.',
  'Bon à savoir': 'Good to know',
  'Une place reste réservée 15 minutes dans le panier : finalisez votre inscription avant ce délai.':
    'A place stays held for 15 minutes in the cart: complete your registration within that time.',
  'Questions fréquentes': 'Frequently asked questions',
  'Que faut-il apporter ?': 'What should we bring?',
  'Une tenue confortable, une gourde et une collation. Le matériel est fourni.': 'Comfortable clothes, a water bottle and a snack. Equipment is provided.',
  'Puis-je annuler une inscription ?': 'Can I cancel a registration?',
  'Oui, depuis votre espace client, jusqu’à 14 jours avant le début de l’activité.': 'Yes, from your account, up to 14 days before the activity starts.',
  '<h2>1. Objet</h2><p>Les présentes conditions régissent les inscriptions aux stages, cours et ateliers organisés par les Ateliers du Parc ASBL, ainsi que l’achat de cartes, d’abonnements, de bons cadeaux et la réservation de terrains.</p><h2>2. Inscription</h2><p>Une inscription est confirmée lorsque la commande est validée. Les places placées dans le panier sont réservées 15 minutes ; passé ce délai, elles sont libérées.</p><h2>3. Prix et paiement</h2><p>Les prix sont indiqués en euros, toutes taxes comprises. Le paiement se fait en ligne, par virement avec la communication structurée indiquée, ou à partir du portefeuille du compte. Un acompte peut être demandé pour certains stages ; le solde est dû avant le début de l’activité.</p><h2>4. Annulation</h2><p>Toute annulation doit être demandée depuis l’espace client. Jusqu’à 14 jours avant le début de l’activité, le montant payé est remboursé, acompte excepté. Au-delà, il reste dû, sauf certificat médical.</p><h2>5. Données personnelles</h2><p>Les données des clients et des participants servent uniquement à la gestion des inscriptions. Elles ne sont jamais cédées à des tiers. Chacun peut y accéder, les corriger ou en demander la suppression depuis son compte.</p><h2>6. Litiges</h2><p>Le droit belge est applicable. En cas de litige, les tribunaux de Bruxelles sont seuls compétents.</p>':
    '<h2>1. Purpose</h2><p>These terms govern registrations for the camps, classes and workshops run by Les Ateliers du Parc ASBL, and the purchase of cards, subscriptions and gift vouchers and the booking of courts.</p><h2>2. Registration</h2><p>A registration is confirmed when the order is placed. Places put in the cart are held for 15 minutes; after that, they are released.</p><h2>3. Prices and payment</h2><p>Prices are in euros, all taxes included. Payment is made online, by bank transfer with the structured reference given, or from the account’s wallet. A deposit may be asked for some camps; the balance is due before the activity starts.</p><h2>4. Cancellation</h2><p>Any cancellation must be asked for from the customer account. Up to 14 days before the activity starts, the amount paid is refunded, except the deposit. After that, it remains due, unless there is a medical certificate.</p><h2>5. Personal data</h2><p>Customers’ and participants’ data are used only to manage registrations. They are never passed on to third parties. Everyone can see them, correct them or ask for their deletion from their account.</p><h2>6. Disputes</h2><p>Belgian law applies. In case of dispute, the courts of Brussels alone have jurisdiction.</p>',
};

/** Texts the seed writes with a date in them (periods, the club's season). */
const EN_PATTERNS: [RegExp, string][] = [
  [/^Vacances de Noël (\d{4})( \(2\))?$/, 'Christmas holidays $1$2'],
  [/^Vacances de Carnaval (\d{4})( \(2\))?$/, 'Carnival holidays $1$2'],
  [/^Vacances de Printemps (\d{4})( \(2\))?$/, 'Spring holidays $1$2'],
  [/^Vacances d’été (\d{4})( \(2\))?$/, 'Summer holidays $1$2'],
  [/^Vacances d’automne (\d{4})( \(2\))?$/, 'Autumn holidays $1$2'],
  [/^Adhésion au club (\d{4})-(\d{4})$/, 'Club membership $1-$2'],
];

/** The English of a French text of the seed, or undefined. */
export function englishOf(text: string): string | undefined {
  if (Object.hasOwn(EN, text)) return EN[text];
  for (const [pattern, english] of EN_PATTERNS) if (pattern.test(text)) return text.replace(pattern, english);
  return undefined;
}

/**
 * The organiser's English glossary: every text above, the drawings' alt texts (seed/illustrations.ts) and the dated
 * titles the seed wrote (periods, memberships).
 */
export async function seedTranslations(tx: Db, organiserId: number): Promise<void> {
  const dated = await tx.query<{ title: string }>('SELECT title FROM periods UNION SELECT title FROM memberships');
  const entries = new Map([...Object.entries(EN), ...illustrationTranslations()]);
  for (const { title } of dated) {
    const english = englishOf(title);
    if (english !== undefined) entries.set(title, english);
  }
  const rows = [...entries];
  const params = rows.flatMap(([source, translation]) => [source, translation]);
  await tx.query(
    `INSERT INTO organiser_translations (organiser_id, lang, source, translation) VALUES ${rows.map((_, i) => `($1, 'en', $${2 * i + 2}, $${2 * i + 3})`).join(', ')}`,
    [organiserId, ...params],
  );
}
