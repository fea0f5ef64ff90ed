// The offline database behind login histories' places, loaded on the first lookup.
import t from 'tap'
import { geoipLocator } from '../src/adapters/geoLocator'

t.test('a public address gets its country by name; a private one, a mapped IPv4 one and an unknown one as expected', async t => {
  t.same(geoipLocator.locate('8.8.8.8'), { cityName: '', countryName: 'United States' })
  t.same(geoipLocator.locate('::ffff:8.8.8.8'), { cityName: '', countryName: 'United States' }, 'IPv4 mapped into IPv6, as node reports it')
  t.same(geoipLocator.locate('10.0.0.1'), { cityName: '', countryName: '' }, 'a private range is nowhere')
  t.same(geoipLocator.locate('not an address'), { cityName: '', countryName: '' })
})
