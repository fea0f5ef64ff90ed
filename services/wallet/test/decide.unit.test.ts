import t, { type Test } from 'tap'
import type { WalletEvent } from '@arena/contracts'
import { deciderSpec } from '@arena/testing'
import { balancesDto, decide, foldWallet, walletDecider, WalletInputInvalid, WalletRefused, type WalletCommand } from '../src/index'
import { cmd, history } from './support'

const run = (c: WalletCommand, events: WalletEvent[]) => decide(c, foldWallet(events))
/** Given the events of these commands, when `command`, then its events. */
const given = (commands: WalletCommand[]) => {
  const events = history(run, commands)
  return { events, when: (command: WalletCommand) => run(command, events), balances: () => balancesDto(foldWallet(events).wallets) }
}
/** The field errors a command on an empty wallet is refused with. */
const formErrors = (t: Test, command: WalletCommand) => (t.throws(() => given([]).when(command)) as WalletInputInvalid).errors

/** deciderSpec given the events of these commands. */
const spec = (commands: WalletCommand[]) => deciderSpec(walletDecider()).given(history(run, commands))
/** Commands that leave the wallets holding these amounts (zero amounts are skipped: they are not credits). */
const funded = (cash: string, winning: string, reward: string): WalletCommand[] => {
  const d = cmd.deposit(cash)
  const out: WalletCommand[] = []
  if (cash !== '0') out.push(d, cmd.confirm(d.depositId))
  if (winning !== '0') out.push(cmd.prize('won-earlier', winning))
  if (reward !== '0') out.push(cmd.bonus(reward))
  return out
}

function refused(t: Test, run: () => unknown, reason: string) {
  const error = t.throws(run) as unknown
  t.type(error, WalletRefused)
  t.equal((error as WalletRefused).reason, reason)
}

t.test('a filed deposit credits nothing until an admin confirms it', async t => {
  const d = cmd.deposit('500')
  const g = given([d])
  t.same(g.balances(), { balance: '0.00', winningamount: '0.00', bonus: '0.00' })
  t.match(g.when(cmd.confirm(d.depositId)), [{ type: 'DepositConfirmed', data: { depositId: d.depositId, amount: '500.00', confirmedBy: 'admin:a1' } }])
  t.same(given([d, cmd.confirm(d.depositId)]).balances(), { balance: '500.00', winningamount: '0.00', bonus: '0.00' })
})

t.test('a deposit can be settled only once and a rejected one credits nothing', async t => {
  const d = cmd.deposit('500')
  spec([d, cmd.rejectDeposit(d.depositId)]).when(cmd.confirm(d.depositId)).thenRefuses(WalletRefused, 'depositNotPending')
  t.same(given([d, cmd.rejectDeposit(d.depositId)]).balances().balance, '0.00')
  spec([]).when(cmd.confirm('nope')).thenRefuses(WalletRefused, 'depositNotFound')
})

t.test('a deposit reference cannot be filed twice while the first is alive', async t => {
  const d = cmd.deposit('100', { reference: '123456789012' })
  spec([d]).when(cmd.deposit('100', { reference: '123456789012' })).thenRefuses(WalletRefused, 'depositReferenceUsed')
  t.equal(given([d, cmd.rejectDeposit(d.depositId)]).when(cmd.deposit('100', { reference: '123456789012' })).length, 1)
})

t.test('deposit and withdrawal form errors carry the spec texts (a deposit follows the withdrawal amount rules and needs a real UTR)', async t => {
  const deposit = (amount: string, reference = '123456789012') => cmd.deposit(amount, { reference })
  const withdraw = (amount: string, bankAccountId = 'bank-1') => cmd.withdraw(amount, { bankAccountId })
  const cases: [WalletCommand, Record<string, string>][] = [
    [deposit('-5'), { amount: 'Please enter valid deposit amount' }],
    [deposit(''), { amount: 'Deposit amount is required' }],
    [deposit('10.001'), { amount: 'Please enter valid deposit amount' }],
    [deposit('500', 'x'), { reference: 'Please enter valid UTR (12-digit UPI/IMPS, 16-character NEFT or 22-character RTGS)' }],
    [deposit('500', ' '), { reference: 'Reference number is required' }],
    [withdraw(''), { amount: 'Withdrawal amount is required' }],
    [withdraw('0'), { amount: 'Please enter valid withdrawal amount' }],
    [withdraw('-5'), { amount: 'Please enter valid withdrawal amount' }],
    [withdraw('100', ' '), { bankAccountId: 'First bank account is required' }],
  ]
  for (const [command, errors] of cases) t.same(formErrors(t, command), errors, JSON.stringify(command))
})

t.test('a deposit takes any real UTR, stored normalised', async t => {
  for (const reference of ['123456789012', 'sbin0123456789ab', 'HDFCR52026030112345678']) {
    t.equal(given([]).when(cmd.deposit('500', { reference })).length, 1, reference)
  }
  t.match(given([]).when(cmd.deposit('0500', { reference: 'sbin 0123456789ab' })), [{ data: { amount: '500.00', reference: 'SBIN0123456789AB' } }], 'stored normalised')
})

t.test('amounts stay far inside exact precision: caps per deposit, per wallet and per withdrawal, and a minimum withdrawal', async t => {
  const limits = { maxDeposit: '100000', maxWithdrawal: '50000', minWithdrawal: '100', maxBalance: '150000', twoAdminAbove: '1000000' }
  const when = (events: WalletEvent[], c: WalletCommand) => decide(c, foldWallet(events), limits)
  const errors = (c: WalletCommand) => (t.throws(() => when([], c)) as WalletInputInvalid).errors
  t.same(errors(cmd.deposit('1' + '0'.repeat(60))), { amount: 'Maximum amount is 100000.00' }, 'a 10^60 deposit is refused')
  t.same(errors(cmd.deposit('100000.01')), { amount: 'Maximum amount is 100000.00' })
  t.equal(when([], cmd.deposit('100000')).length, 1, 'the cap itself is allowed')
  const first = cmd.deposit('100000')
  const events = history((c, e) => decide(c, foldWallet(e), limits), [first, cmd.confirm(first.depositId)])
  const second = cmd.deposit('50000.01')
  t.equal((t.throws(() => when(events, second)) as WalletRefused).reason, 'walletLimitReached', 'the wallet cap')
  t.equal(when(events, cmd.deposit('50000')).length, 1)
  t.same(errors(cmd.withdraw('99.99')), { amount: 'Minimum withdrawal amount is 100.00' })
  t.same(errors(cmd.withdraw('50000.01')), { amount: 'Maximum amount is 50000.00' })
  t.type(t.throws(() => decide(cmd.prize('k1', '1' + '0'.repeat(60)), foldWallet([]))), WalletInputInvalid, 'no credit of any kind beyond the ceiling')
})

t.test('no admin approves their own deposit or withdrawal', async t => {
  const d = cmd.deposit('500', { userId: 'a1' })
  refused(t, () => decide(cmd.confirm(d.depositId, { userId: 'a1', confirmedBy: 'admin:a1' }), foldWallet(run(d, []))), 'selfApproval')
  const w = cmd.withdraw('100', { userId: 'a1' })
  const start = history(run, [cmd.prize('k1', '100', { userId: 'a1' }), w])
  refused(t, () => decide({ ...cmd.complete(w.withdrawalId), userId: 'a1', completedBy: 'admin:a1' }, foldWallet(start)), 'selfApproval')
  t.match(decide({ ...cmd.complete(w.withdrawalId), userId: 'a1', completedBy: 'admin:a2' }, foldWallet(start)), [{ type: 'WithdrawalCompleted' }], 'another admin may')
})

t.test('above the threshold two different admins approve: the first approval is recorded, the second completes', async t => {
  const limits = { maxDeposit: '100000', maxWithdrawal: '100000', minWithdrawal: '100', maxBalance: '1000000', twoAdminAbove: '25000' }
  const play = (commands: WalletCommand[]) => history((c, e) => decide(c, foldWallet(e), limits), commands)
  const d = cmd.deposit('25000.01')
  const approved = play([d, cmd.confirm(d.depositId, { confirmedBy: 'admin:a1' })])
  t.match(approved.at(-1), { type: 'DepositApproved', data: { depositId: d.depositId, approvedBy: 'admin:a1' } })
  t.equal(balancesDto(foldWallet(approved).wallets).balance, '0.00', 'one approval credits nothing')
  t.equal((t.throws(() => decide(cmd.confirm(d.depositId, { confirmedBy: 'admin:a1' }), foldWallet(approved), limits)) as WalletRefused).reason, 'alreadyApproved')
  const done = play([d, cmd.confirm(d.depositId, { confirmedBy: 'admin:a1' }), cmd.confirm(d.depositId, { confirmedBy: 'admin:a2' })])
  t.match(done.at(-1), { type: 'DepositConfirmed', data: { amount: '25000.01', confirmedBy: 'admin:a2' } })
  t.equal(balancesDto(foldWallet(done).wallets).balance, '25000.01')
  t.match(play([cmd.deposit('25000')]).length, 1)
  const small = cmd.deposit('25000')
  t.match(play([small, cmd.confirm(small.depositId)]).at(-1), { type: 'DepositConfirmed' }, 'at the threshold one admin is enough')

  const w = cmd.withdraw('30000')
  const held = [cmd.prize('k1', '30000'), w]
  const once = play([...held, { ...cmd.complete(w.withdrawalId), completedBy: 'admin:a1' }])
  t.match(once.at(-1), { type: 'WithdrawalApproved', data: { approvedBy: 'admin:a1' } })
  t.match(play([...held, { ...cmd.complete(w.withdrawalId), completedBy: 'admin:a1' }, { ...cmd.complete(w.withdrawalId), completedBy: 'admin:a2' }]).at(-1), { type: 'WithdrawalCompleted', data: { completedBy: 'admin:a2' } })
  const providerConfirmed = play([d, cmd.confirm(d.depositId, { confirmedBy: 'provider:evt-1' })])
  t.match(providerConfirmed.at(-1), { type: 'DepositConfirmed' }, "the provider's confirmation is the bank's word, not an admin's")
})

t.test('an entry fee takes reward up to half the fee, then winning, then cash', async t => {
  const events = given(funded('100', '30', '80')).when(cmd.fee('k1', '100', { contestName: 'Weekend Cup' }))
  t.match(events, [{ type: 'EntryFeeDebited', data: { contestId: 'k1', contestName: 'Weekend Cup', fee: '100.00', split: { reward: '50.00', winning: '30.00', cash: '20.00' }, rewardCapPercent: '50' } }])
})

t.test('an entry fee the ticked wallets cannot cover is refused with the shortfall', async t => {
  const error = t.throws(() => given(funded('10', '0', '0')).when(cmd.fee('k1', '25'))) as WalletRefused
  t.equal(error.reason, 'insufficientBalance')
  t.same(error.detail, { shortfall: '15.00' })
  spec(funded('10', '10', '10')).when(cmd.fee('k1', '5', { ticked: { cash: false, winning: false, reward: false } })).thenRefuses(WalletRefused, 'noWalletSelected')
})

t.test('a contest fee is paid once and refunded to the wallets it came from', async t => {
  const fee = cmd.fee('k1', '100')
  const start = funded('100', '30', '80')
  spec([...start, fee]).when(cmd.fee('k1', '100')).thenRefuses(WalletRefused, 'entryFeeAlreadyPaid')
  t.match(given([...start, fee]).when(cmd.refund('k1')), [{ type: 'EntryFeeRefunded', data: { split: { reward: '50.00', winning: '30.00', cash: '20.00' } } }])
  t.same(given([...start, fee, cmd.refund('k1')]).balances(), { balance: '100.00', winningamount: '30.00', bonus: '80.00' })
  t.same(given([...start, fee, cmd.refund('k1')]).when(cmd.refund('k1')), [], 'a second cancellation notice changes nothing')
  spec(start).when(cmd.refund('k9')).thenRefuses(WalletRefused, 'entryFeeNotPaid')
})

t.test('a withdrawal holds the amount from winning and records TDS with its policy and inputs', async t => {
  const [w] = given(funded('0', '1300', '0')).when(cmd.withdraw('1300'))
  t.match(w, {
    type: 'WithdrawalRequested',
    data: { amount: '1300.00', bankAccountId: 'bank-1', tds: { policy: 'section194BA-30-of-130', inputs: { amount: '1300.00', rateNumerator: '30', rateDenominator: '130', scale: 2, rounding: 'ROUND_HALF_UP' }, tax: '300.00', paid: '1000.00' } },
  })
})

t.test('a withdrawal may not exceed the winning wallet, whatever the other wallets hold', async t => {
  spec(funded('1000', '150', '1000')).when(cmd.withdraw('150.01')).thenRefuses(WalletRefused, 'insufficientBalance')
})

t.test('a rejected withdrawal releases its hold and a completed one keeps it', async t => {
  const w = cmd.withdraw('140')
  const start = [...funded('0', '300', '0'), w]
  t.equal(given(start).balances().winningamount, '160.00')
  t.equal(given([...start, cmd.rejectWithdrawal(w.withdrawalId)]).balances().winningamount, '300.00')
  t.equal(given([...start, cmd.complete(w.withdrawalId)]).balances().winningamount, '160.00')
  spec([...start, cmd.complete(w.withdrawalId)]).when(cmd.rejectWithdrawal(w.withdrawalId)).thenRefuses(WalletRefused, 'withdrawalNotPending')
  t.same((t.throws(() => given(start).when(cmd.rejectWithdrawal(w.withdrawalId, ' '))) as WalletInputInvalid).errors, { reason: 'Reject reason is required' })
})

t.test('a command applied once decides nothing the second time', async t => {
  const prize = cmd.prize('k1', '75')
  const g = given([prize])
  t.same(g.when(prize), [])
  t.same(g.when({ ...cmd.withdraw('75'), commandId: prize.commandId }), [], 'the id decides, not the content')
})

t.test('a prize is credited once per contest and a bonus once per bonus id', async t => {
  spec([cmd.prize('k1', '10')]).when(cmd.prize('k1', '10')).thenRefuses(WalletRefused, 'prizeAlreadyCredited')
  spec([cmd.bonus('5', { bonusId: 'reg-u1' })]).when(cmd.bonus('5', { bonusId: 'reg-u1' })).thenRefuses(WalletRefused, 'bonusAlreadyCredited')
  t.same((t.throws(() => given([]).when(cmd.prize('k2', '10', { rank: 0 }))) as WalletInputInvalid).errors, { rank: 'Rank must be a whole number from 1' })
})

t.test('amounts with more than two decimals or in exponent form are refused', async t => {
  for (const amount of ['10.001', '1e3', 'ten', '']) {
    t.type(t.throws(() => given([]).when(cmd.bonus(amount))), WalletInputInvalid, amount)
  }
})
