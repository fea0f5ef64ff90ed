import t from 'tap'
import pino from 'pino'
import { streams } from '@arena/contracts'
import { PostgresSnapshotStore, type EventStore, type PostgresEventStore } from '@arena/eventstore'
import { StoredSnapshots } from '@arena/service-kit'
import { needs } from '@arena/testing'
import { WalletCommands, foldWallet, toDatedWalletEvent, type WalletState } from '../src/index'
import { walletSnapshots, walletStateCodec } from '../src/adapters/walletSnapshots'
import { countingReads, writeLongWallet } from './longWallet'
import { postgresStores } from './postgres'

const at = '2026-03-01T10:00:00.000Z'
const quiet = pino({ level: 'silent' })

/** One process's wallet: its own event store connections and snapshot store over the shared schema. */
async function walletProcess(store: PostgresEventStore, snapshots = (s: PostgresSnapshotStore) => walletSnapshots(s, quiet, 100)) {
  const snapshotStore = await PostgresSnapshotStore.open(store.sql, { schema: store.schema })
  const kept = snapshots(snapshotStore)
  const { counted, read } = countingReads(store)
  return { wallet: new WalletCommands(counted, { snapshots: kept }), snapshots: kept, snapshotStore, read }
}

/** Balances and everything else of the state, as plain JSON, to compare two states exactly. */
const plain = (state: WalletState) => walletStateCodec.toJSON(state)

async function fullFold(store: EventStore, userId: string) {
  return foldWallet((await store.readStream(streams.wallet(userId))).map(toDatedWalletEvent))
}

t.test('a wallet with a long stream loads from its snapshot and the tail, in a restarted process, to the state of the full fold', needs('postgres'), async t => {
  const { stores: [writer, first, second] } = await postgresStores(t, 3)
  const written = await writeLongWallet(writer!, 'u1', 5000)
  t.equal((await writer!.readStream(streams.wallet('u1'))).length, 5000)

  // Process one: its first command on the wallet folds all 5,000 events and keeps a snapshot.
  const one = await walletProcess(first!)
  const bonus = await one.wallet.execute({ type: 'CreditBonus', commandId: 'bonus-x', at, userId: 'u1', bonusId: 'bx', amount: '5', kind: 'registration' }, { actor: 'system:test' })
  t.equal(one.read.events, 5000, 'no snapshot yet: every event was read')
  await one.snapshots.flush()
  t.equal((await one.snapshotStore.load(streams.wallet('u1'), 'wallet-1'))?.version, 5000, 'the snapshot is at the stream as it was read')
  t.equal(bonus.state.wallets.reward.minus(written.reward).toFixed(2), '5.00')

  // Others keep writing after it: 40 more events. Process one is abandoned here, never stopped in order (a crash).
  await writeLongWallet(writer!, 'u1', 40, { from: '2026-04-01T00:00:00.000Z' })

  // Process two starts cold: the snapshot and the tail.
  const two = await walletProcess(second!)
  const state = await two.wallet.load('u1')
  t.equal(two.read.events, 1 + 41, 'read the snapshot\'s own event (to check it) and the 41 after it')
  const full = await fullFold(writer!, 'u1')
  t.same(plain(state), plain(full), 'the same state as folding all 5,041 events')
  t.same([state.wallets.cash.toFixed(2), state.wallets.winning.toFixed(2), state.wallets.reward.toFixed(2)], [full.wallets.cash.toFixed(2), full.wallets.winning.toFixed(2), full.wallets.reward.toFixed(2)])
  t.equal(state.processed.size, full.processed.size)

  // It decides on that state: a command it already applied is answered as a duplicate, a new one is written.
  const again = await two.wallet.execute({ type: 'CreditBonus', commandId: 'bonus-x', at, userId: 'u1', bonusId: 'bx', amount: '5', kind: 'registration' }, { actor: 'system:test' })
  t.equal(again.duplicate, true, 'the snapshot carried the applied command ids')
})

t.test('a wallet fold version change ignores the old snapshot: the state is folded from every event', needs('postgres'), async t => {
  const { stores: [writer, first, second] } = await postgresStores(t, 3)
  await writeLongWallet(writer!, 'u1', 500)
  const one = await walletProcess(first!)
  await one.wallet.load('u1')
  await one.snapshots.flush()
  t.equal((await one.snapshotStore.load(streams.wallet('u1'), 'wallet-1'))?.version, 500)

  const changed = await walletProcess(second!, s => new StoredSnapshots({ store: s, codec: { ...walletStateCodec, foldVersion: 'wallet-test-changed' }, every: 100, logger: quiet }))
  const state = await changed.wallet.load('u1')
  t.equal(changed.read.events, 500, 'every event read again')
  t.same(plain(state), plain(await fullFold(writer!, 'u1')))
})

t.test('the wallet codec writes money as decimal strings and reads back the very state', async t => {
  const { MemoryEventStore } = await import('@arena/eventstore/memory')
  const store = new MemoryEventStore()
  await writeLongWallet(store, 'u1', 400, { from: '2026-03-25T00:00:00.000Z' })
  const state = await fullFold(store, 'u1')
  t.same([state.taxYears.size, state.withdrawals.size > 0, state.fees.size > 0, state.held.isZero()], [2, true, true, false], 'a state with two years, withdrawals held and fees')
  const json = JSON.parse(JSON.stringify(walletStateCodec.toJSON(state))) as { wallets: Record<string, unknown>; held: unknown }
  t.match(json.wallets, { cash: /^\d+(\.\d+)?$/, winning: /^\d+(\.\d+)?$/, reward: /^\d+(\.\d+)?$/ }, 'no numbers, no exponents')
  t.type(json.held, 'string')
  t.same(walletStateCodec.fromJSON(json), state, 'Maps, Sets and Decimals come back as they were')
  t.throws(() => walletStateCodec.fromJSON({ held: '0', wallets: { cash: '0', winning: '0', reward: '0' }, responsiblePlay: {}, processed: 'x' }), TypeError, 'a state it could not have written is refused')
  t.throws(() => walletStateCodec.fromJSON({ held: '0', wallets: {}, responsiblePlay: {} }), 'money that is not a decimal string is refused')
})
