import t, { type Test } from 'tap'
import { inProcessEvents, MemoryCheckpointStore, handledVersionName } from '@arena/bus'
import { BonusCredited, KycCompleted, UserRegistered, eventRoute, newId, originating, streams, topics } from '@arena/contracts'
import { MemoryEventStore } from '@arena/eventstore'
import { registrationBonusesGroup, runRegistrationBonuses, type RegistrationBonusesOptions, type WalletHandlers } from '../src/index'
import { startWallet } from './fixtures'

const at = '2026-03-01T10:00:00.000Z'
const amounts = { registration: '50', referral: '25' }

async function registered(store: MemoryEventStore, userId: string, data: Record<string, unknown> = {}) {
  const event = { userId, name: `player ${userId}`, countryCode: '91', mobile: null, email: null, referralCode: `R${userId}`, referredBy: null, at, ...data }
  await store.append(streams.user(userId), [{ id: newId(), type: UserRegistered.type, data: event, metadata: originating(userId, at) }], 'any')
}

/** The wallet's real handlers, counting the bonus commands the saga gives them. */
function counting(handlers: WalletHandlers) {
  const credits: string[] = []
  const counted = new Proxy(handlers, {
    get(target, key) {
      if (key === 'creditBonus') {
        const credit: WalletHandlers['creditBonus'] = (command, ...rest) => (credits.push(command.userId), target.creditBonus(command, ...rest))
        return credit
      }
      const value: unknown = Reflect.get(target, key)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { handlers: counted, credits }
}

/** The saga running over the embedded bus, on the wallet's real handlers (counted), with `versions` and `onError` as given. */
async function bonusSaga(t: Test, options: Pick<RegistrationBonusesOptions, 'versions' | 'onError'> = {}) {
  const store = new MemoryEventStore()
  const events = await inProcessEvents(store)
  t.teardown(() => events.close())
  const { wallet } = await startWallet(t, { store })
  const { handlers, credits } = counting(wallet.handlers)
  const subscription = await runRegistrationBonuses({ bus: events.bus, handlers, amounts, ...options })
  t.teardown(() => subscription.close())
  return { store, events, credits }
}

const bonusesOf = async (store: MemoryEventStore, userId: string) =>
  (await store.readStream(streams.wallet(userId))).filter(e => BonusCredited.is(e)).map(e => (e.data as { kind: string; amount: string }).kind + ' ' + (e.data as { amount: string }).amount)

t.test('sign-ups and completed KYC reach the wallet from the bus: each bonus credited once, a redelivery passed over by its version', async t => {
  const versions = new MemoryCheckpointStore()
  const { store, events, credits } = await bonusSaga(t, { versions })

  await registered(store, 'u1')
  await registered(store, 'u2', { referredBy: 'u1' })
  const kyc = { referredBy: 'u1', name: 'Player Two', at }
  await store.append('kyc-u2', [{ id: newId(), type: KycCompleted.type, data: kyc, metadata: originating('u2', at) }], 'any')
  await events.relay.caughtUp(await store.headPosition())
  const handled = (stream: string) => versions.load(handledVersionName(registrationBonusesGroup, stream))
  await until(async () => (await handled('kyc-u2')) === 1 && (await handled(streams.user('u2'))) === 1)
  t.same(await bonusesOf(store, 'u1'), ['registration 50.00', 'referral 25.00'], "u1's own bonus and the referral, once u2's KYC is complete")
  t.same(await bonusesOf(store, 'u2'), ['registration 50.00'])

  // The relay publishing a round again (a crash before its checkpoint): the same recorded events.
  const again = (await store.readAll(0, 1_000)).filter(e => e.stream.startsWith('user-'))
  await events.bus.publish(topics.events('user'), again.map(value => ({ key: eventRoute(value.stream).key, value })))
  await registered(store, 'u3')
  await events.relay.caughtUp(await store.headPosition())
  await until(async () => (await handled(streams.user('u3'))) === 1)
  t.same(credits.sort(), ['u1', 'u1', 'u2', 'u3'], 'the sign-ups delivered again reach no handler; the next one does')
  t.same(await bonusesOf(store, 'u3'), ['registration 50.00'])
})

t.test('a sign-up that breaks the contract holds its key and is reported, not skipped', async t => {
  const errors: unknown[] = []
  const { store, events, credits } = await bonusSaga(t, { onError: error => errors.push(error) })

  await registered(store, 'bad', { userId: 42 })
  await events.relay.caughtUp(await store.headPosition())
  await until(async () => errors.length > 0)
  t.match(String(errors[0]), /userId/, 'the contract names the field')
  t.same(credits, [], 'nothing credited')
  t.same(await bonusesOf(store, 'bad'), [])
})

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 2_000; i++) {
    if (await condition()) return
    await new Promise(resolve => setImmediate(resolve))
  }
  throw new Error('condition not met')
}
