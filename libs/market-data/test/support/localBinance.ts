import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import type { RecordedLine } from '../../src/replay/recording'
import { eventually } from './eventually'

export interface ServerConnection {
  socket: WebSocket
  /** The streams named in the connection URL. */
  requested: string[]
  /** What the server currently sends this client: the URL's list adjusted by control messages. */
  streams: Set<string>
  /** Every control message received, parsed. */
  controls: Array<{ method?: string; params?: string[]; id?: unknown }>
  closed: boolean
  closeCode?: number
}

/**
 * A stand-in for Binance on loopback: `/stream?streams=` websocket that replays recorded frames to
 * each client filtered by its streams, answers SUBSCRIBE/UNSUBSCRIBE, and serves the two REST calls.
 */
export class LocalBinance {
  readonly connections: ServerConnection[] = []
  readonly restRequests: string[] = []
  /** REST answers by path; a number answers with that HTTP status. */
  readonly rest = new Map<string, unknown>()
  #cursor = 0

  private constructor(
    private readonly http: Server,
    private readonly wss: WebSocketServer,
    private readonly lines: readonly RecordedLine[],
  ) {}

  static async start(lines: readonly RecordedLine[]): Promise<LocalBinance> {
    const http = createServer()
    const wss = new WebSocketServer({ server: http, path: '/stream' })
    const server = new LocalBinance(http, wss, lines)
    http.on('request', (req, res) => server.#serveRest(req, res))
    wss.on('connection', (socket, req) => server.#accept(socket, req))
    await new Promise<void>(resolve => http.listen(0, '127.0.0.1', resolve))
    return server
  }

  get port(): number {
    return (this.http.address() as AddressInfo).port
  }
  get wsBaseUrl(): string {
    return `ws://127.0.0.1:${this.port}`
  }
  get restBaseUrl(): string {
    return `http://127.0.0.1:${this.port}`
  }

  open(): ServerConnection[] {
    return this.connections.filter(c => !c.closed)
  }

  /** Waits for an open connection that streams `stream`. */
  connectionWith(stream: string): Promise<ServerConnection> {
    return eventually(() => this.open().find(c => c.streams.has(stream)), `a connection streaming ${stream}`)
  }

  /** Sends the next `count` recorded frames that some open client wants, looping at the end. */
  sendNext(count: number): number {
    let sent = 0
    let scanned = 0
    while (sent < count && scanned < this.lines.length && this.lines.length > 0) {
      const line = this.lines[this.#cursor]!
      this.#cursor = (this.#cursor + 1) % this.lines.length
      scanned += 1
      const stream = (line.message as { stream?: string }).stream ?? ''
      const targets = this.open().filter(c => c.streams.has(stream))
      for (const c of targets) c.socket.send(JSON.stringify(line.message))
      if (targets.length > 0) {
        sent += 1
        scanned = 0
      }
    }
    return sent
  }

  sendRaw(text: string): void {
    for (const c of this.open()) c.socket.send(text)
  }

  /** Cuts every connection without a closing handshake, as a network failure would. */
  dropAll(): void {
    for (const c of this.open()) c.socket.terminate()
  }

  async close(): Promise<void> {
    for (const c of this.connections) c.socket.terminate()
    await new Promise<void>(resolve => this.wss.close(() => resolve()))
    await new Promise<void>(resolve => this.http.close(() => resolve()))
  }

  #accept(socket: WebSocket, req: IncomingMessage): void {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const requested = (url.searchParams.get('streams') ?? '').split('/').filter(Boolean)
    const conn: ServerConnection = { socket, requested, streams: new Set(requested), controls: [], closed: false }
    this.connections.push(conn)
    socket.on('close', code => {
      conn.closed = true
      conn.closeCode = code
    })
    socket.on('message', data => {
      const control = JSON.parse(data.toString()) as ServerConnection['controls'][number]
      conn.controls.push(control)
      for (const s of control.params ?? []) {
        if (control.method === 'SUBSCRIBE') conn.streams.add(s)
        if (control.method === 'UNSUBSCRIBE') conn.streams.delete(s)
      }
      socket.send(JSON.stringify({ result: null, id: control.id }))
    })
  }

  #serveRest(req: IncomingMessage, res: ServerResponse): void {
    // The websocket upgrade shares this server; plain requests only reach here.
    this.restRequests.push(req.url ?? '')
    const url = new URL(req.url ?? '/', 'http://localhost')
    const answer = this.rest.get(url.pathname)
    if (answer === undefined) return void res.writeHead(404).end()
    if (typeof answer === 'number') return void res.writeHead(answer).end('{"code":-1121,"msg":"Invalid symbol."}')
    const limit = Number(url.searchParams.get('limit') ?? '500')
    const body = Array.isArray(answer) ? answer.slice(-limit) : answer
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  }
}
