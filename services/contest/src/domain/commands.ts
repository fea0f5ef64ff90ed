import type { ContestTerms } from '@arena/contracts'
import type { FeeSplit, Result, Ticked } from './state'

/** What the player declared, as far as the rules care; undefined until declared (a paid join is refused then). */
export interface PlayerFactsNow {
  age: number | undefined
  state: string | undefined
}

/**
 * Commands on one contest stream. Instants (`at`, ISO-8601), ids and outside facts (age,
 * residency, the excluded states, the wallet's split, the final standings) come in on the command.
 */
export type ContestCommand =
  | { type: 'CreateContest'; contestId: string; terms: ContestTerms; by: string; joinCode?: string }
  | { type: 'UpdateContest'; contestId: string; terms: ContestTerms; by: string }
  | { type: 'HoldSeat'; holdId: string; userId: string; name: string; ticked: Ticked; at: string; facts: PlayerFactsNow; excludedStates: readonly string[]; joinCode?: string }
  | { type: 'RedeemCode'; userId: string; code: string }
  | { type: 'CompleteJoin'; holdId: string; split: FeeSplit }
  | { type: 'ReleaseSeat'; holdId: string; code: string; reason: string }
  | { type: 'StartPlaying'; userId: string }
  | { type: 'StartContest'; at: string }
  | { type: 'EndContest'; at: string; finalPrices: Record<string, string>; unpricedPairs: string[] }
  | { type: 'CancelContest'; by: string; reason: string }
  | { type: 'RecordRefund'; userId: string; split: FeeSplit }
  | { type: 'Settle'; results: Result[]; undistributed: string }
  | { type: 'AwardPrize'; userId: string; rank: number; amount: string }
  | { type: 'SealEvidence'; lastHash: string; lines: number }
  | { type: 'CloseSponsorPool'; returned: string }

export type ContestCommandType = ContestCommand['type']
