import { OTHER_SUBJECT } from '@arena/domain'

/** The subject choices of the help form; the spec names only Others, which asks for free text. */
export const HELP_SUBJECTS = ['Deposit', 'Withdrawal', 'KYC', 'Contest', 'Trading', 'Account', OTHER_SUBJECT] as const
