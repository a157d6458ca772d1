/** Account area: payment (English source of truth). */
export const paymentEn = {
};
