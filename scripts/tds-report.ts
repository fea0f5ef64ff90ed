// Exports every withdrawal's amount, TDS, paid amount, PAN, policy and date as CSV, recomputing
// each TDS from the inputs recorded on its ledger event. Exits 1 if any row does not recompute.
//   npx tsx scripts/tds-report.ts --from <date> --to <date> [--out file.csv] [--schema <name>]
// Bare dates are whole days in India (+05:30), both ends inclusive. PAN comes from a lookup port
// that is empty until KYC exists (the pan_note column says so).
import { writeFile } from 'node:fs/promises'
import { PostgresEventStore } from '@arena/eventstore'
import { noPanYet, reportRange, tdsCsv, tdsReport } from '@arena/wallet'

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
const url = process.env.DATABASE_URL ?? fail('DATABASE_URL is not set')
let range: { from: Date; to: Date } = { from: new Date(0), to: new Date(0) }
try {
  range = reportRange(from, to)
} catch (error) {
  fail((error as Error).message)
}

const store = await PostgresEventStore.connect({
  url, schema: option('schema') ?? process.env.EVENTSTORE_SCHEMA ?? 'eventstore', migrate: false, listen: false, maxConnections: 1,
})
try {
  const report = await tdsReport(store, range, noPanYet)
  const csv = tdsCsv(report)
  const out = option('out')
  if (out) await writeFile(out, csv)
  else process.stdout.write(csv)
  for (const row of report.mismatches) console.error(`MISMATCH ${row.withdrawalId}: ${row.problems.join('; ')}`)
  console.error(`${report.rows.length} withdrawals, ${report.mismatches.length} mismatches`)
  process.exitCode = report.mismatches.length > 0 ? 1 : 0
} finally {
  await store.close()
}
