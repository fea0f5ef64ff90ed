import type { FastifyInstance } from 'fastify'

/** The header a write's answer carries: the global position the client's next read must see. */
export const positionHeader = 'x-arena-position'
/** The header a request carries: the highest position the client was told, to be applied before it is answered. */
export const afterHeader = 'x-arena-after'

export interface ReadYourWritesOptions {
  /** The highest position this process has appended (at or past the events of any write it answered). */
  lastAppended(): number
  /** Resolves once every read model of this process has applied `position`. */
  caughtUpTo(position: number): Promise<void>
  /** Whether they all have already: most requests, answered without a promise or a timer. */
  hasApplied(position: number): boolean
  /** How long a request waits for its read models before it is answered anyway (default 3,000 ms). */
  waitMs?: number
}

/**
 * Read-your-writes across processes (issue 15, docs/adr/0034): every answer to a write carries
 * `x-arena-position`, the last position this process appended; the client sends back the highest
 * it has seen as `x-arena-after`, and whichever process serves its next request first waits until
 * its own read models have applied that position. So a player's next read shows their own write
 * whichever edge answers it, without any process waiting for the log's head.
 */
export function registerReadYourWrites(app: FastifyInstance, options: ReadYourWritesOptions): void {
  const waitMs = options.waitMs ?? 3_000
  app.addHook('onRequest', async request => {
    const after = positionIn(request.headers[afterHeader])
    if (after === undefined || options.hasApplied(after)) return
    let timer: NodeJS.Timeout | undefined
    // A position this process cannot reach in time (a lagging read model, a made-up header) delays the answer, never blocks it.
    await Promise.race([options.caughtUpTo(after), new Promise(resolve => (timer = setTimeout(resolve, waitMs)))])
    clearTimeout(timer)
  })
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD') return payload
    const position = options.lastAppended()
    if (position > 0) void reply.header(positionHeader, String(position))
    return payload
  })
}

function positionIn(value: string | string[] | undefined): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return undefined
  const position = Number(value)
  return position > 0 ? position : undefined
}
