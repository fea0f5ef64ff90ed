import t from 'tap'
import { readdir, readFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

// The device of a player abroad: the app must still show India time. Set before the module
// loads, and checked below, so the test proves something on a machine that is itself in India.
process.env.TZ = 'America/New_York'
const { formatCardDate, formatClock, formatDateMinute, formatDateTime, formatDay, formatStamp, formatTime } = await import('../src/ui/formatDateTime')

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src')
/** 2026-03-01 00:17:48 in New York is 10:47:48 am in India. */
const AT = '2026-03-01T05:17:48.000Z'

t.test('the process runs in New York time', async t => {
  t.equal(new Date(AT).getHours(), 0, 'the device clock says 00:17')
})

t.test('every formatter shows India time with the IST label', async t => {
  t.equal(formatDateTime(AT), '1 Mar 2026, 10:47:48 am IST')
  t.equal(formatDateMinute(AT), '1 Mar 2026, 10:47 am IST')
  t.equal(formatCardDate(Date.parse(AT)), '01 Mar, 10:47 am IST')
  t.equal(formatClock(new Date(AT)), '10:47:48 am IST')
  t.equal(formatTime(Date.parse(AT)), '10:47 am IST')
  t.equal(formatStamp(Date.parse(AT)), '01 Mar, 10:47:48 am IST')
  // 23:00 on 28 Feb in New York is already 1 March in India.
  t.equal(formatDay('2026-03-01T04:00:00.000Z'), '1 Mar 2026', 'the India calendar day, not the device\'s')
})

t.test('what is not an instant shows as it came or as a dash, never "Invalid Date"', async t => {
  t.equal(formatDateTime('soon'), 'soon')
  t.equal(formatCardDate(Number.NaN), '—')
  t.equal(formatDay(''), '—')
})

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(entries.map(entry => (entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))))
  return nested.flat().filter(file => /\.(ts|tsx)$/.test(file))
}

t.test('no screen formats a date itself: only ui/formatDateTime.ts does', async t => {
  const direct = /Intl\.DateTimeFormat|toLocale(Date|Time)?String|timeZone\s*:|\.get(Hours|Minutes|Date|Day|Month|FullYear)\(/
  const offenders: string[] = []
  for (const file of await sourceFiles(src)) {
    const name = relative(src, file)
    if (name === join('ui', 'formatDateTime.ts')) continue
    const lines = (await readFile(file, 'utf8')).split('\n')
    lines.forEach((line, i) => {
      if (direct.test(line)) offenders.push(`${name}:${i + 1}: ${line.trim()}`)
    })
  }
  t.same(offenders, [], 'date formatting outside the shared module')
})
