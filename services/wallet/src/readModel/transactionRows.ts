import type { RecordedEvent, TransactionDto } from '@arena/contracts'
import { Decimal } from '@arena/domain'
import { isWalletEventType, toWalletEvent, type WalletEvent } from '../domain/events'

export type WalletName = 'cash' | 'winning' | 'reward'

/** The history tables the spec's calls read: everything, one wallet's moves, referrals, withdrawals. */
export type HistoryTable = 'all' | WalletName | 'referral' | 'withdrawals'

/** Contest names by id, for rows whose own event does not carry the name. */
export interface ContestNames {
  get(contestId: string): string | undefined
}

/** A history row plus what it moved in each wallet, so one row can serve every wallet's table. */
export interface TransactionRow extends TransactionDto {
  parts: Record<WalletName, string>
}

/** What one event does to the history: a new row, or a status change of an earlier row. */
export type RowChange =
  | { kind: 'add'; key: string; row: TransactionRow }
  | { kind: 'settle'; key: string; status: 'success' | 'rejected'; reject: string | null; patch?: Partial<TransactionRow> }
  | { kind: 'none' }

const none = { cash: '0.00', winning: '0.00', reward: '0.00' }
const contest = (id: string, name: string | undefined) => (name === undefined ? { _id: id } : { _id: id, contestName: name })

/**
 * The one id of the transaction an event belongs to, the same in every view (player history
 * `tx_id`, admin queues `_id`, ledger replay `txId`, TDS report `withdrawalId`): a deposit's or
 * withdrawal's own id, taken from the request it started from, so the request, its approvals and
 * its settlement share it; any other move is a transaction of one event, named by that event's id.
 */
export function transactionIdOf(event: WalletEvent, eventId: string): string {
  const data = event.data as { depositId?: string; withdrawalId?: string }
  return data.depositId ?? data.withdrawalId ?? eventId
}

/** `key` is stable across the row's life (deposit or withdrawal id), so settling finds it. */
export function rowChange(event: WalletEvent, eventId: string, date: string, contestNames: ContestNames): RowChange {
  const txId = transactionIdOf(event, eventId)
  const base = { tx_id: txId, date, contest_id: null, bank_detail_id: null, reject: null, status: 'success' as const }
  switch (event.type) {
    case 'DepositRequested': {
      const { depositId, amount } = event.data
      const row: TransactionRow = { ...base, amount, status: 'pending', txStatus: 'deposit', transType: 'CREDIT', parts: { ...none, cash: amount } }
      return { kind: 'add', key: depositId, row }
    }
    case 'DepositConfirmed': {
      const { depositId, amount, gross, gst } = event.data
      // With GST the cash wallet got less than the gross filed: the row shows the split.
      const patch = gross === undefined || gst === undefined ? undefined : { gross, gst, credited: amount, parts: { ...none, cash: amount } }
      return { kind: 'settle', key: depositId, status: 'success', reject: null, ...(patch ? { patch } : {}) }
    }
    case 'DepositRejected':
      return { kind: 'settle', key: event.data.depositId, status: 'rejected', reject: event.data.reason }
    case 'BonusCredited': {
      const { amount, kind } = event.data
      const txStatus = kind === 'referral' ? 'referral' : 'bonus'
      return { kind: 'add', key: txId, row: { ...base, amount, txStatus, transType: 'CREDIT', parts: { ...none, reward: amount } } }
    }
    case 'EntryFeeDebited': {
      const { contestId, contestName, fee, split } = event.data
      const row: TransactionRow = { ...base, amount: fee, txStatus: 'participate', transType: 'DEBIT', contest_id: contest(contestId, contestName), parts: split }
      return { kind: 'add', key: txId, row }
    }
    case 'EntryFeeRefunded': {
      const { contestId, split } = event.data
      const amount = new Decimal(split.cash).plus(split.winning).plus(split.reward).toFixed(2)
      const row: TransactionRow = { ...base, amount, txStatus: 'refund', transType: 'CREDIT', contest_id: contest(contestId, contestNames.get(contestId)), parts: split }
      return { kind: 'add', key: txId, row }
    }
    case 'PrizeCredited': {
      const { contestId, contestName, amount } = event.data
      const row: TransactionRow = { ...base, amount, txStatus: 'winning', transType: 'CREDIT', contest_id: contest(contestId, contestName ?? contestNames.get(contestId)), parts: { ...none, winning: amount } }
      return { kind: 'add', key: txId, row }
    }
    case 'WithdrawalRequested': {
      const { withdrawalId, amount, bankAccountId, tds } = event.data
      const row: TransactionRow = {
        ...base, amount, status: 'pending', txStatus: 'withdral', transType: 'DEBIT', bank_detail_id: bankAccountId,
        tds: tds.tax, paid: tds.paid, parts: { ...none, winning: amount },
      }
      return { kind: 'add', key: withdrawalId, row }
    }
    case 'TaxYearClosed': {
      const { debit, working } = event.data
      const amount = new Decimal(debit.cash).plus(debit.winning).toFixed(2)
      if (new Decimal(amount).isZero()) return { kind: 'none' }
      const row: TransactionRow = { ...base, amount, txStatus: 'tds', transType: 'DEBIT', tds: working.tds, parts: { ...none, cash: debit.cash, winning: debit.winning } }
      return { kind: 'add', key: txId, row }
    }
    case 'DepositApproved':
    case 'WithdrawalApproved':
    case 'DepositLimitChanged':
    case 'BreakTaken':
      return { kind: 'none' }
    case 'WithdrawalCompleted':
      return { kind: 'settle', key: event.data.withdrawalId, status: 'success', reject: null }
    case 'WithdrawalRejected':
      return { kind: 'settle', key: event.data.withdrawalId, status: 'rejected', reject: event.data.reason }
    default: {
      const never: never = event
      throw new Error(`unknown wallet event ${JSON.stringify(never)}`)
    }
  }
}

/**
 * A player's history rows, oldest first, folded from their wallet stream when asked for: rows are
 * history, not live state, so no process keeps every player's in memory or in its checkpoint (the
 * balances and the admin queues stay in the read model). `contestNames` knows the names other
 * players' fees carried; names this stream's own fees carry come first.
 */
export function historyRows(events: readonly RecordedEvent[], contestNames: ContestNames): TransactionRow[] {
  const rows: TransactionRow[] = []
  const byKey = new Map<string, TransactionRow>()
  const ownNames = new Map<string, string>()
  const names: ContestNames = { get: contestId => ownNames.get(contestId) ?? contestNames.get(contestId) }
  for (const recorded of events) {
    if (!isWalletEventType(recorded.type)) continue
    let event: WalletEvent
    try {
      event = toWalletEvent(recorded)
    } catch {
      // As the read model does (skipFailedEvents): one malformed event does not hide the rest.
      continue
    }
    if (event.type === 'EntryFeeDebited' && event.data.contestName) ownNames.set(event.data.contestId, event.data.contestName)
    const change = rowChange(event, recorded.id, recorded.metadata.at, names)
    if (change.kind === 'add') {
      rows.push(change.row)
      byKey.set(change.key, change.row)
    } else if (change.kind === 'settle') {
      const row = byKey.get(change.key)
      if (row) Object.assign(row, { status: change.status, reject: change.reject }, change.patch)
    }
  }
  return rows
}

/** One table of the history, newest first, with each row's amount as it moved the table's wallet. */
export function historyTable(rows: readonly TransactionRow[], table: HistoryTable): TransactionDto[] {
  const out: TransactionDto[] = []
  for (let i = rows.length - 1; i >= 0; i--) {
    const { parts, ...dto } = rows[i]!
    if (table === 'all') out.push(dto)
    else if (table === 'referral' || table === 'withdrawals') {
      if (dto.txStatus === (table === 'referral' ? 'referral' : 'withdral')) out.push(dto)
    } else if (!new Decimal(parts[table]).isZero() && !(table === 'reward' && dto.txStatus === 'referral')) {
      out.push({ ...dto, amount: parts[table] })
    }
  }
  return out
}
