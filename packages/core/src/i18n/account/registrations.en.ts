/** Account area: registrations (English source of truth). */
export const registrationsEn = {
};
