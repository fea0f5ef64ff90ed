import t from 'tap'
import { InProcessBroker, inProcessBus } from '@arena/bus'
import { newId, originating, type Command } from '@arena/contracts'
import { startWallet } from './fixtures'

const command = (type: string, data: unknown, id = newId()): Command => ({ id, type, data, metadata: originating('system:contest', '2026-03-01T10:00:00.000Z') })

t.test('the contest service debits and refunds an entry fee over the bus, and a redelivered command changes nothing', async t => {
  const broker = new InProcessBroker()
  const walletBus = inProcessBus({ broker, service: 'wallet' })
  const contestBus = inProcessBus({ broker, service: 'contest' })
  t.teardown(async () => {
    await contestBus.close()
    await walletBus.close()
  })
  const h = await startWallet(t, { bus: walletBus })
  await h.wallet.handlers.creditBonus({ commandId: 'seed', at: '2026-03-01T10:00:00.000Z', userId: 'u1', bonusId: 'reg', amount: '100', kind: 'registration' })
  await h.fundWinning('u1', '100')
  const ask = (c: Command) => contestBus.request('wallet', c, { timeoutMs: 5000 })

  const debit = command('DebitEntryFee', { userId: 'u1', contestId: 'k1', fee: '50', ticked: { cash: false, winning: true, reward: true } })
  t.same(await ask(debit), { correlationId: debit.id, ok: true, data: { balances: { balance: '0.00', winningamount: '75.00', bonus: '75.00' }, duplicate: false, split: { reward: '25.00', winning: '25.00', cash: '0.00' } } })
  t.match(await ask(debit), { ok: true, data: { duplicate: true, balances: { bonus: '75.00' } } })

  const tooBig = command('DebitEntryFee', { userId: 'u1', contestId: 'k2', fee: '500', ticked: { cash: true, winning: true, reward: true } })
  t.match(await ask(tooBig), { ok: false, error: { code: 'insufficientBalance', message: 'Insufficient balance in the selected wallets' } })
  t.match(await ask(command('DebitEntryFee', { userId: 'u1', fee: 12 })), { ok: false, error: { code: 'invalidCommand' } })

  t.match(await ask(command('RefundEntryFee', { userId: 'u1', contestId: 'k1' })), { ok: true, data: { balances: { winningamount: '100.00', bonus: '100.00' } } })
  t.equal((await h.store.readStream('wallet-u1')).length, 4)
})

t.test('only the wallet worker serves other services\' commands: a process serving the routes alone leaves them to it', async t => {
  const broker = new InProcessBroker()
  const edgeBus = inProcessBus({ broker, service: 'wallet' })
  const contestBus = inProcessBus({ broker, service: 'contest' })
  t.teardown(async () => {
    await contestBus.close()
    await edgeBus.close()
  })
  await startWallet(t, { bus: edgeBus, worker: false })
  const debit = command('DebitEntryFee', { userId: 'u1', contestId: 'k1', fee: '50', ticked: { cash: true, winning: true, reward: true } })
  await t.rejects(contestBus.request('wallet', debit, { timeoutMs: 300 }), { name: 'RequestTimeout' })
})
