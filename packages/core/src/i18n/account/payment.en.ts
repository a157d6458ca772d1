/** Account area: the payment block of registrations, bundles, vouchers... (English source of truth). */
export const paymentEn = {
  title: 'Payment',
  total: 'Total',
  deposit: 'Deposit',
  paid: 'Paid',
  due: 'Left to pay',
  reference: 'Payment reference',
  bank_account: 'Bank account',
  online: 'Pay {amount} online',
  returned: {
    success: 'Your payment went through. Thank you!',
    failed: 'The payment did not go through. Nothing was charged: you may try again.',
  },
  wallet: {
    open: 'Pay from my wallet ({amount})',
    amount: 'Amount to pay from the wallet ({currency})',
    hint: 'Wallet: {wallet}. Left to pay: {due}.',
    submit: 'Pay from my wallet',
    success: 'Payment recorded.',
  },
};
