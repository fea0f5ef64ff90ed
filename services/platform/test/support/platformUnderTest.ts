import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import postgres from 'postgres'
import { createLogger, type Logger } from '@arena/service-kit'
import { engineUrl, ManualClock } from '@arena/testing'
import { platformConfig, startPlatform, type PlatformConfig, type RunningPlatform } from '../../src/index'
import { client, type Client } from './client'

/** Enough for the HMAC check; fixed so tests can sign webhook bodies the way the provider does. */
export const WEBHOOK_SECRET = 'webhook-secret-for-bad-input-tests'

/** What "nothing written" is measured against: the event log's head and the files under uploads. */
export interface WriteMark {
  head: number
  files: string[]
}

export interface PlatformUnderTest {
  platform: RunningPlatform
  /** The variables the platform was started with, for a second process over the same schema. */
  config: PlatformConfig
  /** The platform's clock: moved only by the test, so no contest starts or code expires on its own. */
  clock: ManualClock
  dataDir: string
  call: Client
  mark(): Promise<WriteMark>
}

interface TeardownHost {
  teardown(fn: () => unknown): void
}

/**
 * The whole product on PostgreSQL in its own schema and data folder, torn down (schema dropped,
 * folder removed) when `t` ends. Logs are silent: a 500 is caught by status, not by reading logs.
 */
export async function bootPlatform(t: TeardownHost, extra: { env?: Record<string, string>; logger?: Logger } = {}): Promise<PlatformUnderTest> {
  const url = engineUrl('postgres')!
  const schema = `badinput_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  const dataDir = await mkdtemp(join(tmpdir(), 'arena-badinput-'))
  const config = platformConfig({
    DATABASE_URL: url, EVENTSTORE_SCHEMA: schema, DATA_DIR: dataDir, PORT: '0', PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // Sign-up bonuses are paid by a saga some moments after the sign-up: a write no request made,
    // landing in the middle of a "nothing written" check. Off here; they have their own tests.
    REGISTRATION_BONUS: '0', REFERRAL_BONUS: '0',
    // Thousands of calls come from one test process; a 429 would hide the answer under test.
    RATE_LIMIT_PER_MINUTE: '0',
    ...extra.env,
  })
  const clock = new ManualClock(new Date().toISOString())
  const platform = await startPlatform(config, { logger: extra.logger ?? createLogger('bad-input', { level: 'silent' }), clock })
  t.teardown(async () => {
    await platform.close()
    const admin = postgres(url, { max: 1, onnotice: () => {} })
    await admin.unsafe(`drop schema if exists ${schema} cascade`)
    await admin.end()
    await rm(dataDir, { recursive: true, force: true })
  })
  const uploads = join(dataDir, 'uploads')
  return {
    platform,
    config,
    clock,
    dataDir,
    call: client(platform.app),
    mark: async () => ({ head: await platform.infrastructure.store.headPosition(), files: await filesUnder(uploads) }),
  }
}

/** Every file below `dir` (relative names, sorted); none when it does not exist yet. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter(entry => entry.isFile()).map(entry => relative(dir, join(entry.parentPath, entry.name))).sort()
}
