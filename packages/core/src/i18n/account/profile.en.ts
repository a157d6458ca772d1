/** Account area: profile (English source of truth). */
export const profileEn = {
};
