import type { ContestDto } from '@arena/contracts'
import { validateContest, type UploadedFile } from '@arena/domain'

/** The add/update form's text fields, by the names the contest service reads. */
export const CONTEST_FIELDS = [
  'contestName',
  'startTime',
  'endTime',
  'entryFee',
  'virtualFund',
  'winningAmount',
  'max_particepate',
  'levels',
  'pairs',
  'description',
] as const
export type ContestFormField = (typeof CONTEST_FIELDS)[number]
export type ContestFormValues = Record<ContestFormField, string>

export const emptyContestForm: ContestFormValues = {
  contestName: '',
  startTime: '',
  endTime: '',
  entryFee: '',
  virtualFund: '',
  winningAmount: '',
  max_particepate: '',
  levels: '',
  pairs: 'BTCUSDT',
  description: '',
}

/** A datetime-local value in India time: the +05:30 text without its seconds and offset. */
const localIndiaTime = (text: string) => text.slice(0, 16)

export function contestFormValues(contest: ContestDto): ContestFormValues {
  return {
    contestName: contest.contestName,
    startTime: localIndiaTime(contest.startTime),
    endTime: localIndiaTime(contest.endTime),
    entryFee: contest.entryFee,
    virtualFund: contest.virtualFund,
    winningAmount: contest.winningAmount,
    max_particepate: String(contest.max_particepate),
    levels: contest.levels,
    pairs: (contest.pairs ?? [contest.pairRealName]).join(','),
    description: contest.description,
  }
}

/**
 * The shared rule the server applies too (libs/domain validateContest), keyed by the form's
 * field names; the server adds its checks of pairs and rules on top.
 */
export function contestFormErrors(values: ContestFormValues, logo: UploadedFile | undefined, adding: boolean): Record<string, string> {
  const { maxParticipants, ...errors } = validateContest(
    {
      contestLogo: logo,
      contestName: values.contestName,
      startTime: values.startTime,
      endTime: values.endTime,
      entryFee: values.entryFee.trim(),
      virtualFund: values.virtualFund.trim(),
      levels: values.levels.trim() === '' ? undefined : values.levels,
      maxParticipants: values.max_particepate.trim(),
      winningAmount: values.winningAmount,
    },
    { requireLogo: adding },
  )
  const keyed: Record<string, string> = { ...errors }
  if (maxParticipants) keyed.max_particepate = maxParticipants
  return keyed
}
