import { eventParser, notificationEvents, notificationStream, type NotificationRaisedEvent, type NotificationReadEvent } from '@arena/contracts'
import type { Decider } from '@arena/domain'
import type { EventStore } from '@arena/eventstore'
import { CommandHandler, type Clock } from '@arena/service-kit'
import { SUPPORT_IDS } from '../adapters/ticketCommands'

/**
 * Read marks only ever add up, in any order: each mark is recorded as it comes; there is no state
 * to guard. The stream also holds the notifications themselves, which change nothing here.
 */
export const readMarksDecider: Decider<NotificationReadEvent, NotificationReadEvent | NotificationRaisedEvent, null> = {
  decide: mark => [mark],
  evolve: state => state,
  initialState: () => null,
}

/** A player's read marks on `notifications-<userId>`, through the command handler like every other write. */
export function readMarks(store: EventStore, clock: Clock, afterAppend: (position: number) => Promise<void>) {
  const handler = new CommandHandler(store, {
    decider: readMarksDecider,
    parse: eventParser<NotificationReadEvent | NotificationRaisedEvent>(notificationEvents),
    idNamespace: SUPPORT_IDS,
    afterAppend,
    unguarded: true,
  })
  return async (userId: string, mark: NotificationReadEvent): Promise<void> => {
    await handler.execute(notificationStream(userId), mark, { actor: userId, at: clock.now().toISOString() })
  }
}
