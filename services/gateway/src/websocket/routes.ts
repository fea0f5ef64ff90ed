import { NoBody, Type, reply, routeSchema } from '@arena/contracts'
import websocket from '@fastify/websocket'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { RawData, WebSocket } from 'ws'
import { principalOf, TICKET_TTL_SECONDS, type Guards, type Metrics, type Principal, type TokenIssuer, type VerifiedTicket } from '@arena/service-kit'
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
  /** Counts the open sockets (`arena_websocket_clients`), read from the registry at scrape time. */
  metrics?: Metrics
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
  options.metrics?.gauge('arena_websocket_clients', 'Open websockets this edge pushes to, signed-in and anonymous', () => registry.connectionCount)

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

  // No permessage-deflate (ws's default for servers, said here so it stays): a push goes to
  // thousands of sockets, and compressing it for each would cost more than sending it.
  await app.register(websocket, { options: { maxPayload: 4096, perMessageDeflate: false } })
  const shared: Shared = { registry, canFollow, issuer, guards, redeem, log: app.log }
  app.get('/ws', { websocket: true, preHandler: releaseUpgradeResponse }, (socket, request) => {
    const { ticket, token } = request.query as Record<string, string | undefined>
    const connection = new Connection(socket, shared, request.id)
    connections.set(socket, connection)
    // The plugin's error listener closes over the request and its reply: replaced by one that does not.
    socket.removeAllListeners('error')
    socket.on('error', onSocketError)
    // Listeners go on at once: a browser sends its joins as soon as the socket opens, and
    // messages that arrive while the ticket is being checked would otherwise be lost.
    socket.on('message', onSocketMessage)
    socket.on('close', onSocketClose)
    authenticate(shared, ticket, token).then(
      who => connection.opened(who),
      () => socket.close(SESSION_ENDED_CLOSE, 'unauthorized'),
    )
  })
}

/** What every socket of one registration shares: each connection holds one reference to it. */
interface Shared {
  registry: SocketRegistry
  canFollow: TopicAccess
  issuer: TokenIssuer
  guards: Guards
  redeem: (ticket: VerifiedTicket) => Promise<boolean>
  log: FastifyBaseLogger
}

/**
 * The upgrade's HTTP response is never sent (ws answers the handshake itself), yet it stays
 * attached to the TCP socket for the socket's whole life, and with it the request, the reply and
 * the request's logger: several KB per open socket. Detached before the upgrade, they are freed
 * as soon as the handler returns.
 */
function releaseUpgradeResponse(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const socket = reply.raw.socket
  if (request.ws && socket) reply.raw.detachSocket(socket)
  done()
}

async function authenticate(shared: Shared, ticket: string | undefined, token: string | undefined): Promise<Principal | undefined> {
  // A session token in the URL is refused outright: it would end up in logs and histories.
  if (token !== undefined) throw new Error('tokens are not accepted in the socket URL')
  if (ticket === undefined) return undefined
  const verified = await shared.issuer.verifyTicket(ticket)
  await shared.guards.checkSession(verified)
  if (!(await shared.redeem(verified))) throw new Error('ticket already used')
  const { ticketId: _ticketId, expiresAt: _expiresAt, ...who } = verified
  return who
}

/** Each open socket's connection; the socket listeners below are shared functions, not closures per socket. */
const connections = new WeakMap<WebSocket, Connection>()

function onSocketMessage(this: WebSocket, raw: RawData): void {
  connections.get(this)?.received(String(raw))
}

function onSocketClose(this: WebSocket): void {
  connections.get(this)?.ended()
}

function onSocketError(this: WebSocket, error: Error): void {
  connections.get(this)?.failed(error)
  this.terminate()
}

/**
 * One open socket as the registry and its own messages need it: the few fields copied out of the
 * upgrade request, so the request itself is not kept for as long as the socket is open.
 */
class Connection implements PushSink {
  #principal: Principal | undefined
  #registered = false
  #closed = false
  /** Messages that arrive while the ticket is being checked; handled in order once it is. */
  #early: string[] | undefined = []
  /** Joins are checked one after another, so a leave never overtakes the join before it. */
  #handling: Promise<void> = Promise.resolve()

  constructor(
    readonly socket: WebSocket,
    readonly shared: Shared,
    readonly requestId: string,
  ) {}

  send(text: string, utf8?: Buffer): void {
    // A text frame either way: the push's bytes, encoded once for every socket, when it has them.
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(utf8 ?? text, { binary: false })
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason)
  }

  opened(who: Principal | undefined): void {
    if (this.#closed) return
    const { registry, guards } = this.shared
    this.#principal = who
    registry.add(this, who?.id, who?.sessionId)
    this.#registered = true
    for (const text of this.#early ?? []) this.#enqueue(text)
    this.#early = undefined
    // A logout that landed between the check and the registration found no socket to close.
    if (who) guards.checkSession(who).catch(() => registry.endSessions(who.id, [who.sessionId ?? '']))
  }

  received(text: string): void {
    if (this.#registered) this.#enqueue(text)
    else this.#early?.push(text)
  }

  ended(): void {
    this.#closed = true
    if (this.#registered) this.shared.registry.remove(this)
  }

  failed(error: Error): void {
    this.shared.log.error({ reqId: this.requestId, err: error }, 'websocket failed')
  }

  #enqueue(text: string): void {
    this.#handling = this.#handling
      .then(() => this.#handle(text))
      .catch(error => this.shared.log.warn({ reqId: this.requestId, err: error }, 'websocket message failed'))
  }

  async #handle(text: string): Promise<void> {
    let message: { join?: unknown; leave?: unknown }
    try {
      message = JSON.parse(text) as { join?: unknown; leave?: unknown }
    } catch {
      return // A malformed client message is ignored; the socket stays usable.
    }
    const { registry, canFollow } = this.shared
    const join = message.join
    const topics = registry.topicsOf(this)
    if (typeof join === 'string' && join.length <= 100 && (topics.length < MAX_TOPICS || topics.includes(join))) {
      const principal = this.#principal
      if (await Promise.resolve().then(() => canFollow(principal, join)).catch(() => false)) {
        if (this.#closed) return
        registry.join(this, join)
      } else if (this.socket.readyState === this.socket.OPEN) {
        this.socket.send(JSON.stringify({ event: 'topicRefused', data: { topic: join } }))
      }
    }
    if (typeof message.leave === 'string') registry.leave(this, message.leave)
  }
}
