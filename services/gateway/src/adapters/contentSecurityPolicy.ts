/**
 * The websocket origin of the configured public site (`PUBLIC_URL`): `wss://host` for an https
 * site, `ws://host` for plain http. Taken from configuration, never from the request: a Host
 * header is whatever the client sent. `'self'` alone misses ws/wss in older Safari.
 */
export function socketSource(publicUrl: string | undefined): string[] {
  if (publicUrl === undefined) return []
  const url = new URL(publicUrl)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_URL must be an http(s) origin, not ${publicUrl}`)
  return [`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`]
}

/**
 * The policy for the built React app: bundles and stylesheets from our own origin only (the
 * build emits no inline script or style), images also from data: and blob: (avatars, support
 * attachments and KYC files are fetched with the bearer token and shown through object URLs),
 * media from blob: for KYC videos, API and websocket calls to our own site. Nothing may embed
 * the site except itself (the print view is a same-origin frame).
 */
export function contentSecurityPolicyDirectives(upgradeInsecureRequests: boolean, publicUrl?: string) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...socketSource(publicUrl)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // Upgrading only makes sense once the site is served over HTTPS (the same switch as HSTS).
    upgradeInsecureRequests: upgradeInsecureRequests ? [] : null,
  }
}
