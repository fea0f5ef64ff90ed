import t from 'tap'
import fc from 'fast-check'
import type { WalletEvent } from '@arena/contracts'
import type { RecordedEvent } from '@arena/contracts'
import { decide, evolve, initialState, WalletBalances, WalletInputInvalid, WalletRefused, type WalletCommand, type WalletState } from '../src/index'
import { historyRows, historyTable } from '../src/readModel/transactionRows'

/** Paise as a bigint from a 2-place string: the test's own money, independent of decimal.js. */
const paise = (s: string): bigint => {
  const negative = s.startsWith('-')
  const [whole, frac = ''] = s.replace(/^-/, '').split('.')
  const value = BigInt(whole!) * 100n + BigInt((frac + '00').slice(0, 2))
  return negative ? -value : value
}
const rupees = (p: number) => `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`

/** A second, independent reading of what each event does to the three wallets. */
function referenceDelta(e: WalletEvent): [bigint, bigint, bigint] {
  const split = (s: { cash: string; winning: string; reward: string }, sign: bigint): [bigint, bigint, bigint] => [sign * paise(s.cash), sign * paise(s.winning), sign * paise(s.reward)]
  if (e.type === 'DepositConfirmed') return [paise(e.data.amount), 0n, 0n]
  if (e.type === 'BonusCredited') return [0n, 0n, paise(e.data.amount)]
  if (e.type === 'PrizeCredited') return [0n, paise(e.data.amount), 0n]
  if (e.type === 'EntryFeeDebited') return split(e.data.split, -1n)
  if (e.type === 'EntryFeeRefunded') return split(e.data.split, 1n)
  if (e.type === 'WithdrawalRequested') return [0n, -paise(e.data.amount), 0n]
  if (e.type === 'WithdrawalRejected') return [0n, paise(e.data.amount), 0n]
  return [0n, 0n, 0n]
}

/** amount x 30 / 130, half-up to the paisa, in integer arithmetic. */
const expectedTax = (amount: bigint) => (60n * amount + 130n) / 260n

const amount = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 200_000 }).map(rupees) },
  { weight: 1, arbitrary: fc.constantFrom('0', '0.001', '-1', '1e3', '') },
)
const pick = (n: number, prefix: string) => fc.integer({ min: 0, max: n - 1 }).map(i => `${prefix}${i}`)
const ticked = fc.record({ cash: fc.boolean(), winning: fc.boolean(), reward: fc.boolean() })

type Op = { kind: 'new'; command: Omit<WalletCommand, 'commandId' | 'at' | 'userId'> } | { kind: 'repeat'; index: number }
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 10, arbitrary: fc.oneof(
    fc.record({ type: fc.constant('RequestDeposit' as const), depositId: pick(4, 'd'), amount, method: fc.constant('UPI' as const), reference: pick(3, '90000000000'), requestedBy: fc.constant('user' as const) }),
    fc.record({ type: fc.constant('ConfirmDeposit' as const), depositId: pick(4, 'd'), confirmedBy: fc.constant('admin:a') }),
    fc.record({ type: fc.constant('RejectDeposit' as const), depositId: pick(4, 'd'), reason: fc.constant('no'), rejectedBy: fc.constant('admin:a') }),
    fc.record({ type: fc.constant('CreditBonus' as const), bonusId: pick(6, 'b'), amount, kind: fc.constantFrom('registration' as const, 'referral' as const, 'other' as const) }),
    fc.record({ type: fc.constant('CreditPrize' as const), contestId: pick(4, 'k'), rank: fc.integer({ min: 1, max: 3 }), amount }),
    fc.record({ type: fc.constant('DebitEntryFee' as const), contestId: pick(4, 'k'), fee: amount, ticked, rewardCapPercent: fc.constantFrom('50', '10', '100') }),
    fc.record({ type: fc.constant('RefundEntryFee' as const), contestId: pick(4, 'k') }),
    fc.record({ type: fc.constant('RequestWithdrawal' as const), withdrawalId: pick(5, 'w'), amount, bankAccountId: fc.constant('bank-1') }),
    fc.record({ type: fc.constant('CompleteWithdrawal' as const), withdrawalId: pick(5, 'w'), completedBy: fc.constant('admin:a') }),
    fc.record({ type: fc.constant('RejectWithdrawal' as const), withdrawalId: pick(5, 'w'), reason: fc.constant('no'), rejectedBy: fc.constant('admin:a') }),
  ).map(command => ({ kind: 'new' as const, command })) },
  { weight: 2, arbitrary: fc.nat({ max: 60 }).map(index => ({ kind: 'repeat' as const, index })) },
)

/** Runs the ops: refusals are part of the game, anything else thrown is a bug. */
function play(ops: Op[]) {
  let state: WalletState = initialState()
  const events: WalletEvent[] = []
  const sent: WalletCommand[] = []
  const states: WalletState[] = [state]
  for (const [i, o] of ops.entries()) {
    const command = o.kind === 'new' ? ({ ...o.command, commandId: `c${i}`, at: '2026-01-01T00:00:00.000Z', userId: 'u' } as WalletCommand) : sent[o.index % Math.max(sent.length, 1)]
    if (!command) continue
    sent.push(command)
    try {
      const decided = decide(command, state)
      for (const e of decided) state = evolve(state, e)
      events.push(...decided)
      states.push(state)
    } catch (error) {
      if (!(error instanceof WalletRefused || error instanceof WalletInputInvalid)) throw error
    }
  }
  return { state, events, states, sent }
}

const runs = { numRuns: 300 }

t.test('for any sequence of commands no wallet balance ever goes negative', async t => {
  fc.assert(fc.property(fc.array(op, { maxLength: 60 }), ops => {
    for (const s of play(ops).states) {
      if (s.wallets.cash.isNegative() || s.wallets.winning.isNegative() || s.wallets.reward.isNegative() || s.held.isNegative()) return false
    }
    return true
  }), runs)
  t.pass('no negative balance found')
})

t.test('for any sequence of commands the balances are the sum of the events, in the decider and in the read model', async t => {
  fc.assert(fc.property(fc.array(op, { maxLength: 60 }), ops => {
    const { state, events } = play(ops)
    const sum = events.map(referenceDelta).reduce((a, d) => [a[0] + d[0], a[1] + d[1], a[2] + d[2]], [0n, 0n, 0n])
    const view = new WalletBalances()
    events.forEach((e, i) => view.apply({ ...e, id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, stream: 'wallet-u', version: i + 1, position: i + 1, metadata: { correlationId: 'x', causationId: null, actor: 'a', at: '2026-01-01T00:00:00.000Z' } }))
    const shown = view.balances('u')
    const want = { balance: sum[0], winningamount: sum[1], bonus: sum[2] }
    return paise(state.wallets.cash.toFixed(2)) === want.balance && paise(state.wallets.winning.toFixed(2)) === want.winningamount &&
      paise(state.wallets.reward.toFixed(2)) === want.bonus && paise(shown.balance) === want.balance &&
      paise(shown.winningamount) === want.winningamount && paise(shown.bonus) === want.bonus
  }), runs)
  t.pass('balances equal the events')
})

t.test('every withdrawal records TDS = amount x 30 / 130 rounded half-up to the paisa, and paid = amount - TDS', async t => {
  let seen = 0
  fc.assert(fc.property(fc.array(op, { maxLength: 60 }), fc.integer({ min: 10_000, max: 10_000_000 }), (ops, extra) => {
    const topUp: Op = { kind: 'new', command: { type: 'CreditPrize', contestId: 'big', rank: 1, amount: rupees(extra) } as never }
    const withdraw: Op = { kind: 'new', command: { type: 'RequestWithdrawal', withdrawalId: 'wx', amount: rupees(extra), bankAccountId: 'b' } as never }
    for (const e of play([topUp, withdraw, ...ops]).events) {
      if (e.type !== 'WithdrawalRequested') continue
      seen++
      const gross = paise(e.data.amount)
      if (paise(e.data.tds.tax) !== expectedTax(gross) || paise(e.data.tds.paid) !== gross - expectedTax(gross)) return false
      if (e.data.tds.inputs.amount !== e.data.amount || e.data.tds.policy !== 'section194BA-30-of-130') return false
    }
    return true
  }), runs)
  t.ok(seen >= runs.numRuns, `checked ${seen} withdrawals`)
})

t.test('a command sent again with the same id never changes the wallets a second time', async t => {
  fc.assert(fc.property(fc.array(op, { maxLength: 40 }), ops => {
    const { state, sent } = play(ops)
    return sent.every(c => {
      if (!state.processed.has(c.commandId)) return true
      return decide(c, state).length === 0
    })
  }), runs)
  t.pass('repeats decide nothing')
})

t.test('a checkpoint of the wallet read model taken after any event, restored and then fed the rest, reads as a fold of the whole log', async t => {
  const recorded = (e: WalletEvent, userId: string, i: number) => ({
    ...e, id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, stream: `wallet-${userId}`, version: i + 1, position: i + 1,
    metadata: { correlationId: 'x', causationId: null, actor: 'a', at: `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}.000Z` },
  })
  // History rows come from each player's stream; from the read model only the contest names they use.
  const reads = (view: WalletBalances, log: RecordedEvent[]) => ({
    checkpoint: view.checkpoint(),
    tables: ['u', 'v'].flatMap(user => (['all', 'cash', 'winning', 'reward', 'referral', 'withdrawals'] as const)
      .map(table => historyTable(historyRows(log.filter(e => e.stream === `wallet-${user}`), view.contestNames), table))),
    balances: [view.balances('u'), view.balances('v'), view.profileFields('u'), view.profileFields('v')],
    queues: [view.deposits(), view.withdrawals(), view.playerDeposits('u'), view.deposits().map(d => view.referenceUsedBefore(d._id))],
  })
  await fc.assert(fc.asyncProperty(fc.array(op, { maxLength: 40 }), fc.array(op, { maxLength: 40 }), fc.nat(), async (opsOfU, opsOfV, cutAt) => {
    const ofU = play(opsOfU).events.map(e => [e, 'u'] as const)
    const ofV = play(opsOfV).events.map(e => [e, 'v'] as const)
    const log = Array.from({ length: Math.max(ofU.length, ofV.length) }, (_, i) => [ofU[i], ofV[i]]).flat().filter(x => x !== undefined)
      .map(([e, userId], i) => recorded(e, userId, i))
    const cut = log.length === 0 ? 0 : cutAt % (log.length + 1)
    const whole = new WalletBalances('25000')
    log.forEach(e => whole.apply(e))
    const before = new WalletBalances('25000')
    log.slice(0, cut).forEach(e => before.apply(e))
    const restored = new WalletBalances('25000')
    await restored.restore(JSON.parse(JSON.stringify(before.checkpoint())), cut)
    log.slice(cut).forEach(e => restored.apply(e))
    t.same(reads(restored, log), reads(whole, log))
    return restored.position === whole.position || log.length === 0
  }), { numRuns: 100 })
})

t.test('a wallet checkpoint names the two-admin threshold its queue rows were worked out with', async t => {
  t.not(new WalletBalances('25000').foldVersion, new WalletBalances('50000').foldVersion)
  t.equal(new WalletBalances('25000').foldVersion, new WalletBalances('25000.00').foldVersion)
  // The first shape kept history rows and no referral total: read as it is, profile-data would show no referrals.
  await t.rejects(new WalletBalances().restore({ users: [['u', { wallets: { cash: '1', winning: '0', reward: '0' }, rows: [], keys: [] }]], deposits: [], byReference: [], withdrawals: [], unmatched: [], contestNames: [] }, 5), /not a wallet-balances-2 checkpoint/)
})
