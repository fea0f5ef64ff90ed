import t, { type Test } from 'tap'
import type { WalletEvent } from '@arena/contracts'
import { decide, foldWallet, WalletInputInvalid, WalletRefused, type WalletCommand } from '../src/index'
import { responsiblePlayView } from '../src/domain/responsiblePlay'
import { cmd, history } from './support'

const run = (c: WalletCommand, events: WalletEvent[]) => decide(c, foldWallet(events))
const given = (commands: WalletCommand[]) => {
  const events = history(run, commands)
  return { events, when: (command: WalletCommand) => run(command, events), state: () => foldWallet(events) }
}

// Tuesday 24 Nov 2026, 15:30 IST; the India day ends at 18:30 UTC.
const T0 = '2026-11-24T10:00:00.000Z'
const later = (ms: number) => new Date(Date.parse(T0) + ms).toISOString()
const HOUR = 3_600_000
let n = 0
const limits = (l: Partial<Record<'daily' | 'weekly' | 'monthly', string | null>>, at = T0): WalletCommand =>
  ({ type: 'SetDepositLimits', commandId: `l${++n}`, at, userId: 'u1', limits: l })
const takeBreak = (duration: string, at = T0): WalletCommand => ({ type: 'TakeBreak', commandId: `b${++n}`, at, userId: 'u1', duration })
const deposit = (amount: string, at = T0) => cmd.deposit(amount, { at })

function refused(t: Test, work: () => unknown, reason: string): WalletRefused {
  const error = t.throws(work) as WalletRefused
  t.type(error, WalletRefused)
  t.equal(error.reason, reason)
  return error
}

t.test('a first limit applies at once: a deposit beyond what remains is refused, saying the limit and what remains', async t => {
  const g = given([limits({ daily: '1000' }), deposit('600')])
  const error = refused(t, () => g.when(deposit('500')), 'depositLimitReached')
  t.equal(error.message, 'Your daily deposit limit is ₹1000.00: you can deposit ₹400.00 more today (resets 25 Nov 2026, 00:00 IST)')
  t.match(error.detail, { period: 'daily', limit: '1000.00', remaining: '400.00' })
  t.match(g.when(deposit('400')), [{ type: 'DepositRequested', data: { amount: '400.00', requestedAt: T0 } }])
})

t.test('a rejected deposit gives its room back and a new India day starts afresh', async t => {
  const d = deposit('1000')
  t.match(given([limits({ daily: '1000' }), d, cmd.rejectDeposit(d.depositId)]).when(deposit('1000')), [{ type: 'DepositRequested' }])
  const full = given([limits({ daily: '1000' }), deposit('1000')])
  refused(t, () => full.when(deposit('1', '2026-11-24T18:29:59.999Z')), 'depositLimitReached')
  t.match(full.when(deposit('1000', '2026-11-24T18:30:00.000Z')), [{ type: 'DepositRequested' }], 'midnight in India')
})

t.test('the tightest of daily, weekly and monthly limits is the one that refuses', async t => {
  const g = given([limits({ daily: '5000', weekly: '3000', monthly: '10000' }), deposit('2500')])
  const error = refused(t, () => g.when(deposit('600')), 'depositLimitReached')
  t.match(error.detail, { period: 'weekly', remaining: '500.00' })
})

t.test('lowering a limit applies at once', async t => {
  const g = given([limits({ daily: '1000' }), limits({ daily: '300' }, later(HOUR))])
  t.match(g.events.at(-1), { type: 'DepositLimitChanged', data: { limit: '300.00', appliesAt: later(HOUR) } })
  refused(t, () => g.when(deposit('301', later(HOUR))), 'depositLimitReached')
})

t.test('raising a limit waits 24 hours, shown as pending with the instant it applies', async t => {
  const g = given([limits({ daily: '1000' }), limits({ daily: '5000' }, later(HOUR))])
  const appliesAt = later(25 * HOUR)
  t.match(g.events.at(-1), { type: 'DepositLimitChanged', data: { limit: '5000.00', appliesAt } })
  const view = responsiblePlayView(g.state().responsiblePlay, [], later(2 * HOUR))
  t.same(view.limits.daily.limit, '1000.00')
  t.same(view.limits.daily.pending, { limit: '5000.00', appliesAt })
  refused(t, () => g.when(deposit('1001', later(25 * HOUR - 1))), 'depositLimitReached')
  t.match(g.when(deposit('5000', appliesAt)), [{ type: 'DepositRequested' }])
  t.equal(responsiblePlayView(g.state().responsiblePlay, [], appliesAt).limits.daily.pending, null)
})

t.test('removing a limit waits 24 hours too; lowering meanwhile cancels the waiting change', async t => {
  const removal = given([limits({ daily: '1000' }), limits({ daily: null }, later(HOUR))])
  refused(t, () => removal.when(deposit('1001', later(24 * HOUR))), 'depositLimitReached')
  t.match(removal.when(deposit('90000', later(25 * HOUR))), [{ type: 'DepositRequested' }])
  const cancelled = given([limits({ daily: '1000' }), limits({ daily: null }, later(HOUR)), limits({ daily: '1000' }, later(2 * HOUR))])
  t.equal(responsiblePlayView(cancelled.state().responsiblePlay, [], later(2 * HOUR)).limits.daily.pending, null)
  refused(t, () => cancelled.when(deposit('1001', later(30 * HOUR))), 'depositLimitReached')
})

t.test('asking again for the limit in force or the change already waiting records nothing', async t => {
  t.same(given([limits({ daily: '1000' })]).when(limits({ daily: '1000' }, later(HOUR))), [])
  t.same(given([limits({ daily: '1000' }), limits({ daily: '2000' }, later(HOUR))]).when(limits({ daily: '2000' }, later(2 * HOUR))), [], 'the first request keeps its time')
})

t.test('a bad limit is a field error and changes nothing', async t => {
  const error = t.throws(() => given([]).when(limits({ daily: '-5', weekly: 'abc', monthly: '100' }))) as WalletInputInvalid
  t.type(error, WalletInputInvalid)
  t.same(Object.keys(error.errors), ['daily', 'weekly'])
  t.throws(() => given([]).when(limits({})), WalletInputInvalid)
})

t.test('a break refuses deposits and entry fees until it ends, but not withdrawals', async t => {
  const g = given([cmd.prize('c0', '500'), takeBreak('24h')])
  t.match(g.events.at(-1), { type: 'BreakTaken', data: { kind: 'timeOut', from: T0, until: later(24 * HOUR) } })
  const error = refused(t, () => g.when(deposit('100', later(HOUR))), 'onBreak')
  t.match(error.message, /^You are on a time-out until 25 Nov 2026, 15:30 IST/)
  refused(t, () => g.when(cmd.fee('c1', '10', { at: later(HOUR) })), 'onBreak')
  t.match(g.when(cmd.withdraw('200', { at: later(HOUR) })), [{ type: 'WithdrawalRequested' }])
  t.match(g.when(deposit('100', later(24 * HOUR))), [{ type: 'DepositRequested' }], 'over at its end')
})

t.test('a break cannot be shortened: only a longer one may follow', async t => {
  const g = given([takeBreak('6m')])
  t.match(g.events.at(-1), { type: 'BreakTaken', data: { kind: 'selfExclusion' } })
  refused(t, () => g.when(takeBreak('24h', later(HOUR))), 'breakAlreadyLonger')
  t.match(g.when(takeBreak('1y', later(HOUR))), [{ type: 'BreakTaken', data: { duration: '1y' } }])
  t.throws(() => given([]).when(takeBreak('2d')), WalletInputInvalid)
})
