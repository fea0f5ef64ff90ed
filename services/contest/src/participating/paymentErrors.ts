/** The wallet refused the entry fee (no money, no wallet ticked); the seat was given back. */
export class PaymentRefused extends Error {
  constructor(readonly code: string, message: string) {
    super(message)
    this.name = 'PaymentRefused'
  }
}

/**
 * The wallet did not answer in time: the fee may or may not have been taken. The seat stays held
 * and the payment is re-driven with the same command id until the wallet answers.
 */
export class PaymentPending extends Error {
  constructor(readonly contestId: string, readonly holdId: string, readonly failure: unknown) {
    super(`payment for hold ${holdId} in contest ${contestId} has no answer yet`)
    this.name = 'PaymentPending'
  }
}
