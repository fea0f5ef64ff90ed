import t from 'tap'
import fc from 'fast-check'
import type { SponsorEvent } from '@arena/contracts'
import { decide, evolve, evolveSponsor, foldSponsor, foldWallet, initialSponsor, initialState, type DatedWalletEvent, type SponsorState, type WalletCommand, type WalletState } from '../src/index'
import { walletStateCodec } from '../src/adapters/walletSnapshots'

// foldWallet adds to collections in place (linear time); evolve copies them per event. Both must
// give the very same state for any history, and foldWallet must leave the state it starts from alone.

const amount = fc.integer({ min: 1, max: 50_000 }).map(p => `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`)
const pick = (n: number, prefix: string) => fc.integer({ min: 0, max: n - 1 }).map(i => `${prefix}${i}`)
const command = fc.oneof(
  fc.record({ type: fc.constant('RequestDeposit' as const), depositId: pick(6, 'd'), amount, method: fc.constant('UPI' as const), reference: pick(6, '90000000000'), requestedBy: fc.constant('user' as const) }),
  fc.record({ type: fc.constant('ConfirmDeposit' as const), depositId: pick(6, 'd'), confirmedBy: fc.constant('admin:a') }),
  fc.record({ type: fc.constant('RejectDeposit' as const), depositId: pick(6, 'd'), reason: fc.constant('no'), rejectedBy: fc.constant('admin:a') }),
  fc.record({ type: fc.constant('CreditBonus' as const), bonusId: pick(6, 'b'), amount, kind: fc.constant('registration' as const) }),
  fc.record({ type: fc.constant('CreditPrize' as const), contestId: pick(5, 'k'), rank: fc.constant(1), amount }),
  fc.record({ type: fc.constant('DebitEntryFee' as const), contestId: pick(5, 'k'), fee: amount, ticked: fc.record({ cash: fc.boolean(), winning: fc.boolean(), reward: fc.boolean() }) }),
  fc.record({ type: fc.constant('RefundEntryFee' as const), contestId: pick(5, 'k') }),
  fc.record({ type: fc.constant('RequestWithdrawal' as const), withdrawalId: pick(5, 'w'), amount, bankAccountId: fc.constant('bank-1'), tdsPolicy: fc.constantFrom('rule133' as const, undefined) }),
  fc.record({ type: fc.constant('CompleteWithdrawal' as const), withdrawalId: pick(5, 'w'), completedBy: fc.constant('admin:a') }),
  fc.record({ type: fc.constant('RejectWithdrawal' as const), withdrawalId: pick(5, 'w'), reason: fc.constant('no'), rejectedBy: fc.constant('admin:a') }),
)

/** The dated events a list of commands leaves (refusals write nothing), days apart across a financial year's end. */
function history(commands: Omit<WalletCommand, 'commandId' | 'at' | 'userId'>[]): DatedWalletEvent[] {
  let state: WalletState = initialState()
  const events: DatedWalletEvent[] = []
  commands.forEach((c, i) => {
    const at = new Date(Date.parse('2026-03-20T10:00:00.000Z') + i * 86_400_000).toISOString()
    let decided: DatedWalletEvent[]
    try {
      decided = decide({ ...c, commandId: `c${i}`, at, userId: 'u1' } as WalletCommand, state).map(e => ({ ...e, at }))
    } catch {
      return
    }
    for (const event of decided) {
      state = evolve(state, event)
      events.push(event)
    }
  })
  return events
}

const json = (state: WalletState) => JSON.stringify(walletStateCodec.toJSON(state))

t.test('folding many events in place gives the state evolving one at a time gives, and changes no state it started from', async t => {
  fc.assert(fc.property(fc.array(command, { minLength: 2, maxLength: 60 }), fc.nat(), (commands, cut) => {
    const events = history(commands)
    const oneByOne = events.reduce(evolve, initialState())
    if (json(foldWallet(events)) !== json(oneByOne)) return false
    const split = events.length === 0 ? 0 : cut % events.length
    const start = foldWallet(events.slice(0, split))
    const before = json(start)
    const rest = foldWallet(events.slice(split), start)
    return json(rest) === json(oneByOne) && json(start) === before
  }), { numRuns: 200 })
  t.pass('200 histories')
})

t.test('a sponsor\'s fold in place gives the state of evolving one event at a time, and changes no state it starts from', async t => {
  const e = (type: string, n: number, data: object) => ({ type, data: { commandId: `c${n}`, sponsorId: 's1', ...data } }) as SponsorEvent
  const history: SponsorEvent[] = [
    e('SponsorCreated', 1, { name: 'Acme', by: 'admin:a' }),
    e('SponsorBudgetGranted', 2, { amount: '1000.00', by: 'admin:a' }),
    e('SponsorPoolReserved', 3, { contestId: 'k1', amount: '300.00' }),
    e('SponsorPoolReserved', 4, { contestId: 'k2', amount: '200.00' }),
    e('SponsorPrizePaid', 5, { contestId: 'k1', userId: 'u1', amount: '100.00' }),
    e('SponsorPrizePaid', 6, { contestId: 'k1', userId: 'u2', amount: '50.00' }),
    e('SponsorPrizePaid', 7, { contestId: 'k2', userId: 'u1', amount: '20.00' }),
    e('SponsorPoolReturned', 8, { contestId: 'k1', amount: '150.00', reason: 'settled' }),
  ]
  const plain = (s: SponsorState) => JSON.stringify({ ...s, processed: [...s.processed], pools: [...s.pools].map(([k, p]) => [k, { ...p, paidTo: [...p.paidTo] }]) })
  const oneByOne = history.reduce(evolveSponsor, initialSponsor())
  t.equal(plain(foldSponsor(initialSponsor(), history)), plain(oneByOne))
  for (let cut = 0; cut <= history.length; cut++) {
    const start = foldSponsor(initialSponsor(), history.slice(0, cut))
    const before = plain(start)
    t.equal(plain(foldSponsor(start, history.slice(cut))), plain(oneByOne), `folded on from event ${cut}`)
    t.equal(plain(start), before, `the state after ${cut} events is unchanged`)
  }
})
