import type { Widen } from '../types';
import type { homeEn } from './home.en';

export const homeFr = {
} satisfies Widen<typeof homeEn>;
