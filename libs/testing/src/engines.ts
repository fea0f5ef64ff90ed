/**
 * Which real engines a test run can reach. Tests of storage, bus and cache code run against
 * real engines; when one is not configured a local run skips those tests with the reason,
 * but a CI run (CI=true) fails instead, so a missing engine can never hide as a pass.
 */
export type Engine = 'postgres' | 'redis' | 'kafka' | 'eventstoredb' | 'chromium'

const variables: Record<Engine, string> = {
  postgres: 'DATABASE_URL',
  redis: 'REDIS_URL',
  kafka: 'KAFKA_BROKERS',
  eventstoredb: 'EVENTSTORE_URL',
  chromium: 'CHROMIUM_PATH',
}

/** Engines CI is expected to provide; EventStoreDB is not among them (no server is installable here). */
const requiredInCi: ReadonlySet<Engine> = new Set(['postgres', 'redis', 'kafka', 'chromium'])

export function engineUrl(engine: Engine): string | undefined {
  const value = process.env[variables[engine]]
  return value && value.trim() !== '' ? value : undefined
}

/**
 * Returns tap options for a test that needs `engine`: `{}` when reachable, `{ skip: reason }` when
 * not on a local run. Throws on CI, where every required engine must be present.
 */
export function needs(engine: Engine): { skip?: string } {
  if (engineUrl(engine)) return {}
  const reason = `${engine} not configured: set ${variables[engine]}`
  if (process.env.CI === 'true' && requiredInCi.has(engine)) {
    throw new Error(`${reason} (CI must provide it)`)
  }
  return { skip: reason }
}
