// Prints every event of one user's wallet stream with the running balances of the three wallets.
//   npx tsx scripts/replay-ledger.ts <userId> [--until <ISO instant>] [--until-event <n>] [--schema <name>]
// Reads DATABASE_URL, else the embedded profile's data (see scripts/lib/database.ts); the event store schema comes from --schema, else EVENTSTORE_SCHEMA, else `eventstore`.
import { formatLedger, replayLedger, type ReplayOptions } from '@arena/wallet'
import { commandLine, fail, withStore } from './lib/opsScript'

const { args, option, schema } = commandLine()
const userId = args[0] && !args[0].startsWith('--') ? args[0] : fail('usage: replay-ledger <userId> [--until <ISO instant>] [--until-event <n>] [--schema <name>]')
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

await withStore(schema, async store => console.log(formatLedger(userId, await replayLedger(store, userId, options))))
