import { DEFAULT_EXCLUDED_STATES } from '@arena/domain'
import { BRAND } from '../../app/site'
import { REFERRAL_BONUS_RULE } from './referralRule'

export interface Faq {
  question: string
  answer: string
}

const states = `${DEFAULT_EXCLUDED_STATES.slice(0, -1).join(', ')} and ${DEFAULT_EXCLUDED_STATES.at(-1)}`

/** Answers written from the product's stated rules (spec sections 1, 5 and 9); the landing page shows the first 8. */
export const faqs: Faq[] = [
  {
    question: `What is ${BRAND}?`,
    answer: `${BRAND} runs timed crypto-trading contests. You pay an entry fee in INR, receive a virtual fund in USDT, and trade it against live market prices. Players are ranked by the gain or loss percent of their portfolio, and the best-ranked players win prize money.`,
  },
  {
    question: 'Who can play?',
    answer: `Anyone aged 18 or over. Paid contests are not open to residents of ${states}.`,
  },
  {
    question: 'How do I sign up?',
    answer: 'Players in India sign up with their mobile number and a one-time password (OTP); players in other countries use their email address. You choose a username, can enter a referral code, and accept the Terms and Conditions.',
  },
  {
    question: 'How do I add money?',
    answer: 'Funds can be added only in INR, by NEFT/IMPS bank transfer or by UPI, using the details shown on the Add Money page. Please mention your username in the transfer message. Deposits can take a few minutes to reflect in your cash wallet.',
  },
  {
    question: 'Can I deposit or withdraw crypto?',
    answer: 'No. Money goes in and out only in INR. The USDT you trade with in a contest is a virtual fund: no real crypto is bought or sold.',
  },
  {
    question: 'How is a winner decided?',
    answer: 'The leaderboard ranks players by the gain or loss percent of their portfolio. You must place at least five buy and sell bids in a contest to be counted as a player, and at least one trade must be filled for you to qualify for a prize.',
  },
  {
    question: 'What happens if players tie?',
    answer: 'Players with the same result share a rank, and the prizes of the tied positions are shared between them equally.',
  },
  {
    question: 'How do I withdraw my winnings?',
    answer: 'Only the winning wallet can be withdrawn from. You need completed KYC and an accepted bank account. TDS is deducted from every withdrawal before the money is sent to your bank.',
  },
  {
    question: 'What are the three wallets?',
    answer: 'The cash wallet holds the money you add; the winning wallet holds your contest winnings; the reward wallet holds referral, registration and other bonuses. Cash and reward money can only be used to play; only winnings can be withdrawn.',
  },
  {
    question: 'How is the entry fee paid?',
    answer: 'You tick the wallets to pay from. The reward wallet is used first, for at most 50% of the entry fee and never more than its balance; then the winning wallet, then the cash wallet, each up to its balance.',
  },
  {
    question: 'Can I join more than one contest?',
    answer: 'Yes, you can take part in several contests at the same time. Each contest gives you its own virtual fund.',
  },
  {
    question: 'Who sets the entry fee and the prizes?',
    answer: 'Each contest has its own entry fee, virtual fund, number of seats and prize table. They are set by the organisers and shown on the contest page before you join.',
  },
  {
    question: 'What happens if a contest is cancelled?',
    answer: 'The entry fee is refunded in full, back to the wallets it was paid from.',
  },
  {
    question: 'How much TDS is deducted?',
    answer: 'TDS is 30% of the taxable amount. On a withdrawal request the tax is the amount × 30 / 130, and you receive the rest: withdrawing ₹1,300 means ₹300 TDS and ₹1,000 paid to your bank.',
  },
  {
    question: 'When do I need KYC?',
    answer: 'Only to add bank details and to withdraw. KYC covers your email, your phone (verified with an OTP), a photo ID, an address proof, your PAN and a short face video. Each document is checked and approved by our team.',
  },
  {
    question: 'When is the referral bonus paid?',
    answer: REFERRAL_BONUS_RULE,
  },
  {
    question: 'What deductions apply?',
    answer: 'Deductions may apply when you add cash and when you withdraw (a withdrawal fee), and TDS is deducted from withdrawals as the law requires.',
  },
  {
    question: 'What happens if someone plays unfairly?',
    answer: 'False play, such as manipulating results or using several accounts, leads to cancellation of the account.',
  },
]

export const LANDING_FAQ_COUNT = 8
