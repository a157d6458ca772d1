import type { Widen } from '../types';
import type { registrationsEn } from './registrations.en';

export const registrationsFr = {
} satisfies Widen<typeof registrationsEn>;
