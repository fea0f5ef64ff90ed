import type { FastifyInstance } from 'fastify'
import type { EventStore } from '@arena/eventstore'
import { HttpError, principalOf, type Guards } from '@arena/service-kit'
import { asHttp } from '../adapters/httpRefusal'
import { ContestRefused, contestMessages } from '../domain/errors'
import type { ContestsView } from '../readModel/contestsView'
import type { SettledContests } from '../readModel/settledContests'
import type { AccountHistories } from '../ports'
import { contestTimeline, playerKey } from './contestTimeline'
import { maySee } from '../domain/state'
import { anyObject, dataReply, params, routeSchema, Type } from '@arena/contracts'

export interface ReplayRouteDeps {
  guards: Guards
  view: ContestsView
  store: Pick<EventStore, 'readStream'>
  accounts: AccountHistories
  /** A finished contest's results and names, from its stream. */
  settled: SettledContests
}

export const replayMessages = {
  notOver: 'The replay opens once the contest has ended',
} as const

/**
 * GET /api/contests/:id/replay: a finished contest's timeline for the replay screen, which ranks
 * it at any instant with the pure `replayAt`. Players are keyed by seat, never by user id; a
 * participant or an admin sees names, anyone else a pseudonym per seat (as public boards do).
 * `settled` is the recorded result under the same keys, so the screen and tests can show that
 * the replay's last instant is the settlement.
 */
export function replayRoutes(app: FastifyInstance, deps: ReplayRouteDeps): void {
  const { guards, view, store, accounts } = deps
  app.get<{ Params: { id: string } }>('/api/contests/:id/replay', { schema: routeSchema('contest', { description: 'A settled contest replayed from its events', params: params({ id: Type.String() }), response: dataReply(anyObject('frames of the replay')) }), preHandler: guards.authenticate }, async request =>
    asHttp(async () => {
      const listed = view.get(request.params.id)
      const row = listed && (await deps.settled.whole(listed))
      const viewer = principalOf(request)
      // A private contest is unknown to whoever holds no code for it, here as everywhere.
      if (!row?.state.terms || !maySee(row.state, viewer.id, viewer.role === 'admin')) throw new ContestRefused('notFound', contestMessages.notFound)
      const { state } = row
      if (state.phase === 'cancelled') throw new ContestRefused('cancelled', contestMessages.cancelled)
      if (state.phase !== 'ended' && state.phase !== 'settled') throw new HttpError(409, replayMessages.notOver, undefined, 'notOver')
      const mine = state.players.get(viewer.id)
      const naming = mine || viewer.role === 'admin' ? 'names' : 'pseudonyms'
      const timeline = await contestTimeline(store, accounts, state, row.names, naming)
      const seatOf = new Map([...state.players.values()].map(p => [p.userId, p.seat]))
      const settled = state.phase === 'settled'
        ? (state.results ?? []).map(r => ({ key: playerKey(seatOf.get(r.userId) ?? 0), rank: r.rank, portfolioValue: r.portfolioValue, gainPercent: r.gainPercent, orderCount: r.orderCount, prize: r.prize }))
        : null
      return {
        status: true,
        data: {
          contestId: state.contestId,
          contestName: state.terms!.contestName,
          levels: state.terms!.levels,
          phase: state.phase,
          naming,
          you: mine ? playerKey(mine.seat) : null,
          timeline,
          settled,
        },
      }
    }),
  )
}
