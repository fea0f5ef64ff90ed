import { NoBody, Type, reply, routeSchema } from '@arena/contracts'
import websocket from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import { principalOf, TICKET_TTL_SECONDS, type Guards, type Principal, type TokenIssuer, type VerifiedTicket } from '@arena/service-kit'
import { SESSION_ENDED_CLOSE, type PushSink, type SocketRegistry } from '../push/pushHub'

/** Topics one socket may follow at once: a screen follows a symbol and a contest, not thousands. */
const MAX_TOPICS = 20

/** Whether a socket may follow a topic: `principal` is undefined for an anonymous socket. */
export type TopicAccess = (principal: Principal | undefined, topic: string) => boolean | Promise<boolean>

export interface WebsocketOptions {
  issuer: TokenIssuer
  /** The ticket call is a guarded route, and a socket's session is checked again when it opens. */
  guards: Guards
  /**
   * Spends a ticket; false when it was spent before. The platform records it in the event store so
   * a ticket opens one socket across every edge; the default remembers tickets in this process.
   */
  redeemTicket?: (ticket: VerifiedTicket) => Promise<boolean>
  /** Defaults to `openTopics`: market data for anyone, every other topic for signed-in sockets. */
  canFollow?: TopicAccess
}

/** Market topics carry only public prices; anything else needs a signed-in socket. */
export const openTopics: TopicAccess = (principal, topic) => topic.startsWith('market:') || principal !== undefined

/** Single use within one process, forgetting each ticket once it could no longer be accepted. */
export function memoryTicketRedeemer(now: () => Date = () => new Date()): (ticket: VerifiedTicket) => Promise<boolean> {
  const spent = new Map<string, number>()
  return async ticket => {
    const at = now().getTime()
    for (const [id, expiresAt] of spent) if (expiresAt < at) spent.delete(id)
    if (spent.has(ticket.ticketId)) return false
    spent.set(ticket.ticketId, ticket.expiresAt.getTime())
    return true
  }
}

/**
 * One websocket per browser at /ws. Browsers cannot set headers on a websocket, so a signed-in
 * client first fetches a short-lived single-use ticket (POST /api/socket-ticket, with its bearer
 * token) and connects with `?ticket=`: the session token itself never goes into a URL. A socket
 * without a ticket is anonymous and gets public pushes only. Clients send `{ "join": topic }` /
 * `{ "leave": topic }` to follow a contest or a symbol, as far as `canFollow` allows.
 */
export async function registerWebsocket(app: FastifyInstance, registry: SocketRegistry, options: WebsocketOptions): Promise<void> {
  const { issuer, guards } = options
  const redeem = options.redeemTicket ?? memoryTicketRedeemer()
  const canFollow = options.canFollow ?? openTopics

  app.post('/api/socket-ticket', {
    preHandler: guards.authenticate,
    schema: routeSchema('realtime', {
      description: 'A single-use ticket to open the websocket with (`/ws?ticket=`)',
      body: NoBody, response: reply({ status: Type.Boolean(), ticket: Type.String(), expiresIn: Type.Number({ description: 'seconds' }) }),
    }),
  }, async request => {
    const { ticket } = await issuer.issueTicket(principalOf(request))
    return { status: true, ticket, expiresIn: TICKET_TTL_SECONDS }
  })

  await app.register(websocket, { options: { maxPayload: 4096 } })
  app.get('/ws', { websocket: true }, (socket, request) => {
    const query = request.query as Record<string, string | undefined>
    const sink: PushSink = {
      send: text => { if (socket.readyState === socket.OPEN) socket.send(text) },
      close: (code, reason) => socket.close(code, reason),
    }
    const topics = new Set<string>()
    // Listeners go on at once: a browser sends its joins as soon as the socket opens, and
    // messages that arrive while the ticket is being checked would otherwise be lost.
    let principal: Principal | undefined
    let registered = false
    let closed = false
    const early: string[] = []
    // Joins are checked one after another, so a leave never overtakes the join before it.
    let handling: Promise<void> = Promise.resolve()
    const handle = async (text: string) => {
      let message: { join?: unknown; leave?: unknown }
      try {
        message = JSON.parse(text) as { join?: unknown; leave?: unknown }
      } catch {
        return // A malformed client message is ignored; the socket stays usable.
      }
      const join = message.join
      if (typeof join === 'string' && join.length <= 100 && (topics.size < MAX_TOPICS || topics.has(join))) {
        if (await Promise.resolve().then(() => canFollow(principal, join)).catch(() => false)) {
          if (closed) return
          topics.add(join)
          registry.join(sink, join)
        } else if (socket.readyState === socket.OPEN) {
          socket.send(JSON.stringify({ event: 'topicRefused', data: { topic: join } }))
        }
      }
      if (typeof message.leave === 'string') {
        topics.delete(message.leave)
        registry.leave(sink, message.leave)
      }
    }
    const enqueue = (text: string) => {
      handling = handling.then(() => handle(text)).catch(error => request.log.warn({ err: error }, 'websocket message failed'))
    }
    socket.on('message', raw => (registered ? enqueue(String(raw)) : early.push(String(raw))))
    socket.on('close', () => {
      closed = true
      if (registered) registry.remove(sink)
    })
    const authenticated = async (): Promise<Principal | undefined> => {
      // A session token in the URL is refused outright: it would end up in logs and histories.
      if (query.token !== undefined) throw new Error('tokens are not accepted in the socket URL')
      if (query.ticket === undefined) return undefined
      const ticket = await issuer.verifyTicket(query.ticket)
      await guards.checkSession(ticket)
      if (!(await redeem(ticket))) throw new Error('ticket already used')
      const { ticketId: _ticketId, expiresAt: _expiresAt, ...who } = ticket
      return who
    }
    authenticated().then(
      who => {
        if (closed) return
        principal = who
        registry.add(sink, who?.id, who?.sessionId)
        registered = true
        for (const text of early.splice(0)) enqueue(text)
        // A logout that landed between the check and the registration found no socket to close.
        if (who) guards.checkSession(who).catch(() => registry.endSessions(who.id, [who.sessionId ?? '']))
      },
      () => socket.close(SESSION_ENDED_CLOSE, 'unauthorized'),
    )
  })
}
