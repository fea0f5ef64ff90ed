import { join } from 'node:path'

/**
 * The environment `npm start` runs the platform with: the embedded profile's defaults under
 * whatever the caller set. The practice contest (DEMO_CONTEST) is on here, so a fresh start has
 * something to play; without KAFKA_BROKERS only, so a cluster started this way never gets it unasked.
 */
export function embeddedProfileEnv(root, env = process.env) {
  const defaults = { DATA_DIR: join(root, 'data') }
  if (!env.KAFKA_BROKERS) defaults.DEMO_CONTEST = 'on'
  return { ...defaults, ...env }
}
