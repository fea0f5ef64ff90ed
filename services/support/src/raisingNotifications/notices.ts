import {
  BankDetailAccepted, BankDetailAdded, BankDetailRejected, DepositConfirmed, DepositRejected, DepositRequested,
  idOf, KycCompleted, KycDocumentRejected, KycDocumentVerified, OrderCancelled, OrderFilled, PrizeCredited, PrizeHeld,
  WithdrawalCompleted, WithdrawalRejected, WithdrawalRequested, type Notice, type RecordedEvent,
} from '@arena/contracts'
import type { RecordedOfEach } from '@arena/bus'
import type { NoticeFacts } from '../ports'

/**
 * The facts of other modules the notification centre tells players of, and the requests whose
 * figures a decision does not repeat (a rejected deposit's amount, a paid withdrawal's TDS, an
 * accepted bank's name). Each comes on its own category's topic (docs/adr/0029).
 */
export const noticeCauses = [
  DepositRequested, DepositConfirmed, DepositRejected, WithdrawalRequested, WithdrawalCompleted, WithdrawalRejected, PrizeCredited,
  KycDocumentVerified, KycDocumentRejected, KycCompleted, BankDetailAdded, BankDetailAccepted, BankDetailRejected,
  PrizeHeld, OrderFilled, OrderCancelled,
] as const
export type NoticeCause = RecordedOfEach<(typeof noticeCauses)[number]>

/** The categories whose topics carry them. */
export const noticeCategories = ['wallet', 'kyc', 'bank', 'prizeHold', 'account']

/**
 * Whether a fact of those types can notify anyone, judged on its raw data before any check:
 * a fill at placement (no market trade id) happened in front of the player, and only cancels
 * at a contest's end are told of. Fills are the hot path (hundreds a second in a busy contest):
 * those that notify nobody cost the worker nothing more than this.
 */
export function mayNotify(event: RecordedEvent): boolean {
  const data = event.data as { tradeId?: unknown; reason?: unknown } | null
  if (event.type === 'OrderFilled') return data?.tradeId !== null && data?.tradeId !== undefined
  if (event.type === 'OrderCancelled') return data?.reason === 'contestEnded'
  return true
}

const CONTEST_NAMES_KEPT = 10_000

/**
 * What the words of a notification need beyond the fact itself. Requests are remembered as the
 * worker sees them (a request and its decision share a stream, hence a key and a partition, and
 * come in order); one not seen by this process (handled before a restart, or by the member that
 * had the partition before a rebalance) is asked of the module that owns it (`NoticeFacts`), at
 * decision time. Contest names are asked once per contest and kept: a contest's terms cannot
 * change once it has started, and fills and end-of-contest cancels come only after that.
 */
export class NoticeSources {
  readonly #deposits = new Map<string, { amount: string; reference: string }>()
  readonly #withdrawals = new Map<string, { amount: string; paid: string; tax: string }>()
  readonly #banks = new Map<string, string>()
  readonly #contests = new Map<string, string | undefined>()

  constructor(private readonly facts: NoticeFacts) {}

  /** Keeps what a later decision will need; true when the event was such a request. */
  remember(event: NoticeCause): boolean {
    switch (event.type) {
      case 'DepositRequested':
        this.#deposits.set(event.data.depositId, { amount: event.data.amount, reference: event.data.reference })
        return true
      case 'WithdrawalRequested':
        this.#withdrawals.set(event.data.withdrawalId, { amount: event.data.amount, paid: event.data.tds.paid, tax: event.data.tds.tax })
        return true
      case 'BankDetailAdded':
        this.#banks.set(event.data.bankId, event.data.bankName)
        return true
      default:
        return false
    }
  }

  async deposit(userId: string, depositId: string): Promise<{ amount: string; reference: string } | undefined> {
    const kept = this.#deposits.get(depositId)
    this.#deposits.delete(depositId)
    return kept ?? this.facts.depositRequest(userId, depositId)
  }

  async withdrawal(userId: string, withdrawalId: string): Promise<{ amount: string; paid: string; tax: string } | undefined> {
    const kept = this.#withdrawals.get(withdrawalId)
    this.#withdrawals.delete(withdrawalId)
    return kept ?? this.facts.withdrawalRequest(userId, withdrawalId)
  }

  /** A decision the words of which need nothing kept, or whose notification is already written: its request is let go. */
  forgetRequestOf(event: NoticeCause): void {
    switch (event.type) {
      case 'DepositConfirmed':
      case 'DepositRejected':
        this.#deposits.delete(event.data.depositId)
        return
      case 'WithdrawalCompleted':
      case 'WithdrawalRejected':
        this.#withdrawals.delete(event.data.withdrawalId)
        return
      case 'BankDetailAccepted':
      case 'BankDetailRejected':
        this.#banks.delete(event.data.bankId)
        return
    }
  }

  async bankName(userId: string, bankId: string): Promise<string | undefined> {
    const kept = this.#banks.get(bankId)
    this.#banks.delete(bankId)
    return kept ?? this.facts.bankName(userId, bankId)
  }

  async contestName(contestId: string): Promise<string | undefined> {
    if (this.#contests.has(contestId)) return this.#contests.get(contestId)
    const name = await this.facts.contestName(contestId)
    // Bounded: the oldest contest is forgotten first (read again if a late fill ever names it).
    if (this.#contests.size >= CONTEST_NAMES_KEPT) this.#contests.delete(this.#contests.keys().next().value!)
    this.#contests.set(contestId, name)
    return name
  }
}

/**
 * The notice a fact gives its player, in the words notificationTexts uses for it; undefined for
 * facts that only carry what a later decision needs, and for fills and cancels nobody is told of.
 */
export async function noticeOf(event: NoticeCause, sources: NoticeSources): Promise<{ userId: string; notice: Notice } | undefined> {
  if (sources.remember(event)) return undefined
  const owner = idOf(event.stream)
  const to = (notice: Notice, userId = owner) => ({ userId, notice })
  switch (event.type) {
    case 'DepositConfirmed':
      sources.forgetRequestOf(event)
      return to({ kind: 'depositConfirmed', amount: event.data.amount })
    case 'DepositRejected': {
      const request = await sources.deposit(owner, event.data.depositId)
      return to({ kind: 'depositRejected', ...request, reason: event.data.reason })
    }
    case 'WithdrawalCompleted':
      return to({ kind: 'withdrawalCompleted', ...(await sources.withdrawal(owner, event.data.withdrawalId)) })
    case 'WithdrawalRejected':
      sources.forgetRequestOf(event)
      return to({ kind: 'withdrawalRejected', amount: event.data.amount, reason: event.data.reason })
    case 'PrizeCredited':
      return to({ kind: 'prizeWon', contestId: event.data.contestId, contestName: event.data.contestName, rank: event.data.rank, amount: event.data.amount })
    case 'KycDocumentVerified':
      return to({ kind: 'kycApproved', document: event.data.document })
    case 'KycDocumentRejected':
      return to({ kind: 'kycRejected', document: event.data.document, reason: event.data.reason })
    case 'KycCompleted':
      return to({ kind: 'kycCompleted' })
    case 'BankDetailAccepted':
      return to({ kind: 'bankAccepted', bankName: await sources.bankName(owner, event.data.bankId) })
    case 'BankDetailRejected':
      return to({ kind: 'bankRejected', bankName: await sources.bankName(owner, event.data.bankId), reason: event.data.reason })
    case 'PrizeHeld':
      return to({ kind: 'prizeHeld', contestId: event.data.contestId, contestName: event.data.contestName, rank: event.data.rank, amount: event.data.amount }, event.data.userId)
    case 'OrderFilled': {
      const { contestId, userId, orderType, amount, symbol, price, tradeId } = event.data
      if (tradeId === null || tradeId === undefined) return undefined
      return to({ kind: 'orderFilled', contestId, contestName: await sources.contestName(contestId), orderType, amount, symbol, price }, userId)
    }
    case 'OrderCancelled': {
      const { contestId, userId, reason } = event.data
      if (reason !== 'contestEnded') return undefined
      return to({ kind: 'ordersCancelledAtEnd', contestId, contestName: await sources.contestName(contestId) }, userId)
    }
    default:
      return undefined
  }
}
