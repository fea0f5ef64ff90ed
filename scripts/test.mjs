#!/usr/bin/env node
// The README's test command: type-checks every workspace, builds the web app, runs every test
// tier with tap against real engines, and ends with one plain "N passed, N failed" line.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findTests } from './lib/files.mjs'
import { run } from './lib/run.mjs'
import { localEngines } from './lib/engines.mjs'
import { startEmbeddedPostgres } from './lib/embedded.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const tierArg = args.includes('--tier') ? args[args.indexOf('--tier') + 1] : undefined
const tiers = tierArg ? tierArg.split(',') : undefined
const log = message => console.log(`[test] ${message}`)

async function main() {
  if (!args.includes('--no-typecheck') && !tiers?.every(t => t === 'e2e')) {
    log('type-checking every workspace')
    if (await run('npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only'], { cwd: root, env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } }) !== 0) return finish(0, 1, 'typecheck failed')
    log('linting (dependency direction, no floats for money, no unused code)')
    if (await run('npx', ['eslint', 'libs', 'services', 'web/src', 'scripts'], { cwd: root }) !== 0) return finish(0, 1, 'lint failed')
  }
  const files = findTests(root, tiers)
  if (files.some(f => f.startsWith('web/') && f.includes('.e2e.'))) {
    log('building the web app for browser tests')
    if (await run('npm', ['run', 'build', '-w', '@arena/web'], { cwd: root }) !== 0) return finish(0, 1, 'web build failed')
  }
  const engines = process.env.CI === 'true' ? { env: {}, stop() {} } : await localEngines(root, log)
  const env = { ...process.env, ...engines.env }
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS', 'EVENTSTORE_URL', 'CHROMIUM_PATH']) {
    log(`${name.padEnd(14)} ${env[name] ?? '(not set: tests that need it are skipped locally, fail on CI)'}`)
  }
  let postgres
  if (env.START_EMBEDDED_POSTGRES) {
    postgres = await startEmbeddedPostgres(root, env)
    env.DATABASE_URL = postgres.url
    log(`DATABASE_URL   ${env.DATABASE_URL} (embedded)`)
  }
  // tap compiles its plugin set into node_modules; a fresh install still has the default set, with
  // ts-node in it, until this runs against our .taprc (tsx instead). Doing it every time is cheap.
  if (await run('npx', ['tap', 'build'], { cwd: root, env }) !== 0) return finish(0, 1, 'tap build failed')
  log(`running ${files.length} test files`)
  const summary = await tap(files, env)
  engines.stop()
  await postgres?.stop()
  finish(summary.pass, summary.fail, summary.fail ? 'tests failed' : undefined, summary.skip)
}

/** Runs tap, echoing its output, and reads its closing `# { total, pass, fail, ... }` line. */
function tap(files, env) {
  return new Promise(resolve => {
    const child = spawn('npx', ['tap', '--reporter=terse', ...files], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] })
    let tail = ''
    child.stdout.on('data', chunk => { process.stdout.write(chunk); tail = (tail + chunk).slice(-4000) })
    child.on('exit', code => {
      const counts = {}
      for (const [, key, value] of tail.matchAll(/(\w+): (\d+)/g)) counts[key] = Number(value)
      const pass = counts.pass ?? 0
      const fail = counts.fail ?? (code === 0 ? 0 : Math.max(1, (counts.total ?? 0) - pass))
      resolve({ pass, fail: code !== 0 && fail === 0 ? 1 : fail, skip: counts.skip ?? 0 })
    })
  })
}

function finish(pass, fail, reason, skip = 0) {
  if (reason) log(reason)
  console.log(`${pass} passed, ${fail} failed${skip ? `, ${skip} skipped` : ''}`)
  process.exit(fail ? 1 : 0)
}

main().catch(error => { console.error(error); finish(0, 1, 'test runner crashed') })
