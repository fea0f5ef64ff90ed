import { formBody } from './forms'
import type { Person } from './people'
import type { PlatformUnderTest } from './platformUnderTest'

/** A real 1x1 PNG: the contest logo is judged by its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

export interface LiveContest {
  contestId: string
  /** The player's buy far below the market: it rests, so nothing fills it while tests run. */
  orderId: string
}

async function ok(put: PlatformUnderTest, url: string, token: string, json?: unknown, form?: ReturnType<typeof formBody>) {
  const answer = await put.call({ method: 'POST', url, token, ...(form ?? { json: json ?? {} }) })
  if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode} ${answer.text}`)
  return answer.body
}

/**
 * A contest the admin adds, the player pays into from a confirmed deposit, that the clock then
 * starts, and one resting order of the player's in it: the things the contest and order calls name.
 */
export async function liveContestWithOrder(put: PlatformUnderTest, boss: Person, player: Person): Promise<LiveContest> {
  const start = new Date(Math.ceil(put.clock.now().getTime() / 60_000) * 60_000 + 3_600_000)
  const end = new Date(start.getTime() + 3_600_000)
  const fields = {
    contestName: 'Bad Input Cup', startTime: start.toISOString(), endTime: end.toISOString(), entryFee: '100', winningAmount: '1000',
    levels: '500,300,200', virtualFund: '10000', pairs: 'BTCUSDT,ETHUSDT', max_particepate: '10', description: '<p>Trade BTC</p>',
  }
  const contestId: string = (await ok(put, '/api/contest-add', boss.token, undefined, formBody(fields, { contestLogo: PNG }))).data._id
  const deposit = await ok(put, '/api/deposit-request', player.token, { amount: '300', method: 'UPI', reference: String(start.getTime()).slice(-12) })
  await ok(put, `/api/admin/deposits/${deposit.data._id}/confirm`, boss.token)
  await ok(put, '/api/participateCondition', player.token, { contest_id: contestId, cashWalletChecked: true, winningWalletChecked: false, rewardWalletChecked: false })
  put.clock.set(start)
  await put.platform.contest.tick()
  const order = await ok(put, '/api/order-add', player.token, { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'buy', price: '1000', amount: '0.001' })
  return { contestId, orderId: order.data._id }
}
