import t, { type Test } from 'tap'
import { kycStreams, newId, notificationStream, originating, streams, type RecordedEvent } from '@arena/contracts'
import { type Bus, type CheckpointStore, type Envelope, type SubscribeOptions } from '@arena/bus'
import { relayedOverKafka } from '@arena/bus/contract'
import { PostgresEventStore } from '@arena/eventstore/postgres'
import { authGuards, createLogger, createTokenIssuer } from '@arena/service-kit'
import { engineUrl, freshSchema, ManualClock, needs } from '@arena/testing'
import { createNotificationsModule, type NotificationsModule } from '../src/index'
import { untilHandled } from './notificationFixtures'
import { ownersFacts } from './ownersFacts'

const logger = createLogger('notifications-kafka', { level: 'silent' })
const skip = needs('postgres').skip ?? needs('kafka').skip
const at = '2026-03-01T10:00:00.000Z'
const tds = { policy: 'gross-up', inputs: { amount: '1300', rateNumerator: '30', rateDenominator: '130', scale: 2, rounding: 'ROUND_HALF_UP' }, tax: '300.00', paid: '1000.00' }

/**
 * The cluster profile's pieces on the real engines: the event store on PostgreSQL, the relay
 * publishing it to Kafka, and support workers writing notifications in their consumer group,
 * with the versions handled in PostgreSQL. Topics and groups are namespaced per run.
 */
async function cluster(t: Test) {
  const store = await freshSchema(t, 'notifications_kafka').open(place => PostgresEventStore.connect({ ...place, maxConnections: 4 }))
  const { checkpoints, connect } = await relayedOverKafka(store, (engineUrl('kafka') ?? '').split(','), close => t.teardown(close))
  const clock = new ManualClock(at)
  const issuer = createTokenIssuer({ secret: 'notifications-kafka-secret-notifications-kafka', ttlSeconds: 3600, now: () => clock.now() })
  const push = { toUser() {}, toTopic() {}, toAll() {} }

  /** A support worker (with the centre's read model) whose consumer sees each delivery first: `intercept` may fail it, as a crash before the commit would. */
  const worker = async (options: { intercept?: (event: RecordedEvent, handle: () => Promise<void>) => Promise<void>; versions?: CheckpointStore } = {}): Promise<NotificationsModule> => {
    const kafka = connect('support')
    const intercept = options.intercept ?? ((_, handle) => handle())
    const bus: Pick<Bus, 'subscribe'> = {
      subscribe: <V extends Envelope>(subscription: SubscribeOptions<V>) =>
        kafka.subscribe<V>({ ...subscription, handler: delivery => intercept(delivery.value as RecordedEvent, () => subscription.handler(delivery)) }),
    }
    const module = createNotificationsModule({ store, clock, logger, issuer, guards: authGuards(issuer), push, dataDir: '/nonexistent' }, { events: { bus, versions: options.versions ?? checkpoints }, facts: ownersFacts(store) })
    await module.start?.()
    await module.startWorkers?.()
    t.teardown(() => module.stop?.())
    return module
  }
  const fact = async (stream: string, type: string, data: unknown) => {
    const id = newId()
    const { nextExpectedVersion } = await store.append(stream, [{ id, type, data, metadata: originating('system:test', at) }], 'any')
    return { id, stream, version: nextExpectedVersion }
  }
  /** Resolves once the group has handled `stream` up to `version` and `module`'s read model shows what it wrote. */
  const handled = async (module: NotificationsModule, { stream, version }: { stream: string; version: number }) => {
    await untilHandled(checkpoints, stream, version)
    await module.caughtUpTo(await store.headPosition())
  }
  const raised = async (userId: string) => (await store.readStream(notificationStream(userId))).filter(e => e.type === 'NotificationRaised')
  return { store, checkpoints, worker, fact, handled, raised }
}

const messages = (module: NotificationsModule, userId: string) => module.projection.list(userId, 100).map(n => n.message)

t.test('a fact delivered again, before and after its offset was committed, gives one notification', { skip }, async t => {
  const { checkpoints, worker, fact, handled, raised } = await cluster(t)

  // The first worker appends the notification, then fails to mark the fact handled (a crash
  // between the two): the delivery comes again and appends the same event id, which the store
  // keeps once. Then it dies before the bus commits the offset.
  let marksRefused = 0
  let died = false
  const flaky: CheckpointStore = {
    load: name => checkpoints.load(name),
    save: async (name, version) => {
      if (marksRefused === 0) {
        marksRefused += 1
        throw new Error('crashed before the mark')
      }
      await checkpoints.save(name, version)
    },
  }
  const attempts: string[] = []
  const first = await worker({
    versions: flaky,
    intercept: async (event, handle) => {
      if (died) throw new Error('this worker is dead')
      attempts.push(event.id)
      await handle()
      died = true
      throw new Error('killed before committing')
    },
  })
  const confirmed = await fact(streams.wallet('u1'), 'DepositConfirmed', { commandId: 'c1', depositId: 'd1', amount: '250', confirmedBy: 'admin:a1' })
  await untilHandled(checkpoints, confirmed.stream, confirmed.version)
  t.ok(marksRefused === 1 && attempts.filter(id => id === confirmed.id).length >= 2, 'the fact was handled twice by the first worker')
  await first.stop?.()

  // The next member of the group gets the uncommitted fact again and passes it over.
  const seen: string[] = []
  const second = await worker({ intercept: async (event, handle) => (seen.push(event.id), handle()) })
  const later = await fact(streams.wallet('u1'), 'DepositConfirmed', { commandId: 'c2', depositId: 'd2', amount: '300', confirmedBy: 'admin:a1' })
  await handled(second, later)
  t.ok(seen.includes(confirmed.id), 'the uncommitted fact was delivered again')
  t.same((await raised('u1')).map(e => (e.data as { sourceId: string }).sourceId), [confirmed.id, later.id], 'one NotificationRaised per fact')
  t.same(messages(second, 'u1'), ['₹300.00 was added to your cash wallet.', '₹250.00 was added to your cash wallet.'])
})

t.test('a worker stopped half-way and started again loses nothing and doubles nothing, the figures of requests it saw before included', { skip }, async t => {
  const { worker, fact, handled, raised } = await cluster(t)
  const wallet = streams.wallet('u1')
  const bank = kycStreams.bank('u1')
  const contest = streams.contest('c1')
  const account = streams.account('c1', 'u1')
  const owner = { contestId: 'c1', userId: 'u1', symbol: 'BTCUSDT', orderType: 'Buy' }
  await fact(contest, 'ContestCreated', { contestId: 'c1', contestName: 'Evening Sprint' })

  const first = await worker()
  await fact(wallet, 'DepositRequested', { commandId: 'r1', depositId: 'd1', amount: '500', method: 'UPI', reference: '412345678500', requestedBy: 'user' })
  const withdrawal = await fact(wallet, 'WithdrawalRequested', { commandId: 'w1', withdrawalId: 'wd1', amount: '1300', bankAccountId: 'b1', tds })
  const bankAdded = await fact(bank, 'BankDetailAdded', { bankId: 'b1', bankName: 'State Bank', accountNo: '1234', accountHolderName: 'Asha', ifscCode: 'SBIN0000001', branchName: 'Main', chequeFile: 'c.png', at })
  await fact(account, 'OrderFilled', { ...owner, orderId: 'o1', price: '100', amount: '0.01', total: '1', released: '0', tradeId: 77 })
  const lastBeforeStop = await fact(account, 'OrderCancelled', { ...owner, orderId: 'o2', reason: 'contestEnded', released: '1' })
  for (const last of [withdrawal, bankAdded, lastBeforeStop]) await handled(first, last)
  t.same(messages(first, 'u1'), [
    '1 open order was cancelled when Evening Sprint ended; the reserved funds were released.',
    'Your buy of 0.01 BTCUSDT filled at 100 USDT in Evening Sprint.',
  ])
  await first.stop?.()

  // While no worker runs, the decisions on the requests it saw arrive, and more of the contest's end.
  await fact(wallet, 'DepositRejected', { commandId: 'x1', depositId: 'd1', reason: 'No payment with this UTR', rejectedBy: 'admin:a1' })
  await fact(wallet, 'WithdrawalCompleted', { commandId: 'w2', withdrawalId: 'wd1', completedBy: 'admin:a1', payoutReference: null })
  const accepted = await fact(bank, 'BankDetailAccepted', { bankId: 'b1', by: 'a1', at })
  const lastCancel = await fact(account, 'OrderCancelled', { ...owner, orderId: 'o3', reason: 'contestEnded', released: '1' })

  const again = await worker()
  for (const last of [accepted, lastCancel]) await handled(again, last)
  await handled(again, { stream: wallet, version: 4 })
  t.same(messages(again, 'u1'), [
    'State Bank can now receive withdrawals.',
    '₹1000.00 was paid to your bank account (₹1300.00 less ₹300.00 TDS).',
    'Your deposit of ₹500.00 (UTR 412345678500) was rejected. Reason: No payment with this UTR',
    '2 open orders were cancelled when Evening Sprint ended; the reserved funds were released.',
    'Your buy of 0.01 BTCUSDT filled at 100 USDT in Evening Sprint.',
  ], 'the requests\' figures were read from their streams; the two cancels count as one notification')
  const sources = (await raised('u1')).map(e => (e.data as { sourceId: string }).sourceId)
  t.equal(sources.length, 6, 'six notices written: a fill, two cancels, three decisions')
  t.equal(new Set(sources).size, 6, 'none twice')
})
