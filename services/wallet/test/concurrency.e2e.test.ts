import t, { type Test } from 'tap'
import { Decimal } from '@arena/domain'
import { needs } from '@arena/testing'
import { WalletCommands, replayLedger, walletHandlers, WalletRefused, type WalletHandlers } from '../src/index'
import { eligibility, startWallet } from './fixtures'
import { postgresStores, Race } from './postgres'

const at = '2026-03-01T10:00:00.000Z'

/** Three wallet instances on one PostgreSQL log, as three processes would be. */
async function instances(t: Test) {
  const { stores } = await postgresStores(t, 3)
  const race = new Race()
  const wallets = stores.map(store => walletHandlers(new WalletCommands(race.watch(store)), eligibility()))
  return { stores, race, wallets }
}

async function fund(w: WalletHandlers, cash: string, winning: string, reward: string) {
  if (cash !== '0') {
    await w.requestDeposit({ commandId: 'dep', at, userId: 'u1', depositId: 'd1', amount: cash, method: 'UPI', reference: '123456789012', requestedBy: 'user' })
    await w.confirmDeposit({ commandId: 'conf', at, userId: 'u1', depositId: 'd1', confirmedBy: 'admin:a' })
  }
  if (winning !== '0') await w.creditPrize({ commandId: 'prize', at, userId: 'u1', contestId: 'k0', rank: 1, amount: winning })
  if (reward !== '0') await w.creditBonus({ commandId: 'bonus', at, userId: 'u1', bonusId: 'reg', amount: reward, kind: 'registration' })
}

/** Settles every call; refusals for lack of money are expected, any other failure is not. */
async function outcomes(calls: Promise<unknown>[]) {
  const settled = await Promise.allSettled(calls)
  const failures = settled.filter(s => s.status === 'rejected').map(s => (s as PromiseRejectedResult).reason)
  const unexpected = failures.filter(e => !(e instanceof WalletRefused && e.reason === 'insufficientBalance'))
  return { ok: settled.length - failures.length, refused: failures.length - unexpected.length, unexpected: unexpected.map(String) }
}

async function neverNegative(t: Test, store: Parameters<typeof replayLedger>[0]) {
  const lines = await replayLedger(store, 'u1')
  const negative = lines.filter(l => [l.cash, l.winning, l.reward].some(v => new Decimal(v).isNegative()))
  t.same(negative, [], `no balance below zero in ${lines.length} events`)
  return lines.at(-1)!
}

t.test('50 concurrent withdrawals from three processes take exactly what the winning wallet holds', needs('postgres'), async t => {
  const { stores, race, wallets } = await instances(t)
  await fund(wallets[0]!, '0', '10000', '0')
  race.arm('wallet-u1', 3)
  const calls = Array.from({ length: 50 }, (_, i) =>
    wallets[i % 3]!.requestWithdrawal({ commandId: `w-${i}`, at, userId: 'u1', withdrawalId: `w-${i}`, amount: '300', bankAccountId: 'bank-1' }))
  const result = await outcomes(calls)
  t.same(result.unexpected, [])
  t.equal(result.ok, 33)
  t.equal(result.refused, 17)
  const last = await neverNegative(t, stores[1]!)
  t.equal(last.winning, '100.00')
  t.ok(race.conflicts >= 2, `the processes really raced (${race.conflicts} stale appends retried)`)
})

t.test('50 concurrent entry-fee debits from three processes empty the wallets exactly', needs('postgres'), async t => {
  const { stores, race, wallets } = await instances(t)
  await fund(wallets[0]!, '300', '200', '100')
  race.arm('wallet-u1', 3)
  const ticked = { cash: true, winning: true, reward: true }
  const calls = Array.from({ length: 50 }, (_, i) =>
    wallets[i % 3]!.debitEntryFee({ commandId: `f-${i}`, at, userId: 'u1', contestId: `k-${i}`, fee: '20', ticked }))
  const result = await outcomes(calls)
  t.same(result.unexpected, [])
  t.equal(result.ok, 30, 'reward pays at most half of each fee, so 100 reward + 500 other = 30 fees of 20')
  const last = await neverNegative(t, stores[2]!)
  t.same([last.cash, last.winning, last.reward], ['0.00', '0.00', '0.00'])
  t.ok(race.conflicts >= 2, `the processes really raced (${race.conflicts} stale appends retried)`)
})

t.test('withdrawals over HTTP and fee debits from other processes share one wallet without overdrawing it', needs('postgres'), async t => {
  const { stores, wallets } = await instances(t)
  const h = await startWallet(t, { store: stores[0]! })
  await fund(wallets[1]!, '0', '10000', '0')
  const player = await h.token('u1')
  const withdrawals = Array.from({ length: 50 }, () => h.call('POST', '/api/withdral-request-add', player, { amount: '300', bank_account_id: 'bank-1' }))
  const fees = Array.from({ length: 50 }, (_, i) =>
    wallets[1 + (i % 2)]!.debitEntryFee({ commandId: `f-${i}`, at, userId: 'u1', contestId: `k-${i}`, fee: '300', ticked: { cash: false, winning: true, reward: false } }))
  const [replies, feeResult] = await Promise.all([Promise.all(withdrawals), outcomes(fees)])
  t.same(feeResult.unexpected, [])
  const statuses = replies.map(r => r.statusCode)
  const odd = replies.filter(r => r.statusCode !== 200 && !(r.statusCode === 400 && r.json().errors.amount === 'Insufficient balance in winning wallet'))
  t.same(odd.map(r => `${r.statusCode} ${r.body}`), [], 'every withdrawal either succeeds or is refused for the balance')
  const succeeded = statuses.filter(s => s === 200).length + feeResult.ok
  t.equal(succeeded, 33, '33 x 300 fit in 10000, whoever won the races')
  const last = await neverNegative(t, stores[0]!)
  t.equal(last.winning, '100.00')
  await h.wallet.caughtUpTo(await stores[0]!.headPosition())
  t.equal((await h.call('GET', '/api/wallet-balance', player)).json().data.winningamount, '100.00', 'the read model agrees once caught up')
})

t.test('thirty users filing one bank reference from three processes: exactly one deposit holds it', needs('postgres'), async t => {
  const { stores, wallets } = await instances(t)
  const calls = Array.from({ length: 30 }, (_, i) =>
    wallets[i % 3]!.requestDeposit({ commandId: `dep-${i}`, at, userId: `racer-${i}`, depositId: `d-${i}`, amount: '100', method: 'UPI', reference: '777766665555', requestedBy: 'user' }))
  const settled = await Promise.allSettled(calls)
  const refused = settled.filter(s => s.status === 'rejected').map(s => (s as PromiseRejectedResult).reason)
  t.equal(settled.length - refused.length, 1, 'one filing wins')
  t.same(refused.filter(e => !(e instanceof WalletRefused && e.reason === 'depositReferenceUsed')).map(String), [], 'the others are refused for the reference, nothing else')
  const claims = await stores[0]!.readStream('utr-777766665555')
  t.equal(claims.filter(e => e.type === 'DepositReferenceClaimed').length, 1, 'one claim on the reference stream')
})

t.test('ten deposits racing past a daily limit from three processes: only what fits is accepted', needs('postgres'), async t => {
  const { stores, race, wallets } = await instances(t)
  await wallets[0]!.setDepositLimits({ commandId: 'limit', at, userId: 'u1', limits: { daily: '1000' } })
  race.arm('wallet-u1', 3)
  const calls = Array.from({ length: 10 }, (_, i) =>
    wallets[i % 3]!.requestDeposit({ commandId: `dep-${i}`, at, userId: 'u1', depositId: `d-${i}`, amount: '300', method: 'UPI', reference: String(600000000000 + i), requestedBy: 'user' }))
  const settled = await Promise.allSettled(calls)
  const refused = settled.filter(s => s.status === 'rejected').map(s => (s as PromiseRejectedResult).reason)
  t.equal(settled.length - refused.length, 3, '3 x 300 fit in 1000')
  t.same(refused.filter(e => !(e instanceof WalletRefused && e.reason === 'depositLimitReached')).map(String), [], 'the rest are refused for the limit, nothing else')
  t.match(refused[0], { detail: { period: 'daily', limit: '1000.00', remaining: '100.00' } })
  const state = await wallets[2]!.responsiblePlay('u1', at)
  t.same([state.limits.daily.used, state.limits.daily.remaining], ['900.00', '100.00'], 'the ledger holds exactly the accepted three')
  t.ok(race.conflicts >= 2, `the processes really raced (${race.conflicts} stale appends retried)`)
  const claims = await Promise.all(Array.from({ length: 10 }, (_, i) => stores[0]!.readStream(`utr-${600000000000 + i}`)))
  t.equal(claims.filter(c => c.at(-1)?.type === 'DepositReferenceClaimed').length, 3, 'the refused requests freed their references')
})
