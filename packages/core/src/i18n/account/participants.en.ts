/** Account area: participants (English source of truth). */
export const participantsEn = {
};
