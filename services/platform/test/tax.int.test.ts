import t from 'tap'
import { platformConfig } from '../src/config'
import { balances, post, signInAdmin, signUp } from './support/contestPeople'
import { bootWorld } from './support/contestWorld'

t.test('TDS_POLICY and DEPOSIT_GST_RATE: defaults keep the spec\'s behaviour, bad values stop the start', async t => {
  const defaults = platformConfig({})
  t.equal(defaults.TDS_POLICY, 'gross-up')
  t.equal(defaults.DEPOSIT_GST_RATE, '0')
  t.match(platformConfig({ TDS_POLICY: 'rule133', DEPOSIT_GST_RATE: '0.40' }), { TDS_POLICY: 'rule133', DEPOSIT_GST_RATE: '0.40' })
  t.equal(platformConfig({ TDS_POLICY: 'section194BA-30-of-130' }).TDS_POLICY, 'section194BA-30-of-130', 'the old name still works')
  for (const bad of ['-0.28', '28', '0.28%', 'abc', '1.5']) t.throws(() => platformConfig({ DEPOSIT_GST_RATE: bad }), /DEPOSIT_GST_RATE/, bad)
})

t.test('the running platform applies TDS_POLICY=rule133 and DEPOSIT_GST_RATE to what the wallet records', async t => {
  const w = await bootWorld(t, { env: { TDS_POLICY: 'rule133', DEPOSIT_GST_RATE: '0.28' } })
  const boss = await signInAdmin(w)
  const player = await signUp(w, 'gstpayer')
  const filed = await post(w, '/api/deposit-request', player.token, { amount: '1280', method: 'UPI', reference: '412345670001' })
  await post(w, `/api/admin/deposits/${filed.data._id}/confirm`, boss.token)
  t.match(await balances(w, player), { balance: '1000.00' }, '28% GST inside 1,280: 1,000 credited')
  await w.modules.wallet.handlers.creditPrize({ commandId: 'seed-prize', at: w.clock.now().toISOString(), userId: player.id, contestId: 'seed', rank: 1, amount: '5000' })
  const preview = await post(w, '/api/withdrawal-preview', player.token, { amount: '1500' })
  t.match(preview.data, { policy: 'rule133', tds: '150.00', paid: '1350.00', working: { nonTaxableDeposits: '1000.00', netWinnings: '500.00' } })
})
