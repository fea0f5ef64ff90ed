import t from 'tap'
import { kycStreams, newId, originating, prizeHoldStream, streams, type RecordedEvent } from '@arena/contracts'
import { MemoryEventStore } from '@arena/eventstore'
import { mayNotify, noticeCauses, noticeOf, NoticeSources } from '../src/index'
import type { NoticeCause } from '../src/raisingNotifications/notices'
import { noticeText } from '../src/readModel/notificationTexts'
import { ownersFacts } from './ownersFacts'

const at = '2026-03-01T10:00:00.000Z'
const tds = { policy: 'gross-up', inputs: { amount: '1300', rateNumerator: '30', rateDenominator: '130', scale: 2, rounding: 'ROUND_HALF_UP' }, tax: '300.00', paid: '1000.00' }
const owner = { contestId: 'c1', userId: 'u1', symbol: 'BTCUSDT', orderType: 'Buy' }
const byType = new Map<string, (typeof noticeCauses)[number]>(noticeCauses.map(d => [d.type, d]))

/** A store whose stream reads (by the facts' owners) are counted: what the worker reads per fact. */
function world() {
  const store = new MemoryEventStore()
  const reads: string[] = []
  const sources = new NoticeSources(ownersFacts({ readStream: (stream, from) => (reads.push(stream), store.readStream(stream, from)) }))
  /** Appends a fact and returns it as the worker gets it, checked against its contract. */
  const fact = async (stream: string, type: string, data: unknown): Promise<NoticeCause> => {
    await store.append(stream, [{ id: newId(), type, data, metadata: originating('system:test', at) }], 'any')
    const event = (await store.readStream(stream)).at(-1)!
    const definition = byType.get(type)
    return (definition ? { ...event, data: definition.parse(event.data) } : event) as NoticeCause
  }
  /** The words the player would read for `event`, as the read model puts them. */
  const said = async (event: NoticeCause) => {
    const raised = await noticeOf(event, sources)
    return raised && { userId: raised.userId, message: noticeText(raised.notice).message }
  }
  return { store, reads, sources, fact, said }
}

t.test('each fact becomes the notice its player reads, in the centre\'s words', async t => {
  const { fact, said, reads } = world()
  const w = streams.wallet('u1')
  await fact(streams.contest('c1'), 'ContestCreated', { contestId: 'c1', contestName: 'Evening Sprint' })
  t.equal(await said(await fact(w, 'DepositRequested', { commandId: 'r1', depositId: 'd1', amount: '500', method: 'UPI', reference: '412345678500', requestedBy: 'user' })), undefined, 'a request notifies nobody')
  t.same(await said(await fact(w, 'DepositRejected', { commandId: 'x1', depositId: 'd1', reason: 'No payment with this UTR', rejectedBy: 'admin:a1' })),
    { userId: 'u1', message: 'Your deposit of ₹500.00 (UTR 412345678500) was rejected. Reason: No payment with this UTR' })
  t.same(await said(await fact(w, 'DepositConfirmed', { commandId: 'c2', depositId: 'd2', amount: '250', confirmedBy: 'admin:a1' })), { userId: 'u1', message: '₹250.00 was added to your cash wallet.' })
  t.equal(await said(await fact(w, 'WithdrawalRequested', { commandId: 'w1', withdrawalId: 'wd1', amount: '1300', bankAccountId: 'b1', tds })), undefined)
  t.same(await said(await fact(w, 'WithdrawalCompleted', { commandId: 'w2', withdrawalId: 'wd1', completedBy: 'admin:a1', payoutReference: null })),
    { userId: 'u1', message: '₹1000.00 was paid to your bank account (₹1300.00 less ₹300.00 TDS).' })
  t.same(await said(await fact(w, 'WithdrawalRejected', { commandId: 'w3', withdrawalId: 'wd2', amount: '200', reason: 'Name mismatch', rejectedBy: 'admin:a1' })),
    { userId: 'u1', message: 'Your withdrawal of ₹200.00 was rejected. Reason: Name mismatch. The amount is back in your winning wallet.' })
  t.same(await said(await fact(w, 'PrizeCredited', { commandId: 'p1', contestId: 'c1', contestName: 'Evening Sprint', rank: 1, amount: '150' })),
    { userId: 'u1', message: 'You finished 1st in Evening Sprint and won ₹150.00. It is in your winning wallet.' })
  t.same(await said(await fact(prizeHoldStream('h1'), 'PrizeHeld', { holdId: 'h1', userId: 'u1', contestId: 'c1', contestName: 'Evening Sprint', rank: 2, amount: '50', reason: 'shared device', at })),
    { userId: 'u1', message: 'Your ₹50.00 prize for finishing 2nd in Evening Sprint is held for a fair-play review.' })
  const kyc = kycStreams.kyc('u1')
  t.same(await said(await fact(kyc, 'KycDocumentRejected', { document: 'pan', reason: 'Blurred photo', by: 'a1', at })), { userId: 'u1', message: 'PAN card was rejected. Reason: Blurred photo. Please upload it again.' })
  t.same(await said(await fact(kyc, 'KycDocumentVerified', { document: 'address', by: 'a1', at })), { userId: 'u1', message: 'Address proof was approved.' })
  t.same(await said(await fact(kyc, 'KycCompleted', { name: 'Asha', referredBy: null, at })), { userId: 'u1', message: 'All your KYC documents are verified. You can now withdraw your winnings.' })
  const bank = kycStreams.bank('u1')
  t.equal(await said(await fact(bank, 'BankDetailAdded', { bankId: 'b1', bankName: 'State Bank', accountNo: '1234', accountHolderName: 'Asha', ifscCode: 'SBIN0000001', branchName: 'Main', chequeFile: 'c.png', at })), undefined)
  t.same(await said(await fact(bank, 'BankDetailAccepted', { bankId: 'b1', by: 'a1', at })), { userId: 'u1', message: 'State Bank can now receive withdrawals.' })
  const account = streams.account('c1', 'u1')
  t.same(await said(await fact(account, 'OrderFilled', { ...owner, orderId: 'o1', price: '100', amount: '0.01', total: '1', released: '0', tradeId: 77 })),
    { userId: 'u1', message: 'Your buy of 0.01 BTCUSDT filled at 100 USDT in Evening Sprint.' })
  t.same(await said(await fact(account, 'OrderCancelled', { ...owner, orderId: 'o3', reason: 'contestEnded', released: '1' })),
    { userId: 'u1', message: '1 open order was cancelled when Evening Sprint ended; the reserved funds were released.' })
  t.same(reads, [streams.contest('c1')], 'requests seen by this process are not read again; the contest\'s name is read once')
})

t.test('a decision whose request this process never saw reads the request from its own stream', async t => {
  const { store, fact, reads } = world()
  const w = streams.wallet('u1')
  const bank = kycStreams.bank('u1')
  // Appended before this worker started (handled by an earlier one): the sources never saw them.
  for (const [stream, type, data] of [
    [w, 'DepositRequested', { commandId: 'r1', depositId: 'd1', amount: '500', method: 'UPI', reference: '412345678500', requestedBy: 'user' }],
    [w, 'WithdrawalRequested', { commandId: 'w1', withdrawalId: 'wd1', amount: '1300', bankAccountId: 'b1', tds }],
    [bank, 'BankDetailAdded', { bankId: 'b1', bankName: 'State Bank', accountNo: '1234', accountHolderName: 'Asha', ifscCode: 'SBIN0000001', branchName: 'Main', chequeFile: 'c.png', at }],
  ] as const) await store.append(stream, [{ id: newId(), type, data, metadata: originating('system:test', at) }], 'any')
  const later = new NoticeSources(ownersFacts({ readStream: (stream, from) => (reads.push(stream), store.readStream(stream, from)) }))
  const words = async (event: NoticeCause) => noticeText((await noticeOf(event, later))!.notice).message
  t.equal(await words(await fact(w, 'DepositRejected', { commandId: 'x1', depositId: 'd1', reason: 'No payment', rejectedBy: 'admin:a1' })), 'Your deposit of ₹500.00 (UTR 412345678500) was rejected. Reason: No payment')
  t.equal(await words(await fact(w, 'WithdrawalCompleted', { commandId: 'w2', withdrawalId: 'wd1', completedBy: 'admin:a1', payoutReference: null })), '₹1000.00 was paid to your bank account (₹1300.00 less ₹300.00 TDS).')
  t.equal(await words(await fact(bank, 'BankDetailRejected', { bankId: 'b1', reason: 'Blurred cheque', by: 'a1', at })), 'State Bank was rejected. Reason: Blurred cheque')
  t.same(reads, [w, w, bank], 'one read of the owner\'s stream per decision, nothing else')
  t.equal(await words(await fact(w, 'DepositRejected', { commandId: 'x2', depositId: 'gone', reason: 'No payment', rejectedBy: 'admin:a1' })), 'Your deposit was rejected. Reason: No payment', 'a request nowhere to be found: the words without its figures')
})

t.test('fills: only those a market trade decided notify, read nothing per fill, and name the contest from one read of its stream', async t => {
  const { fact, said, reads } = world()
  await fact(streams.contest('c1'), 'ContestCreated', { contestId: 'c1', contestName: 'Evening Sprint' })
  await fact(streams.contest('c1'), 'ContestUpdated', { contestId: 'c1', contestName: 'Evening Sprint II' })
  const account = streams.account('c1', 'u1')
  const atPlacement = await fact(account, 'OrderFilled', { ...owner, orderId: 'o0', price: '99', amount: '0.01', total: '0.99', released: '0', tradeId: null })
  t.notOk(mayNotify(atPlacement as RecordedEvent), 'a fill at placement is passed over before any check')
  t.notOk(mayNotify((await fact(account, 'OrderCancelled', { ...owner, orderId: 'o1', reason: 'user', released: '1' })) as RecordedEvent), 'so is a cancel by the player')
  for (let n = 0; n < 50; n++) {
    const fill = await fact(account, 'OrderFilled', { ...owner, orderId: `o${n + 2}`, price: '100', amount: '0.01', total: '1', released: '0', tradeId: 1000 + n })
    t.ok(mayNotify(fill as RecordedEvent))
    t.equal((await said(fill))?.message, 'Your buy of 0.01 BTCUSDT filled at 100 USDT in Evening Sprint II.')
  }
  t.same(reads, [streams.contest('c1')], 'fifty fills, one read: the contest\'s name as last updated')
  t.equal((await said(await fact(streams.account('c2', 'u1'), 'OrderFilled', { ...owner, contestId: 'c2', orderId: 'x', price: '1', amount: '1', total: '1', released: '0', tradeId: 5 })))?.message,
    'Your buy of 1 BTCUSDT filled at 1 USDT.', 'a contest with no name found: the words without it')
})
