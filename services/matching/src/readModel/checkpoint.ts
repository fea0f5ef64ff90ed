import { Type, type Static } from '@sinclair/typebox'
import type { RecordedEvent } from '@arena/contracts'
import { checkpointOf, type StreamReader } from '@arena/service-kit'
import { readStreamsOf } from '@arena/eventstore'

/**
 * Names matching's fold and its checkpoint's encoding. Change it with `evolveAccount`, the read
 * model's `apply`, or the shape below: checkpoints under an older name are never read again.
 */
export const MATCHING_FOLD_VERSION = 'matching-1'

const Str = Type.String()
const Version = Type.Integer({ minimum: 1 })

/**
 * What matching's read model writes down: per contest, the players whose account froze (small),
 * and the live accounts by name and version only. An account's state, orders and fills are folded
 * again from its own stream, by the same code that folds the log, so a checkpoint cannot hold an
 * account the fold would not give.
 */
export const MatchingCheckpoint = Type.Object({
  frozen: Type.Optional(Type.Array(Type.Tuple([Str, Type.Array(Str)]))),
  /**
   * Written by checkpoints before 29 Nov 2026, when matching folded the contest's events itself
   * (the contest's terms view answers now): of each contest only its frozen players are read. The
   * code of before refuses a checkpoint without them and folds the log instead.
   */
  contests: Type.Optional(Type.Array(Type.Object({ contestId: Str, frozen: Type.Array(Str) }))),
  /** Also written before 29 Nov 2026 and passed over: the contests' causes and the players' breaks. */
  causes: Type.Optional(Type.Unknown()),
  breaks: Type.Optional(Type.Unknown()),
  accounts: Type.Array(Type.Tuple([Str, Version])),
})
export type MatchingCheckpoint = Static<typeof MatchingCheckpoint>

export const readCheckpoint = (json: unknown): MatchingCheckpoint => checkpointOf(MatchingCheckpoint, MATCHING_FOLD_VERSION, json)

/**
 * Streams read in one go while restoring: one query where the store reads several at once
 * (`readStreams`). One at a time, 16 side by side, a restart of the bench history spent 1.2 s
 * waiting on its live accounts' streams.
 */
const STREAMS_PER_READ = 500

/**
 * The events of each named account up to the version the checkpoint recorded, in the global
 * log's order. Throws when a stream has fewer events than recorded: a checkpoint ahead of its
 * events (restored from an older backup) must not be used.
 */
export async function accountEventsAt(accounts: MatchingCheckpoint['accounts'], streams: StreamReader): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = []
  for (let start = 0; start < accounts.length; start += STREAMS_PER_READ) {
    const batch = accounts.slice(start, start + STREAMS_PER_READ)
    const read = await readStreamsOf(streams, batch.map(([stream]) => stream))
    for (const [stream, version] of batch) {
      const upTo = read.get(stream)!.filter(event => event.version <= version)
      if (upTo.length !== version) throw new RangeError(`checkpoint names ${stream} at version ${version}, the store has ${upTo.length} events of it`)
      events.push(...upTo)
    }
  }
  return events.sort((a, b) => a.position - b.position)
}
