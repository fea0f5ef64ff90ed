// Prints every event of one user's wallet stream with the running balances of the three wallets.
//   npx tsx scripts/replay-ledger.ts <userId> [--until <ISO instant>] [--until-event <n>] [--schema <name>]
// Reads DATABASE_URL, else the embedded profile's data (see scripts/lib/database.ts); the event store schema comes from --schema, else EVENTSTORE_SCHEMA, else `eventstore`.
import { PostgresEventStore } from '@arena/eventstore'
import { formatLedger, replayLedger, type ReplayOptions } from '@arena/wallet'
import { openDatabase } from './lib/database'

const args = process.argv.slice(2)
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? undefined : args[i + 1]
}
const fail = (message: string): never => {
  console.error(message)
  process.exit(2)
}

const userId = args[0] && !args[0].startsWith('--') ? args[0] : fail('usage: replay-ledger <userId> [--until <ISO instant>] [--until-event <n>] [--schema <name>]')
const database = await openDatabase()
const url = database.url
const options: ReplayOptions = {}
const until = option('until')
if (until !== undefined) {
  const at = new Date(until)
  if (Number.isNaN(at.getTime())) fail(`--until ${until} is not an instant`)
  options.until = at
}
const untilEvent = option('until-event')
if (untilEvent !== undefined) {
  if (!/^\d+$/.test(untilEvent)) fail(`--until-event ${untilEvent} is not a whole number`)
  options.untilEvent = Number(untilEvent)
}

const store = await PostgresEventStore.connect({
  url, schema: option('schema') ?? process.env.EVENTSTORE_SCHEMA ?? 'eventstore', migrate: false, listen: false, maxConnections: 1,
})
try {
  console.log(formatLedger(userId, await replayLedger(store, userId, options)))
} finally {
  await store.close()
  await database.close()
}
