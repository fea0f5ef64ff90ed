import type { FastifyInstance } from 'fastify'
import { formCommand, jsonForm, notFound, type FormRules } from '@arena/service-kit'
import { FileReply, params, publicApi, publicRouteSchema, routeSchema, Type } from '@arena/contracts'
import { refusalsAsHttp } from '../adapters/httpRefusal'
import { actorOf, ticketIdOf, ticketIdRequired, type SupportRouteDeps } from '../adapters/routeDeps'
import { ticketDetailDto, ticketDto } from '../readModel/ticketDto'

const ChatRoomBody = publicApi['POST /api/chat-room-data'].body

/** The chat-room calls name their ticket in `_id`; any `user_id` is ignored: the token says who asks. */
const chatRoomRules: FormRules<typeof ChatRoomBody, string> = {
  schema: ChatRoomBody,
  refused: { _id: ticketIdRequired },
  check: (fields, errors) => ticketIdOf(fields._id, errors),
}

/** The player's tickets and threads, at the spec's paths (section 7), and their images. */
export function readTicketRoutes(app: FastifyInstance, { guards, commands, tickets }: SupportRouteDeps): void {
  const authenticated = { preHandler: guards.authenticate }
  const { projection } = tickets

  app.post('/api/helpHistory-data', { ...authenticated, schema: publicRouteSchema('support', publicApi['POST /api/helpHistory-data']) }, async request => {
    const { id } = actorOf(request)
    return { status: true, data: projection.ownedBy(id).map(ticketDto), unread: projection.totalUnread(id) }
  })

  // Opening the chat room clears the owner's unread badge for this ticket.
  app.post('/api/chat-room-data', { ...authenticated, schema: publicRouteSchema('support', publicApi['POST /api/chat-room-data']) }, async request =>
    refusalsAsHttp(async () => {
      const actor = actorOf(request)
      const ticket = await tickets.readable(actor, formCommand(chatRoomRules, jsonForm(request.body)))
      if (ticket.ownerId === actor.id) await commands.execute({ type: 'MarkReadByUser', ticketId: ticket.ticketId, userId: actor.id }, actor.id)
      return { status: true, data: ticketDetailDto(ticket), unread: projection.totalUnread(actor.id) }
    }),
  )

  app.post('/api/chat-room-tichekdata', { ...authenticated, schema: publicRouteSchema('support', publicApi['POST /api/chat-room-tichekdata']) }, async request =>
    refusalsAsHttp(async () => ({ status: true, data: ticketDetailDto(await tickets.readable(actorOf(request), formCommand(chatRoomRules, jsonForm(request.body)))) })),
  )

  app.get<{ Params: { file: string } }>('/api/helpIssue/:file', { ...authenticated, schema: routeSchema('support', { description: 'A ticket attachment, to the ticket\'s owner and admins', params: params({ file: Type.String() }), response: FileReply }) }, async (request, reply) => {
    const found = await tickets.attachment(actorOf(request), request.params.file)
    // Someone else's file answers like a missing one, so names cannot be probed.
    if (!found) throw notFound('File not found')
    return reply
      .header('content-type', found.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, max-age=3600')
      .send(found.bytes)
  })
}
