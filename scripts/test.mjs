#!/usr/bin/env node
// The README's test command: type-checks and lints every workspace (both cached: a second run
// redoes only what changed), builds the web app when browser tests run, finds or starts the
// engines the chosen tiers need (none for the unit tier), runs the tests with tap, stops what it
// started, and ends with one plain "N passed, N failed" line.
//   node scripts/test.mjs [--tier unit,int,e2e] [--no-typecheck] [test files or folders...]
// Paths are taken from the current folder: each workspace's `npm test` runs this on its own test/
// folder (`npm test -w @arena/wallet`, or `npx turbo run test --filter=@arena/wallet`).
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findTests, namedTests } from './lib/files.mjs'
import { run } from './lib/run.mjs'
import { findEngines } from './lib/engines.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const tierArg = args.includes('--tier') ? args[args.indexOf('--tier') + 1] : undefined
const tiers = tierArg ? tierArg.split(',') : undefined
const named = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--tier')
const log = message => console.log(`[test] ${message}`)
const bin = name => join(root, 'node_modules', '.bin', name)
let engines
let tapChild

/** The unit tier is pure by definition (STYLE.md); every other tier may reach any engine. */
const enginesFor = files => files.some(file => !/\.unit\.test\.tsx?$/.test(file)) ? ['postgres', 'redis', 'kafka', 'chromium'] : []

async function main() {
  if (!args.includes('--no-typecheck') && !tiers?.every(t => t === 'e2e')) {
    log('type-checking every workspace')
    if (await run(bin('turbo'), ['run', 'typecheck', '--output-logs=errors-only'], { cwd: root, env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } }) !== 0) return finish(0, 1, 'typecheck failed')
    // The scripts (load test, benches, ops) belong to no workspace: the root tsconfig covers them.
    log('type-checking scripts/')
    if (await run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'], { cwd: root }) !== 0) return finish(0, 1, 'typecheck of scripts/ failed')
    log('linting (dependency direction, no floats for money, no unused code)')
    const lintCache = join(root, 'node_modules', '.cache', 'eslint', '.eslintcache')
    if (await run(process.execPath, [bin('eslint'), '--cache', '--cache-location', lintCache, 'libs', 'services', 'web/src', 'scripts'], { cwd: root }) !== 0) return finish(0, 1, 'lint failed')
  }
  const files = named.length ? namedTests(root, process.cwd(), named, tiers) : findTests(root, tiers)
  if (files.length === 0) return finish(0, 1, `no test files in ${named.join(' ')}`)
  if (files.some(f => f.startsWith('web/') && f.includes('.e2e.'))) {
    log('building the web app for browser tests')
    if (await run('npm', ['run', 'build', '-w', '@arena/web'], { cwd: root }) !== 0) return finish(0, 1, 'web build failed')
  }
  const needs = enginesFor(files)
  engines = await findEngines(root, { needs, log })
  const env = { ...process.env, ...engines.env }
  if (needs.length === 0) log('engines: none (the unit tier is pure)')
  for (const name of needs.map(engine => ({ postgres: 'DATABASE_URL', redis: 'REDIS_URL', kafka: 'KAFKA_BROKERS', chromium: 'CHROMIUM_PATH' })[engine])) {
    log(`${name.padEnd(14)} ${env[name] ?? '(not set: tests that need it are skipped locally, fail on CI)'}`)
  }
  for (const line of engines.missing) log(`missing ${line}`)
  // tap compiles its plugin set into node_modules; a fresh install still has the default set, with
  // ts-node in it, until this runs against our .taprc (tsx instead). Once per .taprc and tap version.
  const stamp = join(root, 'node_modules', '.cache', 'arena-tap-build')
  const wantedBuild = createHash('sha256').update(readFileSync(join(root, '.taprc'))).update(readFileSync(join(root, 'node_modules/tap/package.json'))).digest('hex')
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wantedBuild || !existsSync(join(root, 'node_modules/@tapjs/test/test-built'))) {
    if (await run(process.execPath, [bin('tap'), 'build'], { cwd: root, env }) !== 0) return finish(0, 1, 'tap build failed')
    mkdirSync(dirname(stamp), { recursive: true })
    writeFileSync(stamp, wantedBuild)
  }
  log(`running ${files.length} test files`)
  const summary = await tap(files, env)
  await engines.stop()
  finish(summary.pass, summary.fail, summary.fail ? 'tests failed' : undefined, summary.skip)
}

/** Runs tap, echoing its output, and reads its closing `# { total, pass, fail, ... }` line. */
function tap(files, env) {
  return new Promise(resolve => {
    tapChild = spawn(process.execPath, [bin('tap'), '--reporter=terse', ...files], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] })
    let tail = ''
    tapChild.stdout.on('data', chunk => { process.stdout.write(chunk); tail = (tail + chunk).slice(-4000) })
    // 'close', not 'exit': the closing summary can still be in the pipe when the process ends.
    tapChild.on('close', code => {
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

// Ctrl-C or a kill: tap first (its tests use the engines), then the engines (findEngines' own
// handler stops them and exits).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    tapChild?.kill(signal)
    if (!engines?.started.length) process.exit(130)
  })
}

main().catch(async error => {
  console.error(error)
  await engines?.stop()
  finish(0, 1, 'test runner crashed')
})
