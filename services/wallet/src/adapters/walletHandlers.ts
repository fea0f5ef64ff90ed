import { eventParser, PaymentUnmatched, type Static } from '@arena/contracts'
import { normalizeReference, validateDeposit, validateWithdrawal } from '@arena/domain'
import { recordOnce } from '@arena/service-kit'
import type { WalletCommand } from '../domain/commands'
import { refuseMoneyIn } from '../domain/decide'
import { WalletInputInvalid, WalletRefused } from '../domain/errors'
import { balancesDto } from '../domain/deltas'
import type { WalletCommands, Cause, Executed } from './walletCommands'
import { WALLET_IDS } from './eventIds'
import type { PayoutEligibility } from '../ports'
import { ReferenceClaims } from '../depositing/referenceClaims'
import { breakAt, responsiblePlayView } from '../domain/responsiblePlay'
import { SponsorAccounts } from '../sponsoring/sponsorAccounts'

type Input<T extends WalletCommand['type']> = Omit<Extract<WalletCommand, { type: T }>, 'type'>

/** What every handler answers: the command's events and the balances right after it. */
export interface WalletResult {
  events: Executed['events']
  balances: ReturnType<typeof balancesDto>
  position: number
  /** The command id was applied before; nothing new happened. */
  duplicate: boolean
  /** A prize held for fair-play review (reviewingPrizes): nothing was credited. */
  held?: boolean
}

type UnmatchedFact = { type: 'PaymentUnmatched'; data: Static<typeof PaymentUnmatched.schema> }

const system: Cause = { actor: 'system:wallet' }

/**
 * The wallet's use cases, callable directly (the contest service in the same process) or from
 * the bus adapter. Each one is idempotent by `commandId`.
 */
export function walletHandlers(runner: WalletCommands, eligibility: PayoutEligibility, sponsors: SponsorAccounts = new SponsorAccounts(runner.store)) {
  const run = async (command: WalletCommand, cause: Cause = system): Promise<WalletResult> => {
    const done = await runner.execute(command, cause)
    return { events: done.events, balances: balancesDto(done.state.wallets), position: done.position, duplicate: done.duplicate }
  }
  const claims = new ReferenceClaims(runner)
  return {
    claims,
    /** The sponsors' accounts: budgets, contest prize pools reserved, paid and returned. */
    sponsors,
    /** A payment notice no deposit could take, on its own `payment-<id>` stream: recorded once. */
    recordUnmatched: recordOnce<UnmatchedFact>(runner.store, WALLET_IDS, eventParser<UnmatchedFact>([PaymentUnmatched])),
    debitEntryFee: (c: Input<'DebitEntryFee'>, cause?: Cause) => run({ type: 'DebitEntryFee', ...c }, cause),
    refundEntryFee: (c: Input<'RefundEntryFee'>, cause?: Cause) => run({ type: 'RefundEntryFee', ...c }, cause),
    creditPrize: (c: Input<'CreditPrize'>, cause?: Cause) => run({ type: 'CreditPrize', ...c }, cause),
    creditBonus: (c: Input<'CreditBonus'>, cause?: Cause) => run({ type: 'CreditBonus', ...c }, cause),
    /**
     * Checks the form first (a malformed reference must claim nothing), then claims the reference
     * across all users, then files the deposit; a refused filing frees the claim it took.
     */
    async requestDeposit(c: Input<'RequestDeposit'>, cause: Cause = system): Promise<WalletResult> {
      // Before the form and the reference claim: in free play a deposit writes nothing at all.
      if (runner.playMode === 'free') refuseMoneyIn({ type: 'RequestDeposit' })
      const errors = validateDeposit({ amount: c.amount, reference: c.reference }, { max: runner.limits.maxDeposit })
      if (Object.keys(errors).length > 0) throw new WalletInputInvalid(errors)
      // A command id seen before is answered (or refused as a reused key) without claiming anything.
      if ((await runner.load(c.userId)).processed.has(c.commandId)) return run({ type: 'RequestDeposit', ...c }, cause)
      const reference = normalizeReference(c.reference)
      const claimer = { userId: c.userId, depositId: c.depositId }
      const taken = await claims.claim(reference, claimer, cause, c.at)
      try {
        return await run({ type: 'RequestDeposit', ...c }, cause)
      } catch (error) {
        if (taken && (error instanceof WalletRefused || error instanceof WalletInputInvalid)) await claims.release(reference, claimer, cause, c.at)
        throw error
      }
    },
    confirmDeposit: (c: Input<'ConfirmDeposit'>, cause?: Cause) => run({ type: 'ConfirmDeposit', ...c }, cause),
    rejectDeposit: (c: Input<'RejectDeposit'>, cause?: Cause) => run({ type: 'RejectDeposit', ...c }, cause),
    completeWithdrawal: (c: Input<'CompleteWithdrawal'>, cause?: Cause) => run({ type: 'CompleteWithdrawal', ...c }, cause),
    rejectWithdrawal: (c: Input<'RejectWithdrawal'>, cause?: Cause) => run({ type: 'RejectWithdrawal', ...c }, cause),
    closeTaxYear: (c: Input<'CloseTaxYear'>, cause?: Cause) => run({ type: 'CloseTaxYear', ...c }, cause),
    /** Checks the form first (the spec's texts), then KYC and the bank account, then the wallet. */
    async requestWithdrawal(c: Input<'RequestWithdrawal'>, cause?: Cause): Promise<WalletResult> {
      const { minWithdrawal: min, maxWithdrawal: max } = runner.limits
      const errors = validateWithdrawal({ amount: c.amount, bankAccountId: c.bankAccountId }, { min, max })
      if (Object.keys(errors).length > 0) throw new WalletInputInvalid(errors)
      const verdict = await eligibility.check(c.userId, c.bankAccountId.trim())
      if (!verdict.ok) throw new WalletInputInvalid({ [verdict.field]: verdict.message })
      return run({ type: 'RequestWithdrawal', ...c }, cause)
    },
    /** The wallet as the store has it now (the decider's view, not the read model's). */
    state: (userId: string) => runner.load(userId),
    setDepositLimits: (c: Input<'SetDepositLimits'>, cause?: Cause) => run({ type: 'SetDepositLimits', ...c }, cause),
    takeBreak: (c: Input<'TakeBreak'>, cause?: Cause) => run({ type: 'TakeBreak', ...c }, cause),
    /** Limits, what remains of them and any break, as of `at`, from the stream the decider reads. */
    async responsiblePlay(userId: string, at: string) {
      const state = await runner.load(userId)
      return responsiblePlayView(state.responsiblePlay, state.deposits.values(), at)
    },
    /** The break in force at `at`, if any: what contest joins and orders check, without the limits' windows. */
    async breakOf(userId: string, at: string) {
      return breakAt((await runner.load(userId)).responsiblePlay, at)
    },
  }
}

export type WalletHandlers = ReturnType<typeof walletHandlers>
