import net from 'node:net'
import { join } from 'node:path'
import { createLogger } from '@arena/service-kit'
import { startEmbeddedPostgres } from '../../services/platform/src/embeddedPostgres'

const embeddedPort = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329)
const embeddedUrl = `postgres://arena:arena@127.0.0.1:${embeddedPort}/arena`

function portOpen(port: number): Promise<boolean> {
  return new Promise(resolve => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => { socket.destroy(); resolve(true) })
    socket.once('error', () => resolve(false))
  })
}

/**
 * Where an operations script finds the data: DATABASE_URL when set; else the embedded
 * PostgreSQL of a running `npm start`; else that same server started from ./data for the
 * script's lifetime, so the scripts work against the embedded profile's data with no set-up.
 */
export async function openDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, close: async () => {} }
  if (await portOpen(embeddedPort)) return { url: embeddedUrl, close: async () => {} }
  const dataDir = process.env.DATA_DIR ?? join(import.meta.dirname, '..', '..', 'data')
  const server = await startEmbeddedPostgres({ dataDir, port: embeddedPort, logger: createLogger('embedded-postgres', { level: 'warn' }) })
  return { url: server.url, close: () => server.stop() }
}
