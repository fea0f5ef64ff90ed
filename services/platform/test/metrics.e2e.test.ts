import t from 'tap'
import { createLogger } from '@arena/service-kit'
import { metricSamples, metricValue, needs } from '@arena/testing'
import { platformConfig, startPlatform } from '../src/index'
import { liveContestWithOrder } from './support/liveContest'
import { admin, signUp } from './support/people'
import { bootPlatform, type PlatformUnderTest } from './support/platformUnderTest'

const TOKEN = 'metrics-token-for-the-e2e-test'

/** `/metrics` with the operators' token, or with none (`''`). */
function scrape(put: Pick<PlatformUnderTest, 'call'>, token = TOKEN) {
  return put.call({ method: 'GET', url: '/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} })
}

t.test("the platform's /metrics counts an order under its route, appends and every reader's lag; health reports lag", needs('postgres'), async t => {
  const put = await bootPlatform(t, { env: { METRICS_TOKEN: TOKEN } })
  const boss = await admin(put)
  const player = await signUp(put, 'metrics')
  const order = { route: '/api/order-add', method: 'POST', status_class: '2xx' }
  const before = metricValue((await scrape(put)).text, 'arena_http_request_duration_seconds_count', order)
  const { contestId } = await liveContestWithOrder(put, boss, player)

  t.equal((await scrape(put, '')).statusCode, 401, 'not without the token')
  const answer = await scrape(put)
  t.equal(answer.statusCode, 200)
  t.match(String(answer.headers['content-type']), /^text\/plain; version=0\.0\.4/)
  const text = answer.text
  t.equal(metricValue(text, 'arena_http_request_duration_seconds_count', order) - before, 1, 'the order counted once under its route')
  t.equal(metricValue(text, 'arena_http_request_duration_seconds_count', { route: '/api/admin/deposits/:id/confirm', status_class: '2xx' }), 1, 'a path with an id counts under its pattern')
  t.notMatch(text, new RegExp(contestId), 'no id reaches a label')
  t.ok(metricValue(text, 'arena_eventstore_append_duration_seconds_count', { outcome: 'ok' }) >= 5, 'the appends of sign-ups, the deposit, the entry and the order were timed')
  const readers = metricSamples(text, 'arena_projection_lag_events').map(sample => sample.labels.reader)
  for (const reader of ['relay', 'wallet', 'identity', 'contest']) t.ok(readers.includes(reader), `the ${reader} reader's lag is reported`)
  t.ok(metricSamples(text, 'arena_consumer_lag_messages').length > 0, "the in-process bus's consumers report their lag")

  const health = await put.call({ method: 'GET', url: '/api/health' })
  t.equal(health.statusCode, 200)
  t.match(health.body, { status: 'ok', lag: { projections: { max: Number, readers: { relay: Number, wallet: Number } }, consumers: { max: Number, groups: Object } } })
})

t.test('a relay process, with no routes of its own, serves /metrics and health the same way', needs('postgres'), async t => {
  const edge = await bootPlatform(t)
  const relay = await startPlatform(platformConfig({ ...Object.fromEntries(Object.entries(edge.config).map(([key, value]) => [key, String(value)])), ROLE: 'relay' }), { logger: createLogger('relay', { level: 'silent' }) })
  t.teardown(() => relay.close())
  const answer = await fetch(`${relay.url}/metrics`)
  t.equal(answer.status, 200)
  const text = await answer.text()
  t.same(metricSamples(text, 'arena_projection_lag_events').map(sample => sample.labels.reader), ['relay'], 'its one reader of the log is the relay')
  const health = await fetch(`${relay.url}/api/health`)
  t.equal(health.status, 200)
  t.match(await health.json(), { status: 'ok', lag: { projections: { readers: { relay: Number } } } })
})
