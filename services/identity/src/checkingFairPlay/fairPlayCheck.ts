import type { FairPlayFlagDto } from '@arena/contracts'
import { holdReason, type FairPlayRules } from './detectFlags'
import type { FairPlayView } from './FairPlayView'

/**
 * Whether a winner's prize waits for review (the contest's FairPlayCheck port): the reason,
 * naming each flag on the account, or null when there is none.
 */
export interface FairPlayCheck {
  holdReason(userId: string): Promise<string | null>
}

export interface FairPlayDeps {
  view: FairPlayView
  rules: FairPlayRules
  /** Resolves once the view shows everything committed so far (a bank account added on another instance). */
  catchUp(): Promise<void>
  nameOf(userId: string): string
}

export function fairPlayCheck(deps: FairPlayDeps): FairPlayCheck {
  return {
    async holdReason(userId) {
      await deps.catchUp()
      return holdReason(userId, deps.view.flagsOf(userId, deps.rules))
    },
  }
}

/** Every flag with the accounts' names, newest evidence first. */
export async function flagList(deps: FairPlayDeps): Promise<FairPlayFlagDto[]> {
  await deps.catchUp()
  return deps.view
    .flags(deps.rules)
    .sort((a, b) => (a.lastAt < b.lastAt ? 1 : a.lastAt > b.lastAt ? -1 : 0))
    .map(flag => ({ ...flag, accounts: flag.accounts.map(a => ({ ...a, name: deps.nameOf(a.userId) })) }))
}
