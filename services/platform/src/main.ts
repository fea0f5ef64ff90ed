// The process entry point. `npm start` runs it with ROLE=all (the embedded profile: see
// scripts/start.mjs, which installs and builds first); docker-compose.yml runs it once per role.
import { createLogger, Metrics } from '@arena/service-kit'
import { platformConfig } from './config'
import { startPlatform } from './platform'

const logger = createLogger('arena')
// `npm start` (scripts/start.mjs) runs this process over an IPC channel. When that parent dies,
// even by kill -9, the channel closes: stop cleanly then, PostgreSQL included, instead of running on
// orphaned with the port and the data directory.
if (process.send) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'))
try {
  const platform = await startPlatform(platformConfig(), { logger, signals: true, metrics: new Metrics({ processMetrics: true }) })
  logger.info(`Arena is running at ${platform.url}`)
  const practice = platform.demo ? `\n  Practice contest: live now with demo traders; sign up at ${platform.url}/ and play (DEMO_CONTEST=off turns it off)` : ''
  console.log(`\n  Arena is running at ${platform.url}\n  Health: ${platform.url}/api/health\n  Metrics: ${platform.url}/metrics\n  OTP outbox: ${process.env.DATA_DIR ?? './data'}/outbox/otp.jsonl${practice}\n`)
} catch (error) {
  // The cause goes into the message itself: a thrown non-Error would leave pino's `err` empty.
  const cause = error instanceof Error ? error.message : String(error)
  logger.fatal({ err: error }, `could not start: ${cause}`)
  console.error(`\n  Arena could not start: ${cause}\n`)
  process.exit(1)
}
