import { randomUUID } from 'node:crypto'
import t from 'tap'
import { createLogger, readModelsCaughtUpTo } from '@arena/service-kit'
import { engineUrl, needs } from '@arena/testing'
import { startPlatform, type RunningPlatform } from '../src/index'
import { freshMobile, lastCode } from './support/people'
import { bootPlatform } from './support/platformUnderTest'

const kafka = needs('kafka')
const workers = ['identity', 'wallet', 'contest', 'matching', 'leaderboard', 'support']

t.test('in the cluster the relay is the one process that reads the store\'s global log; the edge\'s and every worker\'s read models follow the bus', { ...needs('postgres'), ...kafka }, async t => {
  const env = { KAFKA_BROKERS: engineUrl('kafka')!, KAFKA_NAMESPACE: `t${randomUUID().slice(0, 8)}.` }
  const relay = await bootPlatform(t, { env: { ...env, ROLE: 'relay' } })
  const start = (extra: Record<string, string>, name: string) =>
    startPlatform({ ...relay.config, ...extra, PORT: 0 }, { logger: createLogger(name, { level: 'silent' }), clock: relay.clock })
  const others: Record<string, RunningPlatform> = {}
  const started = await Promise.all([start({ ROLE: 'edge' }, 'edge'), ...workers.map(module => start({ ROLE: 'worker', MODULES: module }, module))])
  started.forEach((platform, i) => (others[i === 0 ? 'edge' : workers[i - 1]!] = platform))
  // Closed before the relay's own teardown drops the schema.
  const closeOthers = () => Promise.allSettled(Object.values(others).map(platform => platform.close()))
  t.teardown(closeOthers)

  const edge = others.edge!
  const register = (payload: Record<string, unknown>) => edge.app.inject({ method: 'POST', url: '/api/user-registor', payload: { countryCode: '91', ...payload } })
  const mobile = freshMobile()
  const first = await register({ mobile })
  const otp = await lastCode(relay.dataDir, `+91${mobile}`)
  const signedUp = await register({ mobile, otp, encrypted_otp: first.json().data.encrypted_otp, name: 'onereader', terms: true })
  t.equal(signedUp.statusCode, 200, 'a player signs up through the edge')
  const position = Number(signedUp.headers['x-arena-position'])

  // Every process's read models take the sign-up in from the relay's log topic.
  await Promise.all(Object.values(others).map(platform => readModelsCaughtUpTo(platform.infrastructure.store, position)))
  t.ok(edge.identity.view.position >= position, 'the edge\'s read models hold the sign-up')
  t.ok(others.identity!.identity.view.position >= position, 'and identity\'s worker\'s')
  t.ok(relay.platform.infrastructure.storeLogReads() > 0, `the relay read the store's log (${relay.platform.infrastructure.storeLogReads()} queries)`)
  for (const [name, platform] of Object.entries(others)) t.equal(platform.infrastructure.storeLogReads(), 0, `${name}: no query of the store's log`)
  await closeOthers()
})
