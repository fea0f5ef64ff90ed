import t from 'tap'
import { contestTerms, termsMessages } from '../src/administering/contestTerms'
import { messages } from '@arena/domain'
import { contestForm } from './contests'

const now = new Date('2026-03-01T10:00:00.000Z')
const logo = { upload: { size: 2_000, header: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) }, stored: null }
const check = (overrides: Record<string, string>) => contestTerms(contestForm(overrides), logo, now, true)

t.test('times without an offset are India time and are stored as UTC instants; with an offset they are taken as written', async t => {
  t.match(check({}), { ok: true, terms: { startAt: '2026-03-01T10:30:00.000Z', endAt: '2026-03-01T11:30:00.000Z' } })
  t.match(check({ startTime: '2026-03-01T11:00:00Z', endTime: '2026-03-01T12:00:00+00:00' }), { ok: true, terms: { startAt: '2026-03-01T11:00:00.000Z', endAt: '2026-03-01T12:00:00.000Z' } })
})

t.test('amounts, pairs and seats are stored in one canonical form', async t => {
  t.match(check({ entryFee: '49.5', pairs: ' btcusdt, ethusdt BTCUSDT ', max_particepate: '250' }), {
    ok: true, terms: { entryFee: '49.50', pairs: ['BTCUSDT', 'ETHUSDT'], maxParticipants: 250, levels: '500.00,300.00,200.00' },
  })
})

t.test('without a prize pool the pool is the sum of the levels; a pool needs levels and must equal their sum', async t => {
  t.match(check({ winningAmount: '' }), { ok: true, terms: { winningAmount: '1000.00' } })
  t.match(check({ winningAmount: '1000.00', levels: '500, 300,200.00' }), { ok: true, terms: { winningAmount: '1000.00' } })
  t.match(check({ winningAmount: '900' }), { ok: false, errors: { winningAmount: messages.prizePoolMismatch } })
  t.match(check({ winningAmount: '1000', levels: '100' }), { ok: false, errors: { winningAmount: messages.prizePoolMismatch } }, 'a pool the levels cannot pay is refused')
  t.match(check({ winningAmount: '1000.01' }), { ok: false, errors: { winningAmount: messages.prizePoolMismatch } }, 'to the paisa')
  t.match(check({ winningAmount: '500', levels: '' }), { ok: false, errors: { levels: termsMessages.levelsRequired, winningAmount: messages.prizePoolMismatch } })
  t.match(check({ winningAmount: '0', levels: '', entryFee: '0' }), { ok: true, terms: { winningAmount: '0.00', levels: '', entryFee: '0.00' } })
  t.match(check({ winningAmount: '1e3' }), { ok: false, errors: { winningAmount: termsMessages.winningAmountInvalid } })
})

t.test('the rules are sanitised before they are stored', async t => {
  t.match(check({ description: '<h3>Rules</h3><img src=x onerror=alert(1)>' }), { ok: true, terms: { description: '<h3>Rules</h3>&lt;img src=x onerror=alert(1)&gt;' } })
  t.match(check({ description: 'x'.repeat(20_001) }), { ok: false, errors: { description: termsMessages.descriptionLength } })
})
