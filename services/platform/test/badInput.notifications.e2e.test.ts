import t from 'tap'
import { needs } from '@arena/testing'
import type { Call } from './support/client'
import { refusalChecks } from './support/expectations'
import { admin, signUp } from './support/people'
import { bootPlatform } from './support/platformUnderTest'

/**
 * The notification centre's calls: a missing or malformed id is a 400 naming `_id`, another
 * player's notification answers like a missing one, and none of them writes anything.
 */
t.test('marking notifications read with bad or foreign ids is refused and writes nothing', needs('postgres'), async t => {
  const put = await bootPlatform(t)
  const asha = await signUp(put, 'ashanote')
  const bala = await signUp(put, 'balanote')
  const filed = await put.call({ method: 'POST', url: '/api/deposit-request', token: asha.token, json: { amount: '500', method: 'UPI', reference: '412345678911' } })
  const ops = await admin(put)
  t.equal((await put.call({ method: 'POST', url: `/api/admin/deposits/${filed.body.data._id}/reject`, token: ops.token, json: { reason: 'No payment' } })).statusCode, 200)
  // The centre folds the rejection a moment after the wallet answered: wait for it.
  const list = () => put.call({ method: 'GET', url: '/api/notifications', token: asha.token })
  while ((await list()).body.unread !== 1) await new Promise(resolve => setImmediate(resolve))
  const ashaNote: string = (await list()).body.data[0]._id
  const read = (token: string, json: unknown): Call => ({ method: 'POST', url: '/api/notifications/read', token, json })
  const idRequired = { _id: 'Notification id is required' }

  const refused = refusalChecks(t, put)
  await refused('no id', read(bala.token, {}), [400], idRequired)
  await refused('an empty id', read(bala.token, { _id: '  ' }), [400], idRequired)
  await refused('a number for an id', read(bala.token, { _id: 42 }), [400], idRequired)
  await refused('an empty id list', read(bala.token, { ids: [] }), [400], idRequired)
  await refused('ids that are not all text', read(bala.token, { ids: [ashaNote, {}] }), [400], idRequired)
  await refused('another player\'s notification', read(bala.token, { _id: ashaNote }), [404])
  await refused('another player\'s among one\'s own ids', read(bala.token, { ids: [ashaNote] }), [404])
  await refused('no token', { method: 'POST', url: '/api/notifications/read-all', json: {} }, [401])
  t.equal((await put.call({ method: 'GET', url: '/api/notifications', token: asha.token })).body.unread, 1, 'Asha\'s notification is still unread')
})
