import type { Notice, NotificationKind } from '@arena/contracts'
import { formatInr, ordinal } from '@arena/domain'

/** What one notification says; `link` is where the player can see more. */
export interface NotificationText {
  kind: NotificationKind
  title: string
  message: string
  link: string | null
}

const inr = (amount: string) => `₹${formatInr(amount)}`
const KYC_DOCUMENTS: Record<string, string> = {
  photoFront: 'Photo ID (front)', photoBack: 'Photo ID (back)', address: 'Address proof', pan: 'PAN card', video: 'Face video',
}
const documentName = (document: string) => KYC_DOCUMENTS[document] ?? document
const contestLink = (contestId: string) => `/trading-contest/${contestId}`

/** Every text the notification centre shows, in one place so the wording stays consistent. */
export const notificationTexts = {
  depositConfirmed: (amount: string): NotificationText => ({
    kind: 'depositConfirmed', title: 'Deposit confirmed', message: `${inr(amount)} was added to your cash wallet.`, link: '/WalletHistoryTable',
  }),
  depositRejected: (amount: string | undefined, reference: string | undefined, reason: string): NotificationText => ({
    kind: 'depositRejected',
    title: 'Deposit rejected',
    message: `Your deposit${amount ? ` of ${inr(amount)}` : ''}${reference ? ` (UTR ${reference})` : ''} was rejected. Reason: ${reason}`,
    link: '/WalletHistoryTable',
  }),
  kycApproved: (document: string): NotificationText => ({
    kind: 'kycApproved', title: 'KYC step approved', message: `${documentName(document)} was approved.`, link: '/kyc',
  }),
  kycRejected: (document: string, reason: string): NotificationText => ({
    kind: 'kycRejected', title: 'KYC step rejected', message: `${documentName(document)} was rejected. Reason: ${reason}. Please upload it again.`, link: '/kyc',
  }),
  kycCompleted: (): NotificationText => ({
    kind: 'kycCompleted', title: 'KYC complete', message: 'All your KYC documents are verified. You can now withdraw your winnings.', link: '/kyc',
  }),
  bankAccepted: (bankName: string | undefined): NotificationText => ({
    kind: 'bankAccepted', title: 'Bank account accepted', message: `${bankName ?? 'Your bank account'} can now receive withdrawals.`, link: '/bankdetail',
  }),
  bankRejected: (bankName: string | undefined, reason: string): NotificationText => ({
    kind: 'bankRejected', title: 'Bank account rejected', message: `${bankName ?? 'Your bank account'} was rejected. Reason: ${reason}`, link: '/bankdetail',
  }),
  withdrawalCompleted: (amount: string | undefined, paid: string | undefined, tax: string | undefined): NotificationText => ({
    kind: 'withdrawalCompleted',
    title: 'Withdrawal completed',
    message: paid && amount && tax
      ? `${inr(paid)} was paid to your bank account (${inr(amount)} less ${inr(tax)} TDS).`
      : 'Your withdrawal was paid to your bank account.',
    link: '/withdrawalHistoryTable',
  }),
  withdrawalRejected: (amount: string, reason: string): NotificationText => ({
    kind: 'withdrawalRejected',
    title: 'Withdrawal rejected',
    message: `Your withdrawal of ${inr(amount)} was rejected. Reason: ${reason}. The amount is back in your winning wallet.`,
    link: '/withdrawalHistoryTable',
  }),
  prizeWon: (contestId: string, contestName: string | undefined, rank: number, amount: string): NotificationText => ({
    kind: 'prizeWon',
    title: 'Prize won',
    message: `You finished ${ordinal(rank)}${contestName ? ` in ${contestName}` : ''} and won ${inr(amount)}. It is in your winning wallet.`,
    link: contestLink(contestId),
  }),
  prizeHeld: (contestId: string, contestName: string, rank: number, amount: string): NotificationText => ({
    kind: 'prizeHeld',
    title: 'Prize held for review',
    message: `Your ${inr(amount)} prize for finishing ${ordinal(rank)} in ${contestName} is held for a fair-play review.`,
    link: contestLink(contestId),
  }),
  orderFilled: (fill: { contestId: string; contestName: string | undefined; orderType: string; amount: string; symbol: string; price: string }): NotificationText => ({
    kind: 'orderFilled',
    title: 'Order filled',
    message: `Your ${fill.orderType.toLowerCase()} of ${fill.amount} ${fill.symbol} filled at ${fill.price} USDT${fill.contestName ? ` in ${fill.contestName}` : ''}.`,
    link: `/exchange/${fill.contestId}/${fill.symbol}`,
  }),
  ordersCancelledAtEnd: (contestId: string, contestName: string | undefined, count: number): NotificationText => ({
    kind: 'ordersCancelledAtEnd',
    title: 'Open orders cancelled',
    message: `${count === 1 ? '1 open order was' : `${count} open orders were`} cancelled when ${contestName ?? 'the contest'} ended; the reserved funds were released.`,
    link: contestLink(contestId),
  }),
} as const

/**
 * The words of a stored notice. `count` is how many open orders one contest's end cancelled for
 * the player: the centre shows those as one notification (docs/adr/0018), each cancel a notice.
 */
export function noticeText(notice: Notice, count = 1): NotificationText {
  switch (notice.kind) {
    case 'depositConfirmed':
      return notificationTexts.depositConfirmed(notice.amount)
    case 'depositRejected':
      return notificationTexts.depositRejected(notice.amount, notice.reference, notice.reason)
    case 'kycApproved':
      return notificationTexts.kycApproved(notice.document)
    case 'kycRejected':
      return notificationTexts.kycRejected(notice.document, notice.reason)
    case 'kycCompleted':
      return notificationTexts.kycCompleted()
    case 'bankAccepted':
      return notificationTexts.bankAccepted(notice.bankName)
    case 'bankRejected':
      return notificationTexts.bankRejected(notice.bankName, notice.reason)
    case 'withdrawalCompleted':
      return notificationTexts.withdrawalCompleted(notice.amount, notice.paid, notice.tax)
    case 'withdrawalRejected':
      return notificationTexts.withdrawalRejected(notice.amount, notice.reason)
    case 'prizeWon':
      return notificationTexts.prizeWon(notice.contestId, notice.contestName, notice.rank, notice.amount)
    case 'prizeHeld':
      return notificationTexts.prizeHeld(notice.contestId, notice.contestName, notice.rank, notice.amount)
    case 'orderFilled':
      return notificationTexts.orderFilled({ ...notice, contestName: notice.contestName })
    case 'ordersCancelledAtEnd':
      return notificationTexts.ordersCancelledAtEnd(notice.contestId, notice.contestName, count)
  }
}
