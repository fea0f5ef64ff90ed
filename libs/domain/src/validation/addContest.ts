import { parseContestTime } from '../contestTime'
import { checkUpload, type UploadedFile } from '../files'
import { Decimal, isDecimalString } from '../money'
import { isValidLevels, parseLevels } from '../prizes'
import { compact, isBlank } from './fields'
import { messages, type FieldErrors } from './messages'

export const CONTEST_NAME_MAX = 100

export interface ContestInput {
  contestLogo?: UploadedFile
  contestName?: string
  /** ISO date-time; without an offset it is India time. */
  startTime?: string
  endTime?: string
  /** INR, 0 for a free contest. */
  entryFee?: string
  /** USDT each player trades with. */
  virtualFund?: string
  /** Optional here: "500,300,200". */
  levels?: string
  /** INR, the advertised prize pool; optional (blank means "the sum of the levels"). */
  winningAmount?: string
  maxParticipants?: string
}

export type ContestField = keyof ContestInput

export interface ContestValidationOptions {
  /** Adding needs a logo; updating keeps the old one when none is sent. */
  requireLogo?: boolean
  /** From the injected clock: when given, the start must not be in the past. */
  now?: Date
}

/** Shared by the add and update forms; the spec gives no texts here, so these are ours. */
export function validateContest(input: ContestInput, { requireLogo = true, now }: ContestValidationOptions = {}): FieldErrors<ContestField> {
  const start = isBlank(input.startTime) ? undefined : parseContestTime(input.startTime!)
  const end = isBlank(input.endTime) ? undefined : parseContestTime(input.endTime!)
  return compact({
    contestLogo: input.contestLogo ? checkUpload('profileImage', input.contestLogo) : requireLogo ? messages.contestLogoRequired : undefined,
    contestName: isBlank(input.contestName)
      ? messages.contestNameRequired
      : input.contestName!.trim().length > CONTEST_NAME_MAX
        ? messages.contestNameLength
        : undefined,
    startTime: isBlank(input.startTime)
      ? messages.startTimeRequired
      : !start
        ? messages.startTimeInvalid
        : now && start.getTime() < now.getTime()
          ? messages.startTimeInPast
          : undefined,
    endTime: isBlank(input.endTime)
      ? messages.endTimeRequired
      : !end
        ? messages.endTimeInvalid
        : start && end.getTime() <= start.getTime()
          ? messages.endTimeBeforeStart
          : undefined,
    entryFee: isBlank(input.entryFee)
      ? messages.entryFeeRequired
      : isDecimalString(input.entryFee, 2) && !input.entryFee.startsWith('-')
        ? undefined
        : messages.entryFeeInvalid,
    virtualFund: isBlank(input.virtualFund)
      ? messages.virtualFundRequired
      : isDecimalString(input.virtualFund, 8) && !input.virtualFund.startsWith('-') && /[1-9]/.test(input.virtualFund)
        ? undefined
        : messages.virtualFundInvalid,
    levels: input.levels === undefined || isValidLevels(input.levels) ? undefined : messages.levelsInvalid,
    winningAmount: poolError(input),
    maxParticipants:
      input.maxParticipants === undefined || /^[1-9]\d*$/.test(input.maxParticipants) ? undefined : messages.maxParticipantsInvalid,
  })
}

/**
 * A given pool must be exactly what the levels pay out, to the paisa: a pool of 1000 over levels
 * "100" would advertise 900 nobody can win. Blank levels pay nothing, so only a pool of 0 fits
 * them. A malformed pool or levels is left to its own message.
 */
function poolError({ winningAmount, levels }: ContestInput): string | undefined {
  const pool = winningAmount?.trim()
  if (pool === undefined || pool === '' || !isDecimalString(pool, 2) || pool.startsWith('-')) return undefined
  if (levels !== undefined && !isValidLevels(levels)) return undefined
  const sum = parseLevels(levels ?? '').reduce((total, level) => total.plus(level), new Decimal(0))
  return sum.equals(pool) ? undefined : messages.prizePoolMismatch
}
