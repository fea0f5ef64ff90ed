import type { FairPlayFlagDto } from '@arena/contracts'
import { holdReason, type FairPlayRules, type Flag } from './detectFlags'
import type { FairPlayView } from './FairPlayView'

/**
 * Whether a winner's prize waits for review (the contest's FairPlayCheck port): the reason,
 * naming each flag on the account, or null when there is none.
 */
export interface FairPlayCheck {
  holdReason(userId: string): Promise<string | null>
}

/** The newest flags, as many as one answer carries, and how many there are in all. */
export interface FlagPage {
  flags: Flag[]
  total: number
}

/**
 * The admin page's flags: from the index where this process keeps it, else asked of identity's
 * worker (`fairPlayFlagsOverBus`), so an edge holds no index of every login and bank account.
 */
export interface FairPlayFlags {
  newest(): Promise<FlagPage>
}

export interface FairPlayDeps {
  view: FairPlayView
  rules: FairPlayRules
  /** Resolves once the view shows everything committed so far (a bank account added on another instance). */
  catchUp(): Promise<void>
}

/** At most this many flags in one answer... */
export const FLAGS_SHOWN = 1_000
/** ...and at most this much of their JSON: an answer over the bus must stay well under Kafka's 1 MB message. */
const FLAG_BYTES = 400_000

export function fairPlayCheck(deps: FairPlayDeps): FairPlayCheck {
  return {
    async holdReason(userId) {
      await deps.catchUp()
      return holdReason(userId, deps.view.flagsOf(userId, deps.rules))
    },
  }
}

/** Flags from the index this process keeps, newest evidence first. */
export function indexedFlags(deps: FairPlayDeps): FairPlayFlags {
  return {
    async newest() {
      await deps.catchUp()
      return newestFirst(deps.view.flags(deps.rules))
    },
  }
}

/** The newest flags that fit one answer (`FLAGS_SHOWN`, `FLAG_BYTES`), with the count of all. */
export function newestFirst(flags: readonly Flag[]): FlagPage {
  const sorted = [...flags].sort((a, b) => (a.lastAt < b.lastAt ? 1 : a.lastAt > b.lastAt ? -1 : 0))
  const shown: Flag[] = []
  let bytes = 0
  for (const flag of sorted) {
    bytes += JSON.stringify(flag).length
    if (shown.length === FLAGS_SHOWN || (bytes > FLAG_BYTES && shown.length > 0)) break
    shown.push(flag)
  }
  return { flags: shown, total: flags.length }
}

/** The page's rows: each flag's accounts with their names. */
export const withNames = (flags: readonly Flag[], nameOf: (userId: string) => string): FairPlayFlagDto[] =>
  flags.map(flag => ({ ...flag, accounts: flag.accounts.map(a => ({ ...a, name: nameOf(a.userId) })) }))
