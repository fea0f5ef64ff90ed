import { parseContestTime } from '../contestTime'
import { Decimal, isDecimalString } from '../money'
import { isValidLevels, parseLevels } from '../prizes'
import { isBlank } from './fields'
import type { FieldErrors } from './messages'
import { validateContest, type ContestInput } from './addContest'

/**
 * Private (invite-only) contests: the join code and the extra limits on the ones players create.
 * Admins' private contests follow only the admin form's rules. See docs/adr/0014-private-contests.md.
 */

/** Join codes: no 0/O, 1/I/L, so a code read aloud or from a screen is typed right. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const JOIN_CODE_LENGTH = 10
const JOIN_CODE = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`)

/** Trims and upper-cases what a person typed; the code as stored when it has the right shape, else undefined. */
export function normalizeJoinCode(typed: unknown): string | undefined {
  if (typeof typed !== 'string') return undefined
  const code = typed.trim().toUpperCase()
  return JOIN_CODE.test(code) ? code : undefined
}

/** A code from `randomBytes`-style input: one byte per character, rejection-sampled so every letter is equally likely. */
export function joinCodeFrom(random: (bytes: number) => Uint8Array): string {
  let code = ''
  // 256 - 256 % 31 = 248: bytes at or above it would favour the first letters.
  const limit = 256 - (256 % JOIN_CODE_ALPHABET.length)
  while (code.length < JOIN_CODE_LENGTH) {
    for (const byte of random(JOIN_CODE_LENGTH * 2)) {
      if (byte >= limit) continue
      code += JOIN_CODE_ALPHABET[byte % JOIN_CODE_ALPHABET.length]
      if (code.length === JOIN_CODE_LENGTH) break
    }
  }
  return code
}

/** Limits on a contest a player creates (the operator pays its prizes, so they are held small). */
export const PRIVATE_CONTEST_LIMITS = {
  minSeats: 2,
  maxSeats: 50,
  /** INR. */
  maxEntryFee: '1000',
  /** The start must be at least this far ahead, so invited players have time to join. */
  minLeadMinutes: 5,
  /** The start at most this far ahead. */
  maxLeadDays: 30,
  maxDurationHours: 24 * 7,
  /** Upcoming or live private contests one player may have created at a time. */
  maxActivePerPlayer: 3,
} as const

export const privateContestMessages = {
  joinCodeRequired: 'Please enter the join code',
  joinCodeInvalid: 'Join codes are 10 letters and digits',
  seats: `Seats must be between ${PRIVATE_CONTEST_LIMITS.minSeats} and ${PRIVATE_CONTEST_LIMITS.maxSeats}`,
  entryFee: `Entry fee must be at most ₹${PRIVATE_CONTEST_LIMITS.maxEntryFee}`,
  startLead: `Start time must be at least ${PRIVATE_CONTEST_LIMITS.minLeadMinutes} minutes from now`,
  startTooFar: `Start time must be within ${PRIVATE_CONTEST_LIMITS.maxLeadDays} days`,
  duration: `A private contest can run for at most ${PRIVATE_CONTEST_LIMITS.maxDurationHours / 24} days`,
  freePrizes: 'A free private contest has no prizes; set an entry fee to play for prizes',
  poolAboveFees: 'Prize pool cannot be more than the entry fees of all seats',
  tooMany: `You can have at most ${PRIVATE_CONTEST_LIMITS.maxActivePerPlayer} upcoming or live private contests`,
  codeTooManyTries: 'Too many join code attempts, please try again later',
} as const

export interface PrivateContestInput extends Omit<ContestInput, 'contestLogo'> {
  pairs?: string
}

export type PrivateContestField = 'contestName' | 'startTime' | 'endTime' | 'entryFee' | 'virtualFund' | 'levels' | 'winningAmount' | 'maxParticipants'

/**
 * The player's "Create private contest" form: the admin form's rules (validateContest, no logo)
 * plus PRIVATE_CONTEST_LIMITS. The web form and the server run this same function.
 */
export function validatePrivateContest(input: PrivateContestInput, now: Date): FieldErrors<PrivateContestField> {
  const errors: Partial<Record<PrivateContestField, string>> = { ...validateContest({ ...input, contestLogo: undefined }, { requireLogo: false, now }) }
  const L = PRIVATE_CONTEST_LIMITS
  const seats = input.maxParticipants?.trim()
  if (!errors.maxParticipants && (isBlank(seats) || !/^\d+$/.test(seats!) || Number(seats) < L.minSeats || Number(seats) > L.maxSeats)) {
    errors.maxParticipants = privateContestMessages.seats
  }
  const fee = input.entryFee?.trim()
  const feeOk = !errors.entryFee && fee !== undefined && isDecimalString(fee, 2)
  if (feeOk && new Decimal(fee).greaterThan(L.maxEntryFee)) errors.entryFee = privateContestMessages.entryFee
  const start = isBlank(input.startTime) ? undefined : parseContestTime(input.startTime!)
  const end = isBlank(input.endTime) ? undefined : parseContestTime(input.endTime!)
  if (!errors.startTime && start) {
    if (start.getTime() < now.getTime() + L.minLeadMinutes * 60_000) errors.startTime = privateContestMessages.startLead
    else if (start.getTime() > now.getTime() + L.maxLeadDays * 86_400_000) errors.startTime = privateContestMessages.startTooFar
  }
  if (!errors.endTime && start && end && end.getTime() - start.getTime() > L.maxDurationHours * 3_600_000) errors.endTime = privateContestMessages.duration
  if (!errors.levels && !errors.winningAmount && feeOk && (input.levels === undefined || isValidLevels(input.levels))) {
    const pool = parseLevels(input.levels ?? '').reduce((sum, level) => sum.plus(level), new Decimal(0))
    if (new Decimal(fee).isZero() && pool.greaterThan(0)) errors.levels = privateContestMessages.freePrizes
    else if (!errors.maxParticipants && pool.greaterThan(new Decimal(fee).times(seats!))) errors.levels = privateContestMessages.poolAboveFees
  }
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as FieldErrors<PrivateContestField>
}
