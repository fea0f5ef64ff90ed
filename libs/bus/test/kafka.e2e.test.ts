import t from 'tap'
import { logLevel } from 'kafkajs'
import { engineUrl, needs } from '@arena/testing'
import { busContract } from '@arena/bus/contract'
import { kafkaBus, type Bus } from '../src/index'
import { CuttableSockets } from './support/cuttableSockets'

t.test('the Kafka bus honours the bus contract', needs('kafka'), async (t) => {
  const brokers = (engineUrl('kafka') ?? '').split(',')
  const networks = new Map<Bus, CuttableSockets>()
  busContract(t, {
    async connect(service) {
      const sockets = new CuttableSockets()
      const bus = kafkaBus({
        brokers,
        service,
        retry: { initialDelayMs: 10, maxDelayMs: 100 },
        // The broker's minimum session; a killed member is noticed after this long.
        sessionTimeoutMs: 6_000,
        heartbeatIntervalMs: 500,
        rebalanceTimeoutMs: 10_000,
        maxWaitTimeMs: 100,
        kafka: { socketFactory: sockets.factory, logLevel: logLevel.ERROR },
      })
      networks.set(bus, sockets)
      return bus
    },
    async crash(bus) {
      networks.get(bus)?.cut()
    },
    async bury(bus) {
      networks.get(bus)?.restore()
    },
    deadlineMs: 30_000,
  })
})
