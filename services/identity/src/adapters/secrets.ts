import { createHash, createHmac, hkdfSync, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto'
import { OTP_LENGTH } from '@arena/domain'

export function randomOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
}

/**
 * OTPs are hashed with a server key: six digits are too few to survive an offline guess
 * against a plain hash, but without the key the stored hash reveals nothing.
 */
export function createOtpHasher(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'arena-identity', 'otp', 32))
  const hash = (code: string, salt: string) => createHmac('sha256', key).update(`${salt}:${code}`).digest('hex')
  return {
    newSalt: () => randomBytes(16).toString('hex'),
    hash,
    matches(code: string, salt: string, expected: string): boolean {
      const actual = Buffer.from(hash(code, salt), 'hex')
      const wanted = Buffer.from(expected, 'hex')
      return actual.length === wanted.length && timingSafeEqual(actual, wanted)
    },
  }
}
export type OtpHasher = ReturnType<typeof createOtpHasher>

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 }

function scryptAsync(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { N, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength)
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p), expected.length)
  return timingSafeEqual(actual, expected)
}

/** A single-use secret for a link, and the digest that is stored in its place. */
export function newLinkToken(): { token: string; digest: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, digest: digestToken(token) }
}

export const digestToken = (token: string): string => createHash('sha256').update(token).digest('hex')
