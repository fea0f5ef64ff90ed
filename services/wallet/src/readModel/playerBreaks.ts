import { Type, type Static } from '@sinclair/typebox'
import { BreakTaken, categoryOf, idOf, type RecordedEvent } from '@arena/contracts'
import { breakInForceAt } from '@arena/domain'
import { checkpointOf, PositionedProjection, type Checkpointable } from '@arena/service-kit'

/**
 * Names the breaks view's fold and its checkpoint's encoding (docs/adr/0035). Change it with the
 * fold or the shape below: checkpoints under an older name are never read again.
 */
export const WALLET_BREAKS_FOLD_VERSION = 'wallet-breaks-1'

/** What a break check must have seen of the log (`category/type`): the store can say where the last one is. */
export const breakKinds = [`wallet/${BreakTaken.type}`]

const Str = Type.String()
const Break = Type.Object({ kind: Type.Union([Type.Literal('timeOut'), Type.Literal('selfExclusion')]), from: Str, until: Str })
type Break = Static<typeof Break>
const BreaksCheckpoint = Type.Array(Type.Tuple([Str, Break]))

export interface BreakInForce {
  kind: Break['kind']
  until: string
}

/**
 * Each player's latest break (docs/adr/0017), for the order path: an order must not wait on a read
 * of the player's wallet stream. A break cannot be shortened or lifted, so the latest one is the one
 * that counts, as in the decider's own fold. Only BreakTaken reaches it (`reads`), so it holds one
 * small entry per player who ever took a break.
 */
export class PlayerBreaks extends PositionedProjection<void> implements Checkpointable {
  readonly #latest = new Map<string, Break>()
  readonly reads = { types: [BreakTaken.type] }
  readonly foldVersion = WALLET_BREAKS_FOLD_VERSION

  protected applyNew(event: RecordedEvent): undefined {
    if (BreakTaken.is(event) && categoryOf(event.stream) === 'wallet') {
      const { kind, from, until } = event.data
      this.#latest.set(idOf(event.stream), { kind, from, until })
    }
    return undefined
  }

  /** The break in force for `userId` at the instant `at`, or null. */
  at(userId: string, at: string): BreakInForce | null {
    const latest = this.#latest.get(userId)
    return latest && breakInForceAt(latest.until, at) ? { kind: latest.kind, until: latest.until } : null
  }

  checkpoint(): [userId: string, Break][] {
    return [...this.#latest]
  }

  async restore(json: unknown, position: number): Promise<void> {
    if (this.position !== 0 || this.#latest.size > 0) throw new Error('a checkpoint is restored into a view that has applied nothing')
    for (const [userId, latest] of checkpointOf(BreaksCheckpoint, WALLET_BREAKS_FOLD_VERSION, json)) this.#latest.set(userId, { ...latest })
    this.resumeAt(position)
  }
}
