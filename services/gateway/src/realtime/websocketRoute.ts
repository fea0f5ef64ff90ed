import websocket from '@fastify/websocket'
import type { FastifyInstance } from 'fastify'
import type { TokenIssuer } from '@arena/service-kit'
import type { SocketRegistry } from './pushHub'

/**
 * One websocket per browser at /ws. The token comes as `?token=` because browsers cannot set
 * headers on a websocket; an anonymous socket gets public pushes only. Clients send
 * `{ "join": topic }` / `{ "leave": topic }` to follow a contest or a symbol.
 */
export async function registerWebsocket(app: FastifyInstance, registry: SocketRegistry, issuer: TokenIssuer): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } })
  app.get('/ws', { websocket: true }, async (socket, request) => {
    const token = (request.query as Record<string, string | undefined>).token
    let userId: string | undefined
    if (token) {
      try {
        userId = (await issuer.verify(token)).id
      } catch {
        socket.close(4001, 'unauthorized')
        return
      }
    }
    const sink = { send: (text: string) => { if (socket.readyState === socket.OPEN) socket.send(text) } }
    registry.add(sink, userId)
    socket.on('message', raw => {
      try {
        const message = JSON.parse(String(raw)) as { join?: unknown; leave?: unknown }
        if (typeof message.join === 'string' && message.join.length <= 100) registry.join(sink, message.join)
        if (typeof message.leave === 'string') registry.leave(sink, message.leave)
      } catch {
        // A malformed client message is ignored; the socket stays usable.
      }
    })
    socket.on('close', () => registry.remove(sink))
  })
}
