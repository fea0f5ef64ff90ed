import type { FastifyInstance } from 'fastify'
import { UPLOAD_RULES } from '@arena/domain'
import { formCommand, readFormBody } from '@arena/service-kit'
import { anyObject, params, reply as answer, routeSchema, Type } from '@arena/contracts'
import { refusalsAsHttp } from '../adapters/httpRefusal'
import { actorOf, ticketFormLimits, type SupportRouteDeps } from '../adapters/routeDeps'
import { supportMessages } from '../domain/supportMessages'
import { ticketDetailDto } from '../readModel/ticketDto'
import { AdminReplyBody, adminReplyRules, PlayerReplyBody, playerReplyRules, reply } from './reply'

const thread = answer({ status: Type.Boolean(), message: Type.String(), data: anyObject('the ticket and its messages') })
const limits = ticketFormLimits(UPLOAD_RULES.supportReplyImage.maxBytes)

/** Replies to a ticket: the player's (the spec leaves its path unnamed) and an admin's. */
export function replyRoutes(app: FastifyInstance, { guards, commands, tickets }: SupportRouteDeps): void {
  app.post('/api/chat-room-reply', { preHandler: guards.authenticate, schema: routeSchema('support', { description: 'The player\'s reply to a ticket (the spec leaves its path unnamed)', multipart: true, body: PlayerReplyBody, response: thread }) }, async request =>
    refusalsAsHttp(async () => {
      const form = formCommand(playerReplyRules, await readFormBody(request, limits))
      const ticket = await reply(commands, tickets, actorOf(request), 'USER', form)
      return { status: true, message: supportMessages.replySent, data: ticketDetailDto(ticket) }
    }),
  )

  app.post<{ Params: { id: string } }>('/api/admin/tickets/:id/reply', { preHandler: guards.requireAdmin, schema: routeSchema('support', { description: 'Admin: replies to a ticket', multipart: true, params: params({ id: Type.String() }), body: AdminReplyBody, response: thread }) }, async request =>
    refusalsAsHttp(async () => {
      const form = formCommand(adminReplyRules(request.params.id), await readFormBody(request, limits))
      const ticket = await reply(commands, tickets, actorOf(request), 'ADMIN', form)
      return { status: true, message: supportMessages.replySent, data: ticketDetailDto(ticket) }
    }),
  )
}
