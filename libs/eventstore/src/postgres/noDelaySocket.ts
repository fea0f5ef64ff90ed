import { connect, type Socket } from 'node:net'

/** What postgres.js tells a `socket` function: its parsed hosts and ports, or a unix socket path. */
interface SocketTarget {
  host: string[]
  port: number[]
  path?: string | false
}

/**
 * postgres.js opens its connections with Nagle's algorithm on: a small query written while an
 * earlier one is still unacknowledged waits for the server's ACK, which the kernel may delay. In
 * the orders bench at an offered 2,000/s that showed as one stall of about 100 ms in half the runs
 * (`order-add` p99 60 to 130 ms against 8 to 9 ms), and never with TCP_NODELAY. The socket is
 * handed over still connecting: postgres.js writes its start-up message at once (Node holds it
 * until the connection is up) and keeps its own connect timer and error handling. One host: the
 * product names one (DATABASE_URL), so postgres.js's rotation over several is not needed.
 */
export function connectWithoutDelay(target: SocketTarget): Socket {
  if (target.path) return connect(target.path)
  return connect({ host: target.host[0] ?? 'localhost', port: target.port[0] ?? 5432, noDelay: true })
}

/** The postgres.js option that makes every connection of a client use `connectWithoutDelay`. */
export const withoutNagle = { socket: connectWithoutDelay } as Record<string, unknown>
