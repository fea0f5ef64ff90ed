import { isAdult, parseCalendarDate } from '../age'
import { compact, isBlank } from './fields'
import { messages, type FieldErrors } from './messages'

export interface PlayerDeclarationInput {
  /** YYYY-MM-DD. */
  dob?: string
  /** One of `states`. */
  state?: string
  /** The names a state may be: INDIAN_STATES from libs/contracts, as the KYC address picker offers them. */
  states: readonly string[]
  /** India's calendar date (YYYY-MM-DD) the age is judged on. */
  today: string
}

export type PlayerDeclarationField = 'dob' | 'state'

/**
 * The declaration a player makes once, before their first paid contest: birth date (18 or over)
 * and state of residence. An excluded state is a valid answer (free contests stay open to its
 * residents); the contest refuses the paid join, not the declaration.
 */
export function validatePlayerDeclaration(input: PlayerDeclarationInput): FieldErrors<PlayerDeclarationField> {
  return compact({
    dob: isBlank(input.dob)
      ? messages.declarationDobRequired
      : !parseCalendarDate(input.dob!)
        ? messages.dobInvalid
        : isAdult(input.dob!.trim(), input.today) ? undefined : messages.underAgeToPlay,
    state: input.states.includes(input.state?.trim() ?? '') ? undefined : messages.declarationStateRequired,
  })
}
