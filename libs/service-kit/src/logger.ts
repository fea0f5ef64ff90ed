import pino, { type Logger, type LoggerOptions } from 'pino'

export type { Logger }

/** One logger shape for every service: JSON lines, service name on each, secrets redacted. */
export function createLogger(service: string, options: LoggerOptions = {}): Logger {
  return pino({
    name: service,
    level: process.env.LOG_LEVEL ?? 'info',
    redact: { paths: ['req.headers.authorization', '*.otp', '*.password', '*.token'], censor: '[redacted]' },
    ...options,
  })
}
