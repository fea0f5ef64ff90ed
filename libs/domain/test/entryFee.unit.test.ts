import t from 'tap'
import fc from 'fast-check'
import { Decimal, rewardCapNote, splitEntryFee, type TickedWallets, type WalletBalances } from '../src/index'

type Expected = [reward: string, winning: string, cash: string] | { short: string; code?: 'NO_WALLET_SELECTED' }

/** Every combination of ticked wallets, named by the initials of the ticked ones (R, W, C). */
const combos: Record<string, TickedWallets> = {
  none: { reward: false, winning: false, cash: false },
  R: { reward: true, winning: false, cash: false },
  W: { reward: false, winning: true, cash: false },
  C: { reward: false, winning: false, cash: true },
  RW: { reward: true, winning: true, cash: false },
  RC: { reward: true, winning: false, cash: true },
  WC: { reward: false, winning: true, cash: true },
  RWC: { reward: true, winning: true, cash: true },
}

const none = { short: '100.00', code: 'NO_WALLET_SELECTED' } as const

/** Fee 100 with the default 50% reward cap, against four balance situations. */
const situations: { name: string; balances: WalletBalances; expect: Record<keyof typeof combos, Expected> }[] = [
  {
    name: 'every wallet is rich',
    balances: { reward: '80', winning: '200', cash: '200' },
    expect: {
      none,
      R: { short: '50.00' },
      W: ['0.00', '100.00', '0.00'],
      C: ['0.00', '0.00', '100.00'],
      RW: ['50.00', '50.00', '0.00'],
      RC: ['50.00', '0.00', '50.00'],
      WC: ['0.00', '100.00', '0.00'],
      RWC: ['50.00', '50.00', '0.00'],
    },
  },
  {
    name: 'reward and winning are low',
    balances: { reward: '20', winning: '30', cash: '100' },
    expect: {
      none,
      R: { short: '80.00' },
      W: { short: '70.00' },
      C: ['0.00', '0.00', '100.00'],
      RW: { short: '50.00' },
      RC: ['20.00', '0.00', '80.00'],
      WC: ['0.00', '30.00', '70.00'],
      RWC: ['20.00', '30.00', '50.00'],
    },
  },
  {
    name: 'all wallets together cannot cover the fee',
    balances: { reward: '10', winning: '10', cash: '10' },
    expect: {
      none,
      R: { short: '90.00' },
      W: { short: '90.00' },
      C: { short: '90.00' },
      RW: { short: '80.00' },
      RC: { short: '80.00' },
      WC: { short: '80.00' },
      RWC: { short: '70.00' },
    },
  },
  {
    name: 'the reward wallet is empty and the others hold part each',
    balances: { reward: '0', winning: '60', cash: '60.50' },
    expect: {
      none,
      R: { short: '100.00' },
      W: { short: '40.00' },
      C: { short: '39.50' },
      RW: { short: '40.00' },
      RC: { short: '39.50' },
      WC: ['0.00', '60.00', '40.00'],
      RWC: ['0.00', '60.00', '40.00'],
    },
  },
]

for (const situation of situations) {
  t.test(`when ${situation.name}, each combination of ticked wallets pays reward, then winning, then cash`, async t => {
    for (const [combo, ticked] of Object.entries(combos)) {
      const result = splitEntryFee({ fee: '100', balances: situation.balances, ticked })
      const want = situation.expect[combo]!
      if (Array.isArray(want)) {
        t.strictSame(result, { ok: true, split: { reward: want[0], winning: want[1], cash: want[2] } }, combo)
      } else {
        const code = want.code ?? 'INSUFFICIENT_BALANCE'
        const message = code === 'NO_WALLET_SELECTED' ? 'Please select at least one wallet' : 'Insufficient balance in the selected wallets'
        t.strictSame(result, { ok: false, error: { code, message, shortfall: want.short } }, combo)
      }
    }
  })
}

t.test('a free contest needs no wallet at all', async t => {
  const result = splitEntryFee({ fee: '0', balances: { reward: '0', winning: '0', cash: '0' }, ticked: combos.none! })
  t.strictSame(result, { ok: true, split: { reward: '0.00', winning: '0.00', cash: '0.00' } })
})

t.test('the reward cap can be set to the 10 percent reading', async t => {
  const result = splitEntryFee({ fee: '100', balances: { reward: '80', winning: '0', cash: '200' }, ticked: combos.RWC!, rewardCapPercent: '10' })
  t.strictSame(result, { ok: true, split: { reward: '10.00', winning: '0.00', cash: '90.00' } })
  t.equal(rewardCapNote('10'), 'Note: You can use maximum 10% of entry fees from the reward wallet')
})

t.test('the payment modal note states the default 50 percent cap', async t => {
  t.equal(rewardCapNote(), 'Note: You can use maximum 50% of entry fees from the reward wallet')
})

t.test('half of an odd paisa is rounded down so the reward cap is never exceeded', async t => {
  const result = splitEntryFee({ fee: '0.03', balances: { reward: '10', winning: '0', cash: '10' }, ticked: combos.RWC! })
  t.strictSame(result, { ok: true, split: { reward: '0.01', winning: '0.00', cash: '0.02' } })
})

t.test('a negative balance pays nothing and fractions of a paisa in a balance are not spent', async t => {
  const result = splitEntryFee({ fee: '10', balances: { reward: '-5', winning: '4.999', cash: '100' }, ticked: combos.RWC! })
  t.strictSame(result, { ok: true, split: { reward: '0.00', winning: '4.99', cash: '5.01' } })
})

t.test('a fee that is not a rupee amount, or a cap that is not a percentage, is a programming error', async t => {
  const balances = { reward: '1', winning: '1', cash: '1' }
  t.throws(() => splitEntryFee({ fee: '-1', balances, ticked: combos.C! }))
  t.throws(() => splitEntryFee({ fee: '1.001', balances, ticked: combos.C! }))
  t.throws(() => splitEntryFee({ fee: '1', balances, ticked: combos.C!, rewardCapPercent: '150' }))
})

const rupees = (paise: number): string => `${paise < 0 ? '-' : ''}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`

t.test('property: the split sums to the fee or errors, within every balance and the reward cap', async t => {
  const paise = fc.integer({ min: -10_000, max: 5_000_000 })
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 5_000_000 }),
      fc.record({ reward: paise, winning: paise, cash: paise }),
      fc.record({ reward: fc.boolean(), winning: fc.boolean(), cash: fc.boolean() }),
      fc.integer({ min: 0, max: 100 }),
      (fee, balancePaise, ticked, cap) => {
        const balances = { reward: rupees(balancePaise.reward), winning: rupees(balancePaise.winning), cash: rupees(balancePaise.cash) }
        const result = splitEntryFee({ fee: rupees(fee), balances, ticked, rewardCapPercent: String(cap) })
        // What each ticked wallet can give at most, in paise; the reward cap rounds down.
        const usable = {
          reward: ticked.reward ? Math.min(Math.max(balancePaise.reward, 0), Math.floor((fee * cap) / 100)) : 0,
          winning: ticked.winning ? Math.max(balancePaise.winning, 0) : 0,
          cash: ticked.cash ? Math.max(balancePaise.cash, 0) : 0,
        }
        const coverable = usable.reward + usable.winning + usable.cash >= fee
        if (!result.ok) return !coverable && new Decimal(result.error.shortfall).greaterThan(0)
        const taken = { reward: new Decimal(result.split.reward), winning: new Decimal(result.split.winning), cash: new Decimal(result.split.cash) }
        return (
          coverable &&
          taken.reward.plus(taken.winning).plus(taken.cash).equals(rupees(fee)) &&
          taken.reward.times(100).lessThanOrEqualTo(usable.reward) &&
          taken.winning.times(100).lessThanOrEqualTo(usable.winning) &&
          taken.cash.times(100).lessThanOrEqualTo(usable.cash) &&
          !taken.reward.isNegative() && !taken.winning.isNegative() && !taken.cash.isNegative()
        )
      },
    ),
    { numRuns: 3000 },
  )
})

t.test('property: a wallet later in the order is used only when the earlier ticked ones are exhausted', async t => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 1_000_000 }),
      fc.record({ reward: fc.nat(1_000_000), winning: fc.nat(1_000_000), cash: fc.nat(1_000_000) }),
      (fee, b) => {
        const result = splitEntryFee({ fee: rupees(fee), balances: { reward: rupees(b.reward), winning: rupees(b.winning), cash: rupees(b.cash) }, ticked: combos.RWC! })
        if (!result.ok) return true
        const [reward, winning, cash] = [result.split.reward, result.split.winning, result.split.cash].map(v => new Decimal(v).times(100).toNumber()) as [number, number, number]
        const rewardFull = reward === Math.min(b.reward, Math.floor(fee / 2))
        const winningFull = winning === Math.min(b.winning, fee - reward)
        return rewardFull && winningFull && cash === fee - reward - winning
      },
    ),
    { numRuns: 2000 },
  )
})
