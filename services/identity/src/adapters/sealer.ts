import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Opaque tokens the client carries between steps (the spec's encrypted_otp, encrypted_mobile,
 * encrypted_countryCode, the email-verification id). AES-256-GCM, so the client can neither read
 * nor alter them; the purpose is authenticated data, so a token sealed for one use is refused
 * for another.
 */
export interface Sealer {
  seal(purpose: string, value: unknown): string
  /** The sealed value, or undefined if the token was altered, sealed for another purpose or with another key. */
  unseal<T>(purpose: string, token: string): T | undefined
}

const IV_BYTES = 12
const TAG_BYTES = 16

export function createSealer(secret: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'arena-identity', 'seal', 32))
  return {
    seal(purpose, value) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(purpose))
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
    },
    unseal<T>(purpose: string, token: string): T | undefined {
      try {
        const raw = Buffer.from(token, 'base64url')
        if (raw.length <= IV_BYTES + TAG_BYTES) return undefined
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
        decipher.setAAD(Buffer.from(purpose))
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
        const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')
        return JSON.parse(text) as T
      } catch {
        return undefined
      }
    },
  }
}
