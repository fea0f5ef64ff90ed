#!/usr/bin/env node
// `npm run bench` runs every benchmark; `npm run bench -- <name>` runs one. Each prints one JSON
// object with our figure beside the raw engine's figure from the same run.
import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { run } from '../lib/run.mjs'
import { findEngines } from '../lib/engines.mjs'
import { platformNodeFlags } from '../lib/platformNode.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const available = readdirSync(join(root, 'scripts/bench')).filter(f => f.endsWith('.ts') && f !== 'benchKit.ts').map(f => f.replace(/\.ts$/, ''))
// Names come first; from the first --flag on, everything (flags and their values) goes to each benchmark.
const args = process.argv.slice(2)
const firstFlag = args.findIndex(a => a.startsWith('-'))
const wanted = firstFlag === -1 ? args : args.slice(0, firstFlag)
const extra = firstFlag === -1 ? [] : args.slice(firstFlag)
const names = wanted.length ? wanted : available

for (const name of names) {
  if (!existsSync(join(root, 'scripts/bench', `${name}.ts`))) {
    console.error(`no benchmark named "${name}"; available: ${available.join(', ')}`)
    process.exit(2)
  }
}
/** The engines each benchmark measures; the runner finds or starts only those. */
const needs = { relay: ['postgres', 'kafka'], bus: ['kafka'], requests: ['kafka'], eventstore: ['postgres'], fanout: [], orders: ['postgres'], ticks: ['redis'], longStream: ['postgres'], startup: ['postgres', 'redis', 'kafka'] }
const engines = await findEngines(root, { needs: [...new Set(names.flatMap(name => needs[name] ?? ['postgres', 'redis', 'kafka']))], log: message => console.error(`[bench] ${message}`) }).catch(error => {
  console.error(`[bench] cannot run: ${error.message}`)
  return process.exit(2)
})
if (engines.missing.length) {
  for (const line of engines.missing) console.error(`[bench] cannot run: missing ${line}`)
  await engines.stop()
  process.exit(2)
}
const env = { ...process.env, ...engines.env }
// A benchmark whose process is the product's server runs with Node's flags as the product starts
// it (the young generation of the order path), or it measures a process the product never runs.
const asTheProduct = new Set(['orders'])
let failed = 0
for (const name of names) {
  console.error(`[bench] ${name}`)
  const flags = asTheProduct.has(name) ? platformNodeFlags() : []
  const code = await run(process.execPath, [...flags, '--import', 'tsx', join(root, 'scripts/bench', `${name}.ts`), ...extra], { cwd: root, env })
  if (code !== 0) failed++
}
await engines.stop()
process.exit(failed ? 1 : 0)
