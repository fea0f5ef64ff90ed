import t from 'tap'
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { PostgresEventStore } from '@arena/eventstore'
import { engineUrl, needs } from '@arena/testing'
import { logInMobile, signUpMobile, identityFor, startIdentity, wrongCode } from './support/harness'

/** The int flow once more over PostgreSQL, in a schema of its own that is dropped afterwards. */
t.test('sign-up, login and refusals work over PostgreSQL, and survive a restart', needs('postgres'), async t => {
  const schema = `identity_e2e_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const open = (migrate: boolean) => PostgresEventStore.connect({ url: engineUrl('postgres')!, schema, migrate, maxConnections: 3, pollMs: 200 })
  const store = await open(true)
  t.teardown(async () => {
    await store.sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await store.close()
  })

  const first = await startIdentity({ store, keepStore: true })
  const { token } = await signUpMobile(first, '09876900001', 'Pgasha')
  t.equal((await first.post('/api/profile-data', {}, token)).body.data.mobile, '9876900001')

  // Wrong and expired OTPs, a resend too early, then too many attempts.
  first.clock.advance(31_000)
  const step1 = await first.post('/api/login', { countryCode: '91', mobile: '9876900001' })
  const code = first.sender.last('+919876900001').code
  const attempt = (h: typeof first, otp: string) => h.post('/api/login', { countryCode: '91', mobile: '9876900001', otp, encrypted_otp: step1.body.data.encrypted_otp })
  t.equal((await attempt(first, wrongCode(code))).body.errors.otp, 'Invalid OTP. 4 attempts left')
  t.equal((await first.post('/api/login', { countryCode: '91', mobile: '9876900001' })).statusCode, 429, 'resend too early')
  first.clock.advance(5 * 60_000 + 1)
  t.equal((await attempt(first, code)).body.errors.otp, 'OTP has expired. Please request a new OTP')
  const again = await first.post('/api/login', { countryCode: '91', mobile: '9876900001' })
  const newCode = first.sender.last('+919876900001').code
  const retry = (otp: string) => first.post('/api/login', { countryCode: '91', mobile: '9876900001', otp, encrypted_otp: again.body.data.encrypted_otp })
  for (let i = 0; i < 5; i++) await retry(wrongCode(newCode))
  t.equal((await retry(newCode)).statusCode, 429, 'too many attempts')

  // Concurrent registrations of one username across two module instances on the same database.
  const other = await startIdentity({ store, keepStore: true, clock: first.clock })
  const prepare = async (h: typeof first, mobile: string) => {
    const s1 = await h.post('/api/user-registor', { countryCode: '91', mobile })
    return { countryCode: '91', mobile, otp: h.sender.last(`+91${mobile}`).code, encrypted_otp: s1.body.data.encrypted_otp, name: 'PgTwin', terms: true }
  }
  const [a, b] = await Promise.all([prepare(first, '9876900002'), prepare(other, '9876900003')])
  const results = await Promise.all([first.post('/api/user-registor', a), other.post('/api/user-registor', b)])
  t.same(results.map(r => r.statusCode).sort(), [200, 409], 'exactly one process wins the username')
  await other.close()
  await first.close()

  // A new instance rebuilds its projections from the log: the user exists and logs in.
  const restarted = await startIdentity({ store, keepStore: true, clock: first.clock })
  t.teardown(() => restarted.close())
  t.ok(restarted.module.isReady!(), 'ready once caught up')
  t.equal(restarted.module.view.find('username', 'pgasha')?.mobile, '9876900001')
  restarted.clock.advance(31_000)
  const step = await restarted.post('/api/user-registor', { countryCode: '91', mobile: '9876900001' })
  t.equal(step.body.data.registerStatus, true)
  restarted.clock.advance(31_000)
  const fresh = await logInMobile(restarted, '9876900001')
  const history = await restarted.get('/api/login-history', fresh)
  t.equal(history.body.total, 2, 'the sign-up login and this one')
  t.equal((await restarted.post('/api/profile-data', {}, token)).body.data.name, 'Pgasha', 'a token issued before the restart still works')
})

t.test('scripts/create-admin registers an admin who then signs in with an admin token', needs('postgres'), async t => {
  const schema = `identity_e2e_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const root = fileURLToPath(new URL('../../../', import.meta.url))
  const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', ...args, '--schema', schema], {
    cwd: root, env: { ...process.env, DATABASE_URL: engineUrl('postgres')! }, encoding: 'utf8',
  })
  const store = await PostgresEventStore.connect({ url: engineUrl('postgres')!, schema, maxConnections: 2, pollMs: 200 })
  t.teardown(async () => {
    await store.sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await store.close()
  })
  const created = run('--mobile', '09876900101')
  t.equal(created.status, 0, created.stderr)
  t.match(created.stdout, /^Registered a new user admin \(\+91 9876900101, id [0-9a-f-]{36}\) and granted the admin role/)
  t.match(run('--mobile', '9876900101').stdout, /^Nothing to do: admin .* is already an admin/)
  const refused = run('--email', 'not-an-email')
  t.equal(refused.status, 1)
  t.match(refused.stderr, /create-admin failed: Please enter valid email/)

  const h = await identityFor(t, { store, keepStore: true })
  const token = await logInMobile(h, '9876900101')
  t.equal((await h.get('/api/admin/users', token)).statusCode, 200, 'the token carries the admin role')
})
