import t from 'tap'
import { MemoryEventStore } from '@arena/eventstore'
import { WalletCommands, walletHandlers } from '../src/index'
import { eligibility, startWallet } from './fixtures'

t.test('a restarted wallet rebuilds balances from the log, is ready after catch-up and pushes nothing old', async t => {
  const store = new MemoryEventStore()
  t.teardown(() => store.close())
  const earlier = walletHandlers(new WalletCommands(store), eligibility())
  const at = '2026-02-01T00:00:00.000Z'
  await earlier.creditPrize({ commandId: 'p', at, userId: 'u1', contestId: 'k1', rank: 1, amount: '90' })
  await earlier.creditBonus({ commandId: 'b', at, userId: 'u1', bonusId: 'reg', amount: '15', kind: 'registration' })

  const h = await startWallet(t, { store, kycStatus: { kycCompleteStatus: userId => (userId === 'u1' ? 'complete' : 'pending') } })
  const balance = await h.call('GET', '/api/wallet-balance', await h.token('u1'))
  t.ok(h.wallet.isReady?.(), 'ready once caught up')
  t.same(balance.json().data, { balance: '0.00', winningamount: '90.00', bonus: '15.00' })
  t.same(h.pushes, [], 'history is not pushed again')

  await h.wallet.handlers.creditBonus({ commandId: 'b2', at, userId: 'u1', bonusId: 'ref', amount: '5', kind: 'referral' })
  t.same(h.pushes, [{ userId: 'u1', message: { event: 'walletBalance', data: { balance: '0.00', winningamount: '90.00', bonus: '20.00', kycCompleteStatus: 'complete' } } }], 'the spec\'s per-user event: balances and KYC state')
  t.equal((await h.call('GET', '/api/wallet-balance', await h.token('u1'))).json().data.bonus, '20.00', 'a write is visible to the next read')
})

t.test('a write made by another instance shows once the read model has caught up to it', async t => {
  const h = await startWallet(t)
  const other = walletHandlers(new WalletCommands(h.store), eligibility())
  const done = await other.creditPrize({ commandId: 'p', at: '2026-02-01T00:00:00.000Z', userId: 'u7', contestId: 'k1', rank: 1, amount: '12.50' })
  await h.wallet.caughtUpTo(done.position)
  t.equal(h.wallet.view.balances('u7').winningamount, '12.50')
  t.match(h.pushes, [{ userId: 'u7', message: { event: 'walletBalance', data: { kycCompleteStatus: 'pending' } } }], 'pending without a KYC answer')
})

t.test('a balance push is built only for a player with a tab open here: a worker asks no KYC for nobody', async t => {
  const asked: string[] = []
  const kycStatus = { kycCompleteStatus: (userId: string) => (asked.push(userId), 'complete' as const) }
  const h = await startWallet(t, { kycStatus, connected: new Set(['u1']) })
  const at = '2026-02-01T00:00:00.000Z'
  const done = await h.wallet.handlers.creditBonus({ commandId: 'b1', at, userId: 'u1', bonusId: 'ref', amount: '5', kind: 'referral' })
  const other = await h.wallet.handlers.creditBonus({ commandId: 'b2', at, userId: 'u2', bonusId: 'ref', amount: '5', kind: 'referral' })
  await h.wallet.caughtUpTo(Math.max(done.position, other.position))
  t.same(h.pushes.map(p => p.userId), ['u1'], 'pushed to the connected player only')
  t.same(asked, ['u1'], 'and KYC asked for nobody else')
})
