import { streams, type LedgerLine } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import { addWallets, walletDeltas, zeroWallets } from '../domain/deltas'
import { toWalletEvent, type WalletEvent } from '../domain/events'
import { transactionIdOf } from '../readModel/transactionRows'

export type { LedgerLine } from '@arena/contracts'

export interface ReplayOptions {
  /** Only events at or before this instant. */
  until?: Date
  /** Only events with version <= this (1 = the stream's first event). */
  untilEvent?: number
}

/** Every event of a user's wallet stream with the three balances as they stood after it. */
export async function replayLedger(store: EventStore, userId: string, options: ReplayOptions = {}): Promise<LedgerLine[]> {
  const recorded = await store.readStream(streams.wallet(userId))
  let wallets = zeroWallets()
  const lines: LedgerLine[] = []
  for (const event of recorded) {
    if (options.untilEvent !== undefined && event.version > options.untilEvent) break
    if (options.until && new Date(event.metadata.at).getTime() > options.until.getTime()) break
    const walletEvent = toWalletEvent(event)
    wallets = addWallets(wallets, walletDeltas(walletEvent))
    lines.push({
      version: event.version, at: event.metadata.at, type: event.type, txId: transactionIdOf(walletEvent, event.id), detail: detailOf(walletEvent),
      cash: wallets.cash.toFixed(2), winning: wallets.winning.toFixed(2), reward: wallets.reward.toFixed(2),
    })
  }
  return lines
}

function detailOf(event: WalletEvent): string {
  switch (event.type) {
    case 'DepositRequested': return `deposit ${event.data.depositId} ${event.data.amount} ${event.data.method} ref ${event.data.reference}`
    case 'DepositConfirmed': return `deposit ${event.data.depositId} +${event.data.amount} by ${event.data.confirmedBy}${event.data.gst === undefined ? '' : ` (gross ${event.data.gross}, GST ${event.data.gst})`}`
    case 'DepositRejected': return `deposit ${event.data.depositId} rejected: ${event.data.reason}`
    case 'BonusCredited': return `${event.data.kind} bonus +${event.data.amount}`
    case 'EntryFeeDebited': return `contest ${event.data.contestId} fee ${event.data.fee} (${splitText(event.data.split)})`
    case 'EntryFeeRefunded': return `contest ${event.data.contestId} refund (${splitText(event.data.split)})`
    case 'PrizeCredited': return `contest ${event.data.contestId} rank ${event.data.rank} +${event.data.amount}`
    case 'WithdrawalRequested': return `withdrawal ${event.data.withdrawalId} ${event.data.amount} tds ${event.data.tds.tax} paid ${event.data.tds.paid} (${event.data.tds.policy})`
    case 'WithdrawalCompleted': return `withdrawal ${event.data.withdrawalId} paid out`
    case 'DepositApproved': return `deposit ${event.data.depositId} approved by ${event.data.approvedBy} (1 of 2)`
    case 'WithdrawalApproved': return `withdrawal ${event.data.withdrawalId} approved by ${event.data.approvedBy} (1 of 2)`
    case 'TaxYearClosed': return `year-end TDS ${event.data.financialYear}: net winnings ${event.data.working.netWinnings} tds ${event.data.working.tds} (${splitText(event.data.debit)})`
    case 'WithdrawalRejected': return `withdrawal ${event.data.withdrawalId} rejected, ${event.data.amount} released: ${event.data.reason}`
    case 'DepositLimitChanged': return `${event.data.period} deposit limit ${event.data.limit ?? 'removed'} from ${event.data.appliesAt}`
    case 'BreakTaken': return `${event.data.kind} ${event.data.duration} until ${event.data.until}`
    default: {
      const never: never = event
      throw new Error(`unknown wallet event ${JSON.stringify(never)}`)
    }
  }
}

const splitText = (s: { reward: string; winning: string; cash: string }) => `reward ${s.reward}, winning ${s.winning}, cash ${s.cash}`

/** A plain-text table, one line per event, for the terminal. */
export function formatLedger(userId: string, lines: LedgerLine[]): string {
  const header = ['#', 'at', 'event', 'cash', 'winning', 'reward', 'transaction', 'detail']
  const rows = lines.map(l => [String(l.version), l.at, l.type, l.cash, l.winning, l.reward, l.txId, l.detail])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map(r => r[i]!.length)))
  const show = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ')
  return [`wallet-${userId}: ${lines.length} events`, show(header), ...rows.map(show)].join('\n')
}
