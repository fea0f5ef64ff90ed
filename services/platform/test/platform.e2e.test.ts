import t from 'tap'
import { createLogger } from '@arena/service-kit'
import { needs, platformPlace } from '@arena/testing'
import { platformConfig, startPlatform } from '../src/index'

const logger = createLogger('platform-test', { level: 'silent' })

t.test('the whole product boots on PostgreSQL, reports each dependency, and keeps its data across a restart', needs('postgres'), async t => {
  const { env } = await platformPlace(t, 'platform')
  const config = platformConfig({ ...env, PORT: '0' })

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
