import t, { type Test } from 'tap'
import { handleWalletCommand } from '@arena/wallet'
import { walletOverBus } from '../src/index'
import { addContest, participate } from './contests'
import { startContest } from './harness'
import { askingBuses } from './buses'

/** A wallet service and a contest instance on one in-process broker, closed when the test ends. */
function buses(t: Test) {
  const { service, serving: walletBus, contestBus } = askingBuses(t, 'wallet')
  return { service, walletBus, contestBus }
}

t.test('over the bus, a join pays through the wallet service, and a timed-out request is finished later without paying twice', async t => {
  const { service, walletBus, contestBus } = buses(t)
  const h = await startContest(t, { wallet: () => walletOverBus(contestBus, { service, timeoutMs: 300 }) })
  const contestId = await addContest(h)
  for (const user of ['u1', 'u2']) await h.fund(user, { cash: '100', reward: '100' })

  // Nobody serves wallet commands yet: the request times out and the seat stays held.
  const pending = await participate(h, contestId, 'u1')
  t.equal(pending.statusCode, 503)
  await walletBus.handle(service, command => handleWalletCommand(h.wallet.handlers, command))

  t.equal((await participate(h, contestId, 'u2')).statusCode, 200)
  t.same(await h.balances('u2'), { balance: '50.00', winningamount: '0.00', bonus: '50.00' })

  // The wallet has served the queued command by now; the re-drive sends the same one again.
  h.clock.advance(16_000)
  await h.contest.tick()
  await h.contest.redrivesEnded()
  const joined = (await h.store.readStream(`contest-${contestId}`)).filter(e => e.type === 'PlayerJoined').map(e => (e.data as { userId: string }).userId)
  t.same(joined.sort(), ['u1', 'u2'])
  t.same((await h.store.readStream('wallet-u1')).filter(e => e.type === 'EntryFeeDebited').length, 1, 'the fee was taken once')
  t.same(await h.balances('u1'), { balance: '50.00', winningamount: '0.00', bonus: '50.00' })
})

t.test('over the bus, a sponsored contest reserves its pool from the sponsor and a refused budget is a field error', async t => {
  const { service, walletBus, contestBus } = buses(t)
  const h = await startContest(t, { wallet: () => walletOverBus(contestBus, { service, timeoutMs: 2000 }) })
  await walletBus.handle(service, command => handleWalletCommand(h.wallet.handlers, command))
  const at = h.clock.now().toISOString()
  await h.wallet.handlers.sponsors.execute({ type: 'CreateSponsor', commandId: 'c1', at, sponsorId: 's1', name: 'Acme', by: 'admin:a' }, { actor: 'admin:a' })
  await h.wallet.handlers.sponsors.execute({ type: 'GrantBudget', commandId: 'c2', at, sponsorId: 's1', amount: '1500', by: 'admin:a' }, { actor: 'admin:a' })

  const contestId = await addContest(h, { sponsorId: 's1' })
  t.match((await h.call('POST', '/api/contestByID-data', await h.token('u1'), { json: { _id: contestId } })).json().data.item, { sponsorName: 'Acme' })
  t.equal((await h.wallet.handlers.sponsors.load('s1')).state.available.toFixed(2), '500.00')
  await t.rejects(addContest(h, { sponsorId: 's1' }), /less than the prize pool/)
  await t.rejects(addContest(h, { sponsorId: 'nobody' }), /Sponsor not found/)
})
