import type { FastifyInstance, FastifyRequest } from 'fastify'
import { UPLOAD_RULES } from '@arena/domain'
import { badRequest, notFound, principalOf, type Guards } from '@arena/service-kit'
import type { SupportActions } from '../app/supportActions'
import type { TicketProjection } from '../app/ticketProjection'
import { supportMessages } from '../domain/supportMessages'
import { refusalsAsHttp } from './httpRefusal'
import { readForm } from './readForm'
import { ticketDetailDto, ticketDto } from './ticketDto'
import { anyObject, field, fileField, FileReply, form, params, publicApi, publicRouteSchema, reply, routeSchema, Type } from '@arena/contracts'

/** The ticket id a chat-room call names (`_id`); any `user_id` is ignored: the token says who asks. */
export function ticketIdOf(fields: unknown): string {
  const id = typeof fields === 'object' && fields !== null ? (fields as { _id?: unknown })._id : undefined
  if (typeof id !== 'string' || id.trim() === '') throw badRequest('Ticket id is required', { _id: 'Ticket id is required' })
  return id.trim()
}

const fileOf = (form: { file: { bytes: Buffer; truncated: boolean } | undefined }) => form.file

/** The player's calls, at the spec's paths (section 7) plus the reply path it leaves unnamed. */
export function playerRoutes(app: FastifyInstance, guards: Guards, actions: SupportActions, projection: TicketProjection): void {
  const authenticated = { preHandler: guards.authenticate }
  const actor = (request: FastifyRequest) => principalOf(request)

  app.post('/api/helpIssue-data', { ...authenticated, schema: publicRouteSchema('support', publicApi['POST /api/helpIssue-data']) }, async request =>
    refusalsAsHttp(async () => {
      const form = await readForm(request, 'issueImage', UPLOAD_RULES.helpAttachment.maxBytes)
      const { subject, otherSubject, description } = form.fields
      const ticket = await actions.openTicket(actor(request), { subject, otherSubject, description, issueImage: fileOf(form) })
      return { status: true, message: supportMessages.ticketSubmitted, data: ticketDto(ticket) }
    }),
  )

  app.post('/api/helpHistory-data', { ...authenticated, schema: publicRouteSchema('support', publicApi['POST /api/helpHistory-data']) }, async request => {
    const { id } = actor(request)
    return { status: true, data: projection.ownedBy(id).map(ticketDto), unread: projection.totalUnread(id) }
  })

  app.post('/api/chat-room-data', { ...authenticated, schema: publicRouteSchema('support', publicApi['POST /api/chat-room-data']) }, async request =>
    refusalsAsHttp(async () => {
      const ticket = await actions.markRead(actor(request), ticketIdOf(request.body))
      return { status: true, data: ticketDetailDto(ticket), unread: projection.totalUnread(actor(request).id) }
    }),
  )

  app.post('/api/chat-room-tichekdata', { ...authenticated, schema: publicRouteSchema('support', publicApi['POST /api/chat-room-tichekdata']) }, async request =>
    refusalsAsHttp(async () => ({ status: true, data: ticketDetailDto(await actions.readable(actor(request), ticketIdOf(request.body))) })),
  )

  app.post('/api/chat-room-reply', { ...authenticated, schema: routeSchema('support', { description: 'The player\'s reply to a ticket (the spec leaves its path unnamed)', multipart: true, body: form({ _id: field('ticket id'), user_id: field('ignored'), description: field('the reply'), issueImage: fileField('optional image') }), response: reply({ status: Type.Boolean(), message: Type.String(), data: anyObject('the ticket and its messages') }) }) }, async request =>
    refusalsAsHttp(async () => {
      const form = await readForm(request, 'issueImage', UPLOAD_RULES.supportReplyImage.maxBytes)
      const ticketId = ticketIdOf(form.fields)
      const ticket = await actions.reply(actor(request), 'USER', ticketId, { description: form.fields.description, issueImage: fileOf(form) })
      return { status: true, message: supportMessages.replySent, data: ticketDetailDto(ticket) }
    }),
  )

  app.get<{ Params: { file: string } }>('/api/helpIssue/:file', { ...authenticated, schema: routeSchema('support', { description: 'A ticket attachment, to the ticket\'s owner and admins', params: params({ file: Type.String() }), response: FileReply }) }, async (request, reply) => {
    const found = await actions.attachment(actor(request), request.params.file)
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
