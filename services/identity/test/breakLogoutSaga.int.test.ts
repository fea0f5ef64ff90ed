import t from 'tap'
import { handledVersionName, inProcessEvents, MemoryCheckpointStore } from '@arena/bus'
import { BreakTaken, newId, originating, streams } from '@arena/contracts'
import { MemoryEventStore } from '@arena/eventstore'
import { breakLogoutsGroup } from '../src/endingSessions/breakLogouts'
import { identityFor, signUpMobile } from './support/harness'

const userIdOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub

/** A break as the wallet (in any process) appends it to the player's wallet stream. */
async function breakTaken(store: MemoryEventStore, userId: string, from: string, data: Record<string, unknown> = {}) {
  const event = { commandId: newId(), kind: 'timeOut', duration: '24h', from, until: new Date(Date.parse(from) + 86_400_000).toISOString(), ...data }
  await store.append(streams.wallet(userId), [{ id: newId(), type: BreakTaken.type, data: event, metadata: originating(userId, from) }], 'any')
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 2_000; i++) {
    if (await condition()) return
    await new Promise(resolve => setImmediate(resolve))
  }
  throw new Error('condition not met')
}

t.test("a break taken in the wallet reaches identity over the bus and ends the sessions open when it began", async t => {
  const store = new MemoryEventStore()
  const events = await inProcessEvents(store)
  t.teardown(() => events.close())
  const versions = new MemoryCheckpointStore()
  const h = await identityFor(t, { store, keepStore: true, identity: { bus: events.bus, handledVersions: versions } })
  await h.module.startWorkers!()
  const { token } = await signUpMobile(h, '9876620001', 'Ravi')
  const userId = userIdOf(token)
  t.equal((await h.post('/api/profile-data', {}, token)).statusCode, 200)

  h.clock.advance(1_000)
  await breakTaken(store, userId, h.clock.now().toISOString())
  await events.relay.caughtUp(await store.headPosition())
  await until(async () => (await versions.load(handledVersionName(breakLogoutsGroup, streams.wallet(userId)))) === 1)
  // The guard reads identity's view, which applies the ended session a moment after the saga wrote it.
  await until(async () => (await h.post('/api/profile-data', {}, token)).statusCode === 401)
  t.pass('the session open when the break began is ended')
  t.same(h.endedSessions.at(-1)?.userId, userId, "the player's sockets are closed too")

})
