// `npm start`'s process (services/platform/src/main.ts, the embedded profile) killed with -9 while
// players trade and pay in leaves its PostgreSQL running orphaned on the data directory. Started
// again on the same DATA_DIR it must stop that server, come up healthy, and still hold every
// order and deposit it acknowledged before the kill. And when it cannot start, it must say why.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Decimal from 'decimal.js'
import t from 'tap'
import { createLogger } from '@arena/service-kit'
import { stopLeftoverServer } from '../../services/platform/src/embeddedPostgres'
import { buildPlatform, platformArgs } from '../lib/platformNode.mjs'
import { addContest, adminToken, schedule } from '../load/contest'
import { Api, sleep } from '../load/http'
import { Outbox } from '../load/outbox'
import { fund, join as joinContest, newPlayer, signUp, type Player, type PlayerContext } from '../load/players'
import { freePort } from '../load/ports'
import { Stats } from '../load/stats'

const root = join(import.meta.dirname, '..', '..')
// Two PostgreSQL initialisations and three platform starts: minutes on a busy machine, not seconds.
t.setTimeout(600_000)
t.before(() => buildPlatform())
const webhookSecret = randomBytes(24).toString('hex')

interface Started {
  child: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

/** The compiled platform as `npm start` runs it (built once in this file), with no outside engine. */
function startMain(env: NodeJS.ProcessEnv, options: { ipc?: boolean } = {}): Started {
  const { DATABASE_URL: _d, KAFKA_BROKERS: _k, REDIS_URL: _r, ROLE: _o, MODULES: _m, ...inherited } = process.env
  const stdio: ('ignore' | 'pipe' | 'ipc')[] = ['ignore', 'pipe', 'pipe', ...(options.ipc ? ['ipc' as const] : [])]
  const child = spawn(process.execPath, platformArgs(), { cwd: root, env: { ...inherited, ...env }, stdio })
  let output = ''
  child.stdout!.on('data', chunk => { output += chunk })
  child.stderr!.on('data', chunk => { output += chunk })
  const exited = new Promise<number | null>(resolve => child.once('exit', code => resolve(code)))
  return { child, output: () => output, exited }
}

/** Resolves once /api/ready answers 200; rejects with the process's output if it exits first. */
async function ready(started: Started, port: number, deadlineMs = 180_000): Promise<void> {
  const deadline = Date.now() + deadlineMs
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`the platform exited with ${started.child.exitCode}:\n${started.output().slice(-3000)}`)
    const status = await fetch(`http://127.0.0.1:${port}/api/ready`).then(r => r.status, () => 0)
    if (status === 200) return
    await sleep(200)
  }
  throw new Error(`the platform was not ready within ${deadlineMs} ms:\n${started.output().slice(-3000)}`)
}

/** The postmaster named by the data directory's pid file, while it lives. */
async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => '')
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10)
  if (!Number.isSafeInteger(pid)) return undefined
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return undefined
  }
}

/** A buy priced through the market, so it fills at once; the order's id when acknowledged. */
async function buyThroughMarket(ctx: PlayerContext, player: Player, contestId: string): Promise<string | undefined> {
  const quote = await ctx.api.call('/api/crpto-price?symbol=BTCUSDT', { method: 'GET', name: 'crpto-price' })
  if (quote.status !== 200) return undefined
  const price = new Decimal(quote.body.price).times('1.002').toFixed(2)
  const answer = await ctx.api.call('/api/order-add', { token: player.token, json: { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'Buy', price, amount: '0.001' } })
  return answer.status === 200 ? (answer.body.data._id as string) : undefined
}

/** Every order id the platform lists for the player in the contest, open or filled. */
async function listedOrders(ctx: PlayerContext, player: Player, contestId: string): Promise<Set<string>> {
  const ids = new Set<string>()
  for (const status of ['pending', 'success']) {
    const answer = await ctx.api.call(`/api/orders?contestId=${contestId}&status=${status}`, { method: 'GET', token: player.token })
    for (const order of (answer.body?.data ?? []) as { _id: string }[]) ids.add(order._id)
  }
  return ids
}

t.test('kill -9 of the embedded profile during trading, then start again: healthy, and every acknowledged order and deposit is there', async t => {
  const dataDir = await mkdtemp(join(tmpdir(), 'arena-restart-'))
  // Under root PostgreSQL runs as the postgres user, which must be able to reach its folder.
  await chmod(dataDir, 0o755)
  const port = await freePort()
  const pgPort = await freePort()
  const env = {
    DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_POSTGRES_PORT: String(pgPort), PAYMENT_WEBHOOK_SECRET: webhookSecret,
    LOG_LEVEL: 'warn', REGISTRATION_BONUS: '0', REFERRAL_BONUS: '0', RATE_LIMIT_PER_MINUTE: '0', OTP_PER_IP_PER_HOUR: '1000000', MARKET_FEED: 'simulated',
  }
  const running: Started[] = []
  t.teardown(async () => {
    for (const started of running) if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGKILL')
    await Promise.all(running.map(started => started.exited))
    // Whatever happened above, no PostgreSQL of this test outlives it.
    await stopLeftoverServer(join(dataDir, 'postgres'), createLogger('test', { level: 'silent' }))
    await rm(dataDir, { recursive: true, force: true })
  })

  const first = startMain(env)
  running.push(first)
  await ready(first, port)
  const stats = new Stats()
  const ctx: PlayerContext = { api: new Api(`http://127.0.0.1:${port}`, stats, 10_000), outbox: new Outbox(dataDir), runTag: randomBytes(3).toString('hex'), webhookSecret, patienceMs: 0 }
  const players: Player[] = Array.from({ length: 4 }, (_, i) => newPlayer(i + 1, ctx.runTag))
  for (const player of players) t.ok(await signUp(ctx, player), `${player.name} signed up`, { failures: stats.failures })
  for (const player of players) t.ok(await fund(ctx, player, '1000.00'), `${player.name} paid in`, { failures: stats.failures })

  // An operator makes a contest the players join; it opens two seconds later.
  const admin = await adminToken(ctx.api, ctx.outbox, { root, env: { ...process.env, ...env, DATABASE_URL: `postgres://arena:arena@127.0.0.1:${pgPort}/arena` } }, '8123000000')
  const contestId = await addContest(ctx.api, admin, { players: players.length, entryFee: '100', virtualFund: '10000', pairs: ['BTCUSDT'], levels: ['100'] })
  for (const player of players) t.ok(await joinContest(ctx, player, contestId), `${player.name} joined`, { failures: stats.failures })
  await schedule(ctx.api, admin, contestId, Date.now() + 2_000, Date.now() + 3_600_000)

  // Each player trades and pays in again and again; the kill lands while both are in flight.
  let killed = false
  const acknowledged = new Map<Player, string[]>(players.map(p => [p, []]))
  const trading = players.map(async player => {
    for (let i = 0; !killed; i++) {
      const id = await buyThroughMarket(ctx, player, contestId)
      if (id) acknowledged.get(player)!.push(id)
      // Before the contest opens an order is refused: wait for it rather than spin.
      else if (!killed && acknowledged.get(player)!.length === 0) await sleep(200)
      if (i % 3 === 2 && !killed && !(await fund(ctx, player, '10.00'))) return
    }
  })
  const ordersAcknowledged = () => [...acknowledged.values()].reduce((sum, ids) => sum + ids.length, 0)
  while (ordersAcknowledged() < 40) await sleep(50)
  const orphan = await postmasterPid(dataDir)
  first.child.kill('SIGKILL')
  killed = true
  await first.exited
  await Promise.all(trading)
  t.ok(orphan !== undefined && (await postmasterPid(dataDir)) === orphan, 'the killed process left its PostgreSQL running', { orphan })

  const second = startMain(env)
  running.push(second)
  await ready(second, port)
  const health = await fetch(`http://127.0.0.1:${port}/api/health`).then(r => r.json() as Promise<Record<string, unknown>>)
  t.match(health, { status: 'ok' }, 'healthy after the restart', { health })
  t.not(await postmasterPid(dataDir), orphan, 'the leftover server was replaced by a new one')
  for (const player of players) {
    const answer = await ctx.api.call('/api/wallet-balance', { method: 'GET', token: player.token })
    const balance = new Decimal(answer.body?.data?.balance ?? '-1')
    // A deposit whose answer the kill cut off may or may not have landed: at most one per player.
    // The entry fee (100) came out of the cash wallet before trading began.
    const paidIn = new Decimal(player.funded).minus('100')
    t.ok(balance.gte(paidIn) && balance.lte(paidIn.plus('10')), `${player.name}: every acknowledged deposit (${player.funded}, less the fee) is in the cash wallet (${balance.toFixed(2)})`, { answer: answer.body })
    const listed = await listedOrders(ctx, player, contestId)
    const lost = acknowledged.get(player)!.filter(id => !listed.has(id))
    t.same(lost, [], `${player.name}: every acknowledged order (${acknowledged.get(player)!.length}) is listed after the restart`)
  }

  second.child.kill('SIGTERM')
  t.equal(await second.exited, 0, 'a clean stop after the restart')
  t.equal(await postmasterPid(dataDir), undefined, 'and it stopped its PostgreSQL')
})

t.test('when the embedded PostgreSQL cannot start, the platform says why', async t => {
  const dataDir = await mkdtemp(join(tmpdir(), 'arena-nostart-'))
  await chmod(dataDir, 0o755)
  const pgPort = await freePort()
  // Something else already listens on the embedded server's port.
  const squatter = createServer()
  await new Promise<void>(resolve => squatter.listen(pgPort, '127.0.0.1', resolve))
  t.teardown(async () => {
    await new Promise(resolve => squatter.close(resolve))
    await stopLeftoverServer(join(dataDir, 'postgres'), createLogger('test', { level: 'silent' }))
    await rm(dataDir, { recursive: true, force: true })
  })
  const started = startMain({ DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_POSTGRES_PORT: String(pgPort), LOG_LEVEL: 'warn', MARKET_FEED: 'simulated' })
  t.equal(await started.exited, 1, 'the start fails')
  t.match(started.output(), /could not start/, 'saying it could not start', { output: started.output().slice(-2000) })
  t.match(started.output(), /Address already in use|could not bind|could not create any TCP\/IP sockets/, 'and why', { output: started.output().slice(-2000) })
})

t.test('run as npm start runs it, the platform stops with its PostgreSQL when npm start dies', async t => {
  const dataDir = await mkdtemp(join(tmpdir(), 'arena-parent-'))
  await chmod(dataDir, 0o755)
  const port = await freePort()
  t.teardown(async () => {
    await stopLeftoverServer(join(dataDir, 'postgres'), createLogger('test', { level: 'silent' }))
    await rm(dataDir, { recursive: true, force: true })
  })
  // scripts/start.mjs runs main.ts over an IPC channel; its death (kill -9 included) closes the
  // channel, which is what disconnect() does here.
  const started = startMain({ DATA_DIR: dataDir, PORT: String(port), EMBEDDED_POSTGRES_PORT: String(await freePort()), LOG_LEVEL: 'warn', MARKET_FEED: 'simulated' }, { ipc: true })
  t.teardown(() => { if (started.child.exitCode === null) started.child.kill('SIGKILL') })
  await ready(started, port)
  t.ok(await postmasterPid(dataDir), 'its PostgreSQL runs')
  started.child.disconnect()
  t.equal(await started.exited, 0, 'the platform stops cleanly', { output: started.output().slice(-2000) })
  t.equal(await postmasterPid(dataDir), undefined, 'and its PostgreSQL with it')
})
