import type { Test } from 'tap'
import { newId, originating, type Command } from '@arena/contracts'
import { BusClosed, RequestTimeout } from '../errors'
import { busesFor, eventually, type BusContractFactory, type uniqueNames } from './fixtures'

function command(type: string, data: unknown): Command {
  return { id: newId(), type, data, metadata: originating('system:test', '2026-01-01T00:00:00.000Z') }
}

export function requestReplyContract(t: Test, factory: BusContractFactory, names: ReturnType<typeof uniqueNames>): void {
  t.test('a request gets the reply of the service that handles the command, matched by command id', async (t) => {
    const buses = busesFor(t, factory)
    const service = names.service('echo')
    const server = await buses.connect(service)
    const client = await buses.connect(names.service('client'))
    await server.handle(service, async (c) => ({ correlationId: 'set by the bus', ok: true, data: { echo: c.data } }))
    const commands = [1, 2, 3].map((n) => command('Echo', { n }))
    const replies = await Promise.all(commands.map((c) => client.request(service, c, { timeoutMs: factory.deadlineMs })))
    t.same(replies, commands.map((c) => ({ correlationId: c.id, ok: true, data: { echo: c.data } })))
  })

  t.test('a process may ready itself for requests before the first one; a closed bus refuses to', async (t) => {
    const buses = busesFor(t, factory)
    const service = names.service('early')
    const server = await buses.connect(service)
    const client = await buses.connect(names.service('early-client'))
    await server.handle(service, async (c) => ({ correlationId: c.id, ok: true, data: { echo: c.data } }))
    await client.prepareRequests([service])
    await client.prepareRequests([service])
    const c = command('Echo', { early: true })
    t.same(await client.request(service, c, { timeoutMs: factory.deadlineMs }), { correlationId: c.id, ok: true, data: { echo: c.data } })
    await client.close()
    await t.rejects(client.prepareRequests([service]), BusClosed)
  })

  t.test('a refusal travels back as a reply that is not ok', async (t) => {
    const buses = busesFor(t, factory)
    const service = names.service('refuse')
    const bus = await buses.connect(service)
    await bus.handle(service, async (c) => ({
      correlationId: c.id,
      ok: false,
      error: { code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance', fields: { amount: 'too high' } },
    }))
    const c = command('DebitEntryFee', { amount: '50.00' })
    t.same(await bus.request(service, c, { timeoutMs: factory.deadlineMs }), {
      correlationId: c.id,
      ok: false,
      error: { code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance', fields: { amount: 'too high' } },
    })
  })

  t.test('a request times out with an error naming the service, the command and the timeout when nobody answers', async (t) => {
    const buses = busesFor(t, factory)
    const client = await buses.connect(names.service('lonely'))
    const service = names.service('nobody')
    const started = Date.now()
    const error = await client.request(service, command('Ping', {}), { timeoutMs: 300 }).catch((e: unknown) => e)
    t.ok(error instanceof RequestTimeout, 'rejects with RequestTimeout')
    t.match(error, { service, commandType: 'Ping', timeoutMs: 300 })
    t.equal((error as Error).message, `request Ping to service "${service}" got no reply within 300 ms`)
    t.ok(Date.now() - started >= 300, 'not before the timeout')
  })

  t.test('a sent command reaches one handler of its service, and each command is handled once', async (t) => {
    const buses = busesFor(t, factory)
    const service = names.service('worker')
    const [a, b] = [await buses.connect(service), await buses.connect(service)]
    const handled: string[] = []
    const handler = async (c: Command) => (handled.push(c.id), { correlationId: c.id, ok: true as const, data: null })
    await a.handle(service, handler)
    await b.handle(service, handler)
    const commands = Array.from({ length: 10 }, (_, n) => command('Work', { n }))
    for (const c of commands) await a.send(service, c)
    await eventually('10 commands are handled', () => handled.length >= 10, factory.deadlineMs)
    t.same([...handled].sort(), commands.map((c) => c.id).sort())
  })
}
