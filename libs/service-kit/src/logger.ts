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

/** One logger shape for every service: JSON lines, service name on each, secrets redacted. */
export function createLogger(service: string, options: LoggerOptions = {}, destination?: pino.DestinationStream): Logger {
  const settings: LoggerOptions = {
    name: service,
    level: process.env.LOG_LEVEL ?? 'info',
    redact: { paths: ['req.headers.authorization', '*.otp', '*.password', '*.token', '*.ticket'], censor: CENSOR },
    ...options,
    serializers: { req: serializeRequest, ...options.serializers },
  }
  return destination ? pino(settings, destination) : pino(settings)
}
