import { eventParser, sponsorEvents, sponsorStream, type SponsorEvent } from '@arena/contracts'
import type { EventStore } from '@arena/eventstore'
import { CommandHandler } from '@arena/service-kit'
import type { Cause } from '../adapters/walletCommands'
import { WALLET_IDS } from '../adapters/eventIds'
import { sponsorDecider, type SponsorCommand, type SponsorState } from '../domain/sponsor'

export const toSponsorEvent = eventParser<SponsorEvent>(sponsorEvents)

/**
 * The sponsors' account streams behind the command handler: event ids from the command id, so
 * a retried command is recognised by the store too, and a command id seen before decides nothing.
 */
export class SponsorAccounts {
  readonly #handler: CommandHandler<SponsorCommand, SponsorEvent, SponsorState>

  constructor(store: EventStore, afterAppend: (position: number) => Promise<void> = async () => {}) {
    this.#handler = new CommandHandler(store, { decider: sponsorDecider, parse: toSponsorEvent, idNamespace: WALLET_IDS, commandKey: c => c.commandId, afterAppend })
  }

  async load(sponsorId: string): Promise<{ state: SponsorState }> {
    return { state: await this.#handler.load(sponsorStream(sponsorId)) }
  }

  async execute(command: SponsorCommand, cause: Cause): Promise<SponsorState> {
    const stamp = { ...cause, correlationId: cause.correlationId ?? command.commandId, at: command.at }
    return (await this.#handler.execute(sponsorStream(command.sponsorId), command, stamp)).state
  }
}
