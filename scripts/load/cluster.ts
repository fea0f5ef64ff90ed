import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, openSync, readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { buildPlatform, platformArgs } from '../lib/platformNode.mjs'
import { PrivateKafka } from './kafka'
import { freePort } from './ports'

/** The cluster profile's processes (docs/adr/0004-process-roles.md): one edge, one relay, one worker per module. */
export const workerModules = ['identity', 'wallet', 'contest', 'matching', 'leaderboard', 'support'] as const
export const processNames = ['relay', 'edge', ...workerModules] as const
export type ProcessName = (typeof processNames)[number]

/** Processes that run as replicas: edges, and the workers sharing their work by account (docs/adr/0033). */
export const replicatedModules = ['edge', 'matching', 'leaderboard'] as const
export type ReplicatedModule = (typeof replicatedModules)[number]

/** One running process: a role's name, and for a second or later replica `<role>-<n>` (`matching-2`). */
export type InstanceName = ProcessName | `${ReplicatedModule}-${number}`

/** The role an instance runs. */
export const roleOf = (name: InstanceName): ProcessName => name.replace(/-\d+$/, '') as ProcessName

/** Every instance of a cluster with `replicas` processes of each replicated worker. */
export function instanceNames(replicas = 1): InstanceName[] {
  const more = replicatedModules.flatMap(module => Array.from({ length: replicas - 1 }, (_, i) => `${module}-${i + 2}` as const))
  return [...processNames, ...more]
}

export interface ClusterOptions {
  root: string
  runDir: string
  databaseUrl: string
  redisUrl: string
  schema: string
  marketSeed?: number
  /** Extra variables for every process (after the defaults). */
  env?: Record<string, string>
  /**
   * Node flags for every process, before `--import tsx` (default: LOAD_NODE_OPTIONS split on
   * spaces), e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. `{name}` in a flag becomes the process's
   * name, so `--cpu-prof-name={name}.cpuprofile` gives one profile per role.
   */
  nodeFlags?: string[]
  /** Processes of each replicated role: edge, matching and leaderboard (default 1). */
  replicas?: number
}

/** CPU seconds (user + system) a process has used so far, from /proc; undefined when it is gone. */
export function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return undefined
  }
}

interface Member {
  port: number
  child?: ChildProcess
  exited?: Promise<void>
  /** Set before we signal it: any other exit is a crash. */
  stopping?: boolean
}

/** A child that has neither exited nor been ended by a signal. */
const running = (child: ChildProcess | undefined): child is ChildProcess => child !== undefined && child.exitCode === null && child.signalCode === null

const roleEnv = (role: ProcessName): Record<string, string> =>
  role === 'relay' || role === 'edge' ? { ROLE: role } : { ROLE: 'worker', MODULES: role }

/**
 * Real child processes on loopback, the compiled platform (scripts/lib/platformNode.mjs) once per
 * role, sharing one fresh event store schema, a broker of their own and Redis (the schema is the
 * leaderboard's key prefix). Every process gets the same secrets, market seed and market opening
 * (MARKET_EPOCH), so all of them, restarted ones included, see the same prices at the same instant.
 */
export class Cluster {
  readonly members = new Map<InstanceName, Member>()
  readonly secrets = { JWT_SECRET: randomBytes(32).toString('hex'), IDENTITY_SECRET: randomBytes(32).toString('hex'), PAYMENT_WEBHOOK_SECRET: randomBytes(24).toString('hex') }
  readonly marketEpoch = Date.now()
  /** Processes that exited without being told to (an uncaught error, an unhandled rejection). */
  readonly crashes: string[] = []
  kafka!: PrivateKafka
  #kafkaPid: number | undefined
  readonly #onExit = () => this.#killAllNow()
  /** A harness stopped by a signal (tap ends a timed-out test with SIGALRM) takes its processes and broker with it. */
  readonly #onSignal = (signal: NodeJS.Signals) => {
    this.#killAllNow()
    process.off(signal, this.#onSignal)
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
  }

  constructor(readonly options: ClusterOptions) {}

  get dataDir(): string {
    return join(this.options.runDir, 'data')
  }

  get edgeUrl(): string {
    return `http://127.0.0.1:${this.members.get('edge')!.port}`
  }

  /** Every edge's address: players' calls go to each in turn. */
  get edgeUrls(): string[] {
    return [...this.members].filter(([name]) => roleOf(name) === 'edge').map(([, member]) => `http://127.0.0.1:${member.port}`)
  }

  /** Starts the broker, then one process to create the schema, then the rest together. */
  async start(): Promise<void> {
    process.on('exit', this.#onExit)
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGALRM'] as const) process.on(signal, this.#onSignal)
    await mkdir(join(this.options.runDir, 'logs'), { recursive: true })
    await buildPlatform()
    this.kafka = await PrivateKafka.start(this.options.root, join(this.options.runDir, 'kafka'))
    this.#kafkaPid = await this.kafka.pid()
    const names = instanceNames(this.options.replicas)
    for (const name of names) this.members.set(name, { port: await freePort() })
    await this.restart('relay')
    await Promise.all(names.filter(name => name !== 'relay').map(name => this.restart(name)))
  }

  env(name: InstanceName): NodeJS.ProcessEnv {
    const { ROLE: _r, MODULES: _m, PORT: _p, ...inherited } = process.env
    return {
      ...inherited,
      ...this.secrets,
      ...roleEnv(roleOf(name)),
      PORT: String(this.members.get(name)!.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      DATABASE_URL: this.options.databaseUrl,
      EVENTSTORE_SCHEMA: this.options.schema,
      KAFKA_BROKERS: this.kafka.brokers,
      REDIS_URL: this.options.redisUrl,
      MARKET_FEED: 'simulated',
      MARKET_SEED: String(this.options.marketSeed ?? 7),
      MARKET_EPOCH: String(this.marketEpoch),
      LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'warn',
      // Every simulated player calls from 127.0.0.1: the per-IP brakes would stop the test, not abuse.
      RATE_LIMIT_PER_MINUTE: '0',
      OTP_PER_IP_PER_HOUR: '1000000',
      ...this.options.env,
    }
  }

  /**
   * Starts `name` (again) and resolves once its /api/ready answers 200. The spawn happens before
   * the first await, so a `stop()` after a failed start finds every process started with it.
   */
  async restart(name: InstanceName, deadlineMs = 120_000): Promise<void> {
    const member = this.members.get(name)!
    const log = openSync(join(this.options.runDir, 'logs', `${name}.log`), 'a')
    const flags = (this.options.nodeFlags ?? (process.env.LOAD_NODE_OPTIONS ?? '').split(' ').filter(Boolean)).map(flag => flag.replaceAll('{name}', name))
    const env = this.env(name)
    const child = spawn(process.execPath, [...flags, ...platformArgs(env)], {
      cwd: this.options.root, env, stdio: ['ignore', log, log],
    })
    closeSync(log)
    member.child = child
    member.stopping = false
    member.exited = new Promise(resolve => child.once('exit', (code, signal) => {
      if (!member.stopping) this.crashes.push(`${name} exited on its own (${signal ?? `code ${code}`}); see logs/${name}.log`)
      resolve()
    }))
    await this.waitReady(name, deadlineMs)
  }

  async waitReady(name: InstanceName, deadlineMs = 120_000): Promise<void> {
    const member = this.members.get(name)!
    const deadline = Date.now() + deadlineMs
    while (Date.now() < deadline) {
      if (!running(member.child)) throw new Error(`${name} exited while starting; see ${this.options.runDir}/logs/${name}.log`)
      const status = await fetch(`http://127.0.0.1:${member.port}/api/ready`).then(r => r.status, () => 0)
      if (status === 200) return
      await new Promise(resolve => setTimeout(resolve, 200))
    }
    throw new Error(`${name} was not ready within ${deadlineMs} ms`)
  }

  /** kill -9: no shutdown hook runs, nothing is flushed or checkpointed. */
  async kill(name: InstanceName, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const member = this.members.get(name)!
    if (!running(member.child)) return
    member.stopping = true
    member.child.kill(signal)
    await member.exited
  }

  pid(name: InstanceName): number | undefined {
    return this.members.get(name)?.child?.pid
  }

  /** SIGTERM each process (a clean shutdown), SIGKILL after 15 s, then the broker. */
  async stop(): Promise<void> {
    await Promise.all([...this.members.keys()].map(async name => {
      const member = this.members.get(name)!
      if (!running(member.child)) return
      member.stopping = true
      member.child.kill('SIGTERM')
      const timer = setTimeout(() => member.child?.kill('SIGKILL'), 15_000)
      await member.exited
      clearTimeout(timer)
    }))
    await this.kafka?.stop()
    process.off('exit', this.#onExit)
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGALRM'] as const) process.off(signal, this.#onSignal)
  }

  /** Last resort when the harness itself exits abruptly: leave no process behind. */
  #killAllNow(): void {
    for (const member of this.members.values()) if (running(member.child)) member.child.kill('SIGKILL')
    try {
      this.kafka?.killNow(this.#kafkaPid)
    } catch {
      // already gone
    }
  }

  /** CPU seconds used so far by each running process and the broker. */
  cpuSeconds(): Record<string, number> {
    const out: Record<string, number> = {}
    for (const name of this.members.keys()) {
      const seconds = cpuSecondsOf(this.pid(name))
      if (seconds !== undefined) out[name] = seconds
    }
    const kafka = cpuSecondsOf(this.#kafkaPid)
    if (kafka !== undefined) out.kafka = kafka
    return out
  }

  /** The broker was restarted: remember its new pid for the exit handler. */
  async refreshKafkaPid(): Promise<void> {
    this.#kafkaPid = await this.kafka.pid()
  }
}
