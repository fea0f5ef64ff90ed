import type { FastifyInstance } from 'fastify'
import { originating } from '@arena/contracts'
import { normalizeJoinCode, privateContestMessages } from '@arena/domain'
import { principalOf, tooMany, type Clock, type Guards } from '@arena/service-kit'
import { asHttp } from '../adapters/httpRefusal'
import { contestIdOf, tickedOf } from '../adapters/requestFields'
import type { ContestCommands } from '../adapters/contestCommands'
import { ContestRefused, contestMessages } from '../domain/errors'
import { maySee } from '../domain/state'
import type { ContestsView } from '../readModel/contestsView'
import type { CodeAttempts } from '../inviting/codeAttempts'
import type { JoinContest } from './joinContest'
import { publicApi, publicRouteSchema } from '@arena/contracts'

export interface ParticipateRouteDeps {
  guards: Guards
  join: JoinContest
  commands: ContestCommands
  view: ContestsView
  clock: Clock
  /** Wrong join codes per player, shared with the join-code call. */
  attempts: CodeAttempts
}

/** The player's participation calls (spec section 7); the player is always the token's user. */
export function participateRoutes(app: FastifyInstance, deps: ParticipateRouteDeps): void {
  const { guards, join, commands, view, clock, attempts } = deps
  const authenticated = { preHandler: guards.authenticate }

  app.post('/api/participateCondition', { ...authenticated, schema: publicRouteSchema('contest', publicApi['POST /api/participateCondition']) }, async request =>
    asHttp(async () => {
      const { id, name } = principalOf(request)
      const contestId = contestIdOf(request.body, 'contest_id', 'contestId', '_id')
      const typed = (request.body as { joinCode?: unknown } | null)?.joinCode
      const joinCode = normalizeJoinCode(typed)
      if (typed !== undefined && attempts.blocked(id)) throw tooMany(privateContestMessages.codeTooManyTries)
      try {
        await join.join({ contestId, userId: id, name, ticked: tickedOf(request.body), ...(joinCode ? { joinCode } : {}) })
      } catch (error) {
        // A code sent with a join counts like one typed into the join-code box.
        if (typed !== undefined && error instanceof ContestRefused && error.reason === 'notFound') attempts.wrong(id)
        throw error
      }
      return { status: true, message: contestMessages.participated }
    }),
  )

  // Polled every second by the exchange screen: the fund the player trades with.
  app.post('/api/participateById', { ...authenticated, schema: publicRouteSchema('contest', publicApi['POST /api/participateById']) }, async request =>
    asHttp(async () => {
      const { id } = principalOf(request)
      const contest = view.get(contestIdOf(request.body, 'contest_id', 'contestId', '_id'))
      if (!contest?.state.terms || !maySee(contest.state, id)) throw new ContestRefused('notFound', contestMessages.notFound)
      const player = contest.state.players.get(id)
      if (!player) throw new ContestRefused('notPlayer', contestMessages.notPlayer)
      return { status: true, data: { virtualFund: contest.state.terms.virtualFund, seat: player.seat, playNow: player.playing ? 'yes' : 'no' } }
    }),
  )

  app.post('/api/updatePlayNowCondition', { ...authenticated, schema: publicRouteSchema('contest', publicApi['POST /api/updatePlayNowCondition']) }, async request =>
    asHttp(async () => {
      const { id } = principalOf(request)
      const contestId = contestIdOf(request.body, 'contest_id', 'contestId', '_id')
      await commands.execute(contestId, { type: 'StartPlaying', userId: id }, originating(id, clock.now().toISOString()))
      return { status: true, data: { playNow: 'yes' } }
    }),
  )
}
