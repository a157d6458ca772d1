// Address lookup of the demo (GET /api/mapbox/autofill): real Brussels streets with approximate coordinates, so the
// register and profile forms can be filled without a Mapbox key. [street, number, postcode, city, latitude, longitude]
const ROWS: [string, string, string, string, number, number][] = [
  ['Rue de la Loi', '16', '1000', 'Bruxelles', 50.8455, 4.3676],
  ['Rue de la Loi', '155', '1040', 'Etterbeek', 50.8433, 4.3807],
  ['Rue Royale', '236', '1210', 'Saint-Josse-ten-Noode', 50.854, 4.3665],
  ['Rue Neuve', '111', '1000', 'Bruxelles', 50.853, 4.3552],
  ['Grand-Place', '1', '1000', 'Bruxelles', 50.8467, 4.3525],
  ['Rue du Marché aux Herbes', '61', '1000', 'Bruxelles', 50.8476, 4.3547],
  ['Boulevard Anspach', '85', '1000', 'Bruxelles', 50.848, 4.3488],
  ['Avenue Louise', '54', '1050', 'Ixelles', 50.8339, 4.3575],
  ['Avenue Louise', '367', '1050', 'Ixelles', 50.8205, 4.37],
  ['Chaussée d’Ixelles', '227', '1050', 'Ixelles', 50.8317, 4.368],
  ['Rue du Bailli', '42', '1050', 'Ixelles', 50.8262, 4.3601],
  ['Place Flagey', '18', '1050', 'Ixelles', 50.8275, 4.3724],
  ['Avenue de la Couronne', '340', '1050', 'Ixelles', 50.8204, 4.3843],
  ['Chaussée de Waterloo', '715', '1180', 'Uccle', 50.808, 4.372],
  ['Avenue Brugmann', '250', '1180', 'Uccle', 50.813, 4.3501],
  ['Rue Vanderkindere', '120', '1180', 'Uccle', 50.817, 4.356],
  ['Chaussée de Charleroi', '132', '1060', 'Saint-Gilles', 50.829, 4.3536],
  ['Parvis de Saint-Gilles', '9', '1060', 'Saint-Gilles', 50.8285, 4.3454],
  ['Avenue de Tervueren', '36', '1040', 'Etterbeek', 50.839, 4.3978],
  ['Rue Belliard', '51', '1040', 'Etterbeek', 50.84, 4.375],
  ['Place Jourdan', '4', '1040', 'Etterbeek', 50.836, 4.385],
  ['Boulevard du Souverain', '280', '1160', 'Auderghem', 50.813, 4.43],
  ['Chaussée de Wavre', '1600', '1160', 'Auderghem', 50.817, 4.415],
  ['Avenue de Fré', '82', '1180', 'Uccle', 50.801, 4.362],
  ['Chaussée de Louvain', '430', '1030', 'Schaerbeek', 50.856, 4.387],
  ['Place Colignon', '1', '1030', 'Schaerbeek', 50.867, 4.379],
  ['Avenue Rogier', '212', '1030', 'Schaerbeek', 50.862, 4.385],
  ['Rue Sainte-Catherine', '11', '1000', 'Bruxelles', 50.8505, 4.3478],
  ['Quai aux Briques', '70', '1000', 'Bruxelles', 50.853, 4.347],
  ['Rue Haute', '298', '1000', 'Bruxelles', 50.837, 4.345],
  ['Place du Jeu de Balle', '39', '1000', 'Bruxelles', 50.838, 4.346],
  ['Chaussée de Gand', '540', '1080', 'Molenbeek-Saint-Jean', 50.86, 4.325],
  ['Boulevard Léopold II', '44', '1080', 'Molenbeek-Saint-Jean', 50.86, 4.34],
  ['Avenue du Port', '86', '1000', 'Bruxelles', 50.864, 4.346],
  ['Boulevard de Smet de Naeyer', '150', '1090', 'Jette', 50.878, 4.328],
  ['Avenue de Broqueville', '116', '1200', 'Woluwe-Saint-Lambert', 50.842, 4.417],
  ['Avenue de Mai', '2', '1200', 'Woluwe-Saint-Lambert', 50.847, 4.425],
  ['Avenue Jules César', '2', '1150', 'Woluwe-Saint-Pierre', 50.833, 4.432],
  ['Rue Émile Féron', '70', '1060', 'Saint-Gilles', 50.834, 4.338],
  ['Place Eugène Flagey', '1', '1050', 'Ixelles', 50.8278, 4.372],
  ['Rue de l’Étuve', '31', '1000', 'Bruxelles', 50.845, 4.35],
  ['Avenue de la Forêt', '95', '1000', 'Bruxelles', 50.802, 4.398],
];

export interface DemoAddress {
  id: number;
  address: string;
  street: string;
  number: string;
  postcode: string;
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
}

export const DEMO_ADDRESSES: DemoAddress[] = ROWS.map(([street, number, postcode, city, latitude, longitude], i) => ({
  id: i + 1,
  address: `${street} ${number}, ${postcode} ${city}, Belgique`,
  street,
  number,
  postcode,
  city,
  state: 'Bruxelles-Capitale',
  country: 'BE',
  latitude,
  longitude,
}));

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Accent- and case-insensitive: addresses whose street starts with the text first, then those containing it anywhere. */
export function searchAddresses(search: string, limit = 8): DemoAddress[] {
  const q = fold(search);
  const hay = (a: DemoAddress) => fold(`${a.street} ${a.number} ${a.postcode} ${a.city}`);
  const starts = DEMO_ADDRESSES.filter((a) => hay(a).startsWith(q));
  const contains = DEMO_ADDRESSES.filter((a) => !starts.includes(a) && (hay(a).includes(q) || fold(a.address).includes(q)));
  return [...starts, ...contains].slice(0, limit);
}
