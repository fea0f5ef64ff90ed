import type { FastifyInstance } from 'fastify'
import { UPLOAD_RULES } from '@arena/domain'
import { formCommand, readFormBody } from '@arena/service-kit'
import { publicApi, publicRouteSchema } from '@arena/contracts'
import { refusalsAsHttp } from '../adapters/httpRefusal'
import { actorOf, ticketFormLimits, type SupportRouteDeps } from '../adapters/routeDeps'
import { supportMessages } from '../domain/supportMessages'
import { ticketDto } from '../readModel/ticketDto'
import { OpenTicketBody, openTicket, openTicketRules } from './openTicket'

const limits = ticketFormLimits(UPLOAD_RULES.helpAttachment.maxBytes)

/** The help form (spec section 2 Help): a player files a ticket, with an optional image. */
export function openTicketRoutes(app: FastifyInstance, { guards, commands, tickets }: SupportRouteDeps): void {
  app.post('/api/helpIssue-data', { preHandler: guards.authenticate, schema: publicRouteSchema('support', { ...publicApi['POST /api/helpIssue-data'], body: OpenTicketBody }) }, async request =>
    refusalsAsHttp(async () => {
      const form = formCommand(openTicketRules, await readFormBody(request, limits))
      const ticket = await openTicket(commands, tickets.projection, actorOf(request), form)
      return { status: true, message: supportMessages.ticketSubmitted, data: ticketDto(ticket) }
    }),
  )
}
