// `npm run seed`: something to look at and someone to sign in as, on the configured store.
//   npm run seed [-- --admin-mobile 9000000001] [--player-mobile 9000000002] [--player-name sample1]
// Puts in, through the product's own modules: the practice contest with its demo traders seated
// (the DEMO_CONTEST keeper; they trade while the product runs with DEMO_CONTEST=on, `npm start`'s
// default), an admin (the create-admin way) and a sample player (signed up through the Sign Up
// calls, with the OTP from the outbox). Prints how to sign in as each. Safe to run again: what
// exists is found, not added twice.
// Store: DATABASE_URL, else the embedded profile's data in DATA_DIR (./data), as create-admin finds it.
// Run it while the product is stopped: it runs the product's background work for its few seconds.
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { createLogger } from '@arena/service-kit'
import { platformConfig, startPlatform } from '../services/platform/src/index'
import { openDatabase } from './lib/database'

const args = process.argv.slice(2)
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`)
  return i === -1 ? fallback : (args[i + 1] ?? fallback)
}
const adminMobile = option('admin-mobile', '9000000001')
const playerMobile = option('player-mobile', '9000000002')
const playerName = option('player-name', 'sample1')
const dataDir = resolve(process.env.DATA_DIR ?? join(import.meta.dirname, '..', 'data'))

if (!process.env.DATABASE_URL && (await fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}/api/health`).then(() => true, () => false))) {
  console.error('seed: the product is running (npm start); stop it first, then seed, then start it again.')
  process.exit(2)
}

/** The newest code the outbox holds for `address`, as the person would read it in their SMS. */
async function codeFor(address: string): Promise<string> {
  const lines = (await readFile(join(dataDir, 'outbox', 'otp.jsonl'), 'utf8')).trim().split('\n')
  const found = lines.map(line => JSON.parse(line) as { address: string; code: string }).filter(line => line.address === address && line.code).at(-1)
  if (!found) throw new Error(`no code in the outbox for ${address}`)
  return found.code
}

const database = await openDatabase()
const logger = createLogger('seed', { level: process.env.LOG_LEVEL ?? 'warn' })
const config = platformConfig({ ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: '0', ROLE: 'all', DEMO_CONTEST: 'on' })
const platform = await startPlatform(config, { logger })
let exitCode = 0
try {
  // The start already ran one pass of the keeper; one more seats anyone the first pass missed.
  await platform.demo!.tick()
  const contest = platform.demo!.current()!
  const seated = platform.contest.view.get(contest.contestId)?.state.players.size ?? 0

  const admin = await platform.identity.ensureAdmin({ mobile: adminMobile, countryCode: '91' })

  const post = async (json: Record<string, unknown>) => {
    const answer = await platform.app.inject({ method: 'POST', url: '/api/user-registor', payload: json })
    if (answer.statusCode !== 200) throw new Error(`sign-up of the sample player answered ${answer.statusCode}: ${answer.body}`)
    return answer.json() as { data: { encrypted_otp: string; registerStatus: boolean } }
  }
  // Asking for a code again within the cool-down would be refused: someone with the name is enough.
  const known = platform.identity.view.find('username', playerName)
  const first = known ? undefined : await post({ countryCode: '91', mobile: playerMobile })
  let player = known ? `already registered${known.mobile === playerMobile ? '' : ` with +${known.countryCode} ${known.mobile ?? known.email}`}` : 'already registered'
  if (first && !first.data.registerStatus) {
    await post({ countryCode: '91', mobile: playerMobile, otp: await codeFor(`+91${playerMobile}`), encrypted_otp: first.data.encrypted_otp, name: playerName, terms: true })
    player = 'registered'
  }

  const url = config.PUBLIC_URL ?? 'http://localhost:3000'
  console.log([
    '',
    `  Practice contest: "${contest.terms!.contestName}" from ${contest.terms!.startAt} to ${contest.terms!.endAt}, ${seated} demo traders seated; free, no prize money`,
    `  Admin:          +91 ${adminMobile} (${admin.name}; ${admin.action})`,
    `  Sample player:  +91 ${playerMobile} (${playerName}; ${player})`,
    '',
    `  Sign-in is by OTP: start the product (npm start), open ${url}/login, enter the number, and read the`,
    `  code from ${join(dataDir, 'outbox', 'otp.jsonl')}. The demo traders trade while the product runs.`,
    '',
  ].join('\n'))
} catch (error) {
  console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`)
  exitCode = 1
} finally {
  await platform.close()
  await database.close()
}
process.exit(exitCode)
