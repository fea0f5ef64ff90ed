import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, sleep, type Api } from './http'
import type { Outbox } from './outbox'

const run = promisify(execFile)

export interface ContestPlan {
  players: number
  entryFee: string
  virtualFund: string
  pairs: string[]
  /** Prize per rank, first place first. */
  levels: string[]
}

/**
 * The operator's way to an admin token: scripts/create-admin.ts against the cluster's store,
 * then the OTP login every admin uses (retried until the edge's read model has the user).
 */
export async function adminToken(api: Api, outbox: Outbox, script: { root: string; env: NodeJS.ProcessEnv }, mobile: string): Promise<string> {
  await run(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', '--mobile', mobile, '--name', 'loadadmin'], { cwd: script.root, env: script.env, timeout: 60_000 })
  const deadline = Date.now() + 60_000
  for (;;) {
    const before = await outbox.sent(`+91${mobile}`)
    const first = await api.call('/api/login', { json: { countryCode: '91', mobile }, as: 'admin' })
    if (first.status === 200) {
      const otp = await outbox.codeFor(`+91${mobile}`, before)
      const second = await api.call('/api/login', { json: { countryCode: '91', mobile, otp, encrypted_otp: first.body.data.encrypted_otp }, as: 'admin' })
      if (second.status !== 200 || second.body.data?.role !== 'admin') throw new Error(describe('admin login', second))
      return second.body.token as string
    }
    if (Date.now() > deadline) throw new Error(describe('admin login', first))
    await sleep(500)
  }
}

const png = () => {
  const bytes = Buffer.alloc(2_000, 7)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes)
  return bytes
}

/**
 * contest-add as the admin page sends it (multipart with a logo). It opens an hour from now so
 * every player can join first; `schedule` then moves the window to when trading should happen.
 */
export async function addContest(api: Api, token: string, plan: ContestPlan): Promise<string> {
  const later = Date.now() + 3_600_000
  const fields: Record<string, string> = {
    contestName: 'Load Test Cup', startTime: new Date(later).toISOString(), endTime: new Date(later + 600_000).toISOString(),
    entryFee: plan.entryFee, virtualFund: plan.virtualFund, winningAmount: plan.levels.reduce((sum, level) => sum + Number(level), 0).toFixed(2),
    max_particepate: String(plan.players), levels: plan.levels.join(','), pairs: plan.pairs.join(','), description: '<p>Load test</p>',
  }
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('contestLogo', new Blob([png()], { type: 'image/png' }), 'logo.png')
  const answer = await api.call('/api/contest-add', { token, form, as: 'admin' })
  if (answer.status !== 200) throw new Error(describe('contest-add', answer))
  return answer.body.data._id as string
}

/** contest-update with new times (allowed until the contest starts, joins or not). */
export async function schedule(api: Api, token: string, contestId: string, startAt: number, endAt: number): Promise<void> {
  const json = { _id: contestId, startTime: new Date(startAt).toISOString(), endTime: new Date(endAt).toISOString() }
  const answer = await api.call('/api/contest-update', { token, json, as: 'admin' })
  if (answer.status !== 200) throw new Error(describe('contest-update', answer))
}
