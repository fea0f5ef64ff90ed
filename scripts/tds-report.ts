// Exports every withdrawal's status, amount, TDS, paid amount, PAN, policy and date as CSV, recomputing
// each TDS from the inputs recorded on its ledger event; tax counts as withheld only on completed
// withdrawals (tds_withheld). Exits 1 if any row does not recompute.
//   npx tsx scripts/tds-report.ts --from <date> --to <date> [--out file.csv] [--schema <name>]
// Bare dates are whole days in India (+05:30), both ends inclusive. PAN comes from identity's KYC
// read model, rebuilt from the same event log.
import { writeFile } from 'node:fs/promises'
import { PostgresEventStore } from '@arena/eventstore'
import { randomBytes } from 'node:crypto'
import { authGuards, createLogger, createTokenIssuer, systemClock } from '@arena/service-kit'
import { createIdentityModule } from '@arena/identity'
import { reportRange, tdsCsv, tdsReport } from '@arena/wallet'
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

const from = option('from') ?? fail('usage: tds-report --from <date> --to <date> [--out file.csv] [--schema <name>]')
const to = option('to') ?? fail('--to is required')
const database = await openDatabase()
const url = database.url
let range: { from: Date; to: Date } = { from: new Date(0), to: new Date(0) }
try {
  range = reportRange(from, to)
} catch (error) {
  fail((error as Error).message)
}

const store = await PostgresEventStore.connect({
  url, schema: option('schema') ?? process.env.EVENTSTORE_SCHEMA ?? 'eventstore', migrate: false, listen: false, maxConnections: 1,
})
// Identity's read model gives each user's PAN; nothing is signed here, so a throwaway key is enough.
const secret = process.env.IDENTITY_SECRET ?? randomBytes(32).toString('hex')
const issuer = createTokenIssuer({ secret, ttlSeconds: 60 })
const identity = createIdentityModule({
  store, clock: systemClock, logger: createLogger('tds-report', { level: 'warn' }), issuer, guards: authGuards(issuer),
  push: { toUser() {}, toTopic() {}, toAll() {} }, dataDir: process.env.DATA_DIR ?? 'data',
}, { secret })
let exitCode = 0
try {
  await identity.start!()
  const report = await tdsReport(store, range, { panOf: userId => identity.panOf(userId) })
  const csv = tdsCsv(report)
  const out = option('out')
  if (out) await writeFile(out, csv)
  else process.stdout.write(csv)
  for (const row of report.mismatches) console.error(`MISMATCH ${row.withdrawalId}: ${row.problems.join('; ')}`)
  const yearEndProblems = report.yearEnds.filter(row => row.problems.length > 0)
  for (const row of yearEndProblems) console.error(`MISMATCH year-end ${row.financialYear} ${row.userId}: ${row.problems.join('; ')}`)
  const { completed, pending, rejected, tdsWithheld } = report.totals
  console.error(`${report.rows.length} withdrawals (${completed} completed, ${pending} pending, ${rejected} rejected), TDS withheld ${tdsWithheld}, ${report.mismatches.length} mismatches`)
  exitCode = report.mismatches.length + yearEndProblems.length > 0 ? 1 : 0
} finally {
  await identity.stop?.()
  await store.close()
  await database.close()
}
// Exit explicitly: the mismatch verdict is the report's whole point and must not depend on open handles.
process.exit(exitCode)
