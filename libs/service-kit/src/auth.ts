import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { unauthorized, forbidden } from './errors'

export type Role = 'player' | 'admin'

/** Who a request acts for, taken only from a verified token, never from the body. */
export interface Principal {
  id: string
  name: string
  role: Role
}

export interface TokenIssuer {
  issue(principal: Principal): Promise<string>
  verify(token: string): Promise<Principal>
}

/** HS256 tokens with a short lifetime; `now` is injected so expiry is testable without waiting. */
export function createTokenIssuer(options: { secret: string; ttlSeconds: number; now?: () => Date }): TokenIssuer {
  const key = new TextEncoder().encode(options.secret)
  const now = options.now ?? (() => new Date())
  const seconds = () => Math.floor(now().getTime() / 1000)
  return {
    async issue(principal) {
      const iat = seconds()
      return new SignJWT({ name: principal.name, role: principal.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(principal.id)
        .setIssuedAt(iat)
        .setExpirationTime(iat + options.ttlSeconds)
        .sign(key)
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() })
        const role = payload.role === 'admin' ? 'admin' : 'player'
        if (!payload.sub) throw unauthorized()
        return { id: payload.sub, name: String(payload.name ?? ''), role }
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw unauthorized('Session expired, please log in again')
        throw unauthorized()
      }
    },
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const [scheme, token] = header.split(' ')
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined
}

/**
 * Pre-handlers for routes. `isBlocked` lets identity refuse blocked users on every call,
 * not only at login, because a token issued before the block is still unexpired.
 */
export function authGuards(issuer: TokenIssuer, isBlocked: (userId: string) => Promise<boolean> = async () => false) {
  async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request)
    if (!token) throw unauthorized()
    const principal = await issuer.verify(token)
    if (await isBlocked(principal.id)) throw forbidden('Your account is blocked')
    request.principal = principal
  }
  async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await authenticate(request, reply)
    if (request.principal?.role !== 'admin') throw forbidden('Admin role required')
  }
  return { authenticate, requireAdmin }
}

/** The caller's principal inside a guarded route; a missing one is a wiring bug, not user error. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized()
  return request.principal
}
