import type { FastifyInstance } from 'fastify'
import { badRequest, principalOf } from '@arena/service-kit'
import { anyObject, dataReply, field, NoBody, params, query, reply, routeSchema, rows, Type } from '@arena/contracts'
import { refusalsAsHttp } from '../adapters/httpRefusal'
import type { SupportRouteDeps } from '../adapters/routeDeps'
import { supportMessages } from '../domain/supportMessages'
import { adminTicketRowDto, ticketDetailDto, ticketNumber } from '../readModel/ticketDto'
import type { TicketView } from '../readModel/ticketProjection'

/** Case-insensitive match on ticket number or id, subject, description and player name. */
export function matchesSearch(ticket: TicketView, search: string): boolean {
  const needle = search.trim().toLowerCase()
  if (needle === '') return true
  const haystack = [ticket.ticketId, ticketNumber(ticket.ticketId), ticket.subject, ticket.description, ticket.ownerName]
  return haystack.some(text => text.toLowerCase().includes(needle))
}

/** The admin ticket queue: list with filters and resolve (replies are in replyingToTickets). Every route checks the role. */
export function resolveTicketRoutes(app: FastifyInstance, { guards, commands, tickets }: SupportRouteDeps): void {
  const admin = { preHandler: guards.requireAdmin }

  app.get<{ Querystring: { status?: string; search?: string } }>('/api/admin/tickets', { ...admin, schema: routeSchema('support', { description: 'Admin: tickets by status, searched', querystring: query({ status: field('open or Resolved; empty for all'), search: field('text') }), response: dataReply(rows('tickets')) }) }, async request => {
    const { status = '', search = '' } = request.query
    if (status !== '' && status !== 'open' && status !== 'Resolved') throw badRequest(supportMessages.statusFilterInvalid, { status: supportMessages.statusFilterInvalid })
    // A repeated ?search= arrives as an array; the type above is only what a well-behaved client sends.
    if (typeof search !== 'string') throw badRequest(supportMessages.searchInvalid, { search: supportMessages.searchInvalid })
    const rows = tickets.projection.all().filter(ticket => (status === '' || ticket.status === status) && matchesSearch(ticket, search))
    return { status: true, data: rows.map(adminTicketRowDto) }
  })

  app.post<{ Params: { id: string } }>('/api/admin/tickets/:id/resolve', { ...admin, schema: routeSchema('support', { description: 'Admin: marks a ticket resolved', params: params({ id: Type.String() }), body: NoBody, response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('the ticket and its messages') }) }) }, async request =>
    refusalsAsHttp(async () => {
      const admin = principalOf(request)
      await commands.execute({ type: 'ResolveTicket', ticketId: request.params.id, resolvedBy: admin.id }, `admin:${admin.id}`)
      const ticket = await tickets.readable(admin, request.params.id)
      return { status: true, message: supportMessages.ticketMarkedResolved, data: ticketDetailDto(ticket) }
    }),
  )
}
