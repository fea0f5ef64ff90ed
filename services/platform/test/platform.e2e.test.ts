import t from 'tap'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { randomUUID } from 'node:crypto'
import { createLogger } from '@arena/service-kit'
import { engineUrl, needs } from '@arena/testing'
import { platformConfig, startPlatform } from '../src/index'

const logger = createLogger('platform-test', { level: 'silent' })

t.test('the whole product boots on PostgreSQL, reports each dependency, and keeps its data across a restart', needs('postgres'), async t => {
  const url = engineUrl('postgres')!
  const schema = `platform_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  const dataDir = await mkdtemp(join(tmpdir(), 'arena-platform-'))
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  t.teardown(async () => {
    await admin.unsafe(`drop schema if exists ${schema} cascade`)
    await admin.end()
    await rm(dataDir, { recursive: true, force: true })
  })
  const config = platformConfig({ DATABASE_URL: url, EVENTSTORE_SCHEMA: schema, DATA_DIR: dataDir, PORT: '0' })

  const first = await startPlatform(config, { logger })
  const health = await fetch(`${first.url}/api/health`)
  t.equal(health.status, 200)
  const report = await health.json() as { status: string; dependencies: Record<string, { status: string }> }
  t.equal(report.status, 'ok')
  t.same(Object.keys(report.dependencies).sort(), ['bus', 'eventstore', 'marketFeed', 'postgres', 'relay'])
  const created = await first.identity.ensureAdmin({ mobile: '9876543210', countryCode: '91' }, 'opsadmin')
  t.equal(created.action, 'registered')
  await first.close()

  const second = await startPlatform(config, { logger })
  t.teardown(() => second.close())
  const again = await second.identity.ensureAdmin({ mobile: '9876543210', countryCode: '91' }, 'opsadmin')
  t.equal(again.action, 'already-admin', 'the user and the role were rebuilt from the stored events')
  t.equal(again.userId, created.userId)
  const ready = await fetch(`${second.url}/api/ready`)
  t.equal(ready.status, 200)
})

t.test('a bad configuration names the variable and starts nothing', async t => {
  t.throws(() => platformConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' }), /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/)
})
