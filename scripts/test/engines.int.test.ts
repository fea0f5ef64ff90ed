// The engines `npm test`, `npm run load` and `npm run bench` start for themselves
// (scripts/lib/engines.mjs) must not outlive the run: after a normal stop and after Ctrl-C, no
// process they started is left and their ports are free again.
import { spawn, spawnSync } from 'node:child_process'
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { findEngines, freePort, portOpen, type EngineName } from '../lib/engines.mjs'

const root = join(import.meta.dirname, '..', '..')
// redis-server is on CI's machines (.ci/run installs it); where it is not, the PostgreSQL part still runs.
const wanted: EngineName[] = spawnSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' }).status === 0 ? ['postgres', 'redis'] : ['postgres']

interface Proc { pid: number; ppid: number; pgid: number; state: string; command: string }

async function processes(): Promise<Proc[]> {
  const found: Proc[] = []
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '')
    const command = await readFile(`/proc/${name}/cmdline`, 'utf8').then(c => c.split('\0').join(' ').trim(), () => '')
    const close = stat.lastIndexOf(')')
    if (close === -1) continue
    const [state, ppid, pgid] = stat.slice(close + 2).split(' ')
    found.push({ pid: Number(name), ppid: Number(ppid), pgid: Number(pgid), state: state!, command })
  }
  return found
}

/** Every live process in the groups `pgids` and every descendant of those (PostgreSQL's children start sessions of their own). */
async function startedProcesses(pgids: number[]): Promise<Proc[]> {
  const all = (await processes()).filter(p => p.state !== 'Z')
  const chosen = new Map(all.filter(p => pgids.includes(p.pgid)).map(p => [p.pid, p]))
  for (let grew = true; grew; ) {
    grew = false
    for (const p of all) if (!chosen.has(p.pid) && chosen.has(p.ppid)) { chosen.set(p.pid, p); grew = true }
  }
  return [...chosen.values()]
}

async function stillAlive(procs: Proc[]): Promise<Proc[]> {
  const now = new Map((await processes()).filter(p => p.state !== 'Z').map(p => [p.pid, p]))
  // A pid counts as left over only if it is the same program (pids are reused).
  return procs.filter(p => now.get(p.pid)?.command === p.command)
}

const portOf = (url: string) => Number(/:(\d+)(\/|$)/.exec(url.replace(/^\w+:\/\/[^@]*@/, 'x://'))![1])

async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'arena-engines-'))
  // Under root the server runs as the postgres user, which must reach its folder.
  await chmod(dir, 0o755)
  return dir
}

t.test('engines started for a run are gone, ports and all, after it stops them', async t => {
  const dataDir = await tempDataDir()
  t.teardown(() => rm(dataDir, { recursive: true, force: true }))
  const engines = await findEngines(root, { needs: wanted, env: {}, ci: false, probeUsualPorts: false, postgres: { dataDir, port: await freePort() } })
  t.teardown(() => engines.stop())
  const ports = [portOf(engines.env.DATABASE_URL!), ...(engines.env.REDIS_URL ? [portOf(engines.env.REDIS_URL)] : [])]
  const procs = await startedProcesses(engines.started.map(s => s.pgid))
  t.ok(procs.some(p => /postgres/.test(p.command) && !/node/.test(p.command)), 'a PostgreSQL server runs', { procs })
  if (wanted.includes('redis')) t.ok(procs.some(p => /redis-server/.test(p.command)), 'a redis-server runs', { procs })
  for (const port of ports) t.ok(await portOpen(port), `port ${port} answers`)

  await engines.stop()
  t.same(await stillAlive(procs), [], 'no process it started is left')
  for (const port of ports) t.notOk(await portOpen(port), `port ${port} is free`)
})

t.test('Ctrl-C stops the engines too', async t => {
  const dataDir = await tempDataDir()
  t.teardown(() => rm(dataDir, { recursive: true, force: true }))
  const { DATABASE_URL: _d, REDIS_URL: _r, KAFKA_BROKERS: _k, CI: _c, ...env } = process.env
  const child = spawn(process.execPath, ['scripts/lib/engines.mjs', ...wanted, '--own', '--postgres-data-dir', dataDir], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] })
  const exited = new Promise<number | null>(resolve => child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : null))))
  t.teardown(() => { if (child.exitCode === null) child.kill('SIGKILL') })
  let out = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', chunk => { out += chunk; if (out.includes('READY\n')) resolve() })
    child.once('exit', code => reject(new Error(`engines.mjs exited with ${code} before it was ready:\n${out}`)))
  })
  const pgids = [...out.matchAll(/^STARTED \w+ (\d+)$/gm)].map(m => Number(m[1]))
  const urls = [...out.matchAll(/^(?:DATABASE_URL|REDIS_URL)=(\S+)$/gm)].map(m => m[1]!)
  t.equal(pgids.length, wanted.length, 'it started each engine', { out })
  const procs = await startedProcesses(pgids)
  t.ok(procs.some(p => /postgres/.test(p.command) && !/node/.test(p.command)), 'a PostgreSQL server runs', { procs })

  child.kill('SIGINT')
  t.equal(await exited, 130, 'it exits as interrupted')
  t.same(await stillAlive(procs), [], 'no process it started is left')
  for (const url of urls) t.notOk(await portOpen(portOf(url)), `${url} is free`)
})
