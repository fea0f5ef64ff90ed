import { randomUUID } from 'node:crypto'
import { streams, type NewEvent } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import { evolve, foldWallet, toDatedWalletEvent, walletDecider, type WalletCommand, type WalletEvent, type Wallets } from '../src/index'

const decider = walletDecider()

/**
 * Years of one player's wallet, written fast: deposits, entry fees, prizes, bonuses and now and
 * then a withdrawal, an hour apart from `from`, decided by the wallet's own decider (so every event
 * is one the wallet could have written) and appended in batches instead of one command at a time.
 * Returns the balances the events leave.
 */
export async function writeLongWallet(store: EventStore, userId: string, count: number, options: { from?: string; batch?: number } = {}): Promise<Wallets> {
  const stream = streams.wallet(userId)
  const before = await store.readStream(stream)
  let version = before.length
  let state = foldWallet(before.map(toDatedWalletEvent))
  const start = Date.parse(options.from ?? '2023-04-01T00:00:00.000Z')
  const batch = options.batch ?? 1000
  let pending: NewEvent[] = []
  let written = 0
  for (let cycle = 0; written + pending.length < count; cycle++) {
    const at = new Date(start + (version + pending.length) * 3_600_000).toISOString()
    for (const command of cycleOf(userId, `${version + pending.length}`, at, cycle)) {
      if (written + pending.length >= count) break
      let events: WalletEvent[]
      try {
        events = decider.decide(command, state)
      } catch {
        continue // a withdrawal the winnings cannot cover yet
      }
      for (const event of events) {
        state = evolve(state, { ...event, at })
        pending.push({ id: randomUUID(), type: event.type, data: event.data, metadata: { correlationId: command.commandId, causationId: null, actor: 'system:longWallet', at } })
      }
    }
    // Each round's ids are new, so what earlier rounds recorded decides nothing here: dropped, so
    // that writing stays linear (every evolve copies these collections).
    state = { ...state, processed: new Set(), deposits: new Map(), fees: new Map(), prizes: new Set(), bonuses: new Set() }
    if (pending.length >= batch || written + pending.length >= count) {
      await store.append(stream, pending, version)
      version += pending.length
      written += pending.length
      pending = []
    }
  }
  return state.wallets
}

/** One round of play: a deposit confirmed, a fee paid, a prize and a bonus won; every tenth round a withdrawal. */
function cycleOf(userId: string, key: string, at: string, cycle: number): WalletCommand[] {
  const base = (name: string) => ({ commandId: `${name}-${key}`, at, userId })
  const commands: WalletCommand[] = [
    { type: 'RequestDeposit', ...base('dep'), depositId: `d-${key}`, amount: '20.50', method: 'UPI', reference: String(300000000000 + cycle), requestedBy: 'user' },
    { type: 'ConfirmDeposit', ...base('conf'), depositId: `d-${key}`, confirmedBy: 'admin:a1' },
    { type: 'DebitEntryFee', ...base('fee'), contestId: `k-${key}`, fee: '20', ticked: { cash: true, winning: false, reward: true } },
    { type: 'CreditPrize', ...base('prize'), contestId: `k-${key}`, rank: 1, amount: '15.25' },
    { type: 'CreditBonus', ...base('bonus'), bonusId: `b-${key}`, amount: '2', kind: 'registration' },
  ]
  if (cycle % 10 === 9) commands.push({ type: 'RequestWithdrawal', ...base('wd'), withdrawalId: `w-${key}`, amount: '100', bankAccountId: 'bank-1' })
  return commands
}

/** The real store, with the events its readStream calls returned counted. */
export function countingReads(store: EventStore) {
  const read = { events: 0 }
  const counted = new Proxy(store, {
    get: (target, key) => {
      if (key === 'readStream') {
        return async (...args: Parameters<EventStore['readStream']>) => {
          const found = await target.readStream(...args)
          read.events += found.length
          return found
        }
      }
      const value = Reflect.get(target, key) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { counted, read }
}
