import { createHmac, timingSafeEqual } from 'node:crypto'

/** HMAC-SHA256 of the raw body, hex: what the provider sends in `x-signature`. */
export const signBody = (secret: string, rawBody: string | Buffer): string => createHmac('sha256', secret).update(rawBody).digest('hex')

/**
 * True when `header` is the body's signature. Compared in constant time, so response timing
 * cannot be used to guess a signature byte by byte. A `sha256=` prefix is accepted.
 */
export function signatureValid(secret: string, rawBody: string | Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false
  const given = Buffer.from(header.trim().replace(/^sha256=/i, ''), 'hex')
  const expected = Buffer.from(signBody(secret, rawBody), 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
