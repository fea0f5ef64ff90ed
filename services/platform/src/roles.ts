import type { PlatformConfig } from './config'

/** Whether the module named runs its background work in this process (docs/adr/0004-process-roles.md). */
export function workersHere(config: Pick<PlatformConfig, 'ROLE' | 'MODULES'>, moduleName: string): boolean {
  if (config.ROLE === 'all') return true
  if (config.ROLE !== 'worker') return false
  return (config.MODULES ?? '').split(',').includes(moduleName)
}

/**
 * Whether this process writes the leaderboard's sorted sets. In Redis they are shared, so only the
 * leaderboard's worker writes them (one writer, not one per process folding the leaderboard);
 * a board in memory belongs to its own process, which must keep it itself.
 */
export function writesBoard(config: Pick<PlatformConfig, 'ROLE' | 'MODULES' | 'REDIS_URL'>): boolean {
  return !config.REDIS_URL || workersHere(config, 'leaderboard')
}
