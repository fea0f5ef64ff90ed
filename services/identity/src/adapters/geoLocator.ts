import { createRequire } from 'node:module'

export interface Place {
  cityName: string
  countryName: string
}

/** Where an IP address is, as far as an offline database knows; empty strings when unknown. */
export interface GeoLocator {
  locate(ip: string): Place
}

type GeoIp = typeof import('geoip-lite')

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

/**
 * geoip-lite reads its whole database into memory when it loads: 150 MB and a quarter of a
 * second. Only a process that serves sign-ins locates anyone, so it loads on the first lookup
 * instead of in every process at start.
 */
let geoip: GeoIp | undefined
const database = (): GeoIp => (geoip ??= createRequire(import.meta.url)('geoip-lite') as GeoIp)

/** geoip-lite's bundled database: no network call per login, and private ranges resolve to nothing. */
export const geoipLocator: GeoLocator = {
  locate(ip) {
    const found = database().lookup(ip.replace(/^::ffff:/, ''))
    if (!found) return { cityName: '', countryName: '' }
    return { cityName: found.city ?? '', countryName: found.country ? (regionNames.of(found.country) ?? found.country) : '' }
  },
}
