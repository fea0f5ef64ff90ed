import type { Test } from 'tap'
import { idempotent } from '../idempotency'
import { MemoryProcessedStore } from '../memory/memoryProcessedStore'
import { ownsNothing, type Bus, type Delivery, type Ownership } from '../port'
import { busesFor, eventually, sequencesByKey, testEvent, testMessages, uniqueNames, type BusContractFactory, type TestEvent } from './fixtures'
import { eventConsumerContract } from './eventConsumerContract'
import { logContract } from './logContract'
import { relayContract } from './relayContract'
import { requestReplyContract } from './requestReplyContract'

export type { BusContractFactory } from './fixtures'

/**
 * The behaviour every Bus adapter must show. Each test uses topics, groups and services of its
 * own, so the suite holds against a broker that other tests and earlier runs also use.
 */
export function busContract(t: Test, factory: BusContractFactory): void {
  const names = uniqueNames()
  const deadline = factory.deadlineMs

  t.test('a subscriber receives every published message with its key and value', async (t) => {
    const buses = busesFor(t, factory)
    const bus = await buses.connect()
    const topic = names.topic('delivery')
    const sent = testMessages(10, 2)
    await bus.publish(topic, sent)
    const received: Delivery<TestEvent>[] = []
    await bus.subscribe<TestEvent>({ topics: [topic], group: names.group('delivery'), handler: async (m) => void received.push(m) })
    await eventually('10 messages arrive', () => received.length >= 10, deadline)
    const byId = new Map(received.map((m) => [m.value.id, m]))
    // Delivery is at-least-once: a group rebalance may hand a message over again, so what must hold
    // is that every message arrived and nothing else did (duplicates are the idempotent handler's job).
    t.equal(byId.size, 10, 'every message, and only those')
    for (const { key, value } of sent) {
      t.same({ topic: byId.get(value.id)?.topic, key: byId.get(value.id)?.key, value: byId.get(value.id)?.value }, { topic, key, value })
    }
  })

  t.test('a new group that does not start from the beginning receives only what is published after it subscribed', async (t) => {
    const buses = busesFor(t, factory)
    const bus = await buses.connect()
    const topic = names.topic('latest')
    const [before, after] = [testMessages(3, 1, 'old'), testMessages(3, 1, 'old')]
    await bus.publish(topic, before)
    const received: string[] = []
    await bus.subscribe<TestEvent>({ topics: [topic], group: names.group('latest'), fromBeginning: false, handler: async (m) => void received.push(m.value.id) })
    await bus.publish(topic, after)
    // One key, one partition: had the old messages been delivered, they would have come first.
    await eventually('the 3 new messages arrive', () => received.length >= 3, deadline)
    t.same(received, after.map((m) => m.value.id))
  })

  t.test('two consumer groups each receive every message', async (t) => {
    const buses = busesFor(t, factory)
    const bus = await buses.connect()
    const topic = names.topic('groups')
    const sent = testMessages(20, 5)
    const [a, b] = [new Set<string>(), new Set<string>()]
    await bus.subscribe<TestEvent>({ topics: [topic], group: names.group('groups-a'), handler: async (m) => void a.add(m.value.id) })
    await bus.subscribe<TestEvent>({ topics: [topic], group: names.group('groups-b'), handler: async (m) => void b.add(m.value.id) })
    await bus.publish(topic, sent)
    await eventually('both groups have all 20', () => a.size === 20 && b.size === 20, deadline)
    t.same([...a].sort(), sent.map((m) => m.value.id).sort())
    t.same([...b].sort(), [...a].sort())
  })

  t.test('members of one group share the messages, each message going to one member', async (t) => {
    const buses = busesFor(t, factory)
    const [one, two] = [await buses.connect(), await buses.connect()]
    const topic = names.topic('shared')
    const group = names.group('shared')
    const [first, second] = [[] as string[], [] as string[]]
    await one.subscribe<TestEvent>({ topics: [topic], group, handler: async (m) => void first.push(m.value.id) })
    await two.subscribe<TestEvent>({ topics: [topic], group, handler: async (m) => void second.push(m.value.id) })
    const sent = testMessages(60, 60)
    await one.publish(topic, sent)
    await eventually('all 60 are handled', () => first.length + second.length >= 60, deadline)
    t.same([...first, ...second].sort(), sent.map((m) => m.value.id).sort(), 'together they got each message exactly once')
    t.ok(first.length > 0 && second.length > 0, `both members took a share (${first.length} + ${second.length})`)
  })

  t.test('members of one group own disjoint shares of the keys, each message goes to its key\'s owner, and a member that leaves hands its share over', async (t) => {
    const buses = busesFor(t, factory)
    const [one, two] = [await buses.connect(), await buses.connect()]
    const topic = names.topic('owned')
    const group = names.group('owned')
    const keys = Array.from({ length: 40 }, (_, n) => `account-${n}`)
    const shares: Ownership[] = [ownsNothing, ownsNothing]
    const strays: string[] = []
    const member = (bus: Bus, index: number) =>
      bus.subscribe<TestEvent>({
        topics: [topic],
        group,
        handler: async (m) => {
          if (!shares[index]!.owns(topic, m.key)) strays.push(`${index}:${m.key}`)
        },
        onAssigned: (ownership) => (shares[index] = ownership),
      })
    await member(one, 0)
    const leaving = await member(two, 1)
    const owners = (key: string) => shares.filter((share) => share.owns(topic, key)).length
    await eventually('every key has exactly one owner', () => keys.every((key) => owners(key) === 1), deadline)
    const ofTwo = keys.filter((key) => shares[1]!.owns(topic, key))
    t.ok(ofTwo.length > 0 && ofTwo.length < keys.length, `both members own a share (${keys.length - ofTwo.length} + ${ofTwo.length})`)
    await one.publish(topic, keys.map((key, n) => ({ key, value: testEvent(n, key) })))
    await leaving.close()
    t.same(keys.filter((key) => shares[1]!.owns(topic, key)), [], 'a member that left owns nothing')
    await eventually('the remaining member owns every key', () => keys.every((key) => shares[0]!.owns(topic, key)), deadline)
    t.same(strays, [], 'no member was handed a message of a key it did not own')
  })

  t.test('a member that only holds its share is given keys and fetches no message', async (t) => {
    const buses = busesFor(t, factory)
    const bus = await buses.connect()
    const topic = names.topic('hold-only')
    const keys = Array.from({ length: 20 }, (_, n) => `held-${n}`)
    let share: Ownership = ownsNothing
    const delivered: string[] = []
    await bus.subscribe<TestEvent>({ topics: [topic], group: names.group('hold-only'), holdOnly: true, handler: async (m) => void delivered.push(m.key), onAssigned: (o) => (share = o) })
    t.same(keys.filter((key) => !share.owns(topic, key)), [], 'the only member owns every key once subscribed')
    await bus.publish(topic, keys.map((key, n) => ({ key, value: testEvent(n, key) })))
    // A second group on the same topic reads them, so they were there to be fetched.
    const read: string[] = []
    await bus.subscribe<TestEvent>({ topics: [topic], group: names.group('hold-only-reader'), handler: async (m) => void read.push(m.key) })
    await eventually('the reader has all 20', () => read.length >= 20, deadline)
    t.same(delivered, [], 'the holding member was handed none of them')
  })

  t.test('messages with one key arrive in the order they were published', async (t) => {
    const buses = busesFor(t, factory)
    const bus = await buses.connect()
    const topic = names.topic('order')
    const sent = testMessages(200, 5)
    for (let i = 0; i < sent.length; i += 50) await bus.publish(topic, sent.slice(i, i + 50))
    const received: { key: string; n: number }[] = []
    await bus.subscribe<TestEvent>({
      topics: [topic],
      group: names.group('order'),
      handler: async (m) => void received.push({ key: m.key, n: m.value.data.n }),
    })
    await eventually('200 messages arrive', () => received.length >= 200, deadline)
    const expected = sequencesByKey(sent.map((m) => ({ key: m.key, n: m.value.data.n })))
    t.same(sequencesByKey(received), expected)
  })

  t.test('a handler that throws gets the same message again, and later messages of its key wait for it', async (t) => {
    const buses = busesFor(t, factory)
    const bus = await buses.connect()
    const topic = names.topic('redeliver')
    const sent = testMessages(5, 1)
    const seen: number[] = []
    const failures: { n: number; attempt: number }[] = []
    let failed = false
    await bus.publish(topic, sent)
    await bus.subscribe<TestEvent>({
      topics: [topic],
      group: names.group('redeliver'),
      handler: async (m) => {
        seen.push(m.value.data.n)
        if (m.value.data.n === 2 && !failed) {
          failed = true
          throw new Error('database unavailable')
        }
      },
      onError: (error, m, attempt) => failures.push({ n: m.value.data.n, attempt }),
    })
    await eventually('all 5 are handled', () => seen.includes(4), deadline)
    t.same(seen, [0, 1, 2, 2, 3, 4])
    t.same(failures, [{ n: 2, attempt: 1 }], 'the failure was reported with its attempt number')
  })

  t.test('a consumer killed mid-batch and restarted processes every message at least once, and the idempotent handler applies each exactly once', async (t) => {
    const buses = busesFor(t, factory)
    const topic = names.topic('crash')
    const group = names.group('crash')
    const sent = testMessages(60, 6)
    await (await buses.connect()).publish(topic, sent)

    const store = new MemoryProcessedStore()
    const applied = new Map<string, number>()
    const apply = idempotent<TestEvent>(store, async (m) => void applied.set(m.value.id, (applied.get(m.value.id) ?? 0) + 1))

    const doomed = await buses.connect()
    let dead = false
    let handledBeforeCrash = 0
    await doomed.subscribe<TestEvent>({
      topics: [topic],
      group,
      handler: async (m) => {
        // A dead process runs nothing: every call after the crash hangs, unacknowledged.
        if (dead) return buses.hang()
        await apply(m)
        if (++handledBeforeCrash === 25) {
          dead = true
          await buses.crash(doomed)
          return buses.hang()
        }
      },
    })
    await eventually('the first consumer has applied 25 and died', () => dead, deadline)
    const appliedBeforeCrash = new Set(applied.keys())

    const delivered: string[] = []
    const restarted = await buses.connect()
    await restarted.subscribe<TestEvent>({ topics: [topic], group, handler: async (m) => (delivered.push(m.value.id), apply(m)) })
    await eventually('all 60 are applied', () => applied.size === 60, deadline)

    // Handlers of other partitions already past the `dead` check may finish too.
    t.ok(appliedBeforeCrash.size >= 25 && appliedBeforeCrash.size < 60, `the killed consumer applied ${appliedBeforeCrash.size} of 60 before dying`)
    t.same(new Set([...appliedBeforeCrash, ...delivered]).size, 60, 'every message was processed at least once')
    t.ok(delivered.some((id) => appliedBeforeCrash.has(id)), 'messages applied but never committed came again')
    t.same([...applied.values()].filter((count) => count !== 1), [], 'each message was applied exactly once')
  })

  requestReplyContract(t, factory, names)
  relayContract(t, factory, names)
  eventConsumerContract(t, factory, names)
  logContract(t, factory, names)
}
