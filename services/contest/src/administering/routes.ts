import type { FastifyInstance, FastifyRequest } from 'fastify'
import { originating } from '@arena/contracts'
import { UPLOAD_RULES } from '@arena/domain'
import { formBody, principalOf, uploadedFile, type Clock, type Guards } from '@arena/service-kit'
import { asHttp } from '../adapters/httpRefusal'
import { contestIdOf, requestKeyOf } from '../adapters/requestFields'
import type { ContestCommands } from '../adapters/contestCommands'
import { contestMessages } from '../domain/errors'
import type { ContestsView } from '../readModel/contestsView'
import { contestDto } from '../readModel/contestDto'
import type { ContestAdmin, ContestForm } from './contestAdmin'
import { dataReply, form, publicApi, publicRouteSchema, reply, routeSchema, Type } from '@arena/contracts'

export interface AdminRouteDeps {
  guards: Guards
  admin: ContestAdmin
  commands: ContestCommands
  view: ContestsView
  clock: Clock
}

/** The admin's contest calls at the spec's paths, plus the excluded-states setting. */
export function adminRoutes(app: FastifyInstance, deps: AdminRouteDeps): void {
  const { guards, admin, commands, view } = deps
  const adminOnly = { preHandler: guards.requireAdmin }
  // One byte over the limit is enough to know the logo is too big without reading it all.
  const maxLogo = UPLOAD_RULES.profileImage.maxBytes + 1

  // The form is read (and the logo held to its limit) only once the caller is known to be an admin.
  const adminForm = { preValidation: [guards.requireAdmin, formBody({ fileField: 'contestLogo', maxFileBytes: maxLogo })] }
  const formOf = (request: FastifyRequest<{ Body: ContestForm['fields'] }>): ContestForm => ({ fields: request.body, file: uploadedFile(request) })

  app.post<{ Body: ContestForm['fields'] }>('/api/contest-add', { ...adminForm, schema: publicRouteSchema('contest', publicApi['POST /api/contest-add']) }, async request =>
    asHttp(async () => {
      const state = await admin.add(principalOf(request), formOf(request), requestKeyOf(request))
      return { status: true, message: contestMessages.added, data: contestDto(view.get(state.contestId)!, undefined) }
    }),
  )

  app.post<{ Body: ContestForm['fields'] }>('/api/contest-update', { ...adminForm, schema: publicRouteSchema('contest', publicApi['POST /api/contest-update']) }, async request =>
    asHttp(async () => {
      const state = await admin.update(principalOf(request), contestIdOf(request.body, '_id', 'contest_id'), formOf(request))
      return { status: true, message: contestMessages.updated, data: contestDto(view.get(state.contestId)!, undefined) }
    }),
  )

  app.post('/api/contest-delete', { ...adminOnly, schema: publicRouteSchema('contest', publicApi['POST /api/contest-delete']) }, async request =>
    asHttp(async () => {
      await admin.remove(principalOf(request), contestIdOf(request.body, '_id', 'contest_id'))
      return { status: true, message: contestMessages.deleted }
    }),
  )

  app.get('/api/admin/contest-settings/excluded-states', { ...adminOnly, schema: routeSchema('contest', { description: 'Admin: states where paid contests are not offered', response: dataReply(reply({ states: Type.Array(Type.String()) })) }) }, async () => ({ status: true, data: { states: await commands.excludedStates() } }))

  app.post('/api/admin/contest-settings/excluded-states', { ...adminOnly, schema: routeSchema('contest', { description: 'Admin: sets the excluded states', body: form({ states: Type.Optional(Type.Array(Type.String())) }), response: dataReply(reply({ states: Type.Array(Type.String()) })) }) }, async request =>
    asHttp(async () => {
      const principal = principalOf(request)
      const states = (request.body as { states?: unknown } | undefined)?.states
      const cause = originating(`admin:${principal.id}`, deps.clock.now().toISOString())
      return { status: true, data: { states: await commands.configureExcludedStates(states, `admin:${principal.id}`, cause) } }
    }),
  )
}
