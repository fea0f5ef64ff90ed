import type { Test } from 'tap'
import { randomUUID } from 'node:crypto'
import { InProcessBroker, inProcessBus, type Bus } from '@arena/bus'

/**
 * A service another module asks (under a unique name) and the contest asking it, each with its
 * own bus on one in-process broker, closed when the test ends.
 */
export function askingBuses(t: Test, asked: string): { service: string; serving: Bus; contestBus: Bus } {
  const broker = new InProcessBroker()
  const service = `${asked}-${randomUUID().slice(0, 8)}`
  const serving = inProcessBus({ broker, service })
  const contestBus = inProcessBus({ broker, service: `contest-${randomUUID().slice(0, 8)}` })
  t.teardown(async () => {
    await contestBus.close()
    await serving.close()
  })
  return { service, serving, contestBus }
}
