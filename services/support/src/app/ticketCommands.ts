import { newId, originating, streams, supportEvents, type RecordedEvent, type SupportEvent } from '@arena/contracts'
import { WrongExpectedVersion, type EventStore } from '@arena/eventstore'
import { KeyedQueue, type Clock, type ProjectionRunner } from '@arena/service-kit'
import { decideTicket, type TicketCommand } from '../domain/decide'
import { foldTicket } from '../domain/ticket'
import type { TicketChange } from './ticketProjection'

/** Writers in this process queue per ticket; only other processes can race us to the append. */
const MAX_ATTEMPTS = 5

function toSupportEvent(event: RecordedEvent): SupportEvent {
  const definition = supportEvents.find(d => d.type === event.type)
  if (!definition) throw new Error(`unexpected event ${event.type} in ${event.stream}`)
  return { type: definition.type, data: definition.parse(event.data) } as SupportEvent
}

/**
 * Loads a ticket stream, decides, appends at the version it read, and waits until the read
 * model shows the result, so the caller's next read sees its own write.
 */
export class TicketCommands {
  readonly #queue = new KeyedQueue()

  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly runner: ProjectionRunner<TicketChange>,
  ) {}

  execute(command: TicketCommand, actor: string): Promise<void> {
    return this.#queue.run(command.ticketId, () => this.#execute(command, actor))
  }

  async #execute(command: TicketCommand, actor: string): Promise<void> {
    const stream = streams.ticket(command.ticketId)
    for (let attempt = 1; ; attempt++) {
      const recorded = await this.store.readStream(stream)
      const events = decideTicket(command, foldTicket(recorded.map(toSupportEvent)))
      if (events.length === 0) return
      const metadata = originating(actor, this.clock.now().toISOString())
      try {
        const result = await this.store.append(stream, events.map(e => ({ id: newId(), ...e, metadata })), recorded.length)
        await this.runner.caughtUpTo(result.position)
        return
      } catch (error) {
        // Someone appended in between: decide again on the newer state (it may now refuse).
        if (!(error instanceof WrongExpectedVersion) || attempt >= MAX_ATTEMPTS) throw error
      }
    }
  }
}
