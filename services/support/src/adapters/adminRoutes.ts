import type { FastifyInstance } from 'fastify'
import { UPLOAD_RULES } from '@arena/domain'
import { badRequest, principalOf, type Guards } from '@arena/service-kit'
import type { SupportActions } from '../app/supportActions'
import type { TicketProjection, TicketView } from '../app/ticketProjection'
import { supportMessages } from '../domain/supportMessages'
import { refusalsAsHttp } from './httpRefusal'
import { readForm } from './readForm'
import { adminTicketRowDto, ticketDetailDto, ticketNumber } from './ticketDto'
import { anyObject, dataReply, field, fileField, form, NoBody, params, query, reply, routeSchema, rows, Type } from '@arena/contracts'

/** Case-insensitive match on ticket number or id, subject, description and player name. */
export function matchesSearch(ticket: TicketView, search: string): boolean {
  const needle = search.trim().toLowerCase()
  if (needle === '') return true
  const haystack = [ticket.ticketId, ticketNumber(ticket.ticketId), ticket.subject, ticket.description, ticket.ownerName]
  return haystack.some(text => text.toLowerCase().includes(needle))
}

/** The admin ticket queue: list with filters, reply as ADMIN, resolve. Every route checks the role. */
export function adminRoutes(app: FastifyInstance, guards: Guards, actions: SupportActions, projection: TicketProjection): void {
  const admin = { preHandler: guards.requireAdmin }

  app.get<{ Querystring: { status?: string; search?: string } }>('/api/admin/tickets', { ...admin, schema: routeSchema('support', { description: 'Admin: tickets by status, searched', querystring: query({ status: field('open or Resolved; empty for all'), search: field('text') }), response: dataReply(rows('tickets')) }) }, async request => {
    const { status = '', search = '' } = request.query
    if (status !== '' && status !== 'open' && status !== 'Resolved') throw badRequest(supportMessages.statusFilterInvalid, { status: supportMessages.statusFilterInvalid })
    // A repeated ?search= arrives as an array; the type above is only what a well-behaved client sends.
    if (typeof search !== 'string') throw badRequest(supportMessages.searchInvalid, { search: supportMessages.searchInvalid })
    const rows = projection.all().filter(ticket => (status === '' || ticket.status === status) && matchesSearch(ticket, search))
    return { status: true, data: rows.map(adminTicketRowDto) }
  })

  app.post<{ Params: { id: string } }>('/api/admin/tickets/:id/reply', { ...admin, schema: routeSchema('support', { description: 'Admin: replies to a ticket', multipart: true, params: params({ id: Type.String() }), body: form({ description: field('the reply'), issueImage: fileField('optional image') }), response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('the ticket and its messages') }) }) }, async request =>
    refusalsAsHttp(async () => {
      const form = await readForm(request, 'issueImage', UPLOAD_RULES.supportReplyImage.maxBytes)
      const ticket = await actions.reply(principalOf(request), 'ADMIN', request.params.id, { description: form.fields.description, issueImage: form.file })
      return { status: true, message: supportMessages.replySent, data: ticketDetailDto(ticket) }
    }),
  )

  app.post<{ Params: { id: string } }>('/api/admin/tickets/:id/resolve', { ...admin, schema: routeSchema('support', { description: 'Admin: marks a ticket resolved', params: params({ id: Type.String() }), body: NoBody, response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('the ticket and its messages') }) }) }, async request =>
    refusalsAsHttp(async () => {
      const ticket = await actions.resolve(principalOf(request), request.params.id)
      return { status: true, message: supportMessages.ticketMarkedResolved, data: ticketDetailDto(ticket) }
    }),
  )
}
