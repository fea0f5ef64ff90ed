import type { IncomingMessage } from 'node:http'

// A Host header is reflected into the policy only when it is a plain host[:port], so a forged
// header cannot smuggle extra sources or directives into the response.
const plainHost = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/** The websocket of the host the page was served from; `'self'` alone misses ws/wss in older Safari. */
export const sameHostSocket = (scheme: 'ws' | 'wss') => (request: IncomingMessage): string => {
  const host = request.headers.host
  return host && plainHost.test(host) ? `${scheme}://${host}` : "'self'"
}

/**
 * The policy for the built React app: bundles and stylesheets from our own origin only (the
 * build emits no inline script or style), images also from data: and blob: (avatars, support
 * attachments and KYC files are fetched with the bearer token and shown through object URLs),
 * media from blob: for KYC videos, API and websocket calls to our own host. Nothing may embed
 * the site except itself (the print view is a same-origin frame).
 */
export function contentSecurityPolicyDirectives(upgradeInsecureRequests: boolean) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", sameHostSocket('ws'), sameHostSocket('wss')],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // Upgrading only makes sense once the site is served over HTTPS (the same switch as HSTS).
    upgradeInsecureRequests: upgradeInsecureRequests ? [] : null,
  }
}
