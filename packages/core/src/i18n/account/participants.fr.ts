import type { Widen } from '../types';
import type { participantsEn } from './participants.en';

export const participantsFr = {
} satisfies Widen<typeof participantsEn>;
