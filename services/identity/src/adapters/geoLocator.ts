import geoip from 'geoip-lite'

export interface Place {
  cityName: string
  countryName: string
}

/** Where an IP address is, as far as an offline database knows; empty strings when unknown. */
export interface GeoLocator {
  locate(ip: string): Place
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

/** geoip-lite's bundled database: no network call per login, and private ranges resolve to nothing. */
export const geoipLocator: GeoLocator = {
  locate(ip) {
    const found = geoip.lookup(ip.replace(/^::ffff:/, ''))
    if (!found) return { cityName: '', countryName: '' }
    return { cityName: found.city ?? '', countryName: found.country ? (regionNames.of(found.country) ?? found.country) : '' }
  },
}
