import t from 'tap'
import { kycStreams, prizeHoldStream, streams, type NewEvent } from '@arena/contracts'
import type { EventStore, ExpectedVersion } from '@arena/eventstore'
import { startNotifications } from './notificationFixtures'

const tds = { policy: 'gross-up', inputs: { amount: '1300', rateNumerator: '30', rateDenominator: '130', scale: 2, rounding: 'ROUND_HALF_UP' }, tax: '300.00', paid: '1000.00' }

t.test('each fact the player cares about becomes one notification in their centre, newest first', async t => {
  const h = await startNotifications(t)
  const w = streams.wallet('u1')
  await h.fact(streams.contest('c1'), 'ContestCreated', { contestId: 'c1', contestName: 'Evening Sprint' })
  await h.fact(w, 'DepositRequested', { commandId: 'r1', depositId: 'd1', amount: '500', method: 'UPI', reference: '412345678500', requestedBy: 'user' })
  await h.fact(w, 'DepositRejected', { commandId: 'x1', depositId: 'd1', reason: 'No payment with this UTR', rejectedBy: 'admin:a1' })
  await h.fact(w, 'DepositConfirmed', { commandId: 'c2', depositId: 'd2', amount: '250', confirmedBy: 'admin:a1' })
  await h.fact(kycStreams.kyc('u1'), 'KycDocumentRejected', { document: 'pan', reason: 'Blurred photo', by: 'a1', at: '2026-03-01T10:00:00.000Z' })
  await h.fact(kycStreams.kyc('u1'), 'KycDocumentVerified', { document: 'address', by: 'a1', at: '2026-03-01T10:00:00.000Z' })
  await h.fact(w, 'WithdrawalRequested', { commandId: 'w1', withdrawalId: 'wd1', amount: '1300', bankAccountId: 'b1', tds })
  await h.fact(w, 'WithdrawalCompleted', { commandId: 'w2', withdrawalId: 'wd1', completedBy: 'admin:a1', payoutReference: null })
  await h.fact(w, 'WithdrawalRejected', { commandId: 'w3', withdrawalId: 'wd2', amount: '200', reason: 'Name mismatch', rejectedBy: 'admin:a1' })
  await h.fact(w, 'PrizeCredited', { commandId: 'p1', contestId: 'c1', contestName: 'Evening Sprint', rank: 1, amount: '150' })
  await h.fact(prizeHoldStream('h1'), 'PrizeHeld', { holdId: 'h1', userId: 'u1', contestId: 'c1', contestName: 'Evening Sprint', rank: 2, amount: '50', reason: 'shared device', at: '2026-03-01T10:00:00.000Z' })
  const account = streams.account('c1', 'u1')
  const owner = { contestId: 'c1', userId: 'u1', symbol: 'BTCUSDT', orderType: 'Buy' }
  // A fill at placement (no trade id) is one the player watched happen: no notification.
  await h.fact(account, 'OrderFilled', { ...owner, orderId: 'o0', price: '99', amount: '0.01', total: '0.99', released: '0', tradeId: null })
  await h.fact(account, 'OrderFilled', { ...owner, orderId: 'o1', price: '100', amount: '0.01', total: '1', released: '0', tradeId: 77 })
  await h.fact(account, 'OrderCancelled', { ...owner, orderId: 'o2', reason: 'user', released: '1' })
  await h.fact(account, 'OrderCancelled', { ...owner, orderId: 'o3', reason: 'contestEnded', released: '1' })
  await h.fact(account, 'OrderCancelled', { ...owner, orderId: 'o4', reason: 'contestEnded', released: '1' })

  const res = await h.call('GET', '/api/notifications', await h.token('u1'))
  t.equal(res.statusCode, 200)
  const { data, unread } = res.json()
  t.equal(unread, 10)
  t.same(data.map((n: { message: string }) => n.message), [
    '2 open orders were cancelled when Evening Sprint ended; the reserved funds were released.',
    'Your buy of 0.01 BTCUSDT filled at 100 USDT in Evening Sprint.',
    'Your ₹50.00 prize for finishing 2nd in Evening Sprint is held for a fair-play review.',
    'You finished 1st in Evening Sprint and won ₹150.00. It is in your winning wallet.',
    'Your withdrawal of ₹200.00 was rejected. Reason: Name mismatch. The amount is back in your winning wallet.',
    '₹1000.00 was paid to your bank account (₹1300.00 less ₹300.00 TDS).',
    'Address proof was approved.',
    'PAN card was rejected. Reason: Blurred photo. Please upload it again.',
    '₹250.00 was added to your cash wallet.',
    'Your deposit of ₹500.00 (UTR 412345678500) was rejected. Reason: No payment with this UTR',
  ])
  t.match(data[9], { kind: 'depositRejected', title: 'Deposit rejected', link: '/WalletHistoryTable', read: false, date: '2026-03-01T10:00:00.000Z' })
  t.same((await h.call('GET', '/api/notifications', await h.token('u2'))).json(), { status: true, data: [], unread: 0 }, 'another player sees none of them')
})

t.test('a new notification is pushed live to its owner only, with the unread count', async t => {
  const h = await startNotifications(t)
  await h.fact(streams.wallet('u1'), 'DepositConfirmed', { commandId: 'c1', depositId: 'd1', amount: '100', confirmedBy: 'admin:a1' })
  t.equal(h.pushes.length, 1)
  t.match(h.pushes[0], { userId: 'u1', message: { event: 'notificationAdded', data: { unread: 1, notification: { kind: 'depositConfirmed', read: false } } } })
})

t.test('marking one and then all as read is kept across a restart, and later notifications stay unread', async t => {
  const h = await startNotifications(t)
  const w = streams.wallet('u1')
  const first = await h.fact(w, 'DepositConfirmed', { commandId: 'c1', depositId: 'd1', amount: '100', confirmedBy: 'admin:a1' })
  await h.fact(w, 'DepositConfirmed', { commandId: 'c2', depositId: 'd2', amount: '200', confirmedBy: 'admin:a1' })
  await h.fact(w, 'DepositConfirmed', { commandId: 'c3', depositId: 'd3', amount: '300', confirmedBy: 'admin:a1' })
  const token = await h.token('u1')
  const one = await h.call('POST', '/api/notifications/read', token, { _id: first })
  t.same(one.json(), { status: true, message: 'Notification marked as read', unread: 2 })
  t.match(h.pushes.at(-1), { userId: 'u1', message: { event: 'notificationsRead', data: { ids: [first], unread: 2 } } })
  const all = await h.call('POST', '/api/notifications/read-all', token)
  t.same(all.json(), { status: true, message: 'All notifications marked as read', unread: 0 })
  await h.fact(w, 'DepositConfirmed', { commandId: 'c4', depositId: 'd4', amount: '400', confirmedBy: 'admin:a1' })

  await h.close()
  const again = await startNotifications(t, { store: h.store })
  await again.module.caughtUpTo(await h.store.headPosition())
  const list = (await again.call('GET', '/api/notifications', token)).json()
  t.equal(list.unread, 1, 'only the one that came after "mark all" is unread')
  t.same(list.data.map((n: { read: boolean }) => n.read), [false, true, true, true])
  t.equal(again.pushes.length, 0, 'a restart pushes nothing old again')
})

t.test('a player cannot mark another player\'s notification, and bad ids are refused with the field named', async t => {
  const h = await startNotifications(t)
  const theirs = await h.fact(streams.wallet('u1'), 'DepositConfirmed', { commandId: 'c1', depositId: 'd1', amount: '100', confirmedBy: 'admin:a1' })
  const head = await h.store.headPosition()
  const other = await h.token('u2')
  const stolen = await h.call('POST', '/api/notifications/read', other, { _id: theirs })
  t.equal(stolen.statusCode, 404)
  t.same(stolen.json(), { status: false, message: 'Notification not found' })
  const missing = await h.call('POST', '/api/notifications/read', other, { _id: 'no-such-id' })
  t.same(missing.json(), stolen.json(), 'someone else\'s notification looks exactly like a missing one')
  for (const body of [{}, { _id: '' }, { _id: 7 }, { ids: [] }, { ids: ['a', 3] }]) {
    const res = await h.call('POST', '/api/notifications/read', other, body)
    t.equal(res.statusCode, 400, JSON.stringify(body))
    t.same(res.json(), { status: false, message: 'Notification id is required', errors: { _id: 'Notification id is required' } })
  }
  const readAll = await h.call('POST', '/api/notifications/read-all', other)
  t.equal(readAll.json().unread, 0)
  t.equal((await h.call('GET', '/api/notifications', await h.token('u1'))).json().unread, 1, 'the owner\'s notification is still unread')
  t.equal(await h.store.headPosition(), head, 'nothing was written by any refused or empty call')
  const anonymous = await h.call('GET', '/api/notifications', '')
  t.equal(anonymous.statusCode, 401)
})

t.test('a restarted embedded process meets every fact again on its refilled bus and writes no notification again', async t => {
  const h = await startNotifications(t)
  const w = streams.wallet('u1')
  await h.fact(streams.contest('c1'), 'ContestCreated', { contestId: 'c1', contestName: 'Evening Sprint' })
  await h.fact(w, 'DepositRequested', { commandId: 'r1', depositId: 'd1', amount: '500', method: 'UPI', reference: '412345678500', requestedBy: 'user' })
  await h.fact(w, 'DepositRejected', { commandId: 'x1', depositId: 'd1', reason: 'No payment with this UTR', rejectedBy: 'admin:a1' })
  const owner = { contestId: 'c1', userId: 'u1', symbol: 'BTCUSDT', orderType: 'Buy' }
  await h.fact(streams.account('c1', 'u1'), 'OrderFilled', { ...owner, orderId: 'o1', price: '100', amount: '0.01', total: '1', released: '0', tradeId: 77 })
  const last = await h.fact(streams.account('c1', 'u1'), 'OrderCancelled', { ...owner, orderId: 'o3', reason: 'contestEnded', released: '1' })
  await h.close()

  // The same store, counted: what the next process appends and which streams it reads.
  const appended: string[] = []
  const read: string[] = []
  const store = h.store
  const counted: EventStore = {
    append: (stream: string, events: NewEvent[], expected: ExpectedVersion) => (appended.push(stream), store.append(stream, events, expected)),
    readStream: (stream: string, from?: number) => (read.push(stream), store.readStream(stream, from)),
    readAll: (from, limit) => store.readAll(from, limit),
    subscribeAll: options => store.subscribeAll(options),
    headPosition: () => store.headPosition(),
    close: async () => {},
  }
  const again = await startNotifications(t, { store: counted })
  const [cancel] = (await h.store.readStream(streams.account('c1', 'u1'))).filter(e => e.id === last)
  await again.handled(cancel!)
  const list = (await again.call('GET', '/api/notifications', await again.token('u1'))).json()
  t.equal(list.data.length, 3)
  t.same(appended, [], 'nothing appended again')
  t.same(read.filter(stream => !stream.startsWith('notifications-')), [], 'no request or contest stream read again')
})
