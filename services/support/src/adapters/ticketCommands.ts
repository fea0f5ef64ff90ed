import { eventParser, streams, supportEvents, type SupportEvent, type TicketAttachment } from '@arena/contracts'
import { detectFileKind } from '@arena/domain'
import type { EventStore } from '@arena/eventstore'
import { CommandHandler, type Clock, type ProjectionRunner } from '@arena/service-kit'
import { ticketDecider, type TicketCommand } from '../domain/decide'
import type { TicketState } from '../domain/state'
import type { AttachmentFiles, Upload } from '../ports'
import type { TicketChange } from '../readModel/ticketProjection'

/** Fixed namespace of support's derived ids (a random UUID, chosen once). */
export const SUPPORT_IDS = '5d2b8e41a7c34f09b6e1d3a8c07f4e92'

/**
 * The ticket streams behind the command handler; each answer waits until the read model shows
 * it, so the caller's next read sees its own write.
 */
export class TicketCommands {
  readonly #handler: CommandHandler<TicketCommand, SupportEvent, TicketState>

  constructor(store: EventStore, private readonly clock: Clock, runner: ProjectionRunner<TicketChange>, private readonly files: AttachmentFiles) {
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

  /** Stores the upload, then runs the command naming it; a refused command leaves no file behind. */
  async executeWithUpload(upload: Upload | undefined, command: (attachment: TicketAttachment | null) => TicketCommand, actor: string): Promise<void> {
    const kind = upload ? detectFileKind(upload.bytes) : undefined
    // The form's checks already refused anything but these three kinds.
    const attachment = upload && (kind === 'jpeg' || kind === 'png' || kind === 'gif') ? await this.files.save(upload.bytes, kind) : null
    try {
      await this.execute(command(attachment), actor)
    } catch (error) {
      if (attachment) await this.files.remove(attachment.file)
      throw error
    }
  }
}
