import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './ports'

const run = promisify(execFile)

/**
 * A broker of the load run's own, from infra/kafka on free ports with its own data folder. Topic
 * and group names are global (libs/contracts topics), so a cluster sharing a broker with another
 * would consume that one's commands; and the fault test restarts this broker, which must not
 * disturb anyone else's tests.
 */
export class PrivateKafka {
  private constructor(
    readonly root: string,
    readonly port: number,
    readonly dataDir: string,
  ) {}

  static async start(root: string, dataDir: string): Promise<PrivateKafka> {
    const port = await freePort()
    const kafka = new PrivateKafka(root, port, dataDir)
    await kafka.start()
    return kafka
  }

  get brokers(): string {
    return `127.0.0.1:${this.port}`
  }

  #env(): NodeJS.ProcessEnv {
    // The controller port is the broker port + 1; freePort leaves that one unused too.
    return { ...process.env, KAFKA_PORT: String(this.port), KAFKA_DATA_DIR: this.dataDir, KAFKA_HEAP_OPTS: '-Xms128m -Xmx512m' }
  }

  async #script(name: string): Promise<void> {
    await run('bash', [join(this.root, 'infra/kafka', name)], { cwd: this.root, env: this.#env(), timeout: 120_000 })
  }

  /** Starts (or starts again, on the same data) and resolves once clients can connect. */
  async start(): Promise<void> {
    await this.#script('start.sh')
    await this.#script('wait.sh')
  }

  /** The broker's process id, from the pid file start.sh wrote for this data folder. */
  async pid(): Promise<number | undefined> {
    const text = await readFile(join(this.dataDir, 'kafka.pid'), 'utf8').catch(() => '')
    const pid = Number.parseInt(text.trim(), 10)
    return Number.isFinite(pid) ? pid : undefined
  }

  /** A crash, not a shutdown: SIGKILL to our own broker, then wait until it is gone. */
  async kill(): Promise<void> {
    const pid = await this.pid()
    if (pid === undefined) return
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      return
    }
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline && alive(pid)) await new Promise(resolve => setTimeout(resolve, 100))
  }

  async stop(): Promise<void> {
    await this.#script('stop.sh').catch(() => this.kill())
  }

  /** For a synchronous exit handler: kill the broker without waiting. */
  killNow(pid: number | undefined): void {
    if (pid !== undefined && alive(pid)) process.kill(pid, 'SIGKILL')
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
