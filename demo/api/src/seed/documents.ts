import type { Db } from '../db/db';
import { stableCuid } from '../lib/ids';
import { insertMany } from './insert';

/** The document form's fields (001 §3: TEXT, DATE, CHOICES_SINGLE, CHOICES_MULTIPLE), answered as custom_element_{id}. */
const field = (id: number, type: string, title: string, extra: Record<string, unknown> = {}) => ({
  custom_field_id: id,
  custom_field: { id, type, title, description: null, required: false, pattern: null, order: id, choices: [], ...extra },
});
const choices = (labels: string[]) => labels.map((label, i) => ({ id: i + 1, label, order: i }));

/**
 * The organiser's documents, for every registration (no activity): one always available, one once fully paid
 * (blocked by payment on a part-paid registration), one once the activity is over (blocked by date on an upcoming
 * one), and a health form whose custom fields are asked before the download.
 */
export async function seedDocuments(db: Db, organiser: number) {
  const o = { organiser_id: organiser, activity_id: null };
  await insertMany(db, 'documents', [
    {
      ...o,
      cuid: stableCuid('document', 'attestation'),
      title: 'Attestation de participation',
      icon: null,
      description: 'Atteste l’inscription du participant à l’activité.',
      settings: {},
      pages: [],
    },
    {
      ...o,
      cuid: stableCuid('document', 'fiscal'),
      title: 'Attestation fiscale de frais de garde',
      icon: null,
      description: 'Disponible une fois l’inscription entièrement payée.',
      settings: { payment_requirement: 'TOTAL' },
      pages: [],
    },
    {
      ...o,
      cuid: stableCuid('document', 'certificate'),
      title: 'Certificat de fin d’activité',
      icon: null,
      description: 'Disponible à la fin de l’activité.',
      settings: { date_requirement: 'AVAILABILITY_END' },
      pages: [],
    },
    {
      ...o,
      cuid: stableCuid('document', 'health'),
      title: 'Fiche santé et autorisations',
      icon: null,
      description: 'À compléter avant le premier jour.',
      settings: {},
      pages: [
        { elements: [field(101, 'TEXT', 'Médecin traitant (nom et téléphone)', { required: true }), field(102, 'DATE', 'Date du dernier rappel du tétanos')] },
        {
          elements: [
            field(103, 'CHOICES_SINGLE', 'Autorisation de photographier', { choices: choices(['Oui', 'Non']) }),
            field(104, 'CHOICES_MULTIPLE', 'Personnes autorisées à reprendre l’enfant', {
              choices: choices(['Un parent', 'Un grand-parent', 'Une baby-sitter']),
            }),
          ],
        },
      ],
    },
  ]);
}
