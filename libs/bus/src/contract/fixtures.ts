import { randomUUID } from 'node:crypto'
import type { Test } from 'tap'
import { newId, originating, type NewEvent } from '@arena/contracts'
import type { Bus, OutgoingMessage } from '../port'

/** What the contract needs from an adapter. */
export interface BusContractFactory {
  /**
   * A new client of one shared broker, as a separate process would hold. Its retry back-off
   * should be short (tens of ms) so redelivery tests stay quick.
   */
  connect(service: string): Promise<Bus>
  /**
   * Ends `bus` the way kill -9 ends a process: its connections drop, nothing it still runs is
   * acknowledged or committed, and its partitions go to the rest of the group.
   */
  crash(bus: Bus): Promise<void>
  /**
   * After the test, undoes what `crash` did to the test process (not to the broker) so the
   * crashed client can be closed and leaves no sockets or timers behind.
   */
  bury?(bus: Bus): Promise<void>
  /** How long a delivery may take; a real broker needs group joins and session expiry. */
  deadlineMs: number
}

export type TestEvent = NewEvent<'TestHappened', { n: number; key: string }>

/** Topic, group and service names no earlier run or parallel test file can share. */
export function uniqueNames() {
  const run = randomUUID().slice(0, 8)
  return {
    topic: (name: string) => `test.${run}.${name}`,
    group: (name: string) => `test.${run}.${name}`,
    service: (name: string) => `t${run}${name}`,
    category: (name: string) => `t${run}${name}`,
  }
}

export function testEvent(n: number, key: string): TestEvent {
  return { id: newId(), type: 'TestHappened', data: { n, key }, metadata: originating('system:test', '2026-01-01T00:00:00.000Z') }
}

/** `count` messages numbered from 0, spread round-robin over `keys` keys. */
export function testMessages(count: number, keys: number, prefix = 'key'): OutgoingMessage<TestEvent>[] {
  return Array.from({ length: count }, (_, n) => {
    const key = `${prefix}-${n % keys}`
    return { key, value: testEvent(n, key) }
  })
}

/** Polls until `check` holds; delivery is asynchronous, so tests wait with a deadline, never a fixed sleep. */
export async function eventually(what: string, check: () => boolean, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${deadlineMs} ms waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Buses for one test, closed when it ends, crashed ones too once their hung calls are released. */
export function busesFor(t: Test, factory: BusContractFactory) {
  const open = new Set<Bus>()
  const crashed = new Set<Bus>()
  const reaper = new AbortController()
  const afterRelease: Array<() => Promise<void>> = []
  t.teardown(async () => {
    await Promise.all([...crashed].map((bus) => factory.bury?.(bus)))
    const closing = [...open, ...crashed].map((bus) => bus.close())
    reaper.abort()
    await Promise.all(afterRelease.map((cleanup) => cleanup()))
    await Promise.all(closing)
  })
  return {
    async connect(service = 'test'): Promise<Bus> {
      const bus = await factory.connect(service)
      open.add(bus)
      return bus
    },
    async crash(bus: Bus): Promise<void> {
      open.delete(bus)
      crashed.add(bus)
      await factory.crash(bus)
    },
    /** Runs `cleanup` at the end of the test, once hung calls have failed. */
    afterRelease(cleanup: () => Promise<void>): void {
      afterRelease.push(cleanup)
    },
    /**
     * A call that never returns during the test: what a process that died mid-call leaves
     * behind. It fails once the test is over, so nothing stays pending afterwards.
     */
    hang(): Promise<never> {
      return new Promise<never>((_, reject) => {
        const fail = () => reject(new Error('the process died during this call'))
        if (reaper.signal.aborted) fail()
        else reaper.signal.addEventListener('abort', fail)
      })
    },
  }
}

/** Per key, the `n`s in arrival order. */
export function sequencesByKey(received: { key: string; n: number }[]): Map<string, number[]> {
  const byKey = new Map<string, number[]>()
  for (const { key, n } of received) {
    let list = byKey.get(key)
    if (!list) byKey.set(key, (list = []))
    list.push(n)
  }
  return byKey
}
