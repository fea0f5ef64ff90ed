import { randomUUID } from 'node:crypto'
import { ContestCreated, newId, originating, streams, type NewEvent } from '@arena/contracts'

/** A contest's two hours, as the services' harnesses use them. */
export const CONTEST_START = '2026-03-01T10:00:00.000Z'
export const CONTEST_END = '2026-03-01T12:00:00.000Z'

/** What the fixture needs of an event store: the one write (a structural type, so no package cycle). */
interface Appends {
  append(stream: string, events: NewEvent[], expectedVersion: 'any'): Promise<unknown>
}

export interface ContestFixtureOptions {
  pairs?: string[]
  virtualFund?: string
  levels?: string
  /** Who the event says wrote it (`originating(by, …)`). */
  by?: string
}

/** The contest service's side for a module under test: a contest trading `pairs` from start to end. */
export async function createContest(store: Appends, options: ContestFixtureOptions = {}): Promise<string> {
  const contestId = randomUUID()
  const data = ContestCreated.parse({
    contestId, createdBy: 'admin', contestName: 'Test cup', contestLogo: null, startAt: CONTEST_START, endAt: CONTEST_END, entryFee: '10.00',
    winningAmount: '100.00', virtualFund: options.virtualFund ?? '10000', maxParticipants: 100, levels: options.levels ?? '50,30,20',
    pairs: options.pairs ?? ['BTCUSDT', 'ETHUSDT'], description: '',
  })
  const event: NewEvent = { id: newId(), type: 'ContestCreated', data, metadata: originating(options.by ?? 'system:contest', CONTEST_START) }
  await store.append(streams.contest(contestId), [event], 'any')
  return contestId
}
