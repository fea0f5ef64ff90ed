// Every service runs its own tests alone (`npm test -w @arena/<service>`, or
// `npx turbo run test --filter=@arena/<service>`): its package.json `test` script type-checks it and
// hands its own test/ folder to scripts/test.mjs, which finds or starts the engines as the root run does.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { namedTests } from '../lib/files.mjs'

const root = join(import.meta.dirname, '..', '..')
const workspaces = [
  ...readdirSync(join(root, 'services')).map(name => `services/${name}`),
  ...readdirSync(join(root, 'libs')).map(name => `libs/${name}`),
  'web',
].filter(dir => existsSync(join(root, dir, 'test')))
const scripts = (dir: string): Record<string, string> => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).scripts ?? {}

t.test('every service workspace has a test folder', async t => {
  for (const name of readdirSync(join(root, 'services'))) t.ok(workspaces.includes(`services/${name}`), name)
})

t.test('each workspace with tests runs them through the root runner, type-checked first', async t => {
  for (const dir of workspaces) {
    const runner = dir === 'web' ? '../scripts/test.mjs' : '../../scripts/test.mjs'
    t.equal(scripts(dir).test, `npm run typecheck && node ${runner} --no-typecheck test`, dir)
    t.ok(scripts(dir).typecheck, `${dir} has the typecheck its test script runs`)
  }
})

t.test('turbo knows the test task and never caches it (tests read live engines)', async t => {
  const turbo = JSON.parse(readFileSync(join(root, 'turbo.json'), 'utf8'))
  t.same(turbo.tasks.test, { cache: false, outputs: [] })
})

t.test('a named folder, taken from the workspace, stands for its tests of the chosen tiers', async t => {
  const cwd = join(root, 'services', 'wallet')
  const all = namedTests(root, cwd, ['test'])
  t.ok(all.length > 5)
  t.ok(all.every(file => file.startsWith('services/wallet/test/') && /\.(unit|int|e2e)\.test\.ts$/.test(file)), 'only wallet test files, relative to the root')
  t.ok(all.includes('services/wallet/test/decide.unit.test.ts'))
  t.notOk(all.includes('services/wallet/test/fixtures.ts'), 'helpers are not tests')
  const unit = namedTests(root, cwd, ['test'], ['unit'])
  t.ok(unit.length > 0 && unit.every(file => file.endsWith('.unit.test.ts')))
  t.same(namedTests(root, root, ['services/wallet/test/decide.unit.test.ts']), ['services/wallet/test/decide.unit.test.ts'], 'a file from the root stays as it is')
})
