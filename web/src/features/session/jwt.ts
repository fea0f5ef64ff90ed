/** What the client reads from a token; the server alone verifies the signature. */
export interface TokenClaims {
  id: string
  name: string
  /** The identity service's role claim; anything but 'admin' counts as a player. */
  role: 'player' | 'admin'
  /** Expiry in seconds since the epoch, as in the token; null when the token has none. */
  exp: number | null
}

/** Reads the payload of a JWT, or null when the text is not a readable token. */
export function decodeToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>
    // The identity service puts the user id in `sub`; older tokens carried `id`.
    const id = typeof claims.sub === 'string' ? claims.sub : typeof claims.id === 'string' ? claims.id : null
    if (id === null) return null
    return {
      id,
      name: typeof claims.name === 'string' ? claims.name : '',
      role: claims.role === 'admin' ? 'admin' : 'player',
      exp: typeof claims.exp === 'number' ? claims.exp : null,
    }
  } catch {
    return null
  }
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=')
  const bytes = Uint8Array.from(atob(base64), c => c.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** True when the token has an expiry at or before `nowSeconds`. */
export function isExpired(claims: Pick<TokenClaims, 'exp'>, nowSeconds: number): boolean {
  return claims.exp !== null && claims.exp <= nowSeconds
}
