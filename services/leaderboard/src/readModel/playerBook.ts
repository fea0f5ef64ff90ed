import { formatScaled, formatScaledGain, scaledToString, scoreOfScaled, toScaled } from '@arena/domain'
import { Decimal, gainPercent, scoreOf, shown } from '../domain/portfolio'

/** Funds are shared by a contest's players (one Decimal, see the projection), and so are their units. */
const fundUnits = new WeakMap<Decimal, bigint | undefined>()
function unitsOfFund(fund: Decimal): bigint | undefined {
  if (!fundUnits.has(fund)) fundUnits.set(fund, toScaled(fund))
  return fundUnits.get(fund)
}

/** A value as the writer worked it out: scaled units (the fast exact path) or a decimal. */
export type Valuation = bigint | Decimal

/**
 * One player's book in the leaderboard's fold: the cash and quantities fills left them with (as
 * decimals: money) and the same in units of 10^-8, so a tick revalues them with integers (see
 * `scaledValueOfHoldings`); an amount with more places leaves the player on the decimal path.
 */
export class PlayerBook {
  usdt: Decimal
  /** `usdt` in units; undefined when it has more than 8 places. */
  usdtScaled: bigint | undefined
  readonly holdings = new Map<string, Decimal>()
  /** The quantities that scale, in units; complete when it is as big as `holdings`. */
  readonly holdingsScaled = new Map<string, bigint>()
  readonly fundScaled: bigint | undefined
  orderCount = 0
  filledTrades = 0
  /** True once the board holds this player (ranked: 5 orders or more). */
  onBoard = false
  /** AccountFrozen applied: the account takes no more fills. */
  frozen = false
  /**
   * The value settlement recorded (ContestSettled). Contests ended before ContestEnded carried
   * final prices have nothing else to rebuild from but fill prices; the recorded value is final.
   */
  settledValue: Decimal | null = null
  /** The last flush that revalued this player: one revaluation per flush, however many reasons. */
  visited = 0
  /** The live push throttle's state (ItemThrottle): when the header figures last went out, and whether newer ones wait. */
  sentAt: number | undefined = undefined
  held = false
  #scaled: bigint | undefined
  #value: Decimal | null = null

  constructor(readonly contestId: string, readonly userId: string, readonly virtualFund: Decimal) {
    this.usdt = virtualFund
    this.fundScaled = unitsOfFund(virtualFund)
    this.usdtScaled = this.fundScaled
  }

  setUsdt(usdt: Decimal): void {
    this.usdt = usdt
    this.usdtScaled = toScaled(usdt)
  }

  /** Sets a holding (zero removes it). */
  hold(symbol: string, quantity: Decimal): void {
    const scaled = quantity.isZero() ? undefined : toScaled(quantity)
    if (quantity.isZero()) this.holdings.delete(symbol)
    else this.holdings.set(symbol, quantity)
    if (scaled === undefined) this.holdingsScaled.delete(symbol)
    else this.holdingsScaled.set(symbol, scaled)
  }

  /** Whether cash and every quantity scale (`usdtScaled`, `holdingsScaled`): the player can take the integer path. */
  get scales(): boolean {
    return this.usdtScaled !== undefined && this.holdingsScaled.size === this.holdings.size
  }

  /** The value last computed (null before the first). */
  get value(): Decimal | null {
    if (this.#value === null && this.#scaled !== undefined) this.#value = new Decimal(scaledToString(this.#scaled))
    return this.#value
  }

  /** Records a new value; true when it differs from the last one (or is the first). */
  revalue(next: Valuation): boolean {
    const before = this.#scaled ?? this.#value
    const scaled = typeof next === 'bigint' ? next : toScaled(next)
    this.#scaled = scaled
    this.#value = typeof next === 'bigint' ? null : next
    if (before === null) return true
    if (typeof before === 'bigint' && scaled !== undefined) return before !== scaled
    // Only one of the two scales, so they differ (a decimal that scales is always kept scaled).
    if (typeof before === 'bigint' || scaled !== undefined) return true
    return !before.equals(next)
  }

  /** The sorted-set score of the value last computed: the 8-place value as a number. */
  score(): number {
    return this.#scaled !== undefined ? scoreOfScaled(this.#scaled) : scoreOf(this.value ?? this.virtualFund)
  }

  /** The header's figures (3 places): Portfolio Value and Gain, the fund until a value is known. */
  header(): { per: string; portfoliovalue: string } {
    const scaled = this.#value === null && this.#scaled === undefined ? this.fundScaled : this.#scaled
    const per = scaled !== undefined && this.fundScaled !== undefined ? formatScaledGain(scaled, this.fundScaled, 3) : undefined
    if (scaled !== undefined && per !== undefined) return { per, portfoliovalue: formatScaled(scaled, 3) }
    const value = this.value ?? this.virtualFund
    return { per: shown.headerPercent(gainPercent(value, this.virtualFund)), portfoliovalue: shown.usdt(value) }
  }
}
