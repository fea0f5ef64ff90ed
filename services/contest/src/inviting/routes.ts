import type { FastifyInstance } from 'fastify'
import { principalOf, type Guards } from '@arena/service-kit'
import { asHttp } from '../adapters/httpRefusal'
import { createdPrivateContests } from '../viewing/contestLists'
import { contestDto } from '../viewing/contestDto'
import type { ContestsView } from '../viewing/contestsView'
import { readForm } from '../administering/readForm'
import type { PrivateContests } from './privateContests'

export interface PrivateRouteDeps {
  guards: Guards
  privateContests: PrivateContests
  view: ContestsView
}

/** Private contests: a player creates one, lists the ones they created, and opens one by its code. */
export function privateRoutes(app: FastifyInstance, deps: PrivateRouteDeps): void {
  const { guards, privateContests, view } = deps
  const authenticated = { preHandler: guards.authenticate }

  app.post('/api/private-contest-add', authenticated, async request =>
    asHttp(async () => {
      // No logo on a player's contest: the form is read without a file.
      const form = await readForm(request, '', 0)
      const state = await privateContests.create(principalOf(request), form.fields)
      return { status: true, message: 'Private contest created', data: contestDto(view.get(state.contestId)!, principalOf(request).id) }
    }),
  )

  app.get('/api/private-contests', authenticated, async request => ({ status: true, data: createdPrivateContests(view, principalOf(request).id) }))

  app.post('/api/private-contest/join-code', authenticated, async request =>
    asHttp(async () => {
      const { id } = principalOf(request)
      const state = await privateContests.redeem(principalOf(request), (request.body as { joinCode?: unknown } | null)?.joinCode)
      return { status: true, data: contestDto(view.get(state.contestId)!, id) }
    }),
  )
}
