import net from 'node:net'
import tls from 'node:tls'
import type { ISocketFactory } from 'kafkajs'

/**
 * A kafkajs socket factory whose connections a test can cut at once, like the network of a
 * process killed with -9: open sockets are destroyed and no new one connects until restored.
 */
export class CuttableSockets {
  readonly #open = new Set<net.Socket>()
  #cut = false

  readonly factory: ISocketFactory = ({ host, port, ssl, onConnect }) => {
    const socket = ssl ? tls.connect({ host, port, ...ssl }, onConnect) : net.connect({ host, port }, onConnect)
    if (this.#cut) {
      queueMicrotask(() => socket.destroy(reset()))
      return socket
    }
    this.#open.add(socket)
    socket.once('close', () => this.#open.delete(socket))
    return socket
  }

  cut(): void {
    this.#cut = true
    for (const socket of this.#open) socket.destroy(reset())
  }

  /** Lets the client connect again, so the test process can close it cleanly. */
  restore(): void {
    this.#cut = false
  }
}

// With an error, as a reset connection fails: a plain destroy() tells kafkajs nothing and its
// requests would wait out their 30 s timeout.
function reset(): Error {
  return Object.assign(new Error('connection reset: the process was killed'), { code: 'ECONNRESET' })
}
