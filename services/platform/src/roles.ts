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
 * Whether this process sends requests to the wallet, and so needs a reply inbox: the contest's
 * seat payments on the edge, its prizes and refunds in its worker. An inbox reads every reply to
 * every process of the service, a fetch per reply, so the others do without one.
 */
export function asksTheWallet(config: Pick<PlatformConfig, 'ROLE' | 'MODULES'>): boolean {
  return config.ROLE === 'edge' || workersHere(config, 'contest')
}

/**
 * Per module, the workers whose background work reads its read models (its own worker always
 * does). A worker folds nothing else: every read model it keeps costs it CPU on each event of that
 * kind (the sign-up wave's users, wallets and seats reached every worker) and memory for the whole
 * history. What reads what:
 * - identity: its own worker only. The wallet reads identity's views in its routes alone (payout
 *   eligibility, PAN, KYC status, declarations, on an edge) and builds a player's push only for a
 *   socket here, which a worker has not. The contest's worker asks identity's worker over the bus
 *   for fair-play holds at settlement, and reads a demo trader's age and state from the user's
 *   stream. Names are on the leaderboard's rows only where a route or a followed push builds
 *   them, on an edge (a worker has no sockets, and builds no rows);
 * - the leaderboard: the contest, which settles on its standings;
 * - matching: the contest's demo traders, who place orders and read their accounts through it;
 * - contest-terms (the contest's terms, ends and settlements as matching and the leaderboard read
 *   them): wherever matching's or the leaderboard's read models are;
 * - wallet, contest, support, notifications: only their own worker (the notification centre's is
 *   support's). Other modules reach the wallet and the contest through commands and streams
 *   (seats, sponsor pools), not through their read models. The one exception is the order path's
 *   break check (`wallet.breakInForce`): it runs where orders are taken, on an edge, which keeps
 *   the wallet's views anyway; a worker placing demo orders reads the player's wallet stream.
 * A module missing here keeps its read models in every worker.
 */
const readersOf: Record<string, (config: Pick<PlatformConfig, 'DEMO_CONTEST'>) => string[]> = {
  identity: () => ['identity'],
  wallet: () => ['wallet'],
  contest: () => ['contest'],
  support: () => ['support'],
  matching: config => (config.DEMO_CONTEST === 'on' ? ['matching', 'contest'] : ['matching']),
  // The contest's terms are matching's and the leaderboard's to read (docs/adr/0028): kept wherever either's read models are.
  'contest-terms': config => [...new Set([...readersOf.matching!(config), ...readersOf.leaderboard!(config)])],
  leaderboard: () => ['leaderboard', 'contest'],
  notifications: () => ['notifications'],
}

/**
 * Whether the module named keeps its read models in this process (docs/adr/0004-process-roles.md).
 * The edge serves every module's routes and pushes, so it keeps them all; a worker keeps those
 * its own background work reads (`readersOf`).
 */
export function readModelsHere(config: Pick<PlatformConfig, 'ROLE' | 'MODULES' | 'DEMO_CONTEST'>, moduleName: string): boolean {
  if (config.ROLE === 'all' || config.ROLE === 'edge') return true
  if (config.ROLE !== 'worker') return false
  const readers = readersOf[moduleName]?.(config)
  return readers === undefined || readers.some(worker => workersHere(config, worker))
}

/**
 * Which of identity's read models this process keeps: the users and KYC where identity's routes
 * are served (the edge) and its checkpoints written (its worker), none elsewhere; the fair-play
 * index in identity's worker alone. The users (12 MB of checkpoint JSON at 13,000 players) and the
 * fair-play index (5 to 10 MB, docs/perf/startup.md) were the wallet and contest workers' largest
 * restore; their few reads are asked of identity's worker or read from the user's stream instead
 * (`readersOf`). On an edge only the admin's fair-play page read the index (15 MB of its heap on
 * the 1M history): it asks identity's worker too.
 */
export function identityViewsHere(config: Pick<PlatformConfig, 'ROLE' | 'MODULES' | 'DEMO_CONTEST'>): { users: boolean; kyc: boolean; fairPlayIndex: boolean } {
  const here = readModelsHere(config, 'identity')
  return { users: here, kyc: here, fairPlayIndex: here && config.ROLE !== 'edge' }
}

/** Whether this process asks identity's worker over the bus (a contest worker without identity's views). */
export function asksIdentity(config: Pick<PlatformConfig, 'ROLE' | 'MODULES' | 'DEMO_CONTEST'>): boolean {
  return workersHere(config, 'contest') && !identityViewsHere(config).fairPlayIndex
}
