/** Account area: home (English source of truth). */
export const homeEn = {
  greeting: 'Hello {firstname}',
  signed_in_as: 'Signed in as {email}',
  summary: 'Your account',
  wallet: {
    title: 'Wallet',
    help: 'Use it to pay what you owe, from a registration or an order.',
  },
  redeem: 'Redeem a gift voucher',
};
