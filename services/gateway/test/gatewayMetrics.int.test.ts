import t, { type Test } from 'tap'
import WebSocket from 'ws'
import { authGuards, createLogger, createTokenIssuer, Metrics } from '@arena/service-kit'
import { metricValue } from '@arena/testing'
import { registerWebsocket, SocketRegistry, startGateway } from '../src/index'

const logger = createLogger('gateway-metrics-test', { level: 'silent' })

/** Waits until `check` holds, a macrotask at a time (no fixed sleep). */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise(resolve => setImmediate(resolve))
}

async function edge(t: Test) {
  const metrics = new Metrics()
  const issuer = createTokenIssuer({ secret: 'gateway-metrics-secret-gateway-metrics', ttlSeconds: 3600 })
  const registry = new SocketRegistry()
  const gateway = await startGateway({ logger, health: { store: async () => 'up' }, rateLimit: false, metrics, routes: [app => registerWebsocket(app, registry, { issuer, guards: authGuards(issuer), metrics })] })
  t.teardown(() => gateway.close())
  const scrape = async () => {
    const answer = await fetch(`${gateway.url}/metrics`)
    t.equal(answer.status, 200)
    return answer.text()
  }
  return { gateway, scrape }
}

t.test('the websocket gauge counts open sockets: 1 while one is open, 0 once it closes', async t => {
  const { gateway, scrape } = await edge(t)
  const clients = async () => metricValue(await scrape(), 'arena_websocket_clients')
  t.equal(await clients(), 0, 'none before')
  const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}/ws`)
  const closed = new Promise(resolve => socket.on('close', resolve))
  await new Promise((resolve, reject) => socket.on('open', resolve).on('error', reject))
  await until(async () => (await clients()) === 1)
  t.equal(await clients(), 1, 'one open socket')
  socket.close()
  await closed
  await until(async () => (await clients()) === 0)
  t.equal(await clients(), 0, 'none after it closed')
})

t.test("the edge's /metrics counts its own requests per route pattern over a real socket, and health shows lag", async t => {
  const { gateway, scrape } = await edge(t)
  const health = await fetch(`${gateway.url}/api/health`)
  t.equal(health.status, 200)
  t.match(await health.json(), { status: 'ok', lag: { projections: { max: 0 }, consumers: { max: 0 } } })
  const text = await scrape()
  t.equal(metricValue(text, 'arena_http_request_duration_seconds_count', { route: '/api/health', method: 'GET', status_class: '2xx' }), 1)
})
