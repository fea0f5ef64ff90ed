import { Type, type Static } from '@sinclair/typebox'
import { checkpointOf } from '@arena/service-kit'

/**
 * Names the wallet read model's fold and its checkpoint's encoding. Change it with
 * `WalletBalances.apply` or the shape below: checkpoints under an
 * older name are never read again. The two-admin threshold is part of the name where it is used
 * (`WalletBalances.foldVersion`): the queue rows record the approvals each amount needs.
 */
export const WALLET_BALANCES_FOLD_VERSION = 'wallet-balances-2'

const Str = Type.String()
const Row = Type.Record(Str, Type.Unknown())

/**
 * The wallet read model as JSON: per user the three balances and the referral bonuses earned
 * (decimal strings); the admin queues in the order they were filed, their rows the DTOs the calls
 * return, written as they are. History rows are not in it: they are read from each player's stream.
 */
export const BalancesCheckpoint = Type.Object({
  users: Type.Array(Type.Tuple([Str, Type.Object({
    wallets: Type.Object({ cash: Str, winning: Str, reward: Str }),
    referrals: Str,
  })])),
  deposits: Type.Array(Row),
  byReference: Type.Array(Type.Tuple([Str, Type.Array(Str)])),
  withdrawals: Type.Array(Row),
  unmatched: Type.Array(Row),
  contestNames: Type.Array(Type.Tuple([Str, Str])),
})
export type BalancesCheckpoint = Static<typeof BalancesCheckpoint>

export function readBalancesCheckpoint(json: unknown): BalancesCheckpoint {
  return checkpointOf(BalancesCheckpoint, WALLET_BALANCES_FOLD_VERSION, json)
}
