import type { ContestTerms } from '@arena/contracts'
import { Decimal, isDecimalString, parseContestTime, parseLevels, playModeMessages, validateContest, type PlayMode, type UploadedFile } from '@arena/domain'
import { sanitizeHtml } from './sanitizeHtml'

/** The add/update form's text fields, in the spec's names. */
export type ContestFields = Partial<Record<
  'contestName' | 'startTime' | 'endTime' | 'entryFee' | 'virtualFund' | 'winningAmount' | 'max_particepate' | 'levels' | 'pairs' | 'description' | 'sponsorId',
  string
>>

/** Texts for the fields the spec's form does not have; none of them is in the spec. */
export const termsMessages = {
  winningAmountInvalid: 'Prize pool must be an amount of 0 or more with at most 2 decimals',
  levelsRequired: 'Prize levels are required when there is a prize pool',
  maxParticipantsRequired: 'Max participants is required',
  pairsRequired: 'Please add at least one pair, e.g. BTCUSDT',
  pairsInvalid: 'Pairs must be USDT symbols such as BTCUSDT',
  descriptionLength: 'Rules must be at most 20000 characters',
  sponsoredPoolRequired: 'A sponsored contest needs a prize pool above 0',
} as const

const PAIR = /^[A-Z0-9]{1,16}USDT$/
const DESCRIPTION_MAX = 20_000

export type TermsResult = { ok: true; terms: ContestTerms } | { ok: false; errors: Record<string, string> }

/** The terms a contest is stored with as form fields, so an update can send only what changes. */
export function fieldsOf(terms: ContestTerms): ContestFields {
  return {
    contestName: terms.contestName, startTime: terms.startAt, endTime: terms.endAt, entryFee: terms.entryFee, virtualFund: terms.virtualFund,
    winningAmount: terms.winningAmount, max_particepate: String(terms.maxParticipants), levels: terms.levels, pairs: terms.pairs.join(','),
    description: terms.description,
    ...(terms.sponsorId === undefined ? {} : { sponsorId: terms.sponsorId }),
  }
}

/**
 * Checks an add or update form and builds the terms: the spec's fields through the shared
 * `validateContest`, our extra fields here. Times are read as India time unless they carry an
 * offset and stored as UTC instants; the rules HTML is sanitised.
 */
export function contestTerms(fields: ContestFields, logo: { upload?: UploadedFile; stored: string | null }, now: Date, requireLogo: boolean, playMode: PlayMode = 'paid'): TermsResult {
  const blank = (v: string | undefined) => v === undefined || v.trim() === ''
  const { maxParticipants, ...shared } = validateContest({
    contestLogo: logo.upload, contestName: fields.contestName, startTime: fields.startTime, endTime: fields.endTime, entryFee: fields.entryFee?.trim(),
    virtualFund: fields.virtualFund?.trim(), levels: blank(fields.levels) ? undefined : fields.levels, maxParticipants: fields.max_particepate?.trim(),
    winningAmount: fields.winningAmount,
  }, { requireLogo, now })
  const errors: Record<string, string> = { ...shared }
  if (maxParticipants) errors.max_particepate = maxParticipants
  if (blank(fields.max_particepate)) errors.max_particepate = termsMessages.maxParticipantsRequired

  const levels = !blank(fields.levels) && !errors.levels ? parseLevels(fields.levels!) : []
  const pool = fields.winningAmount?.trim()
  let winningAmount = levels.reduce((sum, l) => sum.plus(l), new Decimal(0)).toFixed(2)
  if (!blank(pool)) {
    if (!isDecimalString(pool, 2) || pool!.startsWith('-')) errors.winningAmount = termsMessages.winningAmountInvalid
    else {
      winningAmount = new Decimal(pool!).toFixed(2)
      // A pool other than the levels' sum is refused by validateContest (under winningAmount).
      if (levels.length === 0 && new Decimal(pool!).greaterThan(0) && !errors.levels) errors.levels = termsMessages.levelsRequired
    }
  }

  const pairs = (fields.pairs ?? '').split(/[\s,]+/).map(p => p.trim().toUpperCase()).filter(p => p !== '')
  if (pairs.length === 0) errors.pairs = termsMessages.pairsRequired
  else if (!pairs.every(p => PAIR.test(p))) errors.pairs = termsMessages.pairsInvalid
  // Free play (PLAY_MODE=free): nobody pays to enter, so a contest may not ask for a fee.
  if (playMode === 'free' && !errors.entryFee && !blank(fields.entryFee) && isDecimalString(fields.entryFee!.trim()) && !new Decimal(fields.entryFee!.trim()).isZero()) {
    errors.entryFee = playModeMessages.entryFeesOff
  }
  const sponsorId = fields.sponsorId?.trim() || undefined
  if (sponsorId && !errors.winningAmount && !errors.levels && new Decimal(winningAmount).isZero()) errors.winningAmount = termsMessages.sponsoredPoolRequired
  const description = sanitizeHtml(fields.description ?? '')
  if (description.length > DESCRIPTION_MAX) errors.description = termsMessages.descriptionLength

  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    terms: {
      contestName: fields.contestName!.trim(),
      contestLogo: logo.stored,
      startAt: parseContestTime(fields.startTime!)!.toISOString(),
      endAt: parseContestTime(fields.endTime!)!.toISOString(),
      entryFee: new Decimal(fields.entryFee!.trim()).toFixed(2),
      winningAmount,
      virtualFund: new Decimal(fields.virtualFund!.trim()).toString(),
      maxParticipants: Number(fields.max_particepate!.trim()),
      levels: levels.join(','),
      pairs: [...new Set(pairs)],
      description,
      ...(sponsorId ? { sponsorId } : {}),
    },
  }
}
