import { randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { unauthorized, forbidden } from './errors'

export type Role = 'player' | 'admin'

/** Who a request acts for, taken only from a verified token, never from the body. */
export interface Principal {
  id: string
  name: string
  role: Role
  /**
   * The server-side session the token belongs to (identity's `SessionStarted`). Logout, block,
   * role change and "log out of all devices" end it, and with it every token it issued.
   */
  sessionId?: string
}

/** A websocket ticket once its signature and lifetime are checked; redeeming it once is the caller's part. */
export interface VerifiedTicket extends Principal {
  ticketId: string
  expiresAt: Date
}

export interface TokenIssuer {
  /** Lifetime of a session token, so a session's record can end when its token does. */
  readonly ttlSeconds: number
  issue(principal: Principal): Promise<string>
  verify(token: string): Promise<Principal>
  /**
   * A short-lived, single-use ticket that opens one websocket for the session. The socket URL
   * carries it instead of the session token: URLs end up in logs and histories.
   */
  issueTicket(principal: Principal): Promise<{ ticket: string; ticketId: string; expiresAt: Date }>
  verifyTicket(ticket: string): Promise<VerifiedTicket>
}

/** How long a websocket ticket may wait for its connect: a fetch-then-connect takes well under that. */
export const TICKET_TTL_SECONDS = 30
/** Marks a ticket, so a ticket is never accepted as a bearer token nor a token as a ticket. */
const TICKET_USE = 'ws'

/** Verified tokens remembered per issuer (oldest forgotten first): about 3 MB at most. */
const VERIFIED_TOKENS_KEPT = 10_000

/** HS256 tokens with a short lifetime; `now` is injected so expiry is testable without waiting. */
export function createTokenIssuer(options: { secret: string; ttlSeconds: number; now?: () => Date }): TokenIssuer {
  // Imported once: given raw bytes, jose imports a WebCrypto key on every sign and verify, which
  // was a measurable share of each request's CPU (issue 16's profile).
  const keyPromise = crypto.subtle.importKey('raw', new TextEncoder().encode(options.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
  // A key that cannot be imported (an empty secret) fails each sign and verify, as before, not the process.
  keyPromise.catch(() => undefined)
  const now = options.now ?? (() => new Date())
  const seconds = () => Math.floor(now().getTime() / 1000)
  const sign = (principal: Principal, claims: Record<string, unknown>, ttl: number) => {
    const iat = seconds()
    const body: Record<string, unknown> = { name: principal.name, role: principal.role, ...claims }
    if (principal.sessionId) body.sid = principal.sessionId
    const jwt = new SignJWT(body).setProtectedHeader({ alg: 'HS256' }).setSubject(principal.id).setIssuedAt(iat).setExpirationTime(iat + ttl)
    return { jwt, exp: iat + ttl }
  }
  // Tokens whose signature and claims passed, by their exact text. A player sends the same token
  // with every call, and checking its HMAC through WebCrypto was the largest single cost of an
  // order (issue 16's profile); a signature over the same bytes cannot change, so it is checked
  // once. What depends on the time, the expiry, is checked again on every use.
  const verified = new Map<string, { principal: Principal; payload: JWTPayload }>()
  const expired = () => unauthorized('Session expired, please log in again')
  // A token without `exp` would never expire, so it is refused even when its signature is good.
  const read = async (token: string) => {
    const known = verified.get(token)
    if (known) {
      // The same test as jose's: expired once the clock reaches `exp`.
      if (known.payload.exp! <= seconds()) {
        verified.delete(token)
        throw expired()
      }
      return { principal: { ...known.principal }, payload: known.payload }
    }
    try {
      const { payload } = await jwtVerify(token, await keyPromise, { algorithms: ['HS256'], currentDate: now(), requiredClaims: ['exp', 'sub'] })
      const principal: Principal = { id: payload.sub!, name: String(payload.name ?? ''), role: payload.role === 'admin' ? 'admin' : 'player' }
      if (typeof payload.sid === 'string') principal.sessionId = payload.sid
      verified.set(token, { principal, payload })
      if (verified.size > VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!)
      return { principal: { ...principal }, payload }
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw expired()
      throw unauthorized()
    }
  }
  return {
    ttlSeconds: options.ttlSeconds,
    async issue(principal) {
      return sign(principal, {}, options.ttlSeconds).jwt.sign(await keyPromise)
    },
    async verify(token) {
      const { principal, payload } = await read(token)
      if (payload.use !== undefined) throw unauthorized()
      return principal
    },
    async issueTicket(principal) {
      const ticketId = randomUUID()
      const { jwt, exp } = sign(principal, { use: TICKET_USE }, TICKET_TTL_SECONDS)
      return { ticket: await jwt.setJti(ticketId).sign(await keyPromise), ticketId, expiresAt: new Date(exp * 1000) }
    },
    async verifyTicket(ticket) {
      const { principal, payload } = await read(ticket)
      if (payload.use !== TICKET_USE || typeof payload.jti !== 'string') throw unauthorized()
      return { ...principal, ticketId: payload.jti, expiresAt: new Date(payload.exp! * 1000) }
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
 * Whether a verified token's session is still open; throws a 401 when it is not (logged out,
 * blocked, deleted, role changed). Identity provides it; a signature alone cannot be revoked.
 */
export type SessionCheck = (principal: Principal) => Promise<void>

/**
 * Pre-handlers for routes. `checkSession` runs on every call, not only at login, because a
 * token issued before a logout or a block is still unexpired.
 */
export function authGuards(issuer: TokenIssuer, checkSession: SessionCheck = async () => {}) {
  async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request)
    if (!token) throw unauthorized()
    const principal = await issuer.verify(token)
    await checkSession(principal)
    request.principal = principal
  }
  async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await authenticate(request, reply)
    if (request.principal?.role !== 'admin') throw forbidden('Admin role required')
  }
  return { authenticate, requireAdmin, checkSession }
}

/** The caller's principal inside a guarded route; a missing one is a wiring bug, not user error. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized()
  return request.principal
}
