import type { WalletEvent } from '@arena/contracts'
import type { WalletCommand } from '../src/index'

/** Builders for decider tests: a command gets a fresh id and a fixed instant unless told otherwise. */
let counter = 0
const base = (userId = 'u1') => ({ commandId: `c${++counter}`, at: '2026-03-01T10:00:00.000Z', userId })
type Of<T extends WalletCommand['type']> = Extract<WalletCommand, { type: T }>
type Extra<T extends WalletCommand['type']> = Partial<Omit<Of<T>, 'type'>>

export const cmd = {
  deposit: (amount: string, extra: Extra<'RequestDeposit'> = {}): Of<'RequestDeposit'> =>
    ({ type: 'RequestDeposit', ...base(), depositId: `d-${amount}-${counter}`, amount, method: 'UPI', reference: String(300000000000 + counter), requestedBy: 'user', ...extra }),
  confirm: (depositId: string, extra: Extra<'ConfirmDeposit'> = {}): Of<'ConfirmDeposit'> =>
    ({ type: 'ConfirmDeposit', ...base(), depositId, confirmedBy: 'admin:a1', ...extra }),
  rejectDeposit: (depositId: string, reason = 'No money arrived'): Of<'RejectDeposit'> =>
    ({ type: 'RejectDeposit', ...base(), depositId, reason, rejectedBy: 'admin:a1' }),
  bonus: (amount: string, extra: Extra<'CreditBonus'> = {}): Of<'CreditBonus'> =>
    ({ type: 'CreditBonus', ...base(), bonusId: `b${counter}`, amount, kind: 'registration', ...extra }),
  prize: (contestId: string, amount: string, extra: Extra<'CreditPrize'> = {}): Of<'CreditPrize'> =>
    ({ type: 'CreditPrize', ...base(), contestId, rank: 1, amount, ...extra }),
  fee: (contestId: string, fee: string, extra: Extra<'DebitEntryFee'> = {}): Of<'DebitEntryFee'> =>
    ({ type: 'DebitEntryFee', ...base(), contestId, fee, ticked: { cash: true, winning: true, reward: true }, ...extra }),
  refund: (contestId: string): Of<'RefundEntryFee'> => ({ type: 'RefundEntryFee', ...base(), contestId }),
  withdraw: (amount: string, extra: Extra<'RequestWithdrawal'> = {}): Of<'RequestWithdrawal'> =>
    ({ type: 'RequestWithdrawal', ...base(), withdrawalId: `w${counter}`, amount, bankAccountId: 'bank-1', ...extra }),
  complete: (withdrawalId: string): Of<'CompleteWithdrawal'> => ({ type: 'CompleteWithdrawal', ...base(), withdrawalId, completedBy: 'admin:a1' }),
  rejectWithdrawal: (withdrawalId: string, reason = 'Bank details do not match'): Of<'RejectWithdrawal'> =>
    ({ type: 'RejectWithdrawal', ...base(), withdrawalId, reason, rejectedBy: 'admin:a1' }),
}

/** The events a list of commands leaves behind when each is decided on the state before it. */
export function history(decide: (c: WalletCommand, events: WalletEvent[]) => WalletEvent[], commands: WalletCommand[]): WalletEvent[] {
  const events: WalletEvent[] = []
  for (const command of commands) events.push(...decide(command, events))
  return events
}
