import t from 'tap'
import { needs } from '@arena/testing'
import type { Call } from './support/client'
import { refusalChecks } from './support/expectations'
import { admin, signUp } from './support/people'
import { bootPlatform } from './support/platformUnderTest'

/**
 * Private contests (issue 18) on the whole platform: bad input to the create and join-code calls
 * is a 4xx with field errors and writes nothing; a private contest stays out of the leaderboard
 * service's calls too for a player without its code.
 */
t.test('private contests refuse bad input and hide from strangers across services', needs('postgres'), async t => {
  const put = await bootPlatform(t)
  const creator = await signUp(put, 'creator')
  const stranger = await signUp(put, 'stranger')
  const boss = await admin(put)
  const at = (minutes: number) => new Date(put.clock.now().getTime() + minutes * 60_000).toISOString()
  const form = (overrides: Record<string, unknown> = {}) => ({
    contestName: 'Friends Cup', startTime: at(60), endTime: at(120), entryFee: '50', virtualFund: '10000', winningAmount: '100',
    levels: '60,40', max_particepate: '4', pairs: 'BTCUSDT', description: '', ...overrides,
  })
  const create = (json: unknown, token: string | null = creator.token): Call => ({ method: 'POST', url: '/api/private-contest-add', token: token ?? undefined, json })
  const redeem = (json: unknown, token: string | null = stranger.token): Call => ({ method: 'POST', url: '/api/private-contest/join-code', token: token ?? undefined, json })

  const refused = refusalChecks(t, put)

  await refused('creating without a token', create(form(), null), [401])
  await refused('creating with nothing', create({}), [400])
  await refused('too many seats', create(form({ max_particepate: '500' })), [400], { max_particepate: 'Seats must be between 2 and 50' })
  await refused('a fee above the cap', create(form({ entryFee: '5000', levels: '100', winningAmount: '100' })), [400], { entryFee: 'Entry fee must be at most ₹1000' })
  await refused('a start too soon', create(form({ startTime: at(2) })), [400], { startTime: 'Start time must be at least 5 minutes from now' })
  await refused('a pool its levels cannot pay', create(form({ winningAmount: '500' })), [400], { winningAmount: 'Prize pool must equal the sum of the prize levels' })
  await refused('prizes in a free contest', create(form({ entryFee: '0' })), [400], { levels: 'A free private contest has no prizes; set an entry fee to play for prizes' })
  await refused('a pool above the fees of all seats', create(form({ max_particepate: '2', levels: '150', winningAmount: '150' })), [400], { levels: 'Prize pool cannot be more than the entry fees of all seats' })
  await refused('bad pairs', create(form({ pairs: 'DOGE' })), [400], { pairs: 'Pairs must be USDT symbols such as BTCUSDT' })
  await refused('a join code without a token', redeem({ joinCode: 'ABCDEFGHJK' }, null), [401])
  await refused('a blank join code', redeem({ joinCode: ' ' }), [400], { joinCode: 'Please enter the join code' })
  await refused('a join code that is not a string', redeem({ joinCode: ['ABCDEFGHJK'] }), [400], { joinCode: 'Please enter the join code' })

  const made = await put.call(create(form()))
  t.equal(made.statusCode, 200, made.text)
  const { _id: id, joinCode } = made.body.data as { _id: string; joinCode: string }
  await refused('an unknown join code', redeem({ joinCode: 'ZZZZZZZZZZ' }), [404])
  await refused('joining by id without the code', { method: 'POST', url: '/api/participateCondition', token: stranger.token, json: { contest_id: id, cashWalletChecked: true } }, [404])

  const board = (token: string): Call => ({ method: 'POST', url: '/api/leaderboard-data', token, json: { contestId: id } })
  await refused('its leaderboard for a stranger', board(stranger.token), [404])
  t.equal((await put.call(board(creator.token))).statusCode, 200, 'the creator reads its board')
  t.equal((await put.call(board(boss.token))).statusCode, 200, 'an admin reads its board')
  t.equal((await put.call(redeem({ joinCode }))).statusCode, 200, 'the stranger redeems the code')
  t.equal((await put.call(board(stranger.token))).statusCode, 200, 'and then reads its board')
})
