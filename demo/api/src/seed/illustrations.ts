import { MEDIA, titleOf } from '../lib/media';

/** The organiser's logo, served by the media route and made absolute by the answers that carry it. */
export const DEMO_LOGO = '/media/logo-ateliers-du-parc.svg';

/** Each blog article shows the drawing of what it talks about. */
export const ARTICLE_IMAGES: Readonly<Record<string, string>> = {
  'preparer-son-stage': 'article-preparer-son-stage',
  'poterie-debutants': 'activity-poterie-2',
  'oiseaux-du-parc': 'activity-balade-2',
  'nouveaux-terrains': 'resource-court-1',
};

/** Each drawing's title (its alt text, in the organiser's French) in English, by file name. */
export const ILLUSTRATION_EN: Readonly<Record<string, string>> = {
  'activity-arts': 'An easel with a painting in progress, brushes and paint pots',
  'activity-arts-2': 'A craft table: sheets of paper, coloured pencils, scissors and collage',
  'activity-balade': 'A family walking on a path between the trees of the park',
  'activity-balade-2': 'A blue tit perched on a branch in winter',
  'activity-escalade': 'A climbing wall with coloured holds, a rope and a climber',
  'activity-escalade-2': 'Climbing gear: shoes, carabiners, chalk bag and rope',
  'activity-multisport': 'Children playing football on the camp’s lawn',
  'activity-multisport-2': 'The camp: a tent, a campfire and the trees of the park',
  'activity-photo': 'A camera on a tripod facing flowers and a leaf',
  'activity-photo-2': 'A leaf and a ladybird seen through the viewfinder, close up',
  'activity-poterie': 'A bowl taking shape between two hands on the potter’s wheel',
  'activity-poterie-2': 'Glazed bowls and vases on the workshop’s shelves',
  'activity-tennis': 'A clay tennis court with its net, a racket and balls',
  'activity-tennis-2': 'Two crossed rackets and a tennis ball',
  'activity-theatre': 'A theatre stage with red curtains, under a spotlight, with two teenagers acting',
  'activity-theatre-2': 'The two masks of theatre, comedy and tragedy',
  'activity-yoga': 'A person in tree pose on their mat, in the park',
  'activity-yoga-2': 'A rolled yoga mat, a block and a water bottle on the grass at sunrise',
  'article-preparer-son-stage': 'The camp bag: water bottle, snack, cap and spare clothes',
  'bundle-poterie': 'A card for five pottery classes, stamped at each class',
  'bundle-tennis': 'An unlimited tennis pass for the whole season',
  'bundle-yoga': 'A card for ten yoga sessions, stamped at each class',
  'feature-online': 'A phone confirming a registration',
  'feature-places': 'A pin on the map of a park, beside a pond',
  'feature-team': 'An instructor with her whistle and clipboard',
  hero: 'In the park, children paint, play ball and read under the trees',
  'logo-ateliers-du-parc': 'Les Ateliers du Parc',
  'membership-club': 'The club’s membership card, for the whole family',
  'membership-yoga': 'A month’s calendar with the yoga sessions ticked',
  'resource-court-1': 'Tennis court 1 seen from above, with its net',
  'resource-court-2': 'Tennis court 2 seen from above, with its net',
  'resource-salle': 'The dance studio: wooden floor, large mirror and barre',
  'voucher-25': 'A €25 gift voucher tied with a ribbon',
  'voucher-50': 'A €50 gift voucher tied with a ribbon',
  'voucher-yoga': 'A gift voucher for ten yoga sessions',
};

/** [French title, English] of every drawing, for the organiser's English content (the alt texts the seed writes). */
export const illustrationTranslations = (): [string, string][] =>
  [...MEDIA].flatMap(([name, svg]) => {
    const fr = titleOf(svg);
    const en = ILLUSTRATION_EN[name];
    return fr && en && fr !== en ? [[fr, en] as [string, string]] : [];
  });
