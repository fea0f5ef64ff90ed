import { createServer } from 'node:net'

const taken = new Set<number>()

function canListen(port: number): Promise<boolean> {
  return new Promise(resolve => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/**
 * A port free now (and its neighbour, for Kafka's controller), below Linux's ephemeral range
 * (32768+): a port picked there can be taken by some outgoing connection's local end before the
 * server binds it, which is what happened to a broker started on 39092.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    if (taken.has(port) || taken.has(port + 1)) continue
    if ((await canListen(port)) && (await canListen(port + 1))) {
      taken.add(port).add(port + 1)
      return port
    }
  }
  throw new Error('no free port pair found between 20000 and 32000')
}
