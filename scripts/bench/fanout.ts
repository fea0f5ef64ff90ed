// Websocket fanout of one contest topic: our gateway (startGateway + registerWebsocket +
// SocketRegistry.toTopic, JWT on connect) versus a bare `ws` WebSocketServer broadcasting the same
// bytes, in one run, to the same forked clients (scripts/bench/fanoutClients.mjs), on 127.0.0.1.
// Per second: a ticker, a 10-level depth and a top-50 leaderboard, a third of a second apart.
// Each message carries its send time (CLOCK_MONOTONIC, shared by both processes); the clients
// record delivery latency. The gateway runs first, so any JIT warm-up favours the baseline.
//   npx tsx scripts/bench/fanout.ts [--clients 10000] [--seconds 20] [--concurrency 200] [--heap-snapshot 1] [--cpu-profile 1]
// --cpu-profile 1 writes fanout-<side>.cpuprofile of each side's push window only (not its connects);
// scripts/bench/fanoutCpuTop.mjs summarises it by self time.
// --heap-snapshot 1 writes fanout-<side>-{empty,connected}.heapsnapshot in the working directory, around
// each side's connect; scripts/bench/fanoutHeapTop.mjs summarises them.
import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { Session } from 'node:inspector/promises'
import { setFlagsFromString, writeHeapSnapshot } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { WebSocketServer, WebSocket } from 'ws'
import { contestTopic, type LeaderboardRowDto } from '@arena/contracts'
import { authGuards, createLogger, createTokenIssuer, type PushMessage } from '@arena/service-kit'
import type { FastifyInstance } from 'fastify'
import { registerWebsocket, SocketRegistry, startGateway } from '@arena/gateway'
import { benchSetup, loadAverage, machine } from './benchKit'

const { option, log } = benchSetup('fanout')
const requested = option('clients', 10_000)
const seconds = option('seconds', 20)
const concurrency = option('concurrency', 200)
const heapSnapshots = option('heap-snapshot', 0) === 1
const cpuProfile = option('cpu-profile', 0) === 1
const topic = contestTopic('bench-contest')
// Bounded in time whatever happens; killing this process takes the forked clients with it (IPC).
const watchdog = setTimeout(() => (log('took too long; stopping'), process.exit(1)), (240 + seconds * 2) * 1000)
const nowMs = () => Number(process.hrtime.bigint() / 1000n) / 1000
const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, Math.max(0, ms)))
const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
/** Heap used + external after full collections a macrotask apart (weak maps and finalizers need more than one). */
async function heapMb(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gc()
    await new Promise(resolve => setImmediate(resolve))
  }
  const { heapUsed, external } = process.memoryUsage()
  return (heapUsed + external) / 2 ** 20
}

// Each side holds one socket per client; keep room for the runtime's own descriptors.
const openFiles = Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? 1024)
const clients = Math.max(1, Math.min(requested, openFiles - 256))
const limits = { openFilesSoft: openFiles, ...(clients < requested && { note: `ulimit -n ${openFiles} is too low for ${requested} clients; used ${clients}` }) }

const kinds = ['ticker', 'depth', 'leaderboardData'] as const
type Kind = (typeof kinds)[number]
const price = (base: number, n: number) => (base + ((n * 7919) % 1000) / 100).toFixed(2)
const payloads: Record<Kind, (n: number) => object> = {
  ticker: n => ({ symbol: 'BTCUSDT', lastPrice: price(64000, n), priceChange: price(120, n), priceChangePercent: '0.19', high: price(65000, n), low: price(63000, n), volume: '18234.51200000', quoteVolume: '1169827312.55', eventTime: 1_700_000_000_000 + n }),
  depth: n => ({ symbol: 'BTCUSDT', bids: Array.from({ length: 10 }, (_, i) => [price(64000 - i, n + i), '0.51230000']), asks: Array.from({ length: 10 }, (_, i) => [price(64001 + i, n + i), '1.20400000']), lastUpdateId: 4_000_000 + n }),
  leaderboardData: n => ({ contestId: 'bench-contest', ranked: 9_500, rows: Array.from({ length: 50 }, (_, i): LeaderboardRowDto => ({ rank: i + 1, user_id: `user-${(n * 31 + i) % 10_000}`, name: `Player ${i + 1}`, per: price(50 - i, n), percent: price(50 - i, n), portfoliovalue: price(15000 - i * 10, n), bid_count: 12 + i, order_count: 30 + i, contest_virtualFund: '10000.00', winner_amount: i < 10 ? '500.00' : '0.00' })) }),
}
// sentAt first, so a client reads it from the first bytes without parsing the rest.
const message = (kind: Kind | 'warmup', n: number): PushMessage => ({ event: kind, data: { sentAt: nowMs(), ...(kind === 'warmup' ? {} : payloads[kind](n)) } })

interface Server { url: string; ticketUrl?: string; broadcast(message: PushMessage): void; connections(): number; close(): Promise<void> }

async function arenaServer(secret: string): Promise<Server> {
  const registry = new SocketRegistry()
  const issuer = createTokenIssuer({ secret, ttlSeconds: 3600 })
  // Every client fetches its ticket from loopback: the per-IP API limit would refuse most of them.
  const routes = [(app: FastifyInstance) => registerWebsocket(app, registry, { issuer, guards: authGuards(issuer) })]
  const gateway = await startGateway({ logger: createLogger('bench', { level: 'silent' }), health: {}, host: '127.0.0.1', rateLimit: false, routes })
  return { url: `${gateway.url.replace('http', 'ws')}/ws`, ticketUrl: `${gateway.url}/api/socket-ticket`, broadcast: m => registry.toTopic(topic, m), connections: () => registry.connectionCount, close: () => gateway.close() }
}

async function bareServer(): Promise<Server> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false, maxPayload: 4096 })
  await new Promise(resolve => wss.once('listening', resolve))
  const members = new Set<WebSocket>()
  wss.on('connection', socket => {
    socket.on('message', raw => {
      try {
        if ((JSON.parse(String(raw)) as { join?: unknown }).join === topic) members.add(socket)
      } catch { /* ignored, as the gateway does */ }
    })
    socket.on('close', () => members.delete(socket))
  })
  const broadcast = (m: PushMessage) => {
    const text = JSON.stringify(m)
    for (const socket of members) if (socket.readyState === WebSocket.OPEN) socket.send(text)
  }
  const { port } = wss.address() as { port: number }
  return { url: `ws://127.0.0.1:${port}/ws`, broadcast, connections: () => wss.clients.size, close: () => new Promise(resolve => wss.close(() => resolve())) }
}

function reply<T>(child: ChildProcess, type: string, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const on = (m: { type: string }) => {
      if (m.type !== type) return
      clearTimeout(timer)
      child.off('message', on)
      resolve(m as T)
    }
    const timer = setTimeout(() => {
      child.off('message', on)
      reject(new Error(`no "${type}" from the clients within ${timeoutMs} ms`))
    }, timeoutMs)
    child.on('message', on)
  })
}

type Summary = { count: number; p50Ms: number | null; p99Ms: number | null; maxMs: number | null }
type Report = { received: number; expected: number; clientCpuMs: number; all: Summary; byEvent: Record<string, Summary> }
async function phase(name: string, server: Server, child: ChildProcess, tokens: string[]) {
  // Measured with the server up, so per-client growth leaves out its fixed cost.
  const heapBefore = await heapMb()
  const snapshot = (when: string) => heapSnapshots && log(`wrote ${writeHeapSnapshot(`fanout-${name.replace(/\W+/g, '-')}-${when}.heapsnapshot`)}`)
  snapshot('empty')
  log(`${name}: connecting ${tokens.length} clients to ${server.url}`)
  const joined = reply<{ count: number }>(child, 'joined', 120_000)
  child.send({ type: 'connect', url: server.url, ticketUrl: server.ticketUrl, tokens, topic, concurrency })
  const { type: _, ...connect } = await reply<{ type: string; ok: number; failed: number; ms: number }>(child, 'connected', 180_000)
  const warmup = setInterval(() => server.broadcast(message('warmup', 0)), 250)
  const joinedCount = await joined.finally(() => clearInterval(warmup))
  await sleep(500)
  const heapAtConnected = await heapMb()
  const heapPerClientKb = ((heapAtConnected - heapBefore) * 1024) / Math.max(1, connect.ok)
  snapshot('connected')
  log(`${name}: ${connect.ok} connected in ${connect.ms} ms (${connect.failed} failed), ${joinedCount.count} joined; pushing for ${seconds} s`)
  child.send({ type: 'measure', perClient: kinds.length * seconds })
  // Listening from the start so an early 'done' is not missed; the wait for it starts after the last push.
  let complete = false
  const onDone = (m: { type: string }) => { if (m.type === 'done') complete = true }
  child.on('message', onDone)
  let lateMs = 0
  let rssPeak = 0
  const loops: Record<string, number[]> = Object.fromEntries(kinds.map(k => [k, []]))
  const profiler = cpuProfile ? new Session() : undefined
  if (profiler) {
    profiler.connect()
    await profiler.post('Profiler.enable')
    await profiler.post('Profiler.start')
  }
  const cpuStart = process.cpuUsage()
  const start = nowMs()
  for (let n = 0; n < seconds; n++) {
    for (const [i, kind] of kinds.entries()) {
      const planned = start + n * 1000 + (i * 1000) / kinds.length
      await sleep(planned - nowMs())
      const before = nowMs()
      lateMs = Math.max(lateMs, before - planned)
      server.broadcast(message(kind, n))
      loops[kind]!.push(nowMs() - before)
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss())
    }
  }
  for (let i = 0; i < 150 && !complete; i++) await sleep(100)
  child.off('message', onDone)
  const cpu = process.cpuUsage(cpuStart)
  const wallMs = nowMs() - start
  if (profiler) {
    const file = `fanout-${name.replace(/\W+/g, '-')}.cpuprofile`
    writeFileSync(file, JSON.stringify((await profiler.post('Profiler.stop')).profile))
    profiler.disconnect()
    log(`wrote ${file}`)
  }
  child.send({ type: 'report' })
  const report = await reply<Report>(child, 'report', 30_000)
  child.send({ type: 'close' })
  await reply(child, 'closed', 60_000)
  for (let i = 0; i < 100 && server.connections() > 0; i++) await sleep(100)
  // Measured with the server still up and its sockets gone: what the open sockets held, without the
  // code compiled while they connected (which stays) and without the fixed cost of the server.
  const heapHeldPerClientKb = ((heapAtConnected - (await heapMb())) * 1024) / Math.max(1, connect.ok)
  await server.close()
  const cpuMs = (cpu.user + cpu.system) / 1000
  const loop = (values: number[]) => ({ p50Ms: round(values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!), maxMs: round(Math.max(...values)) })
  return {
    connect: { ...connect, joined: joinedCount.count },
    delivered: { received: report.received, expected: report.expected, complete },
    // The clients' own CPU in the window: near 100% of a core, their queueing is part of the latency.
    clientProcessCpuMs: report.clientCpuMs,
    latency: { all: report.all, ...report.byEvent },
    broadcastCallMs: Object.fromEntries(kinds.map(k => [k, loop(loops[k]!)])),
    // How far the 1 Hz schedule slipped: above a few ms, the server could not keep up.
    pushesLateByMaxMs: Math.round(lateMs),
    cpu: { userMs: Math.round(cpu.user / 1000), systemMs: Math.round(cpu.system / 1000), percentOfOneCore: round((cpuMs / wallMs) * 100, 1), wallMs: Math.round(wallMs), perDeliveryUs: round((cpuMs * 1000) / Math.max(1, report.received)) },
    memory: {
      rssPeakMb: Math.round(rssPeak / 2 ** 20),
      // Heap (used + external) the open sockets held, per socket: at connected minus after they closed.
      heapPerClientKb: round(heapHeldPerClientKb, 2),
      // At connected minus before connecting: also counts code compiled on the way (the side run first
      // pays for most of it) and each side's per-ticket bookkeeping that outlives the socket.
      heapGrowthPerClientKb: round(heapPerClientKb, 2),
    },
  }
}

const load = loadAverage
const loadStart = load()
const secret = randomBytes(32).toString('hex')
const issuer = createTokenIssuer({ secret, ttlSeconds: 3600 })
const tokens = await Promise.all(Array.from({ length: clients }, (_, i) => issuer.issue({ id: `bench-user-${i}`, name: `Player ${i}`, role: 'player' })))
const child = fork(join(import.meta.dirname, 'fanoutClients.mjs'), [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
try {
  await reply(child, 'ready', 10_000)
  const arena = await phase('gateway', await arenaServer(secret), child, tokens)
  const bare = await phase('bare ws', await bareServer(), child, tokens)
  const ratio = (a: number | null, b: number | null) => (a !== null && b ? round(a / b) : null)
  const side = (gateway: number | null, bareWs: number | null) => ({ gateway, bareWs, ratio: ratio(gateway, bareWs) })
  const bytes = Object.fromEntries(kinds.map(k => [k, Buffer.byteLength(JSON.stringify(message(k, 1)))]))
  const loadEnd = load()
  console.log(JSON.stringify({
    benchmark: 'fanout',
    setup: { clients, requestedClients: requested, seconds, topic, perSecond: '1 ticker + 1 depth (10 levels a side) + 1 leaderboard (top 50 rows)', messageBytes: bytes, clientsIn: 'one forked process', order: ['gateway', 'bare ws'] },
    limits,
    gateway: arena,
    bareWs: bare,
    // Each figure beside its baseline: gateway / bare ws above 1 means the gateway costs more.
    ratios: {
      latencyP50Ms: side(arena.latency.all.p50Ms, bare.latency.all.p50Ms),
      latencyP99Ms: side(arena.latency.all.p99Ms, bare.latency.all.p99Ms),
      cpuPerDeliveryUs: side(arena.cpu.perDeliveryUs, bare.cpu.perDeliveryUs),
      heapPerClientKb: side(arena.memory.heapPerClientKb, bare.memory.heapPerClientKb),
      heapGrowthPerClientKb: side(arena.memory.heapGrowthPerClientKb, bare.memory.heapGrowthPerClientKb),
    },
    targets: { latencyP99Ms: 200, heapPerClientRatio: 1.5, met: { latencyP99: (arena.latency.all.p99Ms ?? Infinity) < 200, heapPerClient: (ratio(arena.memory.heapPerClientKb, bare.memory.heapPerClientKb) ?? Infinity) <= 1.5 } },
    machine: {
      ...machine(),
      loadAverage1m: { start: loadStart, end: loadEnd },
      ...(Math.max(loadStart, loadEnd) > os.cpus().length && { note: 'machine was loaded by other work (1-minute load above the core count): absolute figures are pessimistic; the ratios are the comparable part' }),
    },
  }, null, 2))
  child.send({ type: 'exit' })
} catch (error) {
  log(String(error))
  child.kill()
  process.exitCode = 1
} finally {
  clearTimeout(watchdog)
}
