import { spawn } from 'node:child_process'
import { join } from 'node:path'

/** Starts the npm-shipped PostgreSQL in a child process for a run that has no DATABASE_URL. */
export async function startEmbeddedPostgres(root, env) {
  const script = join(root, 'scripts/lib/embedded-postgres-for-tests.ts')
  const child = spawn('npx', ['tsx', script], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] })
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', chunk => { const m = /DATABASE_URL=(\S+)/.exec(String(chunk)); if (m) resolve(m[1]) })
    child.on('exit', code => reject(new Error(`embedded PostgreSQL exited with ${code}`)))
  })
  return { url, stop: () => new Promise(resolve => { child.once('exit', resolve); child.kill('SIGTERM') }) }
}
