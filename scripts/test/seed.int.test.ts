// `npm run seed` on a store of its own: the practice contest with its demo traders, an admin and a
// sample player, each printed with how to sign in; a second run finds them all instead of adding any.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import postgres from 'postgres'
import t from 'tap'
import { needs, platformPlace } from '@arena/testing'

const root = join(import.meta.dirname, '..', '..')
t.setTimeout(300_000)

function seed(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  // The embedded profile's modules: no Kafka or Redis of the test run's.
  const { KAFKA_BROKERS: _k, REDIS_URL: _r, ROLE: _o, MODULES: _m, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { cwd: root, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', chunk => { output += chunk })
  child.stderr.on('data', chunk => { output += chunk })
  return new Promise(resolve => child.once('close', code => resolve({ code, output })))
}

t.test('seed puts in the practice contest, an admin and a sample player, once', needs('postgres'), async t => {
  const { url, schema, env } = await platformPlace(t, 'seed')
  const sql = postgres(url, { max: 1, onnotice: () => {} })
  t.teardown(() => sql.end())

  const first = await seed(env)
  t.equal(first.code, 0, first.output)
  t.match(first.output, /Practice contest: "Practice contest \(demo\)" .* 4 demo traders seated; free, no prize money/)
  t.match(first.output, /Admin: +\+91 9000000001 \(admin; registered\)/)
  t.match(first.output, /Sample player: +\+91 9000000002 \(sample1; registered\)/)
  t.match(first.output, /outbox\/otp\.jsonl/, 'says where the sign-in codes are')

  const second = await seed(env)
  t.equal(second.code, 0, second.output)
  t.match(second.output, /\(admin; already-admin\)/)
  t.match(second.output, /\(sample1; already registered\)/)
  const created = await sql.unsafe(`select count(*)::int as n from ${schema}.events where type = 'ContestCreated'`)
  t.equal(created[0]!.n, 1, 'one practice contest after two runs')
})
