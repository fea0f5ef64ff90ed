// Types for scripts/lib/engines.mjs, so the TypeScript scripts (load test, tests) can use it.
export type EngineName = 'postgres' | 'redis' | 'kafka' | 'chromium'

export const engineNames: EngineName[]

export interface FoundEngines {
  /** DATABASE_URL, REDIS_URL, KAFKA_BROKERS, CHROMIUM_PATH: those found or started. */
  env: Record<string, string>
  /** One line per engine that could be neither found nor started: what is missing, how to provide it. */
  missing: string[]
  /** The process groups started for this run (the group leader's pid is the group id). */
  started: { name: string; pgid: number }[]
  /** Stops every group started here (idempotent). */
  stop(): Promise<void>
}

export interface FindOptions {
  needs?: EngineName[]
  log?: (message: string) => void
  /** Where set variables are read from (process.env). */
  env?: NodeJS.ProcessEnv
  /** Start nothing (CI sets the variables itself); defaults to env.CI === 'true'. */
  ci?: boolean
  /** Use a server found on a usual port (5432, 6379, 9092); true by default. */
  probeUsualPorts?: boolean
  postgres?: { dataDir?: string; port?: number }
}

export function findEngines(root: string, options?: FindOptions): Promise<FoundEngines>
export function portOpen(port: number, host?: string): Promise<boolean>
export function freePort(preferred?: number): Promise<number>
export function groupAlive(pgid: number): boolean
export function kafkaStartable(root: string): boolean
export function missingLine(engine: EngineName): string
