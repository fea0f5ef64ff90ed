import type { FastifyInstance, InjectOptions } from 'fastify'
import { createHmac } from 'node:crypto'

export interface Call {
  method: string
  url: string
  token?: string
  /** A JSON value, sent as application/json. */
  json?: unknown
  /** Bytes or text sent as they are (malformed JSON, multipart), with `headers` saying what they are. */
  raw?: string | Buffer
  headers?: Record<string, string>
  /** Signs the exact bytes sent with this secret, as the payment provider does. */
  signWith?: string
}

export interface Answer {
  statusCode: number
  /** The parsed JSON body, or undefined when the answer is not JSON. */
  body: any
  text: string
  headers: Record<string, unknown>
}

export type Client = (call: Call) => Promise<Answer>

let nextAddress = 0

/**
 * Each request comes from its own address, so the edge's per-IP rate limit and identity's per-IP
 * OTP limits (which are tested elsewhere) never turn a bad-input answer into a 429.
 */
function freshAddress(): string {
  nextAddress += 1
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`
}

export function client(app: FastifyInstance): Client {
  return async call => {
    const headers: Record<string, string> = { ...call.headers }
    if (call.token) headers.authorization = `Bearer ${call.token}`
    let payload: string | Buffer | undefined = call.raw
    if (call.json !== undefined) {
      payload = JSON.stringify(call.json)
      headers['content-type'] ??= 'application/json'
    }
    if (call.signWith && payload !== undefined) headers['x-signature'] = createHmac('sha256', call.signWith).update(payload).digest('hex')
    const options: InjectOptions = { method: call.method as InjectOptions['method'], url: call.url, headers, remoteAddress: freshAddress() }
    if (payload !== undefined) options.payload = payload
    const res = await app.inject(options)
    const isJson = String(res.headers['content-type'] ?? '').includes('json')
    let body: unknown
    if (isJson) {
      try {
        body = res.json()
      } catch {
        body = undefined
      }
    }
    return { statusCode: res.statusCode, body, text: res.body, headers: res.headers }
  }
}
