import { deepStrictEqual, fail } from 'node:assert/strict'

/** The decider shape (`Decider` in @arena/domain), restated so test kits need no domain import. */
interface SpecDecider<C, E, S> {
  decide(command: C, state: S): E[]
  evolve(state: S, event: E): S
  initialState(): S
}

/** A class of error, e.g. WalletRefused; `reason` matches the error's `reason` or `code`. */
type ErrorClass = abstract new (...args: never[]) => Error

/**
 * Given events, when a command, then events or a refusal: a decider test reads as the rule it
 * checks. `then` and `thenRefuses` throw an AssertionError, which fails the enclosing test.
 *
 *   deciderSpec(walletDecider).given([deposited]).when(debit).then([feeDebited])
 */
export function deciderSpec<C, E, S>(decider: SpecDecider<C, E, S>) {
  return {
    given(events: E[]) {
      const state = events.reduce((s, e) => decider.evolve(s, e), decider.initialState())
      return {
        when(command: C) {
          const run = (): E[] => decider.decide(command, state)
          return {
            then(expected: E[]): void {
              deepStrictEqual(run(), expected)
            },
            /** The command is refused with an error of this class (and reason/code, when given). */
            thenRefuses(errorClass: ErrorClass, reason?: string): Error {
              let events: E[]
              try {
                events = run()
              } catch (error) {
                if (!(error instanceof errorClass)) throw error
                if (reason !== undefined) {
                  const { reason: r, code } = error as Error & { reason?: unknown; code?: unknown }
                  deepStrictEqual(r ?? code, reason, `refused for ${String(r ?? code)}, expected ${reason}`)
                }
                return error
              }
              return fail(`expected ${errorClass.name}${reason ? ` (${reason})` : ''}, got ${JSON.stringify(events)}`)
            },
          }
        },
      }
    },
  }
}
