import type { FastifyRequest } from 'fastify'
import { UAParser } from 'ua-parser-js'
import type { LoginRecordedData } from '@arena/contracts'
import type { GeoLocator } from './geoLocator'

/** Where a request came from, as plain values the use cases read (never the request itself). */
export interface ClientInfo {
  /** As the server saw it (the limiters key on it). */
  ip: string
  userAgent: string
  /** The browser's own id (X-Device-Id), when it is one the web client makes. */
  deviceId?: string
}

/** Random ids the web client keeps per browser; anything else is ignored rather than stored. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/

/**
 * The client of a request. A player can clear or forge the device id, so it only ever adds
 * evidence for fair-play review (two accounts on one browser), never clears anyone.
 */
export function clientOf(request: FastifyRequest): ClientInfo {
  const header = request.headers['x-device-id']
  const deviceId = typeof header === 'string' && DEVICE_ID.test(header) ? { deviceId: header } : {}
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', ...deviceId }
}

/**
 * The login history row for a client. The spec's client also sends deviceName, browserName and
 * osName, but a row the server derives itself cannot be forged, so those are ignored.
 */
export function describeClient(client: ClientInfo, geo: GeoLocator, now: Date): LoginRecordedData {
  const ip = client.ip.replace(/^::ffff:/, '')
  const ua = UAParser(client.userAgent)
  const model = [ua.device.vendor, ua.device.model].filter(Boolean).join(' ')
  const device = model || (ua.device.type ? capitalise(ua.device.type) : ua.os.name ? 'Desktop' : '')
  return {
    ip,
    ...geo.locate(ip),
    device,
    browser: [ua.browser.name, ua.browser.major].filter(Boolean).join(' '),
    os: [ua.os.name, ua.os.version].filter(Boolean).join(' '),
    date: now.toISOString(),
    ...(client.deviceId ? { deviceId: client.deviceId } : {}),
  }
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)
