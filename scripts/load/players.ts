import { createHash } from 'node:crypto'
import { describe, sleep, transient, userIdOf, type Answer, type Api } from './http'
import type { Outbox } from './outbox'

/** One simulated player and what the driver was told (acknowledged) about them. */
export interface Player {
  index: number
  name: string
  mobile: string
  token?: string
  id?: string
  /** INR the payment provider's acknowledged notices credited. */
  funded: string
  joined: boolean
  /** Base quantity believed held per symbol (acknowledged fills only), to size sells. */
  holdings: Map<string, number>
  /** Order ids the edge acknowledged, and which of them are still believed open. */
  orders: string[]
  open: { id: string; orderType: 'Buy' | 'Sell' }[]
}

export interface PlayerContext {
  api: Api
  outbox: Outbox
  runTag: string
  webhookSecret: string
  /** Gives up on a step after this long (faults may keep the edge away for a while). */
  patienceMs: number
}

export function newPlayer(index: number, runTag: string): Player {
  // Valid Indian mobiles (6-9 first), unique within the run; names alphanumeric, not all digits.
  const mobile = `9${runTag.slice(0, 3).replace(/\D/g, '0').padEnd(3, '0')}${String(index).padStart(6, '0')}`
  return { index, name: `p${runTag}${index.toString(36)}`, mobile, funded: '0', joined: false, holdings: new Map(), orders: [], open: [] }
}

/** Asks again while the answer is "not now" (no answer, 502/503/504), until `patienceMs`. */
export async function retrying(ctx: PlayerContext, attempt: () => Promise<Answer>, pauseMs = 500): Promise<Answer> {
  const deadline = Date.now() + ctx.patienceMs
  for (let tries = 0; ; tries++) {
    const answer = await attempt()
    if (!transient(answer) || Date.now() > deadline) return answer
    if (tries === 0) ctx.api.stats.counts.retried++
    await sleep(pauseMs)
  }
}

/**
 * The Sign Up tab's two steps with the code from the outbox. When a step-2 answer was lost the
 * user may exist already; asking again then takes the login branch of the same call (after the
 * OTP resend cool-down), so a player is never registered twice.
 */
export async function signUp(ctx: PlayerContext, player: Player): Promise<boolean> {
  const address = `+91${player.mobile}`
  const deadline = Date.now() + ctx.patienceMs
  // At least one try: with no patience the clock may pass the deadline before the first check.
  for (let tries = 0; tries === 0 || Date.now() <= deadline; tries++) {
    const before = await ctx.outbox.sent(address)
    const first = await retrying(ctx, () => ctx.api.call('/api/user-registor', { json: { countryCode: '91', mobile: player.mobile }, name: 'sign-up 1', as: player.name }))
    if (first.status === 429) {
      await sleep(2_000)
      continue
    }
    if (first.status !== 200) return fail(ctx, describe(`sign-up ${player.name}`, first))
    const otp = await ctx.outbox.codeFor(address, before)
    const second = await ctx.api.call('/api/user-registor', {
      json: { countryCode: '91', mobile: player.mobile, otp, encrypted_otp: first.body.data.encrypted_otp, name: player.name, terms: true },
      name: 'sign-up 2',
      as: player.name,
    })
    if (second.status === 200 && second.body.token) {
      player.token = second.body.token as string
      player.id = userIdOf(player.token)
      return declare(ctx, player)
    }
    if (!transient(second)) return fail(ctx, describe(`sign-up ${player.name}`, second))
    ctx.api.stats.counts.retried++
    await sleep(1_000)
  }
  return fail(ctx, `sign-up ${player.name}: out of patience`)
}

/** Paid contests ask once for birth date and state: an adult in an allowed state. 409 means a lost answer's retry found it done. */
async function declare(ctx: PlayerContext, player: Player): Promise<boolean> {
  const json = { dob: '1990-05-14', state: 'Karnataka' }
  const answer = await retrying(ctx, () => ctx.api.call('/api/player-declaration', { token: player.token, json, name: 'declaration', as: player.name }))
  return answer.status === 200 || answer.status === 409 ? true : fail(ctx, describe(`declaration ${player.name}`, answer))
}
/**
 * A valid NEFT-shaped UTR (bank code, then 12 letters/digits) unique to one payment: references are
 * unique across all accounts, and the same event id always gives the same one (a resend must match).
 */
export const referenceFor = (eventId: string): string => `LOAD${createHash('sha256').update(eventId).digest('hex').slice(0, 12).toUpperCase()}`

/** The provider's signed notice of a paid deposit; its event id makes any resend a no-op. */
export async function fund(ctx: PlayerContext, player: Player, amount: string): Promise<boolean> {
  const eventId = `load-${ctx.runTag}-${player.index}-${player.funded}`
  const notice = { eventId, status: 'success', userId: player.id, amount, reference: referenceFor(eventId), method: 'UPI' }
  const answer = await retrying(ctx, () => ctx.api.call('/api/payments/webhook', { json: notice, signWith: ctx.webhookSecret, name: 'webhook', as: player.name }))
  if (answer.status !== 200) return fail(ctx, describe(`deposit ${player.name}`, answer))
  player.funded = (Number(player.funded) + Number(amount)).toFixed(2)
  return true
}

/** participateCondition with every wallet ticked, then Play Now. Asking again resumes the same seat payment. */
export async function join(ctx: PlayerContext, player: Player, contestId: string): Promise<boolean> {
  const body = { contest_id: contestId, cashWalletChecked: true, winningWalletChecked: true, rewardWalletChecked: true }
  const answer = await retrying(ctx, () => ctx.api.call('/api/participateCondition', { token: player.token, json: body, as: player.name }), 1_000)
  if (answer.status !== 200) {
    // A lost answer to a join that went through: the retry is refused as "already joined".
    const seat = await retrying(ctx, () => ctx.api.call('/api/participateById', { token: player.token, json: { contest_id: contestId }, as: player.name }))
    if (seat.status !== 200) return fail(ctx, describe(`join ${player.name}`, answer))
  }
  player.joined = true
  await retrying(ctx, () => ctx.api.call('/api/updatePlayNowCondition', { token: player.token, json: { contest_id: contestId }, as: player.name }))
  return true
}

function fail(ctx: PlayerContext, description: string): false {
  ctx.api.stats.fail(description)
  return false
}
