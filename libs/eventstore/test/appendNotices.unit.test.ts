import t from 'tap'
import { NoticeWatch, parseNotice } from '../src/postgres/appendNotices'

t.test('a notice names the highest position and the kinds of the statement, or says read everything', async t => {
  t.same(parseNotice('42 wallet/FundsDeposited,account/OrderPlaced'), { head: 42, kinds: ['wallet/FundsDeposited', 'account/OrderPlaced'] })
  t.same(parseNotice('7 *'), { head: 7, kinds: '*' })
  t.equal(parseNotice(''), undefined, "an older trigger's empty payload")
  t.equal(parseNotice('x wallet/A'), undefined)
})

t.test('a subscription passes over notices of kinds nobody here reads, up to the newest one heard', async t => {
  const watch = new NoticeWatch(1000, () => 0)
  watch.watch({ categories: ['wallet'] })
  watch.heard('10 account/OrderPlaced')
  t.equal(watch.skipTo(4), 10, 'nothing at or below 10 is wanted here')
  t.equal(watch.skipTo(10), 10, 'nothing newer was announced: nothing to read')
  watch.heard('12 wallet/FundsDeposited')
  watch.heard('15 account/OrderFilled')
  t.equal(watch.skipTo(10), undefined, 'a wanted statement ends at 12: read it')
  t.equal(watch.skipTo(12), 15, 'once read up to 12, the rest may be passed over')
})

t.test('types count as well as categories, an unfiltered subscription wants everything, and a closed one nothing', async t => {
  const watch = new NoticeWatch(1000, () => 0)
  const forget = watch.watch({ categories: ['kyc'], types: ['OrderFilled'] })
  watch.heard('5 account/OrderFilled')
  t.equal(watch.skipTo(0), undefined)
  watch.heard('6 account/OrderPlaced')
  t.equal(watch.skipTo(5), 6)
  const forgetAll = watch.watch(undefined)
  watch.heard('7 account/OrderPlaced')
  t.equal(watch.skipTo(6), undefined, 'the relay reads everything')
  forgetAll()
  forget()
  watch.heard('9 account/OrderFilled')
  t.equal(watch.skipTo(7), 9, 'no open subscription wants anything')
})

t.test("this process's own append is wanted before its notice arrives", async t => {
  const watch = new NoticeWatch(1000, () => 0)
  watch.watch({ categories: ['wallet'] })
  watch.heard('20 account/OrderPlaced')
  watch.appended('wallet-u1', ['FundsDeposited'], 21)
  t.equal(watch.skipTo(3), undefined)
  watch.appended('account-c-u', ['OrderPlaced'], 22)
  t.equal(watch.skipTo(21), 21, 'read up to our own append, and nothing newer announced')
})

t.test('anything unknown turns the shortcut off for good', async t => {
  const unreadable = new NoticeWatch(1000, () => 0)
  unreadable.watch({ categories: ['wallet'] })
  unreadable.heard('')
  unreadable.heard('30 account/OrderPlaced')
  t.equal(unreadable.skipTo(0), undefined)
  const lost = new NoticeWatch(1000, () => 0)
  lost.watch({ categories: ['wallet'] })
  lost.heard('30 account/OrderPlaced')
  lost.lose()
  t.equal(lost.skipTo(0), undefined)
  const many = new NoticeWatch(1000, () => 0)
  many.watch({ categories: ['wallet'] })
  many.heard('30 *')
  t.equal(many.skipTo(0), undefined, "'*' may hold anything")
})

t.test('after a quiet second, readers read as they would without notices (a listener may have stopped)', async t => {
  let now = 0
  const watch = new NoticeWatch(1000, () => now)
  watch.watch({ categories: ['wallet'] })
  watch.heard('10 account/OrderPlaced')
  now = 1000
  t.equal(watch.skipTo(4), 10)
  now = 1001
  t.equal(watch.skipTo(4), undefined)
  watch.heard('11 account/OrderPlaced')
  t.equal(watch.skipTo(4), 11, 'a notice ends the quiet')
})

t.test('the last position of some kinds at or below a head: exact once the head is announced, else the head', async t => {
  const watch = new NoticeWatch(1000, () => 0)
  t.equal(await watch.lastOf(['wallet/BreakTaken'], 10, 0), 10, 'before any notice nothing is known')
  watch.heard('3 account/OrderPlaced')
  watch.heard('5 wallet/BreakTaken')
  watch.heard('9 account/OrderFilled')
  t.equal(await watch.lastOf(['wallet/BreakTaken'], 9, 0), 5, 'every statement up to 9 is announced: the last break is at 5')
  t.equal(await watch.lastOf(['kyc/KycApproved'], 9, 0), 3, 'a kind never announced: no lower than the first notice (what came before it is unknown)')
  t.equal(await watch.lastOf(['wallet/BreakTaken'], 12, 0), 12, 'the notice of 12 has not arrived (no wait): the head')
  const answer = watch.lastOf(['wallet/BreakTaken'], 14, 60_000)
  watch.heard('12 wallet/BreakTaken')
  watch.heard('14 account/OrderPlaced')
  t.equal(await answer, 12, 'answered as soon as the head is announced')
  watch.heard('20 wallet/BreakTaken')
  t.equal(await watch.lastOf(['wallet/BreakTaken'], 16, 0), 16, 'a break after the head may hide one before it: the head')
  watch.heard('22 *')
  t.equal(await watch.lastOf(['account/OrderPlaced'], 22, 0), 22, 'a notice that did not list its kinds may have carried any')
})

t.test('an append of this process counts for its kinds, and anything unknown answers the head', async t => {
  const watch = new NoticeWatch(1000, () => 0)
  watch.heard('2 account/OrderPlaced')
  watch.appended('wallet-u1', ['BreakTaken'], 7)
  watch.heard('8 account/OrderPlaced')
  t.equal(await watch.lastOf(['wallet/BreakTaken'], 8, 0), 7, 'our own break, before its notice arrived')
  watch.lose()
  t.equal(await watch.lastOf(['wallet/BreakTaken'], 8, 0), 8, 'notices may have been missed: the head')
})
