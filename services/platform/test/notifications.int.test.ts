import t from 'tap'
import { ok, post, signInAdmin, signUp, utrFor } from './support/contestPeople'
import { bootWorld } from './support/contestWorld'
import { files, formBody } from './support/forms'

t.test('admin decisions in the wallet and identity reach the player\'s notification centre, and only theirs', async t => {
  const w = await bootWorld(t)
  const admin = await signInAdmin(w)
  const asha = await signUp(w, 'asha')
  const ravi = await signUp(w, 'ravi')
  const filed = await post(w, '/api/deposit-request', asha.token, { amount: '500', method: 'UPI', reference: utrFor('asha-1') })
  await post(w, `/api/admin/deposits/${filed.data._id}/reject`, admin.token, { reason: 'No payment arrived' })
  const photoId = { docType: 'id', fname: 'Asha', lname: 'Rao', gender: 'Female', dob: '1990-05-14', documentNo: '123412341234' }
  await ok(w, { method: 'POST', url: '/api/interMediateUpdate', token: asha.token, ...formBody(photoId, { fImage: files.png(), bImage: files.jpeg() }) })
  await post(w, `/api/admin/kyc/${asha.id}/photoFront/reject`, admin.token, { reason: 'Photo is blurred' })

  // Support's worker writes them from the wallet's and identity's facts on the bus: wait for the push.
  const told = (kind: string) => w.pushes.waitFor(p => p.to === `user:${asha.id}` && p.message.event === 'notificationAdded' && (p.message.data as { notification: { kind: string } }).notification.kind === kind)
  await Promise.all([told('depositRejected'), told('kycRejected')])
  const mine = await ok(w, { method: 'GET', url: '/api/notifications', token: asha.token })
  t.match(mine.data, [
    { kind: 'kycRejected', message: 'Photo ID (front) was rejected. Reason: Photo is blurred. Please upload it again.', read: false },
    { kind: 'depositRejected', message: `Your deposit of ₹500.00 (UTR ${utrFor('asha-1')}) was rejected. Reason: No payment arrived`, read: false },
  ])
  t.equal(mine.unread, 2)
  const theirs = await ok(w, { method: 'GET', url: '/api/notifications', token: ravi.token })
  t.same(theirs.data.filter((n: { kind: string }) => n.kind.endsWith('Rejected')), [], 'the other player sees none of Asha\'s')
  const stolen = await w.call({ method: 'POST', url: '/api/notifications/read', token: ravi.token, json: { _id: mine.data[0]._id } })
  t.equal(stolen.statusCode, 404)
  await post(w, '/api/notifications/read-all', asha.token)
  t.equal((await ok(w, { method: 'GET', url: '/api/notifications', token: asha.token })).unread, 0)
})
