import type { ContestDto, DashboardTotalsDto } from '@arena/contracts'
import { contestDto } from './contestDto'
import { maySee } from '../domain/state'
import type { ContestRow, ContestsView } from './contestsView'

export const LIST_TYPES = ['live', 'upcoming', 'past', 'my'] as const
export type ListType = (typeof LIST_TYPES)[number]

const byStart = (a: ContestRow, b: ContestRow) => Date.parse(a.state.terms!.startAt) - Date.parse(b.state.terms!.startAt)
const byEnd = (a: ContestRow, b: ContestRow) => Date.parse(a.state.terms!.endAt) - Date.parse(b.state.terms!.endAt)

/**
 * The contest page's tabs. A cancelled (deleted) contest leaves the public lists but stays in
 * its players' own list, marked Cancelled, so they can see why their fee came back. A private
 * contest is listed only for those who may see it (`maySee`); without a user, never.
 */
export function contestRows(view: ContestsView, type: ListType, userId?: string, admin = false): ContestRow[] {
  const rows = view.all().filter(r => r.state.terms !== undefined && maySee(r.state, userId, admin))
  switch (type) {
    case 'live':
      return rows.filter(r => r.state.phase === 'live').sort(byEnd)
    case 'upcoming':
      return rows.filter(r => r.state.phase === 'upcoming').sort(byStart)
    case 'past':
      return rows.filter(r => r.state.phase === 'ended' || r.state.phase === 'settled').sort((a, b) => byEnd(b, a))
    case 'my':
      return userId === undefined ? [] : rows.filter(r => r.state.players.has(userId)).sort((a, b) => byStart(b, a))
    default: {
      const never: never = type
      throw new Error(`unknown list ${String(never)}`)
    }
  }
}

export const contestList = (view: ContestsView, type: ListType, userId?: string, admin = false): ContestDto[] =>
  contestRows(view, type, userId, admin).map(row => contestDto(row, userId))

/** Private contests `userId` created, newest start first, for the creator to share their codes. */
export const createdPrivateContests = (view: ContestsView, userId: string): ContestDto[] =>
  view.all()
    .filter(r => r.state.terms !== undefined && r.state.joinCode !== undefined && r.state.createdBy === userId)
    .sort((a, b) => byStart(b, a))
    .map(row => contestDto(row, userId))

export function dashboardTotals(view: ContestsView): DashboardTotalsDto {
  return {
    liveTotal: contestRows(view, 'live').length,
    upcomingtotal: contestRows(view, 'upcoming').length,
    pastTotal: contestRows(view, 'past').length,
  }
}
