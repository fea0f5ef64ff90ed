import { Decimal } from '@arena/domain'
import type { FeeSplitData } from '@arena/contracts'
import { addWallets, walletDeltas, zeroWallets, type Wallets } from './deltas'
import type { WalletEvent } from './events'
import { evolveResponsiblePlay, initialResponsiblePlay, type ResponsiblePlayState } from './responsiblePlay'
import { financialYearOf, nextFinancialYear } from './rule133'

/** A wallet event with the instant it happened (`metadata.at`), which the TDS years need. */
export type DatedWalletEvent = WalletEvent & { at?: string }

export type SettlementStatus = 'pending' | 'success' | 'rejected'

export interface DepositState {
  amount: string
  reference: string
  status: SettlementStatus
  /** Admins who approved it so far (two-admin deposits). */
  approvals: readonly string[]
  /** When it was requested (deposit limits count by it); unknown for requests older than the limits. */
  requestedAt?: string
  /** DEPOSIT_GST_RATE when it was filed; confirming splits the amount with it. */
  gstRate?: string
}

export interface WithdrawalState {
  amount: string
  status: SettlementStatus
  /** Admins who approved it so far (two-admin withdrawals). */
  approvals?: readonly string[]
  /** The financial year it counts in, and the net winnings taxed on it (Rule 133's "already taxed"). */
  financialYear?: string
  taxedNetWinnings?: string
}

/**
 * One financial year of the user account as Rule 133 reads it (docs/adr/0016): the account is
 * the cash and winning wallets (the reward wallet is play-only and left out).
 */
export interface TaxYear {
  /** C: the balance when the year began, less the previous year's year-end TDS. */
  opening: Decimal
  /** The balance carried in from the previous year (its closing balance D). */
  carriedIn: Decimal
  /** B: what confirmed deposits credited. */
  deposits: Decimal
  /** A: withdrawals requested in the year and not rejected. */
  withdrawn: Decimal
  /** Net winnings taxed so far in the year (at withdrawals and at the year's close). */
  taxed: Decimal
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
  /** Rule 133's figures by financial year ("2026-27"), from dated events only. */
  taxYears: ReadonlyMap<string, TaxYear>
  /** Financial years whose year-end TDS is recorded (TaxYearClosed). */
  closedYears: ReadonlySet<string>
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
  taxYears: new Map(),
  closedYears: new Set(),
})

/** The Rule 133 "user account" balance: cash plus winnings (held withdrawals count as withdrawn). */
export const accountBalance = (wallets: Wallets): Decimal => wallets.cash.plus(wallets.winning)

/** A year's figures; a year with no event yet opens with the balance as it stands. */
export const taxYearOf = (state: WalletState, fy: string): TaxYear =>
  state.taxYears.get(fy) ?? { opening: accountBalance(state.wallets), carriedIn: accountBalance(state.wallets), deposits: new Decimal(0), withdrawn: new Decimal(0), taxed: new Decimal(0) }

/**
 * How `evolve` adds to the state's Maps and Sets. One event at a time each is a copy, so no state
 * handed out ever changes. A fold of many events copies every collection once and then adds in
 * place (`foldWallet`): copying per event made a stream of n events cost n² (a 20,000-event wallet
 * took 27 s to load), since `processed` alone holds an id per event.
 */
interface Collections {
  withEntry<K, V>(map: ReadonlyMap<K, V>, key: K, value: V): ReadonlyMap<K, V>
  withItem<T>(set: ReadonlySet<T>, item: T): ReadonlySet<T>
}

const copying: Collections = {
  withEntry: (map, key, value) => new Map(map).set(key, value),
  withItem: (set, item) => new Set(set).add(item),
}

/** Only for collections the fold copied itself (`owned`): nobody else holds them. */
const inPlace: Collections = {
  withEntry: <K, V>(map: ReadonlyMap<K, V>, key: K, value: V) => (map as Map<K, V>).set(key, value),
  withItem: <T>(set: ReadonlySet<T>, item: T) => (set as Set<T>).add(item),
}

/** The state with its own copy of every collection (their values are never changed in place, only replaced). */
const owned = (state: WalletState): WalletState => ({
  ...state,
  processed: new Set(state.processed),
  deposits: new Map(state.deposits),
  withdrawals: new Map(state.withdrawals),
  fees: new Map(state.fees),
  prizes: new Set(state.prizes),
  bonuses: new Set(state.bonuses),
  taxYears: new Map(state.taxYears),
  closedYears: new Set(state.closedYears),
})

function settle<T extends { status: SettlementStatus }>(c: Collections, map: ReadonlyMap<string, T>, id: string, status: SettlementStatus): ReadonlyMap<string, T> {
  const found = map.get(id)
  return found ? c.withEntry(map, id, { ...found, status }) : map
}

/**
 * The net winnings a withdrawal was taxed on: Rule 133's own figure, or for a per-withdrawal
 * policy the base its 30% applied to (tax x 100 / 30).
 */
export function taxedNetWinnings(tds: { tax: string; working?: { netWinnings: string } }): string {
  return tds.working ? tds.working.netWinnings : new Decimal(tds.tax).times(100).dividedBy(30).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)
}

function withYear(c: Collections, state: WalletState, fy: string | undefined, change: (year: TaxYear) => Partial<TaxYear>): ReadonlyMap<string, TaxYear> {
  if (fy === undefined) return state.taxYears
  const year = taxYearOf(state, fy)
  return c.withEntry(state.taxYears, fy, { ...year, ...change(year) })
}

export const evolve = (state: WalletState, event: DatedWalletEvent): WalletState => evolveWith(copying, state, event)

function evolveWith(c: Collections, state: WalletState, event: DatedWalletEvent): WalletState {
  const fy = event.at === undefined ? undefined : financialYearOf(event.at)
  // The first event of a year fixes its opening balance: the balance before it.
  const before: WalletState = fy === undefined || state.taxYears.has(fy) ? state : { ...state, taxYears: c.withEntry(state.taxYears, fy, taxYearOf(state, fy)) }
  return evolveAfterYear(c, before, event, fy)
}

function evolveAfterYear(c: Collections, state: WalletState, event: WalletEvent, fy: string | undefined): WalletState {
  const { withEntry, withItem } = c
  const next: WalletState = {
    ...state,
    wallets: addWallets(state.wallets, walletDeltas(event)),
    processed: withItem(state.processed, event.data.commandId),
  }
  switch (event.type) {
    case 'DepositRequested': {
      const { depositId, amount, reference, requestedAt, gstRate } = event.data
      const deposit: DepositState = { amount, reference, status: 'pending', approvals: [], ...(requestedAt ? { requestedAt } : {}), ...(gstRate === undefined ? {} : { gstRate }) }
      return { ...next, deposits: withEntry(state.deposits, depositId, deposit) }
    }
    case 'TaxYearClosed': {
      const { financialYear, working, debit } = event.data
      const taxed = withYear(c, state, financialYear, year => ({ taxed: year.taxed.plus(working.netWinnings) }))
      // The TDS taken at the close comes out of the next year's opening balance (it was taken after it began).
      const following = nextFinancialYear(financialYear)
      const carried = taxed.get(following)
      const taxYears = carried ? withEntry(taxed, following, { ...carried, opening: carried.opening.minus(debit.cash).minus(debit.winning) }) : taxed
      return { ...next, taxYears, closedYears: withItem(state.closedYears, financialYear) }
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
      return {
        ...next,
        deposits: settle(c, state.deposits, event.data.depositId, 'success'),
        taxYears: withYear(c, state, fy, year => ({ deposits: year.deposits.plus(event.data.amount) })),
      }
    case 'DepositRejected':
      return { ...next, deposits: settle(c, state.deposits, event.data.depositId, 'rejected') }
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
      const { withdrawalId, amount, tds } = event.data
      const taxed = taxedNetWinnings(tds)
      const withdrawal: WithdrawalState = { amount, status: 'pending', ...(fy === undefined ? {} : { financialYear: fy, taxedNetWinnings: taxed }) }
      const taxYears = withYear(c, state, fy, year => ({ withdrawn: year.withdrawn.plus(amount), taxed: year.taxed.plus(taxed) }))
      return { ...next, held: state.held.plus(amount), withdrawals: withEntry(state.withdrawals, withdrawalId, withdrawal), taxYears }
    }
    case 'WithdrawalCompleted': {
      const amount = state.withdrawals.get(event.data.withdrawalId)?.amount ?? '0'
      return { ...next, held: state.held.minus(amount), withdrawals: settle(c, state.withdrawals, event.data.withdrawalId, 'success') }
    }
    case 'DepositLimitChanged':
    case 'BreakTaken':
      return { ...next, responsiblePlay: evolveResponsiblePlay(state.responsiblePlay, event) }
    case 'WithdrawalRejected': {
      // Nothing left the account: the year it was requested in no longer counts it, nor its tax.
      const requested = state.withdrawals.get(event.data.withdrawalId)
      const taxYears = withYear(c, state, requested?.financialYear, year => ({
        withdrawn: year.withdrawn.minus(event.data.amount), taxed: year.taxed.minus(requested?.taxedNetWinnings ?? '0'),
      }))
      return { ...next, held: state.held.minus(event.data.amount), withdrawals: settle(c, state.withdrawals, event.data.withdrawalId, 'rejected'), taxYears }
    }
    default: {
      const never: never = event
      throw new Error(`unknown wallet event ${JSON.stringify(never)}`)
    }
  }
}

/** `events.reduce(evolve, from)` in linear time: `from` is copied once, not once per event, and is left as it was. */
export function foldWallet(events: readonly DatedWalletEvent[], from: WalletState = initialState()): WalletState {
  if (events.length <= 1) return events.reduce(evolve, from)
  let state = owned(from)
  for (const event of events) state = evolveWith(inPlace, state, event)
  return state
}
