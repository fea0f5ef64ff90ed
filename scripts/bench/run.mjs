#!/usr/bin/env node
// `npm run bench` runs every benchmark; `npm run bench -- <name>` runs one. Each prints one JSON
// object with our figure beside the raw engine's figure from the same run.
import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { run } from '../lib/run.mjs'
import { localEngines } from '../lib/engines.mjs'
import { startEmbeddedPostgres } from '../lib/embedded.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const available = readdirSync(join(root, 'scripts/bench')).filter(f => f.endsWith('.ts')).map(f => f.replace(/\.ts$/, ''))
const wanted = process.argv.slice(2).filter(a => !a.startsWith('-'))
const extra = process.argv.slice(2).filter(a => a.startsWith('-'))
const names = wanted.length ? wanted : available

for (const name of names) {
  if (!existsSync(join(root, 'scripts/bench', `${name}.ts`))) {
    console.error(`no benchmark named "${name}"; available: ${available.join(', ')}`)
    process.exit(2)
  }
}
const engines = await localEngines(root, message => console.error(`[bench] ${message}`))
const env = { ...process.env, ...engines.env }
const postgres = env.START_EMBEDDED_POSTGRES ? await startEmbeddedPostgres(root, env) : undefined
if (postgres) env.DATABASE_URL = postgres.url
let failed = 0
for (const name of names) {
  console.error(`[bench] ${name}`)
  const code = await run('npx', ['tsx', join(root, 'scripts/bench', `${name}.ts`), ...extra], { cwd: root, env })
  if (code !== 0) failed++
}
engines.stop()
await postgres?.stop()
process.exit(failed ? 1 : 0)
