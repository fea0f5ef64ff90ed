import t from 'tap'
import { busContract } from '@arena/bus/contract'
import { InProcessBroker, InProcessTransport, MessageBus, type Bus } from '../src/index'

t.test('the in-process bus honours the bus contract', async (t) => {
  const broker = new InProcessBroker()
  const transports = new Map<Bus, InProcessTransport>()
  busContract(t, {
    async connect(service) {
      const transport = new InProcessTransport(broker, { retry: { initialDelayMs: 10, maxDelayMs: 100 } })
      const bus = new MessageBus(transport, { service })
      transports.set(bus, transport)
      return bus
    },
    async crash(bus) {
      await transports.get(bus)?.kill()
    },
    deadlineMs: 5_000,
  })
})
