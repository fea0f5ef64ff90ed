import type { Harness } from './harness'
import { multipart, png } from './harness'

/** Form fields of a contest from 16:00 to 17:00 India time on 1 March 2026 (10:30Z-11:30Z). */
export const contestForm = (overrides: Record<string, string> = {}): Record<string, string> => ({
  contestName: 'Morning Sprint',
  startTime: '2026-03-01T16:00',
  endTime: '2026-03-01T17:00',
  entryFee: '100',
  virtualFund: '10000',
  winningAmount: '1000',
  max_particepate: '100',
  levels: '500,300,200',
  pairs: 'BTCUSDT,ETHUSDT',
  description: '<p>Trade <b>well</b></p><script>alert(1)</script>',
  ...overrides,
})

export const STARTS = '2026-03-01T10:30:00.000Z'
export const ENDS = '2026-03-01T11:30:00.000Z'

/** Adds a contest through the admin call and returns its id. */
export async function addContest(h: Harness, overrides: Record<string, string> = {}): Promise<string> {
  const res = await h.call('POST', '/api/contest-add', await h.token('admin-1', 'admin'), { form: await multipart(contestForm(overrides), { bytes: png() }) })
  if (res.statusCode !== 200) throw new Error(`adding a contest failed: ${res.body}`)
  return res.json().data._id as string
}

export const allTicked = { cashWalletChecked: true, winningWalletChecked: true, rewardWalletChecked: true }

/** Joins as `userId` through participateCondition. */
export async function participate(h: Harness, contestId: string, userId: string, ticked: Record<string, unknown> = allTicked) {
  return h.call('POST', '/api/participateCondition', await h.token(userId), { json: { contest_id: contestId, ...ticked } })
}
