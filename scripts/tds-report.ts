// Exports every withdrawal's status, amount, TDS, paid amount, PAN, policy and date as CSV, recomputing
// each TDS from the inputs recorded on its ledger event; tax counts as withheld only on completed
// withdrawals (tds_withheld). Exits 1 if any row does not recompute.
//   npx tsx scripts/tds-report.ts --from <date> --to <date> [--out file.csv] [--schema <name>]
// Bare dates are whole days in India (+05:30), both ends inclusive. PAN comes from identity's KYC
// read model, rebuilt from the same event log.
import { writeFile } from 'node:fs/promises'
import { reportRange, tdsCsv, tdsReport } from '@arena/wallet'
import { commandLine, fail, withIdentity, withStore } from './lib/opsScript'

const { option, schema } = commandLine()
const from = option('from') ?? fail('usage: tds-report --from <date> --to <date> [--out file.csv] [--schema <name>]')
const to = option('to') ?? fail('--to is required')
let range: { from: Date; to: Date } = { from: new Date(0), to: new Date(0) }
try {
  range = reportRange(from, to)
} catch (error) {
  fail((error as Error).message)
}

// Identity's read model gives each user's PAN, rebuilt from the same event log.
const exitCode = await withStore(schema, store => withIdentity(store, 'tds-report', async identity => {
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
  return report.mismatches.length + yearEndProblems.length > 0 ? 1 : 0
}))
// Exit explicitly: the mismatch verdict is the report's whole point and must not depend on open handles.
process.exit(exitCode)
