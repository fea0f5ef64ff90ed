// The platform keeps wallet snapshots in its event store's schema, and a platform started again
// over that schema (a restart, or another process of the cluster) loads wallets from them.
import t from 'tap'
import postgres from 'postgres'
import { createLogger } from '@arena/service-kit'
import { engineUrl, needs } from '@arena/testing'
import { startPlatform } from '../src/index'
import { bootPlatform } from './support/platformUnderTest'

const at = '2026-03-01T10:00:00.000Z'

t.test('wallet snapshots are kept beside the events every SNAPSHOT_EVERY events and read by the next process', needs('postgres'), async t => {
  const { platform, config } = await bootPlatform(t, { env: { SNAPSHOT_EVERY: '3' } })
  const sql = postgres(engineUrl('postgres')!, { max: 1, onnotice: () => {} })
  t.teardown(() => sql.end())
  for (const n of [1, 2, 3, 4]) {
    await platform.wallet.handlers.creditBonus({ commandId: `bonus-${n}`, at, userId: 'u-snap', bonusId: `b${n}`, amount: '1.25', kind: 'registration' })
  }
  // Saved after the commands were answered: wait until the row is there.
  const snapshotVersion = async () => (await sql<{ version: number }[]>`SELECT version FROM ${sql(config.EVENTSTORE_SCHEMA)}.snapshots WHERE stream = 'wallet-u-snap'`)[0]?.version
  const deadline = Date.now() + 10_000
  while ((await snapshotVersion()) === undefined && Date.now() < deadline) await new Promise(resolve => setImmediate(resolve))
  t.equal(await snapshotVersion(), 3, 'one snapshot, at the third event')

  const second = await startPlatform({ ...config, PORT: 0 }, { logger: createLogger('snapshots', { level: 'silent' }) })
  t.teardown(() => second.close())
  const state = await second.wallet.handlers.state('u-snap')
  t.equal(state.wallets.reward.toFixed(2), '5.00', 'the snapshot and the event after it')
  t.equal(state.processed.size, 4)
})
