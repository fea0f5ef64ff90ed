import t from 'tap'
import { deposit, deposits } from '../src/contract/index'
import { decideAppends, validateAppend, type StoreView, type StoredEventRef } from '../src/decideAppends'
import { EventIdConflict, WrongExpectedVersion } from '../src/port'

const view = (heads: Record<string, number>, stored: Record<string, StoredEventRef> = {}): StoreView => ({
  head: stream => ({ version: heads[stream] ?? 0, position: (heads[stream] ?? 0) * 10 }),
  stored: id => stored[id],
})

t.test('appends in one batch see the versions written by the ones before them', async t => {
  const decisions = decideAppends(
    [
      { stream: 'wallet-a', events: deposits(2), expectedVersion: 3 },
      { stream: 'wallet-a', events: deposits(1), expectedVersion: 3 },
      { stream: 'wallet-a', events: deposits(1), expectedVersion: 5 },
      { stream: 'wallet-a', events: deposits(1), expectedVersion: 'any' },
    ],
    view({ 'wallet-a': 3 }),
  )
  t.same(decisions.map(d => d.kind), ['write', 'reject', 'write', 'write'])
  t.same(decisions.map(d => (d.kind === 'write' ? d.firstVersion : null)), [4, null, 6, 7])
  t.same(decisions[1], { kind: 'reject', error: new WrongExpectedVersion('wallet-a', 3, 5) })
})

t.test('an append whose ids are all stored in its stream returns the stored result whatever its expected version', async t => {
  const [a, b] = deposits(2)
  const [decision] = decideAppends([{ stream: 'wallet-a', events: [a!, b!], expectedVersion: 0 }], view({ 'wallet-a': 9 }, {
    [a!.id]: { stream: 'wallet-a', version: 4, position: 40 },
    [b!.id]: { stream: 'wallet-a', version: 5, position: 41 },
  }))
  t.same(decision, { kind: 'done', result: { nextExpectedVersion: 5, position: 41 } })
})

t.test('stored ids that are only some of the batch, or in another stream, are a conflict', async t => {
  const [a, b] = deposits(2)
  const stored = { [a!.id]: { stream: 'wallet-a', version: 1, position: 1 } }
  const partly = decideAppends([{ stream: 'wallet-a', events: [a!, b!], expectedVersion: 1 }], view({}, stored))
  const elsewhere = decideAppends([{ stream: 'wallet-b', events: [a!], expectedVersion: 0 }], view({}, stored))
  const repeated = decideAppends([{ stream: 'wallet-c', events: [b!, b!], expectedVersion: 0 }], view({}))
  for (const [decision] of [partly, elsewhere, repeated]) t.ok(decision?.kind === 'reject' && decision.error instanceof EventIdConflict)
})

t.test('an append repeating an earlier one in the same batch takes its result; a partial repeat is a conflict', async t => {
  const events = deposits(2)
  const decisions = decideAppends(
    [
      { stream: 'wallet-a', events, expectedVersion: 0 },
      { stream: 'wallet-a', events, expectedVersion: 0 },
      { stream: 'wallet-a', events: [events[0]!, deposit('1.00')], expectedVersion: 'any' },
      { stream: 'wallet-b', events, expectedVersion: 0 },
    ],
    view({}),
  )
  t.same(decisions.map(d => d.kind), ['write', 'sameAs', 'reject', 'reject'])
  t.same(decisions[1], { kind: 'sameAs', index: 0 })
})

t.test('an empty append checks the version and reports the stream head', async t => {
  t.same(decideAppends([{ stream: 'wallet-a', events: [], expectedVersion: 2 }], view({ 'wallet-a': 2 })), [
    { kind: 'done', result: { nextExpectedVersion: 2, position: 20 } },
  ])
  t.equal(decideAppends([{ stream: 'wallet-a', events: [], expectedVersion: 1 }], view({ 'wallet-a': 2 }))[0]?.kind, 'reject')
})

t.test('arguments no store could accept are refused before anything is sent', async t => {
  t.throws(() => validateAppend('', deposits(1), 0), TypeError)
  t.throws(() => validateAppend('wallet-a', deposits(1), -1), RangeError)
  t.throws(() => validateAppend('wallet-a', deposits(1), 1.5), RangeError)
  t.throws(() => validateAppend('wallet-a', [{ ...deposit('1.00'), id: 'not-a-uuid' }], 0), TypeError)
  t.doesNotThrow(() => validateAppend('wallet-a', deposits(1), 'any'))
})
