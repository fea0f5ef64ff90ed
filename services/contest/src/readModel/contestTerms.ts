import { Type, type Static } from '@sinclair/typebox'
import { ContestCancelled, ContestCreated, ContestEnded, ContestSettled, ContestUpdated, InviteCodeRedeemed, PlayerJoined, categoryOf, type RecordedEvent } from '@arena/contracts'
import { checkpointOf, PositionedProjection, type Checkpointable } from '@arena/service-kit'

/**
 * Names the terms view's fold and its checkpoint's encoding (docs/adr/0035). Change it with the
 * fold or the shape below: checkpoints under an older name are never read again.
 */
export const CONTEST_TERMS_FOLD_VERSION = 'contest-terms-2'

/**
 * What another module may rely on of a contest: its window, pairs, fund and prize levels, who may
 * see it, whether it is over, the prices it ended at and whether it is settled.
 */
export interface ContestTermsFact {
  contestId: string
  startAt: string
  endAt: string
  pairs: readonly string[]
  virtualFund: string
  levels: string
  /** `ended` / `cancelled` once the contest said so, whatever the clock says. */
  state: 'scheduled' | 'ended' | 'cancelled'
  /** A private contest's creator and those who redeemed its code; null for a public contest. */
  invited: readonly string[] | null
  /** The pairs' prices ContestEnded recorded; null before the end (or when it recorded none). */
  finalPrices: Readonly<Record<string, string>> | null
  /** ContestSettled is recorded: its results are the contest's (`contestResultsIn`). */
  settled: boolean
}

const Str = Type.String()
const TermsCheckpoint = Type.Object({
  contests: Type.Array(Type.Object({
    contestId: Str, startAt: Str, endAt: Str, virtualFund: Str, levels: Str,
    pairs: Type.Array(Str),
    state: Type.Union([Type.Literal('scheduled'), Type.Literal('ended'), Type.Literal('cancelled')]),
    invited: Type.Union([Type.Array(Str), Type.Null()]),
    finalPrices: Type.Union([Type.Record(Str, Str), Type.Null()]),
    settled: Type.Boolean(),
  })),
  causes: Type.Array(Type.Tuple([Str, Type.Integer({ minimum: 1 })])),
})
type TermsCheckpoint = Static<typeof TermsCheckpoint>

/**
 * Each contest's terms as the contest service publishes them to other modules (matching's order
 * checks, fills and freezes; the leaderboard's values, prizes and who may see a board): small, one
 * entry per contest, so every process taking orders or folding the leaderboard can keep them all. It also keeps, per contest stream, the version of its last join, end or
 * cancellation: what a consumer of those on the bus has handled once its mark is as high.
 */
export class ContestTermsView extends PositionedProjection<ContestTermsFact> implements Checkpointable {
  readonly #contests = new Map<string, ContestTermsFact>()
  readonly #causes = new Map<string, number>()
  readonly reads = { types: [ContestCreated, ContestUpdated, ContestEnded, ContestCancelled, ContestSettled, InviteCodeRedeemed, PlayerJoined].map(d => d.type) }
  readonly foldVersion = CONTEST_TERMS_FOLD_VERSION

  protected applyNew(event: RecordedEvent): ContestTermsFact | undefined {
    if (categoryOf(event.stream) !== 'contest') return undefined
    if (PlayerJoined.is(event) || ContestEnded.is(event) || ContestCancelled.is(event)) this.#causes.set(event.stream, event.version)
    if (ContestCreated.is(event) || ContestUpdated.is(event)) {
      const { contestId, startAt, endAt, pairs, virtualFund, levels } = event.data
      const known = this.#contests.get(contestId)
      const invited = ContestCreated.is(event) ? (event.data.joinCode === undefined ? null : [event.data.createdBy]) : (known?.invited ?? null)
      return this.#set({ state: 'scheduled', finalPrices: null, settled: false, ...known, contestId, startAt, endAt, pairs: [...pairs], virtualFund, levels, invited })
    }
    if (ContestEnded.is(event) || ContestCancelled.is(event)) {
      const known = this.#contests.get(event.data.contestId)
      if (!known || known.state !== 'scheduled') return undefined
      const finalPrices = ContestEnded.is(event) ? (event.data.finalPrices ?? null) : null
      return this.#set({ ...known, state: ContestEnded.is(event) ? 'ended' : 'cancelled', finalPrices })
    }
    if (ContestSettled.is(event)) {
      const known = this.#contests.get(event.data.contestId)
      return !known || known.settled ? undefined : this.#set({ ...known, settled: true })
    }
    if (InviteCodeRedeemed.is(event)) {
      const known = this.#contests.get(event.data.contestId)
      if (!known?.invited || known.invited.includes(event.data.userId)) return undefined
      return this.#set({ ...known, invited: [...known.invited, event.data.userId] })
    }
    return undefined
  }

  #set(contest: ContestTermsFact): ContestTermsFact {
    this.#contests.set(contest.contestId, contest)
    return contest
  }

  get(contestId: string): ContestTermsFact | undefined {
    return this.#contests.get(contestId)
  }

  all(): IterableIterator<ContestTermsFact> {
    return this.#contests.values()
  }

  /** Per contest stream, the version of its last join, end or cancellation seen. */
  accountCauses(): IterableIterator<[stream: string, version: number]> {
    return this.#causes.entries()
  }

  checkpoint(): TermsCheckpoint {
    return { contests: [...this.#contests.values()].map(c => ({ ...c, pairs: [...c.pairs], invited: c.invited && [...c.invited], finalPrices: c.finalPrices && { ...c.finalPrices } })), causes: [...this.#causes] }
  }

  async restore(json: unknown, position: number): Promise<void> {
    if (this.position !== 0 || this.#contests.size > 0) throw new Error('a checkpoint is restored into a view that has applied nothing')
    const checkpoint = checkpointOf(TermsCheckpoint, CONTEST_TERMS_FOLD_VERSION, json)
    for (const contest of checkpoint.contests) this.#contests.set(contest.contestId, { ...contest, pairs: [...contest.pairs] })
    for (const [stream, version] of checkpoint.causes) this.#causes.set(stream, version)
    this.resumeAt(position)
  }
}
