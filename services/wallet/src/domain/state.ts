import { Decimal } from '@arena/domain'
import type { FeeSplitData } from '@arena/contracts'
import { addWallets, walletDeltas, zeroWallets, type Wallets } from './deltas'
import type { WalletEvent } from './events'
import { evolveResponsiblePlay, initialResponsiblePlay, type ResponsiblePlayState } from './responsiblePlay'

export type SettlementStatus = 'pending' | 'success' | 'rejected'

export interface DepositState {
  amount: string
  reference: string
  status: SettlementStatus
  /** Admins who approved it so far (two-admin deposits). */
  approvals: readonly string[]
  /** When it was requested (deposit limits count by it); unknown for requests older than the limits. */
  requestedAt?: string
}

export interface WithdrawalState {
  amount: string
  status: SettlementStatus
  /** Admins who approved it so far (two-admin withdrawals). */
  approvals?: readonly string[]
}

export interface FeeState {
  split: FeeSplitData
  refunded: boolean
}

/** Everything the wallet decider needs to refuse or accept a command. Never mutated. */
export interface WalletState {
  /** Spendable balances: what a fee or a withdrawal may take. */
  wallets: Wallets
  /** Winning money held by pending withdrawals. */
  held: Decimal
  /** Command ids already applied: a command seen again decides nothing. */
  processed: ReadonlySet<string>
  deposits: ReadonlyMap<string, DepositState>
  withdrawals: ReadonlyMap<string, WithdrawalState>
  /** Entry fees by contest id. */
  fees: ReadonlyMap<string, FeeState>
  /** Contest ids whose prize is credited. */
  prizes: ReadonlySet<string>
  bonuses: ReadonlySet<string>
  /** Deposit limits and breaks (docs/adr/0017): in this stream so every deposit and fee is decided against them. */
  responsiblePlay: ResponsiblePlayState
}

export const initialState = (): WalletState => ({
  wallets: zeroWallets(),
  held: new Decimal(0),
  processed: new Set(),
  deposits: new Map(),
  withdrawals: new Map(),
  fees: new Map(),
  prizes: new Set(),
  bonuses: new Set(),
  responsiblePlay: initialResponsiblePlay(),
})

const withEntry = <K, V>(map: ReadonlyMap<K, V>, key: K, value: V): ReadonlyMap<K, V> => new Map(map).set(key, value)
const withItem = <T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> => new Set(set).add(item)

function settle<T extends { status: SettlementStatus }>(map: ReadonlyMap<string, T>, id: string, status: SettlementStatus): ReadonlyMap<string, T> {
  const found = map.get(id)
  return found ? withEntry(map, id, { ...found, status }) : map
}

export function evolve(state: WalletState, event: WalletEvent): WalletState {
  const next: WalletState = {
    ...state,
    wallets: addWallets(state.wallets, walletDeltas(event)),
    processed: withItem(state.processed, event.data.commandId),
  }
  switch (event.type) {
    case 'DepositRequested': {
      const { depositId, amount, reference, requestedAt } = event.data
      const deposit: DepositState = { amount, reference, status: 'pending', approvals: [], ...(requestedAt ? { requestedAt } : {}) }
      return { ...next, deposits: withEntry(state.deposits, depositId, deposit) }
    }
    case 'DepositApproved': {
      const deposit = state.deposits.get(event.data.depositId)
      return deposit ? { ...next, deposits: withEntry(state.deposits, event.data.depositId, { ...deposit, approvals: [...deposit.approvals, event.data.approvedBy] }) } : next
    }
    case 'WithdrawalApproved': {
      const withdrawal = state.withdrawals.get(event.data.withdrawalId)
      const approvals = [...(withdrawal?.approvals ?? []), event.data.approvedBy]
      return withdrawal ? { ...next, withdrawals: withEntry(state.withdrawals, event.data.withdrawalId, { ...withdrawal, approvals }) } : next
    }
    case 'DepositConfirmed':
      return { ...next, deposits: settle(state.deposits, event.data.depositId, 'success') }
    case 'DepositRejected':
      return { ...next, deposits: settle(state.deposits, event.data.depositId, 'rejected') }
    case 'BonusCredited':
      return { ...next, bonuses: withItem(state.bonuses, event.data.bonusId) }
    case 'EntryFeeDebited':
      return { ...next, fees: withEntry(state.fees, event.data.contestId, { split: event.data.split, refunded: false }) }
    case 'EntryFeeRefunded': {
      const fee = state.fees.get(event.data.contestId)
      return fee ? { ...next, fees: withEntry(state.fees, event.data.contestId, { ...fee, refunded: true }) } : next
    }
    case 'PrizeCredited':
      return { ...next, prizes: withItem(state.prizes, event.data.contestId) }
    case 'WithdrawalRequested': {
      const { withdrawalId, amount } = event.data
      return { ...next, held: state.held.plus(amount), withdrawals: withEntry(state.withdrawals, withdrawalId, { amount, status: 'pending' }) }
    }
    case 'WithdrawalCompleted': {
      const amount = state.withdrawals.get(event.data.withdrawalId)?.amount ?? '0'
      return { ...next, held: state.held.minus(amount), withdrawals: settle(state.withdrawals, event.data.withdrawalId, 'success') }
    }
    case 'WithdrawalRejected':
      return { ...next, held: state.held.minus(event.data.amount), withdrawals: settle(state.withdrawals, event.data.withdrawalId, 'rejected') }
    case 'DepositLimitChanged':
    case 'BreakTaken':
      return { ...next, responsiblePlay: evolveResponsiblePlay(state.responsiblePlay, event) }
    default: {
      const never: never = event
      throw new Error(`unknown wallet event ${JSON.stringify(never)}`)
    }
  }
}

export const foldWallet = (events: WalletEvent[], from: WalletState = initialState()): WalletState => events.reduce(evolve, from)
