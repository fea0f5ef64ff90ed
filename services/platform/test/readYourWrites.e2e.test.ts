import t from 'tap'
import { createLogger } from '@arena/service-kit'
import { needs } from '@arena/testing'
import { startPlatform } from '../src/index'
import { freshMobile, lastCode } from './support/people'
import { bootPlatform } from './support/platformUnderTest'

t.test('a sign-up answered by one edge is known to another at the next request, which first applies the position the sign-up reported', needs('postgres'), async t => {
  const put = await bootPlatform(t, {})
  const edgeB = await startPlatform({ ...put.config, ROLE: 'edge', PORT: 0 }, { logger: createLogger('edge-b', { level: 'silent' }), clock: put.clock })
  t.teardown(() => edgeB.close())
  const mobile = freshMobile()
  const onA = (payload: Record<string, unknown>) => put.platform.app.inject({ method: 'POST', url: '/api/user-registor', payload: { countryCode: '91', ...payload } })
  const first = await onA({ mobile })
  const otp = await lastCode(put.dataDir, `+91${mobile}`)
  const second = await onA({ mobile, otp, encrypted_otp: first.json().data.encrypted_otp, name: 'asharyw', terms: true })
  t.equal(second.statusCode, 200, 'signed up through edge A')
  const { token } = second.json()
  const position = Number(second.headers['x-arena-position'])
  const head = await put.platform.infrastructure.store.headPosition()
  t.ok(position > 0 && position <= head, `the sign-up reports position ${position} (head ${head})`)

  const read = await edgeB.app.inject({ method: 'POST', url: '/api/profile-data', headers: { authorization: `Bearer ${token}`, 'x-arena-after': String(position) }, payload: {} })
  t.equal(read.statusCode, 200, 'edge B knows the new session and answers')
  t.match(read.json(), { data: { name: 'asharyw' } }, 'with the new player\'s profile')
  t.ok(edgeB.identity.view.position >= position, 'having applied the log up to the sign-up before it answered')
  t.notOk('x-arena-position' in (await edgeB.app.inject({ method: 'GET', url: '/api/health' })).headers, 'a read carries no position')
})
