// The dependency direction of STYLE.md holds only while eslint.config.js enforces it: these small
// bad files must each fail lint at the path they would live at, and the allowed ones must pass.
import { join } from 'node:path'
import { ESLint } from 'eslint'
import t from 'tap'

const root = join(import.meta.dirname, '..', '..')
const eslint = new ESLint({ cwd: root })

/** The restricted-import messages lint gives `source` placed at `path` in the tree. */
async function refusals(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) })
  return result!.messages.filter(m => m.ruleId === 'no-restricted-imports').map(m => m.message)
}

const importing = (specifier: string) => `import * as x from '${specifier}'\nexport const y = x\n`

t.test('pure libraries do no I/O and import neither adapters nor services', async t => {
  t.match(await refusals('libs/domain/src/bad.ts', importing('node:fs')), [/do no I\/O/])
  t.match(await refusals('libs/domain/src/bad.ts', importing('fs')), [/do no I\/O/])
  t.match(await refusals('libs/contracts/src/bad.ts', importing('@arena/eventstore')), [/import no adapters/])
  t.match(await refusals('libs/domain/src/bad.ts', importing('@arena/wallet')), [/never import services/])
  t.same(await refusals('libs/domain/src/good.ts', importing('decimal.js')), [])
})

t.test('adapter libraries may do I/O but never import services', async t => {
  t.same(await refusals('libs/market-data/src/good.ts', importing('node:fs')), [])
  t.match(await refusals('libs/market-data/src/bad.ts', importing('@arena/contest')), [/never import services/])
  t.match(await refusals('libs/service-kit/src/bad.ts', importing('@arena/platform')), [/never import services/])
})

t.test('a service never imports another service; the platform composes them', async t => {
  t.match(await refusals('services/wallet/src/bad.ts', importing('@arena/identity')), [/never imports another service/])
  t.match(await refusals('services/contest/src/participating/bad.ts', importing('../../../matching/src/index')), [/never imports another service/])
  t.same(await refusals('services/wallet/src/good.ts', importing('@arena/contracts')), [])
  t.same(await refusals('services/platform/src/good.ts', importing('@arena/wallet')), [])
})

t.test('the web imports only contracts and domain', async t => {
  t.match(await refusals('web/src/bad.ts', importing('@arena/service-kit')), [/only @arena\/contracts and @arena\/domain/])
  for (const server of ['@arena/wallet', '@arena/contest', '@arena/eventstore', '@arena/bus', '@arena/platform']) {
    t.match(await refusals('web/src/features/admin/bad.tsx', importing(server)), [/only @arena\/contracts and @arena\/domain/], server)
  }
  t.same(await refusals('web/src/good.ts', importing('@arena/domain')), [])
  t.same(await refusals('web/src/features/exchange/good.ts', importing('@arena/contracts')), [])
  t.same(await refusals('web/src/good.tsx', importing('react')), [])
})

t.test('the web imports no server package or Node module (the bundle runs in a browser)', async t => {
  for (const server of ['node:crypto', 'fs', 'postgres', 'ioredis', 'kafkajs', 'fastify', 'pino']) {
    t.match(await refusals('web/src/features/wallet/bad.ts', importing(server)), [/no server package or Node module/], server)
  }
})
