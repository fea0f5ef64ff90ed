import t from 'tap'
import type { RecordedEvent } from '@arena/contracts'
import { PayoutHolds } from '../src/readModel/payoutHolds'
import { SponsorBooks } from '../src/readModel/sponsorBooks'

// The wallet's review views, restored from a checkpoint taken after any event and fed the rest,
// must hold and answer what a fold of the whole log does (docs/adr/0035).

const history: [string, string, object][] = [
  ['sponsor-s1', 'SponsorCreated', { commandId: 'c1', sponsorId: 's1', name: 'Acme', createdBy: 'admin:a' }],
  ['payoutHold-w1', 'WithdrawalHeld', { withdrawalId: 'w1', userId: 'u1', reason: 'state differs', at: '2026-03-01T10:00:00.000Z' }],
  ['sponsor-s1', 'SponsorBudgetGranted', { commandId: 'c2', sponsorId: 's1', amount: '1000.00', grantedBy: 'admin:a', note: 'launch' }],
  ['sponsor-s2', 'SponsorCreated', { commandId: 'c3', sponsorId: 's2', name: 'Bolt', createdBy: 'admin:a' }],
  ['sponsor-s1', 'SponsorPoolReserved', { commandId: 'c4', sponsorId: 's1', contestId: 'k1', contestName: 'Cup', amount: '300.00' }],
  ['payoutHold-w2', 'WithdrawalHeld', { withdrawalId: 'w2', userId: 'u2', reason: 'under 18', at: '2026-03-01T10:05:00.000Z' }],
  ['sponsor-s1', 'SponsorPrizePaid', { commandId: 'c5', sponsorId: 's1', contestId: 'k1', userId: 'u1', rank: 1, amount: '200.00' }],
  ['payoutHold-w1', 'WithdrawalHoldReleased', { withdrawalId: 'w1', userId: 'u1', releasedBy: 'admin:b', at: '2026-03-01T11:00:00.000Z' }],
  ['sponsor-s1', 'SponsorPoolReturned', { commandId: 'c6', sponsorId: 's1', contestId: 'k1', amount: '100.00', reason: 'fewer winners' }],
  ['sponsor-s1', 'SponsorPoolReserved', { commandId: 'c7', sponsorId: 's1', contestId: 'k2', contestName: 'Sprint', amount: '250.50' }],
]
const versions = new Map<string, number>()
const log = history.map(([stream, type, data], i) => {
  versions.set(stream, (versions.get(stream) ?? 0) + 1)
  return { id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, stream, version: versions.get(stream)!, position: i + 1, type, data, metadata: { correlationId: 'x', causationId: null, actor: 'admin:a', at: `2026-03-01T10:${String(i).padStart(2, '0')}:00.000Z` } } as RecordedEvent
})

const views = [
  ['payout holds', () => new PayoutHolds(), (v: PayoutHolds) => ({ w1: v.of('w1'), w2: v.of('w2'), checkpoint: v.checkpoint() })],
  ['sponsor books', () => new SponsorBooks(), (v: SponsorBooks) => ({ list: v.list(), ledger: v.ledger('s1'), open: v.openPools(), checkpoint: v.checkpoint() })],
] as const

for (const [name, make, reads] of views) {
  t.test(`${name} restored from a checkpoint after any event read as the whole fold`, async t => {
    const whole = make()
    log.forEach(event => whole.apply(event))
    for (let cut = 0; cut <= log.length; cut++) {
      const before = make()
      log.slice(0, cut).forEach(event => before.apply(event))
      const restored = make()
      await restored.restore(JSON.parse(JSON.stringify(before.checkpoint())), cut)
      log.slice(cut).forEach(event => restored.apply(event))
      t.same((reads as (v: typeof whole) => unknown)(restored), (reads as (v: typeof whole) => unknown)(whole), `cut after ${cut} events`)
    }
  })
}

t.test('sponsor books refuse a checkpoint with an amount that is not one, and change nothing', async t => {
  const books = new SponsorBooks()
  const bad = [{ sponsorId: 's1', name: 'Acme', createdAt: 'x', granted: 'lots', reserved: '0', paid: '0', returned: '0', available: '0', pools: [], ledger: [] }]
  await t.rejects(books.restore(bad, 4))
  t.same([books.list(), books.position], [[], 0])
})
