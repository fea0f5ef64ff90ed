import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import net from 'node:net'

/**
 * For a local `npm test` without engine variables: start or find what can be had without root,
 * so tests run against real engines where possible. CI sets the variables itself (.ci/run).
 */
const onPath = command => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0

export function portOpen(port, host = '127.0.0.1') {
  return new Promise(resolve => {
    const socket = net.connect({ port, host })
    socket.once('connect', () => { socket.destroy(); resolve(true) })
    socket.once('error', () => resolve(false))
  })
}

export async function localEngines(root, log) {
  const env = {}
  const stops = []
  if (!process.env.CHROMIUM_PATH) {
    const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync)
    if (chromium) env.CHROMIUM_PATH = chromium
  }
  if (!process.env.REDIS_URL) {
    if (await portOpen(6379)) env.REDIS_URL = 'redis://127.0.0.1:6379'
    else if (onPath('redis-server')) {
      spawnSync('redis-server', ['--port', '6390', '--bind', '127.0.0.1', '--daemonize', 'yes', '--save', '', '--appendonly', 'no'])
      env.REDIS_URL = 'redis://127.0.0.1:6390'
      stops.push(() => spawnSync('redis-cli', ['-p', '6390', 'shutdown', 'nosave']))
    }
  }
  if (!process.env.KAFKA_BROKERS) {
    if (await portOpen(9092)) env.KAFKA_BROKERS = '127.0.0.1:9092'
    else if (onPath('java') && onPath('mvn') && existsSync(join(root, 'infra/kafka/start.sh'))) {
      log('starting a local Kafka broker (infra/kafka)')
      const started = spawnSync('bash', ['-c', 'infra/kafka/fetch.sh && infra/kafka/start.sh && infra/kafka/wait.sh'], { cwd: root, stdio: 'inherit' })
      if (started.status === 0) {
        env.KAFKA_BROKERS = '127.0.0.1:9092'
        stops.push(() => spawnSync('bash', ['infra/kafka/stop.sh'], { cwd: root, stdio: 'inherit' }))
      }
    }
  }
  if (!process.env.DATABASE_URL) {
    if (await portOpen(5432) && onPath('psql') && spawnSync('psql', ['postgres://arena:arena@127.0.0.1:5432/arena', '-c', 'select 1'], { stdio: 'ignore' }).status === 0) {
      env.DATABASE_URL = 'postgres://arena:arena@127.0.0.1:5432/arena'
    } else {
      env.START_EMBEDDED_POSTGRES = '1'
    }
  }
  return { env, stop: () => stops.reverse().forEach(stop => stop()) }
}
