import type { FastifyRequest } from 'fastify'
import { UAParser } from 'ua-parser-js'
import type { LoginRecordedData } from '@arena/contracts'
import type { GeoLocator } from './geoLocator'

/**
 * The login history row for a request. The spec's client also sends deviceName, browserName and
 * osName, but a row the server derives itself cannot be forged, so those are ignored.
 */
export function describeClient(request: FastifyRequest, geo: GeoLocator, now: Date): LoginRecordedData {
  const ip = request.ip.replace(/^::ffff:/, '')
  const ua = UAParser(request.headers['user-agent'] ?? '')
  const model = [ua.device.vendor, ua.device.model].filter(Boolean).join(' ')
  const device = model || (ua.device.type ? capitalise(ua.device.type) : ua.os.name ? 'Desktop' : '')
  return {
    ip,
    ...geo.locate(ip),
    device,
    browser: [ua.browser.name, ua.browser.major].filter(Boolean).join(' '),
    os: [ua.os.name, ua.os.version].filter(Boolean).join(' '),
    date: now.toISOString(),
    ...deviceIdOf(request),
  }
}

/** Random ids the web client keeps per browser; anything else is ignored rather than stored. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/

/**
 * The browser's own id (X-Device-Id). A player can clear or forge it, so it only ever adds
 * evidence for fair-play review (two accounts on one browser), never clears anyone.
 */
function deviceIdOf(request: FastifyRequest): { deviceId?: string } {
  const header = request.headers['x-device-id']
  return typeof header === 'string' && DEVICE_ID.test(header) ? { deviceId: header } : {}
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)
