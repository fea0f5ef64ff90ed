import { matchingEvents, type AccountEvent, type RecordedEvent } from '@arena/contracts'

const byType = new Map<string, (typeof matchingEvents)[number]>(matchingEvents.map(d => [d.type, d]))

/** True for the event types of an account stream. */
export const isAccountEvent = (event: { type: string }): boolean => byType.has(event.type)

/** A stored account event, checked against its contract. */
export function toAccountEvent(event: Pick<RecordedEvent, 'type' | 'data' | 'stream'>): AccountEvent {
  const definition = byType.get(event.type)
  if (!definition) throw new Error(`unexpected event ${event.type} in ${event.stream}`)
  return { type: definition.type, data: definition.parse(event.data) } as AccountEvent
}
