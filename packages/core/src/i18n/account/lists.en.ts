/** Account area: lists (English source of truth). */
export const listsEn = {
};
