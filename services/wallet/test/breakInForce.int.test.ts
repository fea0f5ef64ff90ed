import t, { type Test } from 'tap'
import { BreakTaken, newId, originating, streams } from '@arena/contracts'
import { MemoryEventStore, MemorySnapshotStore, type SubscribeAllOptions } from '@arena/eventstore'
import { authGuards, createLogger, createTokenIssuer } from '@arena/service-kit'
import { ManualClock } from '@arena/testing'
import { createWalletModule, everyAccountActive, type WalletModule } from '../src/index'
import { PlayerBreaks } from '../src/readModel/playerBreaks'

const HOUR = 3_600_000
const logger = createLogger('wallet-breaks-test', { level: 'silent' })

/** A memory store whose subscribers can be held back: events reach them only once released. */
function heldLog() {
  const store = new MemoryEventStore()
  let gate: Promise<void> | undefined
  let open = () => {}
  let headReads = 0
  const held = new Proxy(store, {
    get(target, key) {
      if (key === 'subscribeAll') {
        return (options: SubscribeAllOptions) => target.subscribeAll({ ...options, handler: async event => { await gate; return options.handler(event) } })
      }
      if (key === 'headPosition') return () => (headReads++, target.headPosition())
      const value: unknown = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return {
    store: held,
    headReads: () => headReads,
    hold: () => void (gate = new Promise(resolve => (open = resolve))),
    release: () => (open(), (gate = undefined)),
  }
}

interface Options {
  store?: MemoryEventStore
  snapshots?: MemorySnapshotStore
  clock?: ManualClock
  start?: boolean
}

async function wallet(t: Test, options: Options = {}): Promise<{ wallet: WalletModule; clock: ManualClock; store: MemoryEventStore }> {
  const store = options.store ?? new MemoryEventStore()
  const clock = options.clock ?? new ManualClock('2026-03-01T10:00:00.000Z')
  const issuer = createTokenIssuer({ secret: 'wallet-tests-secret-wallet-tests-secret', ttlSeconds: 3600, now: () => clock.now() })
  const ctx = { store, clock, logger, issuer, guards: authGuards(issuer), push: { toUser() {}, toTopic() {}, toAll() {} }, dataDir: '/nonexistent', snapshots: options.snapshots, writesCheckpoints: true }
  const module = createWalletModule(ctx, { payoutEligibility: { check: async () => ({ ok: true }) }, webhookSecret: 'wallet-tests-webhook-secret', accounts: everyAccountActive })
  if (options.start !== false) await module.start?.()
  t.teardown(() => module.stop?.())
  return { wallet: module, clock, store }
}

const takeBreak = (w: WalletModule, userId: string, duration: string, at: Date) =>
  w.handlers.takeBreak({ commandId: newId(), userId, duration, at: at.toISOString() })

/** A break appended straight to the store, as the wallet of another process writes it. */
async function breakFromElsewhere(store: MemoryEventStore, userId: string, kind: 'timeOut' | 'selfExclusion', from: Date, hours: number) {
  const data = BreakTaken.parse({ commandId: newId(), kind, duration: kind === 'timeOut' ? '24h' : '6m', from: from.toISOString(), until: new Date(from.getTime() + hours * HOUR).toISOString() })
  await store.append(streams.wallet(userId), [{ id: newId(), type: 'BreakTaken', data, metadata: originating(userId, from.toISOString()) }], 'any')
}

t.test('the break in force is the latest one taken, for its player only, until it ends', async t => {
  const { wallet: w, clock } = await wallet(t)
  t.equal(await w.breakInForce('u1'), null, 'no break yet')
  await takeBreak(w, 'u1', '24h', clock.now())
  t.same(await w.breakInForce('u1'), { kind: 'timeOut', until: '2026-03-02T10:00:00.000Z' })
  t.equal(await w.breakInForce('u2'), null, 'another player plays on')
  clock.advance(24 * HOUR)
  t.equal(await w.breakInForce('u1'), null, 'it has ended')
  await takeBreak(w, 'u1', '6m', clock.now())
  t.match(await w.breakInForce('u1'), { kind: 'selfExclusion', until: /^2026-09-02T/ })
})

t.test('a break committed through another process counts at once, though the view has not applied it yet', async t => {
  const log = heldLog()
  const { wallet: w, clock } = await wallet(t, { store: log.store })
  await takeBreak(w, 'u2', '24h', clock.now())
  log.hold()
  await breakFromElsewhere(log.store, 'u1', 'selfExclusion', clock.now(), 7 * 24)
  const reads = log.headReads()
  const answer = w.breakInForce('u1')
  // The check reads the head after the call, then waits for the view to reach the break.
  while (log.headReads() === reads) await new Promise(resolve => setImmediate(resolve))
  log.release()
  t.match(await answer, { kind: 'selfExclusion' })
})

t.test('without the wallet\'s read models here, the break is read from the player\'s stream', async t => {
  const { wallet: w, clock, store } = await wallet(t, { start: false })
  await breakFromElsewhere(store, 'u1', 'timeOut', clock.now(), 24)
  t.match(await w.breakInForce('u1'), { kind: 'timeOut' })
  t.equal(await w.breakInForce('u2'), null)
})

t.test('a restarted wallet takes its breaks up from the checkpoint and the log after it', async t => {
  const store = new MemoryEventStore()
  const snapshots = new MemorySnapshotStore()
  const clock = new ManualClock('2026-03-01T10:00:00.000Z')
  const first = await wallet(t, { store, snapshots, clock })
  await takeBreak(first.wallet, 'u1', '6m', clock.now())
  await first.wallet.stop?.()
  await breakFromElsewhere(store, 'u2', 'timeOut', clock.now(), 24)
  const checkpoint = await snapshots.load('read-model:wallet-breaks', 'wallet-breaks-1')
  t.ok(checkpoint, 'the stopped wallet wrote its breaks down')
  const second = await wallet(t, { store, snapshots, clock })
  t.match(await second.wallet.breakInForce('u1'), { kind: 'selfExclusion' }, 'from the checkpoint')
  t.match(await second.wallet.breakInForce('u2'), { kind: 'timeOut' }, 'from the log after it')
})

t.test('a checkpoint that is not one the view writes is refused whole', async t => {
  const view = new PlayerBreaks()
  await t.rejects(view.restore([['u1', { kind: 'nap', from: 'x', until: 'y' }]], 5), /not a wallet-breaks-1 checkpoint/)
  t.equal(view.position, 0)
  t.equal(view.at('u1', '2026-03-01T10:00:00.000Z'), null)
})
