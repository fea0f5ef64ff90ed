import type { PlatformConfig } from './config'

/**
 * Modules whose background work runs in another module's worker: the notification centre is
 * part of support (docs/adr/0018), so `MODULES=support` writes notifications too (docs/adr/0029).
 */
const workerOf: Record<string, string> = { notifications: 'support' }

/** Whether the module named runs its background work in this process (docs/adr/0004-process-roles.md). */
export function workersHere(config: Pick<PlatformConfig, 'ROLE' | 'MODULES'>, moduleName: string): boolean {
  if (config.ROLE === 'all') return true
  if (config.ROLE !== 'worker') return false
  const modules = (config.MODULES ?? '').split(',')
  return modules.includes(moduleName) || modules.includes(workerOf[moduleName] ?? moduleName)
}

/**
 * Whether this process writes the leaderboard's sorted sets. In Redis they are shared, so only the
 * leaderboard's worker writes them (one writer, not one per process folding the leaderboard);
 * a board in memory belongs to its own process, which must keep it itself.
 */
export function writesBoard(config: Pick<PlatformConfig, 'ROLE' | 'MODULES' | 'REDIS_URL'>): boolean {
  return !config.REDIS_URL || workersHere(config, 'leaderboard')
}

/**
 * The busy read models (every order, fill and tick, or a notification per fill, reaches them) and the workers whose background
 * work reads them besides their own: the contest worker settles on the leaderboard's standings,
 * and its demo traders place orders and read their accounts through matching.
 */
const busyReadModels: Record<string, (config: Pick<PlatformConfig, 'DEMO_CONTEST'>) => string[]> = {
  matching: config => (config.DEMO_CONTEST === 'on' ? ['matching', 'contest'] : ['matching']),
  leaderboard: () => ['leaderboard', 'contest'],
  // A notification per resting fill reaches it, and only the edge (routes, pushes) and support's
  // worker (which passes over what the centre already shows) read it.
  notifications: () => ['notifications'],
}

/**
 * Whether the module named keeps its read models in this process (docs/adr/0004-process-roles.md).
 * The edge serves every module's routes and pushes, so it keeps them all; a worker keeps every
 * light one (few events reach them while trading, and ports ask them for ages, states, names and
 * KYC), but matching's and the leaderboard's only where its own work reads them.
 */
export function readModelsHere(config: Pick<PlatformConfig, 'ROLE' | 'MODULES' | 'DEMO_CONTEST'>, moduleName: string): boolean {
  if (config.ROLE === 'all' || config.ROLE === 'edge') return true
  if (config.ROLE !== 'worker') return false
  const readers = busyReadModels[moduleName]?.(config)
  return readers === undefined || readers.some(worker => workersHere(config, worker))
}
