// Makes a user an admin: grants the role to the user with this mobile or email, or registers one.
//   npx tsx scripts/create-admin.ts --mobile 9876543210 [--country-code 91] [--name admin] [--schema <name>]
//   npx tsx scripts/create-admin.ts --email ops@example.com [--name ops1] [--schema <name>]
// Reads DATABASE_URL, else the embedded profile's data (see scripts/lib/database.ts); the event store schema comes from --schema, else EVENTSTORE_SCHEMA, else `eventstore`.
// The admin then signs in with an OTP like anyone else; the new token carries the admin role.
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { PostgresEventStore } from '@arena/eventstore'
import { createIdentityModule, type AdminAddress } from '@arena/identity'
import { authGuards, createLogger, createTokenIssuer, systemClock } from '@arena/service-kit'
import { openDatabase } from './lib/database'

const usage = 'usage: create-admin (--mobile <number> [--country-code 91] | --email <address>) [--name <username>] [--schema <name>]'
const args = process.argv.slice(2)
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? undefined : args[i + 1]
}
const fail = (message: string): never => {
  console.error(message)
  process.exit(2)
}

const mobile = option('mobile')
const email = option('email')
if ((mobile === undefined) === (email === undefined)) fail(usage)
const countryCode = (option('country-code') ?? '91').replace(/^\+/, '')
const address: AdminAddress = mobile !== undefined ? { mobile, countryCode } : { email: email! }
const database = await openDatabase()
const url = database.url
const schema = option('schema') ?? process.env.EVENTSTORE_SCHEMA ?? 'eventstore'

const logger = createLogger('create-admin', { level: process.env.LOG_LEVEL ?? 'warn' })
const store = await PostgresEventStore.connect({ url, schema, maxConnections: 2 })
// Nothing this script seals or signs outlives it, so throwaway keys are enough when none is configured.
const secret = process.env.IDENTITY_SECRET ?? randomBytes(32).toString('hex')
const issuer = createTokenIssuer({ secret, ttlSeconds: 60 })
const identity = createIdentityModule(
  {
    store, clock: systemClock, logger, issuer, guards: authGuards(issuer),
    push: { toUser() {}, toTopic() {}, toAll() {} },
    dataDir: process.env.DATA_DIR ?? join(process.cwd(), 'data'),
  },
  { secret },
)
let exitCode = 0
try {
  await identity.start!()
  const result = await identity.ensureAdmin(address, option('name'))
  const user = identity.view.byId(result.userId)
  const who = `${result.name} (${user?.mobile ? `+${user.countryCode} ${user.mobile}` : user?.email}, id ${result.userId})`
  const said = {
    granted: `Granted the admin role to the existing user ${who}.`,
    'already-admin': `Nothing to do: ${who} is already an admin.`,
    registered: `Registered a new user ${who} and granted the admin role.`,
  }[result.action]
  console.log(`${said} Sign in with an OTP to get an admin token. (event store schema: ${schema})`)
} catch (error) {
  console.error(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`)
  exitCode = 1
} finally {
  await identity.stop!()
  await store.close()
  await database.close()
}
process.exit(exitCode)
