/** Account area: profile (English source of truth). */
export const profileEn = {
  title: 'My profile',
  intro: 'Keep these details up to date: the organiser uses them for your registrations.',
  submit: 'Save my profile',
  delete_link: 'Delete my account',
  delete: {
    title: 'Delete my account',
    warning: 'Deleting your account is final: it cannot be undone.',
    lost_title: 'What you will lose',
    lost: {
      profile: 'your profile, your address and your answers',
      participants: 'the participants of your account',
      history: 'access to your registrations, orders, documents, passes, vouchers and wallet',
    },
    confirm_label: 'Your full name',
    confirm_hint: 'To confirm, type “{name}” (capitals and spaces do not matter).',
    submit: 'Delete my account for good',
    success: 'Your account has been deleted.',
    back: 'Back to my profile',
  },
};
