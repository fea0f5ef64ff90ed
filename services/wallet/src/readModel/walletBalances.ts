import { PaymentUnmatched, categoryOf, idOf, type DepositRowDto, type EarlierReferenceDto, type PlayerDepositDto, type RecordedEvent, type UnmatchedPaymentDto, type WalletBalanceDto, type WalletProfileDto, type WithdrawalRowDto } from '@arena/contracts'
import { Decimal, normalizeReference } from '@arena/domain'
import { addWallets, balancesDto, walletDeltas, zeroWallets, type Wallets } from '../domain/deltas'
import { isWalletEventType, toWalletEvent, type WalletEvent } from '../domain/events'
import { defaultWalletLimits } from '../domain/limits'
import { depositGstSplit } from '../domain/rule133'
import type { ContestNames, HistoryTable } from './transactionRows'
import { readBalancesCheckpoint, WALLET_BALANCES_FOLD_VERSION, type BalancesCheckpoint } from './balancesCheckpoint'

export type { HistoryTable }

/**
 * One user's balances as decimal strings, not `Decimal`s: a process holds one of these for every
 * user who ever had a wallet event, and four `Decimal`s took 700 bytes a user against 170 for
 * their strings (13,000 users: 7 MB of every edge's and the wallet worker's heap). Each event
 * parses and sums them with decimal.js as before.
 */
interface UserView {
  cash: string
  winning: string
  reward: string
  /** The referral bonuses earned so far (profile-data's `Rebalance`). */
  referrals: string
}

const walletsOf = (view: UserView | undefined): Wallets =>
  view ? { cash: new Decimal(view.cash), winning: new Decimal(view.winning), reward: new Decimal(view.reward) } : zeroWallets()

type Status = 'pending' | 'success' | 'rejected'

/**
 * The wallets as users and admins read them, folded from the global log: balances and the admin
 * queues of deposits, withdrawals and unmatched payments. A player's history rows are not kept:
 * they are folded from the player's stream when asked for (`historyRows`), with the contest names
 * known here. `position` is the last event applied, so a writer can wait until its own append
 * shows (read-your-writes).
 */
export class WalletBalances {
  position = 0
  readonly reads = { categories: ['wallet'], types: [PaymentUnmatched.type] }
  readonly #users = new Map<string, UserView>()
  readonly #deposits = new Map<string, DepositRowDto>()
  /** Deposit ids by the reference they quoted, in log order: a reused UTR is a fraud or mix-up sign. */
  readonly #byReference = new Map<string, string[]>()
  readonly #withdrawals = new Map<string, WithdrawalRowDto>()
  readonly #unmatched: UnmatchedPaymentDto[] = []
  readonly #contestNames = new Map<string, string>()

  /** `twoAdminAbove`: amounts above it need two admins' approvals (shown on the queue rows). */
  constructor(private readonly twoAdminAbove: string = defaultWalletLimits.twoAdminAbove) {}

  /** The fold and the threshold its queue rows were worked out with (a checkpoint of another threshold is not used). */
  get foldVersion(): string {
    return `${WALLET_BALANCES_FOLD_VERSION}:${new Decimal(this.twoAdminAbove).toFixed()}`
  }

  /** The read model as JSON (`BalancesCheckpoint`); queue rows are written as the calls return them. */
  checkpoint(): BalancesCheckpoint {
    return {
      users: [...this.#users].map(([userId, view]) => [userId, {
        wallets: { cash: view.cash, winning: view.winning, reward: view.reward },
        referrals: view.referrals,
      }]),
      deposits: [...this.#deposits.values()] as unknown as Record<string, unknown>[],
      byReference: [...this.#byReference],
      withdrawals: [...this.#withdrawals.values()] as unknown as Record<string, unknown>[],
      unmatched: this.#unmatched as unknown as Record<string, unknown>[],
      contestNames: [...this.#contestNames],
    }
  }

  /** Takes up a checkpoint written at `position`, on a read model that has applied nothing. */
  async restore(json: unknown, position: number): Promise<void> {
    if (this.position !== 0 || this.#users.size > 0) throw new Error('a checkpoint is restored into a read model that has applied nothing')
    // The store reads a checkpoint back as a fresh copy, so its rows can be changed in place from here on.
    const checkpoint = readBalancesCheckpoint(json)
    for (const [userId, user] of checkpoint.users) {
      // Parsed here, so a checkpoint with an amount that is not a number fails its restore, not a later read.
      const { cash, winning, reward } = user.wallets
      this.#users.set(userId, { cash: text(new Decimal(cash)), winning: text(new Decimal(winning)), reward: text(new Decimal(reward)), referrals: text(new Decimal(user.referrals)) })
    }
    for (const row of checkpoint.deposits as unknown as DepositRowDto[]) this.#deposits.set(row._id, row)
    for (const [key, ids] of checkpoint.byReference) this.#byReference.set(key, ids)
    for (const row of checkpoint.withdrawals as unknown as WithdrawalRowDto[]) this.#withdrawals.set(row._id, row)
    this.#unmatched.push(...(checkpoint.unmatched as unknown as UnmatchedPaymentDto[]))
    for (const [id, name] of checkpoint.contestNames) this.#contestNames.set(id, name)
    this.position = position
  }

  /** Applies one event of the global log; returns the user whose wallet it changed, if any. */
  apply(event: RecordedEvent): string | undefined {
    try {
      if (PaymentUnmatched.is(event)) {
        this.#unmatched.push({ _id: event.id, ...event.data, date: event.metadata.at })
        return undefined
      }
      if (categoryOf(event.stream) !== 'wallet' || !isWalletEventType(event.type)) return undefined
      const userId = idOf(event.stream)
      const walletEvent = toWalletEvent(event)
      const view = this.#user(userId)
      const wallets = addWallets(walletsOf(view), walletDeltas(walletEvent))
      view.cash = text(wallets.cash)
      view.winning = text(wallets.winning)
      view.reward = text(wallets.reward)
      if (walletEvent.type === 'BonusCredited' && walletEvent.data.kind === 'referral') view.referrals = text(new Decimal(view.referrals).plus(walletEvent.data.amount))
      if (walletEvent.type === 'EntryFeeDebited' && walletEvent.data.contestName) this.#contestNames.set(walletEvent.data.contestId, walletEvent.data.contestName)
      this.#queues(userId, walletEvent, event.metadata.at)
      return userId
    } finally {
      this.position = Math.max(this.position, event.position)
    }
  }

  balances(userId: string): WalletBalanceDto {
    return balancesDto(walletsOf(this.#users.get(userId)))
  }

  /** The balances plus the referral bonuses earned so far, for profile-data. */
  profileFields(userId: string): WalletProfileDto {
    return { ...this.balances(userId), Rebalance: new Decimal(this.#users.get(userId)?.referrals ?? 0).toFixed(2) }
  }

  /** The contest names the fees so far carried, for history rows whose event has none. */
  get contestNames(): ContestNames {
    return this.#contestNames
  }

  deposits(status?: Status): DepositRowDto[] {
    return [...this.#deposits.values()].filter(d => !status || d.status === status).reverse()
  }

  /**
   * The deposit requests filed before this one that quoted the same reference, any user's (the
   * claim lets a rejected deposit's UTR be quoted again, so a repeat is possible and worth a look).
   */
  referenceUsedBefore(depositId: string): EarlierReferenceDto[] {
    const row = this.#deposits.get(depositId)
    if (!row) return []
    const ids = this.#byReference.get(referenceKey(row.reference)) ?? []
    return ids.slice(0, ids.indexOf(depositId)).map(id => this.#deposits.get(id)!).map(({ _id, userId, status, date }) => ({ _id, userId, status, date }))
  }

  /** One player's deposit requests, newest first: pending ones to wait for, rejected ones with the reason. */
  playerDeposits(userId: string): PlayerDepositDto[] {
    return this.deposits()
      .filter(d => d.userId === userId)
      .map(({ _id, amount, method, reference, status, date, reject }) => ({ _id, tx_id: _id, amount, method, reference, status, date, reject }))
  }

  withdrawals(status?: Status): WithdrawalRowDto[] {
    return [...this.#withdrawals.values()].filter(w => !status || w.status === status).reverse()
  }

  /** Signed payment notices that matched no active user or whose reference is another's: newest first. */
  unmatchedPayments(): UnmatchedPaymentDto[] {
    return [...this.#unmatched].reverse()
  }

  /** Every user with a wallet event so far. */
  userIds(): string[] {
    return [...this.#users.keys()]
  }

  depositOwner(depositId: string): string | undefined {
    return this.#deposits.get(depositId)?.userId
  }

  withdrawalOwner(withdrawalId: string): string | undefined {
    return this.#withdrawals.get(withdrawalId)?.userId
  }

  #approvalsFor(amount: string) {
    return { approvals: [] as string[], approvalsNeeded: new Decimal(amount).greaterThan(this.twoAdminAbove) ? 2 : 1 }
  }

  #user(userId: string): UserView {
    let view = this.#users.get(userId)
    if (!view) this.#users.set(userId, (view = { cash: '0', winning: '0', reward: '0', referrals: '0' }))
    return view
  }

  #queues(userId: string, event: WalletEvent, date: string): void {
    switch (event.type) {
      case 'DepositRequested': {
        const { depositId: _id, amount, method, reference, gstRate } = event.data
        const gst = gstRate === undefined || new Decimal(gstRate).isZero() ? {} : { gstRate, ...splitOf(amount, gstRate) }
        this.#deposits.set(_id, { _id, userId, amount, method, reference, status: 'pending', date, reject: null, ...this.#approvalsFor(amount), ...gst })
        const key = referenceKey(reference)
        this.#byReference.set(key, [...(this.#byReference.get(key) ?? []), _id])
        return
      }
      case 'DepositApproved':
        this.#deposits.get(event.data.depositId)?.approvals.push(event.data.approvedBy)
        return
      case 'WithdrawalApproved':
        this.#withdrawals.get(event.data.withdrawalId)?.approvals.push(event.data.approvedBy)
        return
      case 'DepositConfirmed': {
        const row = this.#deposits.get(event.data.depositId)
        const { gst, gstRate, amount } = event.data
        if (row && gst !== undefined) Object.assign(row, { gst, credited: amount, ...(gstRate === undefined ? {} : { gstRate }) })
        return settle(row, event)
      }
      case 'DepositRejected':
        return settle(this.#deposits.get(event.data.depositId), event)
      case 'WithdrawalRequested': {
        const { withdrawalId: _id, amount, bankAccountId, tds } = event.data
        const row = { _id, userId, amount, tds: tds.tax, paid: tds.paid, bank_detail_id: bankAccountId, status: 'pending' as const, date, reject: null, ...this.#approvalsFor(amount) }
        this.#withdrawals.set(_id, row)
        return
      }
      case 'WithdrawalCompleted':
      case 'WithdrawalRejected':
        return settle(this.#withdrawals.get(event.data.withdrawalId), event)
      default:
        return
    }
  }
}

/** References are stored normalised; an older event is normalised the same way so it still matches. */
const referenceKey = (reference: string): string => normalizeReference(reference)
/** The split a pending deposit will get when confirmed (the confirmation records the one applied). */
function splitOf(gross: string, rate: string): { gst: string; credited: string } {
  const { gst, credited } = depositGstSplit(gross, rate)
  return { gst, credited }
}

function settle(row: { status: Status; reject: string | null } | undefined, event: WalletEvent): void {
  if (!row) return
  const rejected = event.type === 'DepositRejected' || event.type === 'WithdrawalRejected'
  row.status = rejected ? 'rejected' : 'success'
  row.reject = rejected ? (event.data as { reason: string }).reason : null
}

/** A balance as the checkpoint writes it: `valueOf`, which keeps the sign of a zero as the fold's Decimal had it. */
const text = (amount: Decimal): string => amount.valueOf()
