import t from 'tap'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PostgresEventStore } from '@arena/eventstore'
import { engineUrl, needs } from '@arena/testing'
import { startIdentity } from './support/harness'
import { adminToken, files, player, postForm, profileOf, review, steps } from './support/kyc'

/** KYC and bank review over PostgreSQL; a restarted instance rebuilds the queues and still serves the files. */
t.test('KYC and bank details are reviewed over PostgreSQL and survive a restart', needs('postgres'), async t => {
  const schema = `kyc_e2e_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const store = await PostgresEventStore.connect({ url: engineUrl('postgres')!, schema, migrate: true, maxConnections: 3, pollMs: 200 })
  const dataDir = await mkdtemp(join(tmpdir(), 'kyc-e2e-'))
  t.teardown(async () => {
    await store.sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await store.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const first = await startIdentity({ store, keepStore: true, dataDir })
  const admin = await adminToken(first)
  const { token, id } = await player(first, '9833300001', 'Pgkyc')
  for (const step of [steps.photoId, steps.address, steps.pan, steps.video]) t.equal((await step(first, token)).statusCode, 200)
  t.equal((await steps.photoId(first, token)).statusCode, 409, 'a waiting step is closed')
  for (const document of ['photoFront', 'address', 'pan', 'video']) await review(first, admin, id, document, 'approve')
  await review(first, admin, id, 'photoBack', 'reject', 'Glare on the number')
  await first.close()

  const second = await startIdentity({ store, keepStore: true, dataDir, clock: first.clock })
  t.match(await profileOf(second, token), { bImage_status: 'reject', bi_rejectResion: 'Glare on the number', kycCompleteStatus: 'pending' }, 'the review is rebuilt from the log')
  t.same((await second.get('/api/admin/kyc?status=reject', admin)).body.data.map((row: any) => row.userId), [id])
  t.equal((await steps.photoId(second, token)).statusCode, 200, 'resubmitted after the rejection')
  for (const document of ['photoFront', 'photoBack']) await review(second, admin, id, document, 'approve')
  t.equal((await profileOf(second, token)).kycCompleteStatus, 'complete')

  const bank = await postForm(second, '/api/add_bank_detail', token, { bankName: 'Canara Bank', accountNo: '987654321', accountHolderName: 'Asha Rao', ifscCode: 'CNRB0001234', branchName: 'Jayanagar' }, { cancelledChequeImage: { name: 'c.jpg', bytes: files.jpeg() } })
  t.equal(bank.statusCode, 200, JSON.stringify(bank.body))
  const [account] = (await second.get('/api/admin/bank-details?status=pending', admin)).body.data
  t.equal((await second.post(`/api/admin/bank-details/${account._id}/accept`, {}, admin)).statusCode, 200)
  t.same(await second.module.payoutEligibility.check(id, account._id), { ok: true })
  await second.close()

  const third = await startIdentity({ store, keepStore: true, dataDir, clock: first.clock })
  t.teardown(() => third.close())
  t.match((await third.get('/api/user_bank_account_list', token)).body.data, [{ _id: account._id, status: 'accepted', bankName: 'Canara Bank' }])
  const profile = await profileOf(third, token)
  t.equal((await third.get(profile.video, token)).raw.length, 1_500_000, 'files are served after a restart')
  t.equal((await third.get(account.cancelledChequeImage, admin)).statusCode, 200)
  t.equal(await third.module.panOf(id), 'ABCDE1234F')
})
