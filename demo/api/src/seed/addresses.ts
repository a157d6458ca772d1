// Address lookup of the demo (GET /api/mapbox/autofill): real Brussels streets with approximate coordinates, so the
// register and profile forms can be filled without a Mapbox key. [street, number, postcode, city, latitude, longitude]
const ROWS: [string, string, string, string, number, number][] = [
  ['Rue de la Loi', '16', '1000', 'Bruxelles', 50.8455, 4.3676],
  ['Rue de la Loi', '155', '1040', 'Etterbeek', 50.8433, 4.3807],
  ['Rue Royale', '236', '1210', 'Saint-Josse-ten-Noode', 50.8540, 4.3665],
  ['Rue Neuve', '111', '1000', 'Bruxelles', 50.8530, 4.3552],
  ['Grand-Place', '1', '1000', 'Bruxelles', 50.8467, 4.3525],
  ['Rue du Marché aux Herbes', '61', '1000', 'Bruxelles', 50.8476, 4.3547],
  ['Boulevard Anspach', '85', '1000', 'Bruxelles', 50.8480, 4.3488],
  ['Avenue Louise', '54', '1050', 'Ixelles', 50.8339, 4.3575],
  ['Avenue Louise', '367', '1050', 'Ixelles', 50.8205, 4.3700],
  ['Chaussée d’Ixelles', '227', '1050', 'Ixelles', 50.8317, 4.3680],
  ['Rue du Bailli', '42', '1050', 'Ixelles', 50.8262, 4.3601],
  ['Place Flagey', '18', '1050', 'Ixelles', 50.8275, 4.3724],
  ['Avenue de la Couronne', '340', '1050', 'Ixelles', 50.8204, 4.3843],
  ['Chaussée de Waterloo', '715', '1180', 'Uccle', 50.8080, 4.3720],
  ['Avenue Brugmann', '250', '1180', 'Uccle', 50.8130, 4.3501],
  ['Rue Vanderkindere', '120', '1180', 'Uccle', 50.8170, 4.3560],
  ['Chaussée de Charleroi', '132', '1060', 'Saint-Gilles', 50.8290, 4.3536],
  ['Parvis de Saint-Gilles', '9', '1060', 'Saint-Gilles', 50.8285, 4.3454],
  ['Avenue de Tervueren', '36', '1040', 'Etterbeek', 50.8390, 4.3978],
  ['Rue Belliard', '51', '1040', 'Etterbeek', 50.8400, 4.3750],
  ['Place Jourdan', '4', '1040', 'Etterbeek', 50.8360, 4.3850],
  ['Boulevard du Souverain', '280', '1160', 'Auderghem', 50.8130, 4.4300],
  ['Chaussée de Wavre', '1600', '1160', 'Auderghem', 50.8170, 4.4150],
  ['Avenue de Fré', '82', '1180', 'Uccle', 50.8010, 4.3620],
  ['Chaussée de Louvain', '430', '1030', 'Schaerbeek', 50.8560, 4.3870],
  ['Place Colignon', '1', '1030', 'Schaerbeek', 50.8670, 4.3790],
  ['Avenue Rogier', '212', '1030', 'Schaerbeek', 50.8620, 4.3850],
  ['Rue Sainte-Catherine', '11', '1000', 'Bruxelles', 50.8505, 4.3478],
  ['Quai aux Briques', '70', '1000', 'Bruxelles', 50.8530, 4.3470],
  ['Rue Haute', '298', '1000', 'Bruxelles', 50.8370, 4.3450],
  ['Place du Jeu de Balle', '39', '1000', 'Bruxelles', 50.8380, 4.3460],
  ['Chaussée de Gand', '540', '1080', 'Molenbeek-Saint-Jean', 50.8600, 4.3250],
  ['Boulevard Léopold II', '44', '1080', 'Molenbeek-Saint-Jean', 50.8600, 4.3400],
  ['Avenue du Port', '86', '1000', 'Bruxelles', 50.8640, 4.3460],
  ['Boulevard de Smet de Naeyer', '150', '1090', 'Jette', 50.8780, 4.3280],
  ['Avenue de Broqueville', '116', '1200', 'Woluwe-Saint-Lambert', 50.8420, 4.4170],
  ['Avenue de Mai', '2', '1200', 'Woluwe-Saint-Lambert', 50.8470, 4.4250],
  ['Avenue Jules César', '2', '1150', 'Woluwe-Saint-Pierre', 50.8330, 4.4320],
  ['Rue Émile Féron', '70', '1060', 'Saint-Gilles', 50.8340, 4.3380],
  ['Place Eugène Flagey', '1', '1050', 'Ixelles', 50.8278, 4.3720],
  ['Rue de l’Étuve', '31', '1000', 'Bruxelles', 50.8450, 4.3500],
  ['Avenue de la Forêt', '95', '1000', 'Bruxelles', 50.8020, 4.3980],
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
  street, number, postcode, city, state: 'Bruxelles-Capitale', country: 'BE', latitude, longitude,
}));

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’']/g, ' ').toLowerCase().replace(/\s+/g, ' ').trim();

/** Accent- and case-insensitive: addresses whose street starts with the text first, then those containing it anywhere. */
export function searchAddresses(search: string, limit = 8): DemoAddress[] {
  const q = fold(search);
  const hay = (a: DemoAddress) => fold(`${a.street} ${a.number} ${a.postcode} ${a.city}`);
  const starts = DEMO_ADDRESSES.filter((a) => hay(a).startsWith(q));
  const contains = DEMO_ADDRESSES.filter((a) => !starts.includes(a) && (hay(a).includes(q) || fold(a.address).includes(q)));
  return [...starts, ...contains].slice(0, limit);
}
