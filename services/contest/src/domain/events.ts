import { contestEvents, contestInviteEvents, contestSagaEvents, contestSponsorEvents, type RecordedEvent, type Static } from '@arena/contracts'

const definitions = [...contestEvents, ...contestSagaEvents, ...contestInviteEvents, ...contestSponsorEvents] as const
type Def = (typeof definitions)[number]

/** Every event of a `contest-<id>` stream, without its envelope: what the decider takes and returns. */
export type ContestEvent = { [K in Def['type']]: { type: K; data: Static<Extract<Def, { type: K }>['schema']> } }[Def['type']]
export type ContestEventType = ContestEvent['type']

const byType = new Map<string, Def>(definitions.map(d => [d.type, d]))

export const isContestEventType = (type: string): type is ContestEventType => byType.has(type)

/** Validates a stored event against its contract; throws ContractViolation on a malformed one. */
export function toContestEvent(event: Pick<RecordedEvent, 'type' | 'data'>): ContestEvent {
  const definition = byType.get(event.type)
  if (!definition) throw new Error(`unexpected event ${event.type} in a contest stream`)
  return { type: definition.type, data: definition.parse(event.data) } as ContestEvent
}
