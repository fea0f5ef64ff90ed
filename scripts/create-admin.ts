// Makes a user an admin: grants the role to the user with this mobile or email, or registers one.
//   npx tsx scripts/create-admin.ts --mobile 9876543210 [--country-code 91] [--name admin] [--schema <name>]
//   npx tsx scripts/create-admin.ts --email ops@example.com [--name ops1] [--schema <name>]
// Reads DATABASE_URL, else the embedded profile's data (see scripts/lib/database.ts); the event store schema comes from --schema, else EVENTSTORE_SCHEMA, else `eventstore`.
// The admin then signs in with an OTP like anyone else; the new token carries the admin role.
import type { AdminAddress } from '@arena/identity'
import { commandLine, fail, withIdentity, withStore } from './lib/opsScript'

const usage = 'usage: create-admin (--mobile <number> [--country-code 91] | --email <address>) [--name <username>] [--schema <name>]'
const { option, schema } = commandLine()

const mobile = option('mobile')
const email = option('email')
if ((mobile === undefined) === (email === undefined)) fail(usage)
const countryCode = (option('country-code') ?? '91').replace(/^\+/, '')
const address: AdminAddress = mobile !== undefined ? { mobile, countryCode } : { email: email! }

let exitCode = 0
try {
  await withStore(schema, store => withIdentity(store, 'create-admin', async identity => {
    const result = await identity.ensureAdmin(address, option('name'))
    const user = identity.view.byId(result.userId)
    const who = `${result.name} (${user?.mobile ? `+${user.countryCode} ${user.mobile}` : user?.email}, id ${result.userId})`
    const said = {
      granted: `Granted the admin role to the existing user ${who}.`,
      'already-admin': `Nothing to do: ${who} is already an admin.`,
      registered: `Registered a new user ${who} and granted the admin role.`,
    }[result.action]
    console.log(`${said} Sign in with an OTP to get an admin token. (event store schema: ${schema})`)
  }), { writes: true })
} catch (error) {
  console.error(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`)
  exitCode = 1
}
process.exit(exitCode)
