import { randomBytes } from 'node:crypto'
import { PostgresEventStore } from '@arena/eventstore'
import { createIdentityModule, type IdentityModule } from '@arena/identity'
import { authGuards, createLogger, createTokenIssuer, systemClock } from '@arena/service-kit'
import { openDatabase } from './database'

/** Bad usage: the message on stderr and exit code 2, as every operations script answers it. */
export const fail = (message: string): never => {
  console.error(message)
  process.exit(2)
}

/** The script's arguments: `option('until')` is the value after `--until`; `schema` the event store's (--schema, else EVENTSTORE_SCHEMA, else `eventstore`). */
export function commandLine(args: string[] = process.argv.slice(2)) {
  const option = (name: string): string | undefined => {
    const i = args.indexOf(`--${name}`)
    return i === -1 ? undefined : args[i + 1]
  }
  return { args, option, schema: option('schema') ?? process.env.EVENTSTORE_SCHEMA ?? 'eventstore' }
}

/**
 * Opens the data (scripts/lib/database.ts) and the event store in `schema`, runs `work` on it and
 * closes both whatever happens. A reading script neither migrates nor listens; one that `writes`
 * migrates the schema first, like a service starting.
 */
export async function withStore<T>(schema: string, work: (store: PostgresEventStore) => Promise<T>, options: { writes?: boolean } = {}): Promise<T> {
  const database = await openDatabase()
  try {
    const store = await PostgresEventStore.connect(options.writes ? { url: database.url, schema, maxConnections: 2 } : { url: database.url, schema, migrate: false, listen: false, maxConnections: 1 })
    try {
      return await work(store)
    } finally {
      await store.close()
    }
  } finally {
    await database.close()
  }
}

/**
 * Identity's module on the script's store, started for `work` and stopped after. Nothing the
 * script seals or signs outlives it, so a throwaway key is enough when IDENTITY_SECRET is unset.
 */
export async function withIdentity<T>(store: PostgresEventStore, name: string, work: (identity: IdentityModule) => Promise<T>): Promise<T> {
  const secret = process.env.IDENTITY_SECRET ?? randomBytes(32).toString('hex')
  const issuer = createTokenIssuer({ secret, ttlSeconds: 60 })
  const identity = createIdentityModule({
    store, clock: systemClock, logger: createLogger(name, { level: process.env.LOG_LEVEL ?? 'warn' }), issuer, guards: authGuards(issuer),
    push: { toUser() {}, toTopic() {}, toAll() {} }, dataDir: process.env.DATA_DIR ?? 'data',
  }, { secret })
  try {
    await identity.start!()
    return await work(identity)
  } finally {
    await identity.stop!()
  }
}
