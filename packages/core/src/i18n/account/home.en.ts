/** Account area: home (English source of truth). */
export const homeEn = {
};
