import type { Decider } from '@arena/domain'
import type { EventStore } from '@arena/eventstore'
import { CommandHandler } from '@arena/service-kit'
import type { Cause } from './walletCommands'
import { WALLET_IDS } from './eventIds'

interface HoldEvent {
  type: string
  data: unknown
}

/**
 * A review's stream per hold behind the command handler. Ids come from the stream and the step
 * (the command's type), so a retried hold, release or refusal is the same event; `correlationId`
 * names the hold when the cause carries none, and the instant is the command's.
 */
export function holdCommands<C extends { type: string; at: string }, S, E extends HoldEvent>(
  store: EventStore,
  decider: Decider<C, E, S>,
  parse: (event: HoldEvent & { stream: string }) => E,
  afterAppend: (position: number) => Promise<void>,
) {
  const handler = new CommandHandler(store, { decider, parse, idNamespace: WALLET_IDS, commandKey: command => command.type, afterAppend })
  return {
    load: async (stream: string): Promise<{ state: S }> => ({ state: await handler.load(stream) }),
    execute: async (stream: string, command: C, correlationId: string, cause: Cause): Promise<S> =>
      (await handler.execute(stream, command, { ...cause, correlationId: cause.correlationId ?? correlationId, at: command.at })).state,
  }
}
