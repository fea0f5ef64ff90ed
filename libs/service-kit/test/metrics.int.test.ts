import t from 'tap'
import { newId, originating, type NewEvent, type RecordedEvent } from '@arena/contracts'
import { MeasuredEventStore } from '@arena/eventstore'
import { PostgresEventStore } from '@arena/eventstore/postgres'
import { freshSchema, metricSamples, metricValue, needs } from '@arena/testing'
import { createHttpApp, createLogger, Metrics, ProjectionRunner, registerHealth, registerMetrics, type Projection } from '../src/index'

const logger = createLogger('metrics-test', { level: 'silent' })
const event = (type = 'Happened'): NewEvent => ({ id: newId(), type, data: {}, metadata: originating('test', '2026-03-01T10:00:00.000Z') })

/** Waits until `check` holds, a macrotask at a time (no fixed sleep). */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise(resolve => setImmediate(resolve))
}

t.test('requests are counted per route pattern, method and status class, never per URL', async t => {
  const metrics = new Metrics()
  const app = createHttpApp({ logger, metrics })
  app.get('/api/contest/:id', async () => ({ status: true }))
  app.post('/api/order-add', async (_request, reply) => reply.code(409).send({ status: false }))
  registerMetrics(app, metrics)
  const count = async (labels: Record<string, string>) => metricValue(await metrics.text(), 'arena_http_request_duration_seconds_count', labels)
  const contest = { route: '/api/contest/:id', method: 'GET', status_class: '2xx' }
  t.equal(await count(contest), 0, 'nothing before the first request')
  await app.inject({ url: '/api/contest/c-101' })
  await app.inject({ url: '/api/contest/c-202' })
  await app.inject({ method: 'POST', url: '/api/order-add', payload: {} })
  await app.inject({ url: '/no/such/path/x-303' })
  t.equal(await count(contest), 2, 'both contests under the one pattern')
  t.equal(await count({ route: '/api/order-add', method: 'POST', status_class: '4xx' }), 1, 'a refusal counts under its class')
  t.equal(await count({ route: '/api/order-add', status_class: '2xx' }), 0, 'and not as a success')
  const scrape = await app.inject({ url: '/metrics' })
  t.equal(scrape.statusCode, 200)
  t.match(scrape.headers['content-type'], /^text\/plain; version=0\.0\.4/)
  t.notMatch(scrape.body, /c-101|c-202|x-303/, 'no URL reaches a label')
  const unmatched = metricSamples(scrape.body, 'arena_http_request_duration_seconds_count', { status_class: '4xx', method: 'GET' })
  t.same(unmatched.map(sample => sample.labels.route), ['unmatched'], 'a path no route serves counts as unmatched')
  t.ok(metricValue(scrape.body, 'arena_http_request_duration_seconds_sum', contest) > 0, 'durations are summed')
})

t.test('two apps in one process keep their own counts', async t => {
  const [first, second] = [new Metrics(), new Metrics()]
  for (const metrics of [first, second]) {
    const app = createHttpApp({ logger, metrics })
    app.get('/api/ping', async () => ({ ok: true }))
    await app.inject({ url: '/api/ping' })
    if (metrics === second) await app.inject({ url: '/api/ping' })
  }
  t.equal(metricValue(await first.text(), 'arena_http_request_duration_seconds_count', { route: '/api/ping' }), 1)
  t.equal(metricValue(await second.text(), 'arena_http_request_duration_seconds_count', { route: '/api/ping' }), 2)
})

t.test('/metrics asks for the token when one is set, and compares it whole', async t => {
  const metrics = new Metrics()
  const app = createHttpApp({ logger, metrics })
  registerMetrics(app, metrics, { token: 'scrape-token-0123456789' })
  t.equal((await app.inject({ url: '/metrics' })).statusCode, 401)
  t.equal((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-token-012345678' } })).statusCode, 401, 'a prefix is not the token')
  const ok = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-token-0123456789' } })
  t.equal(ok.statusCode, 200)
  t.match(ok.body, /arena_http_request_duration_seconds/)
})

t.test('process metrics are collected when asked for', async t => {
  t.match(await new Metrics({ processMetrics: true }).text(), /process_cpu_user_seconds_total \d/)
  t.notMatch(await new Metrics().text(), /process_cpu_user_seconds_total/)
})

t.test('appends are timed by outcome on PostgreSQL', needs('postgres'), async t => {
  const metrics = new Metrics()
  const inner = await freshSchema(t, 'metrics_append').open(place => PostgresEventStore.connect({ ...place, migrate: true }))
  const store = new MeasuredEventStore(inner, metrics)
  const count = async (outcome: string) => metricValue(await metrics.text(), 'arena_eventstore_append_duration_seconds_count', { outcome })
  t.equal(await count('ok'), 0)
  await store.append('thing-1', [event()], 0)
  await store.append('thing-1', [event()], 1)
  await t.rejects(store.append('thing-1', [event()], 0), { name: 'WrongExpectedVersion' })
  t.equal(await count('ok'), 2, 'each append once')
  t.equal(await count('conflict'), 1, 'a version conflict apart from the successes')
  t.ok(metricValue(await metrics.text(), 'arena_eventstore_append_duration_seconds_sum', { outcome: 'ok' }) > 0)
  t.same((await store.readStream('thing-1')).length, 2, 'the store underneath holds what was appended')
})

/** Counts what it applies; `reads` keeps it to one category. */
class Counted implements Projection<void> {
  position = 0
  count = 0
  readonly reads = { categories: ['thing'] }
  apply(event: RecordedEvent): void {
    this.count++
    this.position = event.position
  }
}

t.test("a reader's lag is the head less its position, on PostgreSQL; health reports it and stays 200", needs('postgres'), async t => {
  const metrics = new Metrics()
  const inner = await freshSchema(t, 'metrics_lag').open(place => PostgresEventStore.connect({ ...place, migrate: true }))
  const store = new MeasuredEventStore(inner, metrics)
  const lag = async (reader: string) => metricValue(await metrics.text(), 'arena_projection_lag_events', { reader })
  for (let i = 1; i <= 3; i++) await store.append(`thing-${i}`, [event()], 0)

  // A reader held on its first event has looked through nothing yet.
  let release!: () => void
  const held = new Promise<void>(resolve => (release = resolve))
  let handled = 0
  const subscription = store.subscribeAll({ fromPosition: 0, name: 'held', handler: async () => { if (handled++ === 0) await held } })
  t.teardown(() => subscription.close())
  await until(() => handled === 1)
  t.equal(await lag('held'), 3, 'three events behind while held')
  const app = createHttpApp({ logger, metrics })
  registerHealth(app, { store: async () => 'up' }, () => true, () => metrics.lagReport())
  const lagging = await app.inject({ url: '/api/health' })
  t.equal(lagging.statusCode, 200, 'lag is no failure')
  t.match(lagging.json(), { status: 'ok', lag: { projections: { max: 3, readers: { held: 3 } }, consumers: { max: 0, groups: {} } } })
  release()
  await until(async () => (await lag('held')) === 0)
  t.pass('none once it has handled them')

  // A projection runner reports under its name, and appends it has not looked through count.
  const projection = new Counted()
  const runner = new ProjectionRunner<void>(store, projection, logger, () => {}, undefined, { name: 'things' })
  await runner.start()
  await runner.whenReady()
  await until(async () => metricSamples(await metrics.text(), 'arena_projection_lag_events', { reader: 'things' }).length === 1)
  await until(async () => (await lag('things')) === 0)
  await runner.stop()
  t.same(metricSamples(await metrics.text(), 'arena_projection_lag_events', { reader: 'things' }), [], 'a stopped reader is no longer reported')
  t.equal(projection.count, 3)
})

t.test('a scrape still answers when the head cannot be read, without reader lag', async t => {
  const metrics = new Metrics()
  metrics.trackReader({ headPosition: () => Promise.reject(new Error('store down')) }, { name: 'stranded', position: 4 })
  const app = createHttpApp({ logger, metrics })
  registerMetrics(app, metrics)
  const scrape = await app.inject({ url: '/metrics' })
  t.equal(scrape.statusCode, 200)
  t.same(metricSamples(scrape.body, 'arena_projection_lag_events'), [])
  t.match(scrape.body, /arena_http_request_duration_seconds/)
})
