import t, { type Test } from 'tap'
import type { SponsorEvent, WalletEvent } from '@arena/contracts'
import { decide, decideSponsor, defaultWalletLimits, evolveSponsor, foldWallet, initialSponsor, SponsorRefused, WalletRefused, type SponsorCommand, type WalletCommand } from '../src/index'
import { cmd, history } from './support'

const free = (c: WalletCommand, events: WalletEvent[]) => decide(c, foldWallet(events), defaultWalletLimits, 'free')
const paid = (c: WalletCommand, events: WalletEvent[]) => decide(c, foldWallet(events), defaultWalletLimits, 'paid')

function refused(t: Test, run: () => unknown, reason: string, message?: string) {
  const error = t.throws(run) as WalletRefused | SponsorRefused
  t.equal(error.reason, reason)
  if (message) t.equal(error.message, message)
}

t.test('in free play the wallet takes no deposit and no entry fee, but pays prizes, refunds and withdrawals', async t => {
  const d = cmd.deposit('500')
  // Filed while the deployment still ran paid play.
  const earlier = history(paid, [d])
  refused(t, () => free(cmd.deposit('500'), []), 'paidPlayOff', 'Deposits are turned off: contests here are free to play, with prizes from sponsors')
  refused(t, () => free(cmd.confirm(d.depositId), earlier), 'paidPlayOff')
  refused(t, () => free(cmd.fee('c-1', '100'), []), 'paidPlayOff', 'Entry fees are turned off: contests here are free to play')
  t.same(free(cmd.prize('c-2', '300'), []).map(e => e.type), ['PrizeCredited'])
  t.same(free(cmd.rejectDeposit(d.depositId), earlier).map(e => e.type), ['DepositRejected'], 'a pending deposit can still be rejected')
  t.same(paid(cmd.deposit('500'), []).map(e => e.type), ['DepositRequested'], 'paid play files deposits as before')
})

const at = '2026-03-01T10:00:00.000Z'
let n = 0
const c = (command: Record<string, unknown> & { type: SponsorCommand['type'] }): SponsorCommand => ({ commandId: `cmd-${++n}`, at, sponsorId: 's-1', ...command }) as SponsorCommand
function given(commands: SponsorCommand[]) {
  let state = initialSponsor('s-1')
  const events: SponsorEvent[] = []
  for (const command of commands) for (const e of decideSponsor(command, state)) { events.push(e); state = evolveSponsor(state, e) }
  return { state, events, when: (command: SponsorCommand) => decideSponsor(command, state) }
}
const opened = [c({ type: 'CreateSponsor', name: 'Chai Point', by: 'admin:a' }), c({ type: 'GrantBudget', amount: '1000', by: 'admin:a' })]

t.test('a sponsor reserves a pool only within its available budget', async t => {
  const g = given([...opened, c({ type: 'ReservePool', contestId: 'k1', contestName: 'Cup', amount: '700' })])
  t.equal(g.state.available.toFixed(2), '300.00')
  refused(t, () => g.when(c({ type: 'ReservePool', contestId: 'k2', contestName: 'Cup 2', amount: '300.01' })), 'budgetTooSmall', "The sponsor's available budget (₹300.00) is less than the prize pool")
  refused(t, () => g.when(c({ type: 'ReservePool', contestId: 'k1', contestName: 'Cup', amount: '1' })), 'poolAlreadyReserved')
  refused(t, () => given([]).when(c({ type: 'GrantBudget', amount: '5', by: 'admin:a' })), 'sponsorNotFound')
})

t.test('a reservation sent again answers nothing while its pool is held, and is refused once the pool went back', async t => {
  const reserve = c({ type: 'ReservePool', contestId: 'k1', contestName: 'Cup', amount: '700' })
  t.same(given([...opened, reserve]).when(reserve), [], 'held: the resent creation goes on with it')
  const returned = given([...opened, reserve, c({ type: 'ReturnPool', contestId: 'k1', reason: 'Contest never created' })])
  refused(t, () => returned.when(reserve), 'poolClosed', 'The prize pool reserved for this request was given back to the sponsor; please add the contest again')
})

t.test('prizes come out of the reservation once per winner, never beyond it, and the rest goes back once', async t => {
  const reserve = c({ type: 'ReservePool', contestId: 'k1', contestName: 'Cup', amount: '1000' })
  const first = c({ type: 'PayPrize', contestId: 'k1', userId: 'a', rank: 1, amount: '500' })
  const g = given([...opened, reserve, first, c({ type: 'PayPrize', contestId: 'k1', userId: 'b', rank: 2, amount: '300' })])
  t.same(g.when(first), [], 'the same command again decides nothing')
  t.same(g.when(c({ type: 'PayPrize', contestId: 'k1', userId: 'a', rank: 1, amount: '500' })), [], 'a winner already paid is not paid again')
  refused(t, () => g.when(c({ type: 'PayPrize', contestId: 'k1', userId: 'c', rank: 3, amount: '200.01' })), 'prizeAbovePool')
  const back = c({ type: 'ReturnPool', contestId: 'k1', reason: 'Unspent after settlement' })
  const closed = given([...opened, reserve, first, c({ type: 'PayPrize', contestId: 'k1', userId: 'b', rank: 2, amount: '300' }), back])
  t.match(closed.events.at(-1), { type: 'SponsorPoolReturned', data: { amount: '200.00' } })
  t.equal(closed.state.available.toFixed(2), '200.00', '1000 granted - 1000 reserved + 200 returned')
  t.same(closed.when(c({ type: 'ReturnPool', contestId: 'k1', reason: 'again' })), [], 'a second return gives nothing more')
  refused(t, () => closed.when(c({ type: 'PayPrize', contestId: 'k1', userId: 'c', rank: 3, amount: '1' })), 'poolClosed')
})
