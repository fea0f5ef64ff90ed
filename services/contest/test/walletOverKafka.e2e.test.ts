import t, { type Test } from 'tap'
import { streams, type Command } from '@arena/contracts'
import { eventually, relayedOverKafka } from '@arena/bus/contract'
import type { Bus } from '@arena/bus'
import { PostgresEventStore } from '@arena/eventstore/postgres'
import { engineUrl, freshSchema, needs } from '@arena/testing'
import { handleWalletCommand, WALLET_SERVICE, WalletCommands, walletHandlers, type PayoutEligibility, type WalletHandlers } from '@arena/wallet'
import { walletOverBus } from '../src/index'

const at = '2026-03-01T10:00:00.000Z'
const cause = { actor: 'system:contest', correlationId: 'c', causationId: 'c' }
const ticked = { cash: true, winning: false, reward: false }
const anyBank: PayoutEligibility = { check: async () => ({ ok: true }) }

/**
 * Wallet workers as separate processes would run them: each with its own connections to one
 * PostgreSQL log and its own Kafka client, all members of the `wallet.commands` group, under a
 * namespace no other run shares. `crashAfter` makes a member write a command's events and then
 * fail before it could reply or commit, as a process killed at that instant would.
 */
async function walletCluster(t: Test) {
  const place = freshSchema(t, 'wallet_kafka')
  const store = await place.open(p => PostgresEventStore.connect({ ...p, maxConnections: 4 }))
  const { connect } = await relayedOverKafka(store, (engineUrl('kafka') ?? '').split(','), close => t.teardown(close))

  const member = async (crashAfter?: (command: Command) => boolean) => {
    const own = await place.open(p => PostgresEventStore.connect({ ...p, maxConnections: 3, migrate: false }))
    const handlers = walletHandlers(new WalletCommands(own), anyBank)
    const bus: Bus = connect(WALLET_SERVICE)
    const state = { handled: [] as string[], crashed: false, bus, handlers }
    await bus.handle(WALLET_SERVICE, async command => {
      if (state.crashed) throw new Error('this member is dead')
      state.handled.push(command.id)
      const reply = await handleWalletCommand(handlers, command)
      if (crashAfter?.(command)) {
        state.crashed = true
        throw new Error('killed after writing, before replying')
      }
      return reply
    })
    return state
  }
  const requester = walletOverBus(connect('contest'), { service: WALLET_SERVICE, timeoutMs: 60_000 })
  return { store, member, requester }
}

let references = 0
async function fund(handlers: WalletHandlers, userId: string, amount: string) {
  // A UPI reference is 12 digits and claimed by one deposit only.
  const reference = String(400000000000 + ++references)
  await handlers.requestDeposit({ commandId: `dep-${userId}`, at, userId, depositId: `d-${userId}`, amount, method: 'UPI', reference, requestedBy: 'user' })
  await handlers.confirmDeposit({ commandId: `conf-${userId}`, at, userId, depositId: `d-${userId}`, confirmedBy: 'admin:a' })
}

const feesTaken = async (store: PostgresEventStore, userId: string) =>
  (await store.readStream(streams.wallet(userId))).filter(e => e.type === 'EntryFeeDebited').map(e => (e.data as { contestId: string }).contestId)

const debit = (requester: ReturnType<typeof walletOverBus>, userId: string, contestId: string) =>
  requester.debitEntryFee({ commandId: `fee-${contestId}-${userId}`, at, userId, contestId, contestName: contestId, fee: '10', ticked }, cause)

t.test('wallet commands spread over the members of the wallet.commands group, and when one leaves the other serves its users', { skip: needs('postgres').skip ?? needs('kafka').skip }, async t => {
  const { store, member, requester } = await walletCluster(t)
  const [first, second] = [await member(), await member()]
  const users = Array.from({ length: 40 }, (_, i) => `player-${i}`)
  for (const user of users) await fund(first.handlers, user, '100')

  const before = await Promise.all(users.map(user => debit(requester, user, 'k1')))
  t.same(before.filter(outcome => !outcome.ok), [], 'every fee was taken')
  t.ok(first.handled.length > 0 && second.handled.length > 0, `both members served commands (${first.handled.length} and ${second.handled.length})`)
  t.equal(first.handled.length + second.handled.length, users.length, 'each command was handled once')

  await first.bus.close()
  const after = await Promise.all(users.map(user => debit(requester, user, 'k2')))
  t.same(after.filter(outcome => !outcome.ok), [], 'the remaining member answered every user, the first member\'s too')
  // What the first member handled but had not committed when it left may come to the second again
  // (offsets are committed once a second, ADR 0032): a no-op, as the fees below show.
  const later = new Set(second.handled.filter(id => id.startsWith('fee-k2-')))
  t.same([...later].sort(), users.map(user => `fee-k2-${user}`).sort(), 'the second member handled every later command')
  for (const user of users) t.same((await feesTaken(store, user)).sort(), ['k1', 'k2'], `${user} paid each contest once`)
})

t.test('a wallet member killed after writing a debit but before replying: the next member answers it from the ledger, and the fee is taken once', { skip: needs('postgres').skip ?? needs('kafka').skip }, async t => {
  const { store, member, requester } = await walletCluster(t)
  // The first member to get the victim's debit dies after writing it; the next one lives.
  let killed = false
  const victim = (command: Command) => !killed && (killed = (command.data as { userId?: string }).userId === 'victim')
  const members = [await member(victim), await member(victim)]
  await fund(members[0]!.handlers, 'victim', '100')

  const answer = debit(requester, 'victim', 'k1')
  await eventually('a member writes the debit and dies', () => members.some(m => m.crashed), 30_000)
  const [dead, alive] = members[0]!.crashed ? [members[0]!, members[1]!] : [members[1]!, members[0]!]
  t.same(await feesTaken(store, 'victim'), ['k1'], 'the dead member had written the debit')
  await dead.bus.close()

  const outcome = await answer
  t.match(outcome, { ok: true, split: { cash: '10.00' } }, 'the requester got the answer the first write decided')
  t.ok(alive.handled.length >= 1, 'the living member took the uncommitted command over')
  t.same(await feesTaken(store, 'victim'), ['k1'], 'the fee was taken once')
})
