import t from 'tap'
import { ownsNothing, type Bus, type Ownership } from '@arena/bus'
import { ContestCreated, ContestSettled, InviteCodeRedeemed, newId, originating, streams, type NewEvent } from '@arena/contracts'
import { contestResults } from '@arena/domain'
import { MemoryEventStore, MemorySnapshotStore, type EventStore } from '@arena/eventstore'
import { checkpointKey } from '@arena/service-kit'
import { CONTEST_END, CONTEST_START } from '@arena/testing'
import { LEADERBOARD_FOLD_VERSION, type LeaderboardCheckpoint } from '../src/readModel/checkpoint'
import { MemoryLeaderboardStore } from '../src/index'
import { endContest, ranking, script, seededContest } from './support/fourPlayers'
import { createContest, playerTrades, startLeaderboard } from './support/harness'
import { tradeScript } from './support/tradeScript'

type Leaderboard = Awaited<ReturnType<typeof startLeaderboard>>
const stamp = (type: string, data: unknown): NewEvent => ({ id: newId(), type, data, metadata: originating('system:contest', CONTEST_END) })
const contestEvent = (store: EventStore, contestId: string, type: string, data: unknown) => store.append(streams.contest(contestId), [stamp(type, data)], 'any')
const redeem = (store: EventStore, contestId: string, userId: string) => contestEvent(store, contestId, InviteCodeRedeemed.type, InviteCodeRedeemed.parse({ contestId, userId }))

/** A private contest: ContestCreated with a join code, created by `host`. */
async function createPrivateContest(store: EventStore): Promise<string> {
  const contestId = newId()
  await contestEvent(store, contestId, ContestCreated.type, ContestCreated.parse({
    contestId, createdBy: 'host', joinCode: 'FRIENDS2026', contestName: 'Friends cup', contestLogo: null, startAt: CONTEST_START, endAt: CONTEST_END, entryFee: '10.00',
    winningAmount: '100.00', virtualFund: '10000', maxParticipants: 100, levels: '70,30', pairs: ['BTCUSDT', 'ETHUSDT'], description: '',
  }))
  return contestId
}

/** Settles as the contest service does: contestResults over the standings the leaderboard gives, for every player who joined. */
async function settle(store: EventStore, board: Leaderboard, contestId: string, levels: string, players: string[]) {
  const standings = await board.module.standings(contestId)
  const { results, undistributed } = contestResults({ levels, virtualFund: '10000' }, players, standings)
  await contestEvent(store, contestId, ContestSettled.type, ContestSettled.parse({ contestId, results, undistributed }))
}

/** Every screen a caller can ask for: pages 1 and 2 at 10 rows, page 1 at 20, and their own figures. */
async function screens(board: Leaderboard, userId: string, contestId: string, role: 'player' | 'admin' = 'player') {
  const page = (page: number, limit: number) => board.post(userId, '/api/leaderboard-data', { contestId, page, limit }, role)
  return { first: await page(1, 10), second: await page(2, 10), wide: await page(1, 20), figures: await board.post(userId, '/api/updateLeaderBoard', { contestId }, role) }
}

t.test("a settled contest leaves memory and its screens, read from the contest's recorded results, answer as they did from memory", async t => {
  const { feed, play } = tradeScript([{ at: 0, symbol: 'BTCUSDT', price: '100' }, { at: 0, symbol: 'ETHUSDT', price: '10' }, { at: 1000, symbol: 'BTCUSDT', price: '110' }], Date.parse('2026-03-01T10:00:00.000Z'))
  const memory = new MemoryEventStore()
  const snapshots = new MemorySnapshotStore()
  // Display names are identity's; two players have one, the rest show their ids.
  const names = (userId: string) => ({ p01: 'Ada', p08: 'Bea' })[userId]
  const keep = await startLeaderboard(t, { feed, store: memory, forgetSettled: false, names })
  const forget = await startLeaderboard(t, { feed, store: memory, snapshots, board: new MemoryLeaderboardStore(), names })
  const open = await createContest(memory)
  const closed = await createPrivateContest(memory)
  const running = await createContest(memory)
  play(0)

  // The public contest: BTC bought at 100 in different amounts (ends at 110), five players on cash alone
  // (a tie cut by page 2), one on ETH bought at 10, and two with fewer than 5 orders (not ranked).
  const btc = { p01: '20', p02: '10', p03: '10', p04: '5', p05: '5', p06: '5', p07: '2' } as Record<string, string>
  const publicPlayers = ['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08', 'p09', 'p10', 'p11', 'p12', 'p13', 'u1', 'u2']
  for (const userId of publicPlayers) {
    const fills = btc[userId] ? [{ symbol: 'BTCUSDT', side: 'Buy' as const, price: '100', amount: btc[userId]! }] : userId === 'p13' ? [{ symbol: 'ETHUSDT', side: 'Buy' as const, price: '10', amount: '50' }] : []
    const orders = userId === 'u1' ? 4 : userId === 'u2' ? 1 : 5
    await playerTrades(memory, open, userId, { orders, fills: userId === 'u1' ? [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '50' }] : fills })
  }
  // The private contest: two players, an invitee who never joined, an outsider.
  await redeem(memory, closed, 'ivy')
  await playerTrades(memory, closed, 'pam', { orders: 6, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '3' }] })
  await playerTrades(memory, closed, 'quin', { orders: 5, fills: [{ symbol: 'ETHUSDT', side: 'Buy', price: '10', amount: '7' }] })
  // The live contest.
  await playerTrades(memory, running, 'p01', { orders: 5, fills: [{ symbol: 'BTCUSDT', side: 'Buy', price: '100', amount: '1' }] })
  await playerTrades(memory, running, 'zed', { orders: 7 })
  play(1000)
  await keep.module.idle()

  const finalPrices = { BTCUSDT: '110.00000000', ETHUSDT: '10.00000000' }
  await endContest(memory, open, { finalPrices })
  await endContest(memory, closed, { finalPrices })
  await keep.module.idle()
  await settle(memory, keep, open, '50,30,20', publicPlayers)
  await settle(memory, keep, closed, '70,30', ['pam', 'quin'])
  await keep.module.idle()
  await forget.module.idle()

  t.same([...forget.module.projection.contests.keys()], [running], 'the forgetting projection holds the live contest only')
  t.same([...forget.module.projection.settled].sort(), [open, closed].sort())
  t.same([...keep.module.projection.contests.keys()].sort(), [open, closed, running].sort(), 'the other holds all three')

  const callers: [string, string, 'player' | 'admin'][] = [
    ...['p01', 'p02', 'p08', 'p12', 'u1', 'u2', 'stranger'].map(u => [u, open, 'player'] as [string, string, 'player']),
    ['boss', open, 'admin'],
    ...['pam', 'quin', 'host', 'ivy', 'olga', 'lou'].map(u => [u, closed, 'player'] as [string, string, 'player']),
    ['boss', closed, 'admin'],
    ...['p01', 'zed', 'stranger'].map(u => [u, running, 'player'] as [string, string, 'player']),
  ]
  const compare = async (other: Leaderboard, what: string) => {
    // Provisional prizes are an estimate each process keeps for a second of its clock: past it, both work them out from the final board.
    for (const board of [keep, other]) board.clock.advance(2000)
    for (const [userId, contestId, role] of callers) {
      t.same(await screens(other, userId, contestId, role), await screens(keep, userId, contestId, role), `${what}: ${role} ${userId} in ${contestId === open ? 'the public' : contestId === closed ? 'the private' : 'the live'} contest`)
    }
  }
  await compare(forget, 'forgetting')

  // What was compared is worth comparing: ties across pages, unranked players, prizes, hidden ids, refusals.
  const seen = await screens(forget, 'p08', open)
  t.same(seen.first.json.data.map((r: { rank: number; name: string; winner_amount: string }) => `${r.rank} ${r.name} ${r.winner_amount}`),
    ['1 Ada 50.00', '2 p02 25.00', '2 p03 25.00', '4 p04 0.00', '4 p05 0.00', '4 p06 0.00', '7 p07 0.00', '8 Bea 0.00', '8 p09 0.00', '8 p10 0.00'])
  t.same(seen.second.json.data.map((r: { rank: number; user_id: string }) => `${r.rank} ${r.user_id}`), ['8 p11', '8 p12', '8 p13'])
  t.equal(seen.first.json.total, 13)
  t.match(seen.figures.json.data, { rank: 8, portfoliovalue: '10000.000', order_count: 5 })
  const unranked = await screens(forget, 'u1', open)
  t.match(unranked.figures.json.data, { rank: null, portfoliovalue: '10500.000', order_count: 4 })
  t.equal(unranked.first.json.me, null)
  t.notOk('user_id' in (await screens(forget, 'stranger', open)).first.json.data[0], 'an outsider sees rows without user ids')
  t.equal((await screens(forget, 'stranger', open)).figures.statusCode, 403)
  t.equal((await screens(forget, 'olga', closed)).first.statusCode, 404, 'a private contest is not found by an outsider')
  t.equal((await screens(forget, 'ivy', closed)).first.json.total, 2, 'an invitee sees it')

  // A code redeemed after settlement lets its redeemer in, past the board kept from the stream.
  await redeem(memory, closed, 'lou')
  await keep.module.idle()
  t.equal((await screens(forget, 'lou', closed)).first.statusCode, 200)
  await compare(forget, 'after a late redeem')

  // The checkpoint holds the live contest only, and a restart from it answers the same.
  await forget.stop()
  const saved = await snapshots.load(checkpointKey('leaderboard'), LEADERBOARD_FOLD_VERSION)
  const state = saved!.state as LeaderboardCheckpoint
  t.same(state.contests.map(c => c.contestId), [running], 'the checkpoint holds no settled contest')
  t.same([...state.settled].sort(), [open, closed].sort(), 'only their ids')
  await playerTrades(memory, running, 'zed', { orders: 1, fills: [{ symbol: 'ETHUSDT', side: 'Buy', price: '10', amount: '2' }] })
  await keep.module.idle()
  const restarted = await startLeaderboard(t, { feed, store: memory, snapshots, board: new MemoryLeaderboardStore(), names })
  await restarted.module.idle()
  t.same([...restarted.module.projection.contests.keys()], [running])
  await compare(restarted, 'restarted from the checkpoint')
})

/**
 * A writer that missed a contest's end (down, or holding no share yet after a restart) must still
 * leave the board at the settled values, though it forgets the contest as it folds the settlement.
 * Its values at BTC 120 (the recorded final price), not 110 (the last tick it wrote at).
 */
t.test('a writer that misses the end writes the settled board whole: back from a crash, or holding no share yet', async t => {
  const { h: writer, play, contestId } = await seededContest(t)
  play(1000)
  await writer.module.idle()
  t.same(await ranking(writer.board, contestId), ['1 alice 10200', '2 bob 10000', '2 carol 10000'], 'live: alice\'s BTC at 110')
  await writer.stop()

  // While it is down the contest ends and settles.
  const keep = await startLeaderboard(t, { feed: script().feed, store: writer.store, forgetSettled: false })
  await endContest(writer.store, contestId, { finalPrices: { BTCUSDT: '120.00000000', ETHUSDT: '9.00000000' } })
  await keep.module.idle()
  await settle(writer.store, keep, contestId, '100', ['alice', 'bob', 'carol', 'dave'])
  await keep.module.idle()
  const settled = ['1 alice 10400', '2 carol 10000', '3 bob 9900']
  t.same(await ranking(keep.board, contestId), settled, 'what the contest settled at')

  const back = await startLeaderboard(t, { feed: script().feed, store: writer.store, board: writer.board })
  await back.module.idle()
  t.same([...back.module.projection.contests.keys()], [], 'the contest is forgotten')
  t.same(await ranking(writer.board, contestId), settled, 'the writer back from its crash rewrote the board at the settled values')
  await back.stop()

  // A replica that holds no share of the accounts (its group has not assigned it one yet) writes no live
  // row, but a settled board is final, the same whoever writes it: it writes it whole.
  const board = new MemoryLeaderboardStore()
  await board.replace(contestId, [{ member: 'alice', score: 10200 }])
  const unassigned = { subscribe: async (options: { onAssigned?: (share: Ownership) => void }) => (options.onAssigned?.(ownsNothing), { close: async () => {} }) }
  const replica = await startLeaderboard(t, { feed: script().feed, store: writer.store, board, share: { bus: unassigned as unknown as Pick<Bus, 'subscribe'> } })
  await replica.module.idle()
  t.same(await ranking(board, contestId), settled, 'a replica without a share wrote the settled board')
})
