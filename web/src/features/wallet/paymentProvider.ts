/**
 * Where players send money: the one place the provider's details live, so changing provider
 * is an edit here. The values below are SAMPLES (`placeholder: true` makes the page say so):
 * the real account and UPI ID must be set before launch.
 */
export const paymentProvider = {
  placeholder: true,
  bank: {
    accountHolder: 'Arena Contests Private Limited',
    accountNumber: '000123456789',
    bankName: 'Sample Bank',
    ifscCode: 'SMPL0000001',
    branch: 'Jaipur Main',
    branchAddress: 'MI Road, Jaipur, Rajasthan 302001',
  },
  upi: {
    upiId: 'arena.contests@samplebank',
    /** Opens the provider's page about paying by UPI. */
    referenceLink: { href: 'https://www.npci.org.in/what-we-do/upi/product-overview', label: 'How to pay by UPI' },
  },
} as const

export const DEPOSIT_NOTES = {
  username: 'Please mention your username in custom message.',
  delay: 'Deposits can take a few minutes to reflect in your Cash Wallet after they are confirmed.',
} as const
