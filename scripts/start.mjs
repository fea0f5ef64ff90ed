#!/usr/bin/env node
// The README's first command: the whole product in one process (embedded profile).
// Installs what is missing, builds the web app when its sources changed and the platform's bundle,
// then runs every service in one Node process with PostgreSQL from npm, the in-process bus and the simulated feed.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { embeddedProfileEnv } from './lib/embeddedProfile.mjs'
import { buildPlatform, platformArgs } from './lib/platformNode.mjs'
import { mustRun } from './lib/run.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const log = message => console.log(`[start] ${message}`)

function newestMtime(dir) {
  let newest = 0
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    const stat = statSync(path)
    newest = Math.max(newest, stat.isDirectory() ? newestMtime(path) : stat.mtimeMs)
  }
  return newest
}

function webIsStale() {
  const built = join(root, 'web/dist/index.html')
  if (!existsSync(built)) return true
  const sources = Math.max(newestMtime(join(root, 'web/src')), newestMtime(join(root, 'libs/domain/src')))
  return sources > statSync(built).mtimeMs
}

async function main() {
  if (!existsSync(join(root, 'node_modules/.package-lock.json'))) {
    log('installing dependencies (npm ci)')
    await mustRun('npm', ['ci'], { cwd: root })
  }
  if (webIsStale()) {
    log('building the web app')
    await mustRun('npm', ['run', 'build', '-w', '@arena/web'], { cwd: root })
  }
  await buildPlatform()
  const child = spawn(process.execPath, platformArgs(), {
    cwd: root,
    // The IPC channel closes when this process dies in any way, which tells main.ts to stop too.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Its own process group: Ctrl-C in the terminal signals the foreground group, which would
    // otherwise include the embedded PostgreSQL, and it would close its connections before the
    // modules had stopped (their last checkpoints lost). This process passes the signal on, and
    // the platform stops PostgreSQL last.
    detached: true,
    env: embeddedProfileEnv(root),
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', code => process.exit(code ?? 0))
}

main().catch(error => { console.error(`[start] ${error.message}`); process.exit(1) })
