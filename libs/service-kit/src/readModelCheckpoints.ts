import type { Static, TSchema } from '@sinclair/typebox'
import { checkOf } from '@arena/contracts'
import type { EventStore, SnapshotStore } from '@arena/eventstore'
import type { Logger } from 'pino'

/** The streams a restore may read: what the checkpoint names rather than holds (live accounts, say). */
export type StreamReader = Pick<EventStore, 'readStream' | 'readStreams'>

/**
 * A read model that writes down what it holds and starts again from it, so a process starts on
 * the checkpoint and the log's tail instead of the whole history (issue 15). What it writes is
 * what is live: a read model that keeps finished things in memory would make the checkpoint grow
 * with history, just as its memory does.
 */
export interface Checkpointable {
  /**
   * Names the fold and the checkpoint's encoding ("matching-1"). Change it whenever either
   * changes: checkpoints under any other name are never read, the read model folds the log.
   */
  readonly foldVersion: string
  /** What it holds after the event at its position, as a JSON value (money as decimal strings). */
  checkpoint(): unknown
  /**
   * Takes up a checkpoint `checkpoint` wrote at `position`, on a read model that has applied
   * nothing yet. Whole or not at all: it throws before changing anything when the JSON is not one
   * it could have written, or what it names cannot be read.
   */
  restore(state: unknown, position: number, streams: StreamReader): Promise<void>
}

export interface CheckpointOptions {
  snapshots: SnapshotStore
  /**
   * The read model's name. Every process folding the same read model folds the same events to the
   * same state, so they share one checkpoint per name and fold version, and any of them may move it on.
   */
  name: string
  /** Writes this process's state when it has moved on and this long has passed since the last (default 10 s). */
  everyMs?: number
  /**
   * False: restores the checkpoint but never writes one. In the cluster only the module's own
   * worker writes (a whole-state checkpoint is a JSON.stringify of the whole read model, which an
   * edge would pay beside its requests every 10 s); the others start from what it wrote.
   */
  writes?: boolean
}

export const DEFAULT_CHECKPOINT_EVERY_MS = 10_000

/**
 * How far the log may move past a checkpoint without the read model changing before it is
 * written again anyway. A read model of a sparse category (prize holds, say) may not change for a
 * million events: a checkpoint left at its last change would have every restart look through all
 * of them again (the edge's 0.4 s in docs/perf/startup.md, run J).
 */
export const CHECKPOINT_LOOKED_THROUGH_GAP = 10_000

/**
 * Where a read model stands: `applied`, the position of the last event it applied (its own
 * `position`); `seen`, how far it has looked through the log (applied, or passed over by its
 * filter). A checkpoint is written at `seen`: its state is the read model's at every position
 * between the two.
 */
export interface CheckpointAt {
  applied: number
  seen: number
}

/**
 * Checkpoints of the read model `name` where the process keeps snapshots, written where the
 * context says this process writes them (`ModuleContext.writesCheckpoints`); none (fold the log)
 * where it keeps no snapshots.
 */
export const checkpointsIn = (ctx: { snapshots?: SnapshotStore; writesCheckpoints?: boolean }, name: string): CheckpointOptions | undefined =>
  ctx.snapshots && { snapshots: ctx.snapshots, name, writes: ctx.writesCheckpoints ?? true }

/** `json` as the checkpoint `schema` describes, or a TypeError naming the first place it is not one. */
export function checkpointOf<T extends TSchema>(schema: T, foldVersion: string, json: unknown): Static<T> {
  // Compiled once per schema: a whole-state checkpoint holds a million values (docs/perf/startup.md).
  const check = checkOf(schema)
  if (check.Check(json)) return json as Static<T>
  const first = check.Errors(json).First()
  throw new TypeError(`not a ${foldVersion} checkpoint: ${first?.path ?? ''} ${first?.message ?? ''}`)
}

/** Checkpoints live beside the command handlers' snapshots, under a name no event stream can have. */
export const checkpointKey = (name: string): string => `read-model:${name}`

/**
 * Loads and saves one read model's checkpoints. Losing or refusing one costs a longer start,
 * never a wrong state: a checkpoint that cannot be restored is logged and the log folded whole.
 */
export class ReadModelCheckpoints {
  /** The position the last checkpoint written or read is at. */
  #savedAt = 0
  /** The read model's own position when it was: a later one means its state has changed since. */
  #savedApplied = 0
  #saving: Promise<void> = Promise.resolve()
  #timer: NodeJS.Timeout | undefined

  constructor(
    private readonly options: CheckpointOptions,
    private readonly readModel: Checkpointable,
    private readonly logger: Pick<Logger, 'warn' | 'info'>,
  ) {}

  /**
   * Restores the newest checkpoint, if any; its position, or 0 when the log must be folded whole.
   * One past the log's `head` is refused: the log lost what the checkpoint holds (events restored
   * from an older backup than the checkpoint).
   */
  async restore(streams: StreamReader, head: number): Promise<number> {
    const { snapshots, name } = this.options
    const { foldVersion } = this.readModel
    try {
      const saved = await snapshots.load(checkpointKey(name), foldVersion)
      if (!saved) return 0
      if (saved.version > head) throw new RangeError(`checkpoint at ${saved.version} is past the log's head ${head}`)
      await this.readModel.restore(saved.state, saved.version, streams)
      this.#savedAt = saved.version
      this.#savedApplied = saved.version
      this.logger.info({ readModel: name, position: saved.version }, 'read model restored from its checkpoint')
      return saved.version
    } catch (error) {
      this.logger.warn({ err: error, readModel: name, foldVersion }, 'read model checkpoint not restored; folding the log from the start')
      return 0
    }
  }

  /**
   * Saves now and then from here on, whenever the read model has changed since the last
   * checkpoint, or the log has moved `CHECKPOINT_LOOKED_THROUGH_GAP` past it.
   */
  keep(position: () => CheckpointAt): void {
    if (this.options.writes === false) return
    const every = this.options.everyMs ?? DEFAULT_CHECKPOINT_EVERY_MS
    void this.save(position)
    this.#timer = setInterval(() => void this.save(position), every)
    this.#timer.unref()
  }

  /**
   * Writes the state at `position().seen` unless the read model has not changed since the last
   * checkpoint and the log has moved less than the gap past it. One save at a time: the state is
   * taken when its turn comes, in the same tick as the store's `save` writes it to JSON (every
   * adapter does so before its first await), so a read model that changes its objects in place
   * cannot write a state of a later position.
   */
  save(position: () => CheckpointAt): Promise<void> {
    if (this.options.writes === false) return this.#saving
    this.#saving = this.#saving.then(() => this.#write(position()))
    return this.#saving
  }

  async #write({ applied, seen }: CheckpointAt): Promise<void> {
    const changed = applied > this.#savedApplied
    if (seen <= this.#savedAt || (!changed && seen - this.#savedAt < CHECKPOINT_LOOKED_THROUGH_GAP)) return
    const position = Math.max(seen, applied)
    this.#savedAt = position
    this.#savedApplied = applied
    const { snapshots, name } = this.options
    try {
      await snapshots.save({ stream: checkpointKey(name), version: position, foldVersion: this.readModel.foldVersion, state: this.readModel.checkpoint() })
    } catch (error) {
      this.logger.warn({ err: error, readModel: name, position }, 'read model checkpoint not saved')
    }
  }

  /** Stops saving on a timer, writes the last state, and waits for the saves in flight. */
  async close(position: () => CheckpointAt): Promise<void> {
    clearInterval(this.#timer)
    this.#timer = undefined
    await this.save(position)
  }
}
