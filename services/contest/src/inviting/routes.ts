import type { FastifyInstance } from 'fastify'
import { formBody, principalOf, type Guards } from '@arena/service-kit'
import { asHttp } from '../adapters/httpRefusal'
import { createdPrivateContests } from '../readModel/contestLists'
import { contestDto } from '../readModel/contestDto'
import type { ContestsView } from '../readModel/contestsView'
import type { PrivateContests } from './privateContests'
import { anyObject, dataReply, DecimalAmountField, field, form, reply, routeSchema, rows, textForm, Type } from '@arena/contracts'

export interface PrivateRouteDeps {
  guards: Guards
  privateContests: PrivateContests
  view: ContestsView
}

/** Private contests: a player creates one, lists the ones they created, and opens one by its code. */
export function privateRoutes(app: FastifyInstance, deps: PrivateRouteDeps): void {
  const { guards, privateContests, view } = deps
  const authenticated = { preHandler: guards.authenticate }

  // No logo on a player's contest: the form is read without a file, once the caller is known.
  app.post<{ Body: Record<string, string> }>('/api/private-contest-add', { preValidation: [guards.authenticate, formBody()], schema: routeSchema('contest', { description: 'A player creates a private contest (join by code)', multipart: true, body: textForm({ contestName: field('name'), startTime: field('ISO time'), endTime: field('ISO time'), entryFee: DecimalAmountField('INR'), virtualFund: DecimalAmountField('USDT'), max_particepate: field('most players'), winningAmount: DecimalAmountField('prize pool, INR'), levels: field('prize split, JSON') }), response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('the contest with its join code') }) }) }, async request =>
    asHttp(async () => {
      const state = await privateContests.create(principalOf(request), request.body)
      return { status: true, message: 'Private contest created', data: contestDto(view.get(state.contestId)!, principalOf(request).id) }
    }),
  )

  app.get('/api/private-contests', { ...authenticated, schema: routeSchema('contest', { description: 'The private contests the caller created', response: dataReply(rows('contests')) }) }, async request => ({ status: true, data: createdPrivateContests(view, principalOf(request).id) }))

  app.post('/api/private-contest/join-code', { ...authenticated, schema: routeSchema('contest', { description: 'Redeems a join code: the contest becomes visible to the caller', body: form({ joinCode: field('the code') }), response: dataReply(anyObject('the contest')) }) }, async request =>
    asHttp(async () => {
      const { id } = principalOf(request)
      const state = await privateContests.redeem(principalOf(request), (request.body as { joinCode?: unknown } | null)?.joinCode)
      return { status: true, data: contestDto(view.get(state.contestId)!, id) }
    }),
  )
}
