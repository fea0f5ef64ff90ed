import WebSocket from 'ws'
import { backoffDelay, type BackoffPolicy } from './backoff'
import { RateLimiter } from './rateLimiter'
import { combinedStreamPath } from './streamNames'
import { TimerSlot, type Timers } from './timers'

export type ConnectionEvent =
  | { type: 'connecting'; url: string; streams: string[] }
  | { type: 'open'; url: string }
  | { type: 'closed'; code: number; reason: string }
  | { type: 'error'; error: Error }
  | { type: 'reconnect-scheduled'; attempt: number; delayMs: number }
  | { type: 'rotating' }
  | { type: 'stale' }
  | { type: 'control-sent'; method: 'SUBSCRIBE' | 'UNSUBSCRIBE'; params: string[]; id: number }

export interface CombinedStreamOptions {
  baseUrl: string
  backoff: BackoffPolicy
  random: () => number
  /** Replace the connection before Binance's 24 h cut-off. */
  maxConnectionAgeMs: number
  /** Our share of Binance's 5 incoming messages/s; the rest is left for pongs. */
  controlMessagesPerSecond: number
  /** With no frame at all for this long the connection is presumed dead and replaced. */
  staleAfterMs: number
  timers: Timers
  onMessage(text: string): void
  onEvent(event: ConnectionEvent): void
}

interface Connection {
  ws: WebSocket
  url: string
  /** What the server is streaming to us: the URL's list, then every control message sent. */
  streams: Set<string>
  open: boolean
  limiter: RateLimiter
  rotation: TimerSlot
  stale: TimerSlot
}

/**
 * One Binance combined-stream websocket that follows a wanted set of streams: it connects when
 * the set becomes non-empty, closes when it empties, adjusts with SUBSCRIBE/UNSUBSCRIBE while
 * open (rate-limited, coalesced), reconnects with backoff when dropped, and swaps in a fresh
 * connection before the 24 h limit so no messages are lost at the cut-off.
 */
export class CombinedStream {
  readonly #o: CombinedStreamOptions
  #wanted = new Set<string>()
  #current: Connection | undefined
  #next: Connection | undefined
  #attempt = 0
  #requestId = 0
  #closed = false
  readonly #connectTimer: TimerSlot
  readonly #syncTimer: TimerSlot

  constructor(options: CombinedStreamOptions) {
    this.#o = options
    this.#connectTimer = new TimerSlot(options.timers)
    this.#syncTimer = new TimerSlot(options.timers)
  }

  setStreams(streams: Iterable<string>): void {
    if (this.#closed) return
    this.#wanted = new Set(streams)
    if (this.#wanted.size === 0) {
      this.#connectTimer.cancel()
      this.#attempt = 0
      for (const conn of [this.#current, this.#next]) if (conn) this.#retire(conn)
      this.#current = this.#next = undefined
      return
    }
    // Deferred a turn so a burst of subscriptions becomes one URL or one SUBSCRIBE.
    if (!this.#current && !this.#connectTimer.armed) this.#connectTimer.arm(0, () => this.#connect())
    else this.#scheduleSync()
  }

  async close(): Promise<void> {
    this.#closed = true
    this.#connectTimer.cancel()
    this.#syncTimer.cancel()
    const conns = [this.#current, this.#next].filter((c): c is Connection => c !== undefined)
    this.#current = this.#next = undefined
    await Promise.all(conns.map(conn => this.#retire(conn)))
  }

  #connect(): void {
    if (this.#closed || this.#wanted.size === 0) return
    this.#current = this.#open()
  }

  #open(): Connection {
    const streams = [...this.#wanted]
    const url = `${this.#o.baseUrl.replace(/\/+$/, '')}${combinedStreamPath(streams)}`
    this.#o.onEvent({ type: 'connecting', url, streams })
    const conn: Connection = {
      ws: new WebSocket(url),
      url,
      streams: new Set(streams),
      open: false,
      limiter: new RateLimiter(this.#o.controlMessagesPerSecond, 1000),
      rotation: new TimerSlot(this.#o.timers),
      stale: new TimerSlot(this.#o.timers),
    }
    conn.ws.on('open', () => this.#onOpen(conn))
    conn.ws.on('message', (data, isBinary) => this.#onMessage(conn, data, isBinary))
    conn.ws.on('ping', () => this.#alive(conn))
    conn.ws.on('close', (code, reason) => this.#onClose(conn, code, reason.toString()))
    conn.ws.on('error', error => this.#o.onEvent({ type: 'error', error }))
    return conn
  }

  #onOpen(conn: Connection): void {
    if (conn === this.#next) {
      const old = this.#current
      this.#current = conn
      this.#next = undefined
      if (old) void this.#retire(old)
    }
    if (conn !== this.#current) return
    conn.open = true
    this.#o.onEvent({ type: 'open', url: conn.url })
    conn.rotation.arm(this.#o.maxConnectionAgeMs, () => this.#rotate())
    this.#alive(conn)
    this.#scheduleSync()
  }

  #onMessage(conn: Connection, data: WebSocket.RawData, isBinary: boolean): void {
    if (conn !== this.#current) return
    this.#alive(conn)
    // Only a connection that delivers resets the backoff; one that opens and drops keeps growing it.
    this.#attempt = 0
    if (isBinary) return
    this.#o.onMessage(data.toString())
  }

  #onClose(conn: Connection, code: number, reason: string): void {
    conn.rotation.cancel()
    conn.stale.cancel()
    if (conn === this.#next) {
      // The replacement failed to open; keep the old one and try again later.
      this.#next = undefined
      this.#current?.rotation.arm(this.#o.backoff.maxMs, () => this.#rotate())
      return
    }
    if (conn !== this.#current) return
    this.#current = undefined
    this.#o.onEvent({ type: 'closed', code, reason })
    if (this.#closed || this.#wanted.size === 0) return
    const delayMs = backoffDelay(this.#attempt, this.#o.backoff, this.#o.random)
    this.#attempt += 1
    this.#o.onEvent({ type: 'reconnect-scheduled', attempt: this.#attempt, delayMs })
    this.#connectTimer.arm(delayMs, () => this.#connect())
  }

  #alive(conn: Connection): void {
    conn.stale.arm(this.#o.staleAfterMs, () => {
      this.#o.onEvent({ type: 'stale' })
      conn.ws.terminate()
    })
  }

  #rotate(): void {
    if (this.#closed || this.#next || !this.#current || this.#wanted.size === 0) return
    this.#o.onEvent({ type: 'rotating' })
    this.#next = this.#open()
  }

  #scheduleSync(wait = 0): void {
    if (!this.#syncTimer.armed) this.#syncTimer.arm(wait, () => this.#sync())
  }

  /** Sends at most one control message per allowed slot, recomputing the difference each time. */
  #sync(): void {
    const conn = this.#current
    if (!conn?.open) return
    const add = [...this.#wanted].filter(s => !conn.streams.has(s))
    const remove = [...conn.streams].filter(s => !this.#wanted.has(s))
    if (add.length === 0 && remove.length === 0) return
    const wait = conn.limiter.waitAt(this.#o.timers.now())
    if (wait > 0) return this.#scheduleSync(wait)
    const [method, params] = add.length > 0 ? (['SUBSCRIBE', add] as const) : (['UNSUBSCRIBE', remove] as const)
    const id = ++this.#requestId
    conn.ws.send(JSON.stringify({ method, params, id }))
    conn.limiter.record(this.#o.timers.now())
    for (const s of params) {
      if (method === 'SUBSCRIBE') conn.streams.add(s)
      else conn.streams.delete(s)
    }
    this.#o.onEvent({ type: 'control-sent', method, params: [...params], id })
    this.#scheduleSync()
  }

  #retire(conn: Connection): Promise<void> {
    conn.rotation.cancel()
    conn.stale.cancel()
    return new Promise(resolve => {
      if (conn.ws.readyState === WebSocket.CLOSED) return resolve()
      const force = this.#o.timers.setTimeout(() => conn.ws.terminate(), 1000)
      conn.ws.once('close', () => {
        this.#o.timers.clearTimeout(force)
        resolve()
      })
      conn.ws.close(1000)
    })
  }
}
