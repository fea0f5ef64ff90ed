// Node's flags per process: the 32 MB young generation where work grows with orders, V8's default
// for the identity and contest workers, the relay's larger first old generation, and
// docker-compose.yml starting each service the same way.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { platformNodeFlags } from '../lib/platformNode.mjs'

const root = join(import.meta.dirname, '..', '..')
const youngGeneration = '--max-semi-space-size=32'

t.test('the order path keeps the large young generation; the identity and contest workers do not', async t => {
  const large = (env: { ROLE?: string; MODULES?: string }) => platformNodeFlags(env).includes(youngGeneration)
  t.ok(large({}), 'the embedded profile (npm start)')
  t.ok(large({ ROLE: 'all' }))
  t.ok(large({ ROLE: 'edge' }), 'an edge places orders')
  t.ok(large({ ROLE: 'relay' }), 'the relay moves every event')
  for (const worker of ['matching', 'leaderboard', 'wallet', 'support', 'contest,matching']) t.ok(large({ ROLE: 'worker', MODULES: worker }), worker)
  for (const worker of ['identity', 'contest', 'identity,contest']) t.notOk(large({ ROLE: 'worker', MODULES: worker }), worker)
  for (const env of [{}, { ROLE: 'edge' }, { ROLE: 'worker', MODULES: 'contest' }]) {
    t.ok(platformNodeFlags(env).includes('--enable-source-maps'), 'stack traces mapped back everywhere')
    t.ok(platformNodeFlags(env).includes('--expose-gc'), "and gc exposed for the restore's one collection")
  }
})

t.test('the relay alone starts with a 256 MB old generation', async t => {
  const oldGeneration = '--initial-old-space-size=256'
  t.ok(platformNodeFlags({ ROLE: 'relay' }).includes(oldGeneration))
  for (const env of [{}, { ROLE: 'all' }, { ROLE: 'edge' }, { ROLE: 'worker', MODULES: 'matching' }, { ROLE: 'worker', MODULES: 'identity' }]) {
    t.notOk(platformNodeFlags(env).includes(oldGeneration), JSON.stringify(env))
  }
})

/** Each service of docker-compose.yml: its node flags, ROLE and MODULES (a service without a command of its own runs the x-app one). */
function composeServices(text: string): { name: string; flags: string[]; env: { ROLE?: string; MODULES?: string } }[] {
  const commandFlags = (line: string) => (JSON.parse(line.slice(line.indexOf('['))) as string[]).filter(part => part.startsWith('--'))
  const appCommand = text.split('\n').find(line => /^ {2}command: \["node"/.test(line))!
  const services: { name: string; flags: string[]; env: { ROLE?: string; MODULES?: string }; app: boolean }[] = []
  for (const line of text.split('\n')) {
    const name = /^ {2}([a-z-]+):$/.exec(line)?.[1]
    if (name) services.push({ name, flags: commandFlags(appCommand), env: {}, app: false })
    const current = services.at(-1)
    if (!current) continue
    if (/^ {4}<<: \*app$/.test(line)) current.app = true
    if (/^ {4}command: \["node"/.test(line)) current.flags = commandFlags(line)
    const setting = /^ {6}(ROLE|MODULES): (\S+)$/.exec(line)
    if (setting) current.env[setting[1] as 'ROLE' | 'MODULES'] = setting[2]
  }
  return services.filter(service => service.app)
}

t.test('docker-compose.yml starts every process with the flags the other starts use', async t => {
  const services = composeServices(readFileSync(join(root, 'docker-compose.yml'), 'utf8'))
  t.same(services.map(service => service.name).sort(), ['contest', 'gateway', 'identity', 'leaderboard', 'matching', 'relay', 'support', 'wallet'])
  for (const service of services) t.same(service.flags, platformNodeFlags(service.env), service.name)
})
