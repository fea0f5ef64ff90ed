import websocket from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import type { TokenIssuer } from '@arena/service-kit'
import type { PushSink, SocketRegistry } from './pushHub'

/** Topics one socket may follow at once: a screen follows a symbol and a contest, not thousands. */
const MAX_TOPICS = 20

/**
 * One websocket per browser at /ws. The token comes as `?token=` because browsers cannot set
 * headers on a websocket; an anonymous socket gets public pushes only. Clients send
 * `{ "join": topic }` / `{ "leave": topic }` to follow a contest or a symbol.
 */
export async function registerWebsocket(app: FastifyInstance, registry: SocketRegistry, issuer: TokenIssuer): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } })
  app.get('/ws', { websocket: true }, (socket, request) => {
    const token = (request.query as Record<string, string | undefined>).token
    const sink: PushSink = { send: text => { if (socket.readyState === socket.OPEN) socket.send(text) } }
    const topics = new Set<string>()
    // Listeners go on at once: a browser sends its joins as soon as the socket opens, and
    // messages that arrive while the token is being checked would otherwise be lost.
    let registered = false
    let closed = false
    const early: string[] = []
    const handle = (text: string) => {
      try {
        const message = JSON.parse(text) as { join?: unknown; leave?: unknown }
        if (typeof message.join === 'string' && message.join.length <= 100 && (topics.size < MAX_TOPICS || topics.has(message.join))) {
          topics.add(message.join)
          registry.join(sink, message.join)
        }
        if (typeof message.leave === 'string') {
          topics.delete(message.leave)
          registry.leave(sink, message.leave)
        }
      } catch {
        // A malformed client message is ignored; the socket stays usable.
      }
    }
    socket.on('message', raw => (registered ? handle(String(raw)) : early.push(String(raw))))
    socket.on('close', () => {
      closed = true
      if (registered) registry.remove(sink)
    })
    const verified = token ? issuer.verify(token).then(claims => claims.id) : Promise.resolve(undefined)
    verified.then(
      userId => {
        if (closed) return
        registry.add(sink, userId)
        registered = true
        for (const text of early.splice(0)) handle(text)
      },
      () => socket.close(4001, 'unauthorized'),
    )
  })
}
