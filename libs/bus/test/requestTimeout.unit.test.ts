import t from 'tap'
import type { Command } from '@arena/contracts'
import { MessageBus } from '../src/messageBus'
import { RequestTimeout } from '../src/errors'
import type { Transport } from '../src/transport'

const command = { id: 'cmd-1', type: 'DebitEntryFee', data: {}, metadata: { correlationId: 'cmd-1', causationId: null, actor: 'test', at: '2026-01-01T00:00:00.000Z' } } as unknown as Command

t.test('a request whose publish outlasts its timeout (broker down) rejects with RequestTimeout and leaves no unhandled rejection', async t => {
  const unhandled: unknown[] = []
  const record = (reason: unknown) => void unhandled.push(reason)
  process.on('unhandledRejection', record)
  t.teardown(() => void process.off('unhandledRejection', record))
  // kafkajs keeps retrying a send while the broker is away; the request's 1 ms timer fires first.
  const brokerDown: Transport = {
    publish: () => new Promise(resolve => setTimeout(resolve, 30)),
    subscribe: async () => ({ close: async () => {} }),
    appendLog: () => Promise.reject(new Error('not used by requests')),
    readLog: () => Promise.reject(new Error('not used by requests')),
    close: async () => {},
  }
  const bus = new MessageBus(brokerDown, { service: 'contest' })
  await t.rejects(bus.request('wallet', command, { timeoutMs: 1 }), RequestTimeout)
  t.same(unhandled, [], 'nothing rejected unheard (an unhandled rejection ends the process)')
})
