import type { ContestCommands } from '../adapters/contestCommands'
import { derivedId } from '../adapters/commandIds'
import type { ContestState } from '../domain/state'
import type { Cause, WalletCommands } from '../ports'

export interface SponsorPoolDeps {
  commands: ContestCommands
  wallet: WalletCommands
}

/** The command that reserves a contest's pool when it is created. */
export const sponsorReserveCommandId = (contestId: string): string => derivedId('sponsor-reserve', contestId)
/** The sponsor-account command that pays one winner's prize: one per contest and player. */
export const sponsorPrizeCommandId = (contestId: string, userId: string): string => derivedId('sponsor-prize', contestId, userId)
/** The command that closes a contest's pool and returns what is left. */
export const sponsorReturnCommandId = (contestId: string): string => derivedId('sponsor-return', contestId)

/** Pays one prize out of the contest's sponsored pool before the winner is credited; a no-op on an unsponsored contest. */
export async function paySponsorPrize(deps: SponsorPoolDeps, state: ContestState, prize: { userId: string; rank: number; amount: string; at: string }, cause: Cause): Promise<void> {
  const sponsorId = state.terms?.sponsorId
  if (sponsorId === undefined) return
  const { userId, rank, amount, at } = prize
  const outcome = await deps.wallet.paySponsorPrize({ commandId: sponsorPrizeCommandId(state.contestId, userId), at, sponsorId, contestId: state.contestId, userId, rank, amount }, cause)
  if (!outcome.ok) throw new Error(`sponsor prize to ${userId} refused: ${outcome.code} ${outcome.message}`)
}

/**
 * Returns what no prize took to the sponsor and records the pool closed on the contest. Called
 * once every prize is paid (settled) or at once (cancelled); the sponsor's account answers a
 * second return with nothing more, so a step re-driven after a crash returns the money once.
 */
export async function closeSponsorPool(deps: SponsorPoolDeps, state: ContestState, reason: string, at: string, cause: Cause): Promise<void> {
  const sponsorId = state.terms?.sponsorId
  if (sponsorId === undefined || state.sponsorPoolClosed) return
  const outcome = await deps.wallet.returnSponsorPool({ commandId: sponsorReturnCommandId(state.contestId), at, sponsorId, contestId: state.contestId, reason }, cause)
  if (!outcome.ok) throw new Error(`sponsor pool of ${state.contestId} not returned: ${outcome.code} ${outcome.message}`)
  await deps.commands.execute(state.contestId, { type: 'CloseSponsorPool', returned: outcome.returned ?? '0.00' }, cause)
}
