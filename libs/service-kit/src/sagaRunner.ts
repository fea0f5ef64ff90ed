import type { Saga } from '@arena/domain'

export interface SagaRunnerOptions<E, S, C> {
  saga: Saga<E, S, C>
  /** The state the saga watches, as the store has it now. */
  load(key: string): Promise<S>
  /**
   * Carries one command out (a call to another service, an append); throws when it is not done.
   * What it answers (another service's reply, as the saga's events) is driven in turn, on the
   * state loaded afresh.
   */
  send(key: string, command: C): Promise<E[] | void>
  /** Commands sent at once (default 8); one failure does not stop the others. */
  concurrency?: number
}

export interface Driven<C> {
  sent: C[]
  failed: { command: C; error: unknown }[]
}

/**
 * The one way a saga runs: load the state, ask the pure saga what is due, send it. Nothing is
 * kept between drives; a failed command is simply due again on the next drive (after an append
 * or on the scheduler's tick), with the same derived id, so it is never applied twice.
 */
export class SagaRunner<E, S, C> {
  constructor(private readonly options: SagaRunnerOptions<E, S, C>) {}

  async drive(key: string, event: E, driven: Driven<C> = { sent: [], failed: [] }): Promise<Driven<C>> {
    const { saga, load, send } = this.options
    const commands = saga.react(event, await load(key))
    const replies: E[] = []
    let next = 0
    const lane = async () => {
      while (next < commands.length) {
        const command = commands[next++]!
        try {
          replies.push(...await send(key, command) ?? [])
          driven.sent.push(command)
        } catch (error) {
          driven.failed.push({ command, error })
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency ?? 8, commands.length) }, lane))
    for (const reply of replies) await this.drive(key, reply, driven)
    return driven
  }
}
