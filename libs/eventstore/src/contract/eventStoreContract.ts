import type { Test } from 'tap'
import type { RecordedEvent } from '@arena/contracts'
import { EventIdConflict, WrongExpectedVersion } from '../port'
import { deposit, deposits, idsOf, isIncreasing, newStream, type EventStoreFactory } from './fixtures'
import { subscriptionContract } from './subscriptionContract'

export type { EventStoreFactory, EventStoreFixture } from './fixtures'

/**
 * The behaviour every EventStore adapter must show. Each test gets a fresh fixture and uses
 * streams of its own, so the suite also holds against a server other tests write to.
 */
export function eventStoreContract(t: Test, factory: EventStoreFactory): void {
  const withStore = (name: string, body: (t: Test, f: Awaited<ReturnType<EventStoreFactory>>) => Promise<void>) =>
    t.test(name, async t => {
      const fixture = await factory()
      t.teardown(() => fixture.cleanup())
      await body(t, fixture)
    })

  withStore('events appended to a new stream read back in order with versions from 1', async (t, { store }) => {
    const stream = newStream()
    const events = deposits(3)
    const result = await store.append(stream, events, 0)
    const read = await store.readStream(stream)
    t.same(read.map(e => [e.id, e.type, e.data, e.metadata, e.stream, e.version]), events.map((e, i) => [e.id, e.type, e.data, e.metadata, stream, i + 1]))
    t.ok(isIncreasing(read.map(e => e.position)), 'positions increase with versions')
    t.same(result, { nextExpectedVersion: 3, position: read[2]?.position })
  })

  withStore('reading from a version returns that version and the ones after it', async (t, { store }) => {
    const stream = newStream()
    await store.append(stream, deposits(5), 0)
    t.same((await store.readStream(stream, 4)).map(e => e.version), [4, 5])
    t.same(await store.readStream(newStream()), [], 'a stream never written to reads as empty')
  })

  withStore('several streams read at once come back whole, each in version order, when the store can', async (t, { store }) => {
    if (!store.readStreams) {
      t.pass('this store reads stream by stream (readStreams is optional)')
      return
    }
    const [a, b, untouched] = [newStream(), newStream(), newStream()]
    await store.append(a, deposits(2), 0)
    await store.append(b, deposits(1), 0)
    await store.append(a, deposits(1), 2)
    const read = await store.readStreams([a, untouched, b])
    t.same([...read.keys()], [a, untouched, b], 'one entry per stream asked for, in the order asked')
    t.same(read.get(a)!.map(e => e.version), [1, 2, 3])
    t.same(read.get(a), await store.readStream(a), 'the same events readStream gives')
    t.same(read.get(b), await store.readStream(b))
    t.same(read.get(untouched), [], 'a stream never written to reads as empty')
    t.same([...(await store.readStreams([])).keys()], [])
  })

  withStore('an append with a stale expected version is rejected and writes nothing', async (t, { store }) => {
    const stream = newStream()
    await store.append(stream, deposits(2), 0)
    await t.rejects(store.append(stream, [deposit('9.00')], 1), new WrongExpectedVersion(stream, 1, 2))
    await t.rejects(store.append(stream, [deposit('9.00')], 0), { name: 'WrongExpectedVersion', actual: 2 }, 'expected 0 means the stream must not exist')
    await t.rejects(store.append(newStream(), [deposit('9.00')], 3), { name: 'WrongExpectedVersion', actual: 0 })
    t.equal((await store.readStream(stream)).length, 2)
  })

  withStore("'any' appends whatever version the stream is at", async (t, { store }) => {
    const stream = newStream()
    t.equal((await store.append(stream, deposits(2), 'any')).nextExpectedVersion, 2)
    t.equal((await store.append(stream, deposits(1), 'any')).nextExpectedVersion, 3)
    t.same((await store.readStream(stream)).map(e => e.version), [1, 2, 3])
  })

  withStore('an empty append checks the expected version and writes nothing', async (t, { store }) => {
    const stream = newStream()
    await store.append(stream, deposits(2), 0)
    t.equal((await store.append(stream, [], 2)).nextExpectedVersion, 2)
    await t.rejects(store.append(stream, [], 1), { name: 'WrongExpectedVersion' })
    t.equal((await store.readStream(stream)).length, 2)
  })

  withStore('of 20 concurrent appends with the same expected version exactly one wins', async (t, { store }) => {
    const stream = newStream()
    await store.append(stream, deposits(1), 0)
    const racers = Array.from({ length: 20 }, (_, i) => store.append(stream, [deposit(`${i}.00`)], 1))
    const settled = await Promise.allSettled(racers)
    const won = settled.filter(s => s.status === 'fulfilled')
    const lost = settled.flatMap(s => (s.status === 'rejected' ? [s.reason] : []))
    t.equal(won.length, 1)
    t.ok(lost.every(e => e instanceof WrongExpectedVersion), 'every loser gets WrongExpectedVersion')
    t.same((await store.readStream(stream)).map(e => e.version), [1, 2])
  })

  withStore('an append of 1,000 events in one call stores them all, in order', async (t, { store }) => {
    const stream = newStream()
    const events = deposits(1000)
    const result = await store.append(stream, events, 0)
    const read = await store.readStream(stream)
    t.equal(result.nextExpectedVersion, 1000)
    t.same(idsOf(read), idsOf(events))
    t.same(read.map(e => e.version), events.map((_, i) => i + 1))
    t.equal(result.position, read[999]?.position)
  })

  withStore('retrying an append with the same event ids returns the original result and writes nothing', async (t, { store }) => {
    const stream = newStream()
    const events = deposits(3)
    const first = await store.append(stream, events, 0)
    await store.append(stream, deposits(1, 4), 3)
    t.same(await store.append(stream, events, 0), first, 'even though the expected version is stale now')
    t.same(await store.append(stream, events, 'any'), first)
    t.equal((await store.readStream(stream)).length, 4)
  })

  withStore('an append whose event ids only partly match a stored append is rejected', async (t, { store }) => {
    const stream = newStream()
    const events = deposits(2)
    await store.append(stream, events, 0)
    await t.rejects(store.append(stream, [events[0]!, deposit('3.00')], 0), EventIdConflict)
    t.equal((await store.readStream(stream)).length, 2)
  })

  withStore('readAll pages through the global log in position order, none skipped or repeated', async (t, { store }) => {
    const start = await store.headPosition()
    const streams = [newStream(), newStream(), newStream()]
    const appended: string[] = []
    for (let round = 0; round < 5; round++) {
      for (const [i, stream] of streams.entries()) {
        const events = deposits(i + 1)
        await store.append(stream, events, 'any')
        appended.push(...idsOf(events))
      }
    }
    const mine = new Set(streams)
    const read: RecordedEvent[] = []
    for (let from = start; ; ) {
      const page = await store.readAll(from, 7)
      t.ok(page.length <= 7, 'a page holds at most the limit')
      if (page.length === 0) break
      read.push(...page.filter(e => mine.has(e.stream)))
      from = page.at(-1)!.position
    }
    t.same(idsOf(read), appended)
    t.ok(isIncreasing(read.map(e => e.position)))
    t.equal(await store.headPosition(), read.at(-1)?.position, 'the head is the last position')
  })

  withStore('readAll from a position returns only events after it', async (t, { store }) => {
    const stream = newStream()
    const result = await store.append(stream, deposits(3), 0)
    const after = (await store.readAll(result.position - 1, 10)).filter(e => e.stream === stream)
    t.same(after.map(e => e.version), [3])
    t.same(await store.readAll(result.position, 10), [])
  })

  subscriptionContract(t, factory)
}
