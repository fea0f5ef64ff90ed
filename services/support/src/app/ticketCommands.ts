import { eventParser, streams, supportEvents, type SupportEvent } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import { CommandHandler, type Clock, type ProjectionRunner } from '@arena/service-kit'
import { ticketDecider, type TicketCommand } from '../domain/decide'
import type { TicketState } from '../domain/ticket'
import type { TicketChange } from './ticketProjection'

/** Fixed namespace of support's derived ids (a random UUID, chosen once). */
export const SUPPORT_IDS = '5d2b8e41a7c34f09b6e1d3a8c07f4e92'

/**
 * The ticket streams behind the command handler; each answer waits until the read model shows
 * it, so the caller's next read sees its own write.
 */
export class TicketCommands {
  readonly #handler: CommandHandler<TicketCommand, SupportEvent, TicketState>

  constructor(store: EventStore, private readonly clock: Clock, runner: ProjectionRunner<TicketChange>) {
    this.#handler = new CommandHandler(store, {
      decider: ticketDecider,
      parse: eventParser<SupportEvent>(supportEvents),
      idNamespace: SUPPORT_IDS,
      afterAppend: position => runner.caughtUpTo(position),
    })
  }

  async execute(command: TicketCommand, actor: string): Promise<void> {
    await this.#handler.execute(streams.ticket(command.ticketId), command, { actor, at: this.clock.now().toISOString() })
  }
}
