import { Decimal, isDecimalString, parseInr, type DecimalInput } from './money'

/**
 * Named TDS policies. The default reads the requested amount as gross of tax: the player
 * receives `paid` and the tax is 30% of that, so amount = paid x 1.3 and
 * tax = amount x 30 / 130 (spec section 9). The name goes on the withdrawal event so a
 * later change of policy never silently reinterprets old withdrawals.
 *
 * `flat-30-of-100` (tax = 30% of the requested amount) is the literal "TDS 30%" reading;
 * it exists so a policy change is a configuration choice, not a code change.
 */
export const TDS_POLICIES = {
  'section194BA-30-of-130': { rateNumerator: '30', rateDenominator: '130' },
  'flat-30-of-100': { rateNumerator: '30', rateDenominator: '100' },
} as const satisfies Record<string, { rateNumerator: string; rateDenominator: string }>

export type TdsPolicyName = keyof typeof TDS_POLICIES
export const DEFAULT_TDS_POLICY: TdsPolicyName = 'section194BA-30-of-130'

/** Everything an auditor needs to recompute the split without access to our code's defaults. */
export interface TdsInputs {
  amount: string
  rateNumerator: string
  rateDenominator: string
  /** Decimal places the tax is rounded to. */
  scale: 2
  rounding: 'ROUND_HALF_UP'
}

export interface TdsRecord {
  policy: TdsPolicyName
  inputs: TdsInputs
  tax: string
  paid: string
}

/**
 * Rounding: tax = amount x numerator / denominator rounded half-up to 2 places (paise);
 * paid = amount - tax, never rounded separately, so tax + paid == amount exactly and no
 * paisa is created or lost.
 */
export function computeTds(amount: DecimalInput, policy: TdsPolicyName = DEFAULT_TDS_POLICY): TdsRecord {
  const gross = parseInr(amount)
  const { rateNumerator, rateDenominator } = TDS_POLICIES[policy]
  const inputs: TdsInputs = { amount: gross.toFixed(2), rateNumerator, rateDenominator, scale: 2, rounding: 'ROUND_HALF_UP' }
  const { tax, paid } = split(inputs)
  return { policy, inputs, tax, paid }
}

function split(inputs: TdsInputs): { tax: string; paid: string } {
  const gross = new Decimal(inputs.amount)
  const tax = gross
    .times(inputs.rateNumerator)
    .dividedBy(inputs.rateDenominator)
    .toDecimalPlaces(inputs.scale, Decimal.ROUND_HALF_UP)
  return { tax: tax.toFixed(2), paid: gross.minus(tax).toFixed(2) }
}

export type TdsAudit = { ok: true } | { ok: false; problems: string[]; expected: { tax: string; paid: string } }

/** Recomputes a recorded TDS split from its own inputs and checks the inputs match the named policy. */
export function recomputeTds(record: TdsRecord): TdsAudit {
  const problems: string[] = []
  const policy = TDS_POLICIES[record.policy]
  if (!policy) problems.push(`unknown policy ${record.policy}`)
  else if (
    policy.rateNumerator !== record.inputs.rateNumerator ||
    policy.rateDenominator !== record.inputs.rateDenominator
  ) {
    problems.push(`rate ${record.inputs.rateNumerator}/${record.inputs.rateDenominator} is not the policy's`)
  }
  if (!isDecimalString(record.inputs.amount)) {
    return { ok: false, problems: [...problems, `amount ${record.inputs.amount} is not a decimal`], expected: { tax: '', paid: '' } }
  }
  const expected = split(record.inputs)
  const same = (recorded: string, want: string) => isDecimalString(recorded) && new Decimal(recorded).equals(want)
  if (!same(record.tax, expected.tax)) problems.push(`tax ${record.tax} should be ${expected.tax}`)
  if (!same(record.paid, expected.paid)) problems.push(`paid ${record.paid} should be ${expected.paid}`)
  return problems.length === 0 ? { ok: true } : { ok: false, problems, expected }
}
