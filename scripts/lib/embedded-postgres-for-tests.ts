// Starts the npm-shipped PostgreSQL for a local test run that has no DATABASE_URL,
// prints the URL for the runner, and stops the server on SIGTERM.
import { join } from 'node:path'
import { createLogger } from '@arena/service-kit'
import { startEmbeddedPostgres } from '../../services/platform/src/embeddedPostgres'

const root = join(import.meta.dirname, '..', '..')
const postgres = await startEmbeddedPostgres({ dataDir: join(root, 'data', 'test'), port: 54331, logger: createLogger('test-postgres', { level: 'warn' }) })
console.log(`DATABASE_URL=${postgres.url}`)
process.once('SIGTERM', () => { void postgres.stop().then(() => process.exit(0)) })
