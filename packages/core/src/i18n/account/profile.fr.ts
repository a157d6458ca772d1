import type { Widen } from '../types';
import type { profileEn } from './profile.en';

export const profileFr = {
} satisfies Widen<typeof profileEn>;
