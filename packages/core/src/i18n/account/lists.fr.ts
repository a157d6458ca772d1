import type { Widen } from '../types';
import type { listsEn } from './lists.en';

export const listsFr = {
} satisfies Widen<typeof listsEn>;
