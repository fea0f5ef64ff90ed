import pino, { type Logger, type LoggerOptions } from 'pino'

export type { Logger }

const CENSOR = '[redacted]'
/** Query parameters that carry a credential: a session token, a websocket ticket, a code. */
const secretParameter = /^(?:token|ticket|access_token|jwt|otp|code|password|secret|key|signature|sig)$/i
/**
 * Web routes whose last path segment is a credential: the password reset link
 * (`/password-reset/<user>/<token>`) and the sealed email verification link (`/login/<sealed>`).
 */
const secretPath = /^(\/password-reset\/[^/?#]+\/|\/login\/)[^/?#]+/

/** The URL as logged: credentials in the query string or in a link's path are replaced, the rest kept. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?')
  const path = (query === -1 ? url : url.slice(0, query)).replace(secretPath, `$1${CENSOR}`)
  if (query === -1) return path
  const parameters = url
    .slice(query + 1)
    .split('&')
    .map(pair => {
      const equals = pair.indexOf('=')
      const name = equals === -1 ? pair : pair.slice(0, equals)
      let decoded = name
      try {
        decoded = decodeURIComponent(name)
      } catch {
        // An undecodable name is kept as sent; it cannot match a known secret name anyway.
      }
      return equals !== -1 && secretParameter.test(decoded) ? `${name}=${CENSOR}` : pair
    })
  return `${path}?${parameters.join('&')}`
}

interface LoggedRequest {
  method?: string
  url?: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

/**
 * The request as every log line shows it. It replaces fastify's default so that no credential
 * reaches the log, whichever route or client put it in the URL (headers are never logged).
 */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** Fields that hold a credential wherever a log call puts them: on the line or one object down. */
const secretFields = ['otp', 'password', 'token', 'ticket'] as const

const holdsSecret = (value: object) => secretFields.some(field => Object.hasOwn(value, field))

/** A copy with the secrets replaced; prototype and hidden fields kept, so an error still logs as one. */
function censored<T extends object>(value: T): T {
  const copy = Object.defineProperties(Object.create(Object.getPrototypeOf(value)), Object.getOwnPropertyDescriptors(value)) as Record<string, unknown>
  for (const field of secretFields) if (Object.hasOwn(copy, field)) copy[field] = CENSOR
  return copy as T
}

/**
 * A line's credentials replaced before it is written: `otp`, `password`, `token` and `ticket` on
 * the line itself or on any object logged on it. It does what pino's redaction with the paths
 * `*.otp` (and so on) did, plus the line's own fields, at a few property checks a line: those
 * wildcard paths walked and cloned every object of every line, and the access log's line alone
 * made them about 3% of an order's CPU (docs/performance.md). Request headers need no rule: the
 * request serializer never writes them.
 */
export function censorSecrets(line: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined
  if (holdsSecret(line)) out = censored(line)
  for (const key in line) {
    const value = line[key]
    if (value === null || typeof value !== 'object' || !holdsSecret(value)) continue
    out ??= { ...line }
    out[key] = censored(value)
  }
  return out ?? line
}

/** One logger shape for every service: JSON lines, service name on each, secrets redacted. */
export function createLogger(service: string, options: LoggerOptions = {}, destination?: pino.DestinationStream): Logger {
  const settings: LoggerOptions = {
    name: service,
    level: process.env.LOG_LEVEL ?? 'info',
    ...options,
    formatters: { log: censorSecrets, ...options.formatters },
    serializers: { req: serializeRequest, ...options.serializers },
  }
  return destination ? pino(settings, destination) : pino(settings)
}
