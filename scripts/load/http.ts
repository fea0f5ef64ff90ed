import { createHmac } from 'node:crypto'
import { Pool } from 'undici'
import type { Stats } from './stats'

export interface Answer {
  /** 0 when no answer came (connection refused or reset, timeout). */
  status: number
   
  body: any
  error?: string
}

export interface CallOptions {
  method?: 'GET' | 'POST'
  token?: string
  json?: unknown
  form?: FormData
  /** Signs the exact JSON bytes as the payment provider does (x-signature). */
  signWith?: string
  /** Name for the latency table (defaults to the path). */
  name?: string
  /**
   * Whose call this is (a player's name): the highest log position their writes were answered
   * with is sent on each of their calls (`x-arena-after`), so whichever edge answers shows their
   * own writes, as the web app's client does (docs/adr/0034).
   */
  as?: string
}

/**
 * The edge as a player's browser sees it: JSON over HTTP, one call, timed. Calls go through an
 * undici pool of kept-alive connections rather than `fetch`, whose streams cost the driver about
 * as much CPU per call as some of the cluster's processes on the same two cores.
 */
export class Api {
  readonly #pools: Pool[]
  readonly #positions = new Map<string, number>()
  #next = 0

  constructor(
    /** One edge, or several: calls go to each in turn, as a load balancer without affinity sends them. */
    baseUrls: string | string[],
    readonly stats: Stats,
    readonly timeoutMs = 30_000,
  ) {
    this.#pools = [baseUrls].flat().map(url => new Pool(url, { connections: 128, headersTimeout: timeoutMs, bodyTimeout: timeoutMs }))
  }

  async call(path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {}
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const after = options.as === undefined ? undefined : this.#positions.get(options.as)
    if (after !== undefined) headers['x-arena-after'] = String(after)
    let body: string | FormData | undefined = options.form
    if (options.json !== undefined) {
      body = JSON.stringify(options.json)
      headers['content-type'] = 'application/json'
      if (options.signWith) headers['x-signature'] = createHmac('sha256', options.signWith).update(body).digest('hex')
    }
    const started = performance.now()
    try {
      const pool = this.#pools[this.#next++ % this.#pools.length]!
      const response = await pool.request({
        path, method: options.method ?? 'POST', headers, body, signal: AbortSignal.timeout(this.timeoutMs),
      })
      const text = await response.body.text()
      const position = Number(response.headers['x-arena-position'])
      if (options.as !== undefined && Number.isSafeInteger(position) && position > (this.#positions.get(options.as) ?? 0)) this.#positions.set(options.as, position)
      this.stats.record(options.name ?? path.split('?')[0]!, performance.now() - started)
      let parsed: unknown
      try {
        parsed = text ? JSON.parse(text) : undefined
      } catch {
        parsed = text
      }
      return { status: response.statusCode, body: parsed }
    } catch (error) {
      return { status: 0, body: undefined, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
    }
  }

  /** Closes the kept-alive connections (the edge is stopped after this). */
  async close(): Promise<void> {
    await Promise.all(this.#pools.map(pool => pool.close().catch(() => {})))
  }
}

/** Whether an answer is worth asking again: no answer, or the edge or a worker behind it was unavailable. */
export const transient = (answer: Answer): boolean => answer.status === 0 || answer.status === 502 || answer.status === 503 || answer.status === 504

export const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

/** The user id a token was issued to (the JWT's `sub`). */
export function userIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }
  return payload.sub
}

export const describe = (what: string, answer: Answer): string =>
  `${what}: ${answer.status || answer.error} ${typeof answer.body === 'object' ? JSON.stringify(answer.body).slice(0, 200) : String(answer.body ?? '').slice(0, 200)}`
