import t from 'tap'
import { contestTopic, exchangePushEvents, streams } from '@arena/contracts'
import { balances, bonusLanded, depositByProvider, depositConfirmedByAdmin, join, ok, post, signInAdmin, signUp, type Player } from './support/contestPeople'
import { bootWorld, type ContestWorld } from './support/contestWorld'
import { formBody } from './support/forms'
import { accountFigures, accountFromEvents, contestFromEvents, countIn, feeSplits, typesIn, walletFromEvents } from './support/replay'
import { accountsAtEnd, afterTick2, contestForm, END, final, MARKET_TICKS, minute, names, orders, split, START, ticked, walletsAtEnd, type Name } from './support/wholeContestPlan'

/** A real 1x1 PNG: the logo is judged by its bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

t.test('a contest runs its whole life across the real modules, by a clock and a market the test moves', async t => {
  const w = await bootWorld(t)
  const boss = await signInAdmin(w)
  const form = formBody(contestForm, { contestLogo: PNG })
  const added = (await ok(w, { method: 'POST', url: '/api/contest-add', token: boss.token, raw: form.raw, headers: form.headers })).data
  const contestId: string = added._id
  t.match(added, { contestType: 'Upcomming', startAt: START.toISOString(), endAt: END.toISOString(), entryFee: '100.00', winningAmount: '1000.00', levels: '500.00,300.00,200.00', max_particepate: 10 })
  const people = {} as Record<Name, Player>
  const as = (name: Name) => people[name]
  const board = async (world: ContestWorld) => (await post(world, '/api/leaderboard-data', as('asha').token, { contestId })).data

  await t.test('six players sign up, get their bonus and a deposit, and join with the wallets they tick', async t => {
    for (const name of names) {
      people[name] = await signUp(w, name)
      await bonusLanded(w, people[name], '50.00')
      if (name === 'chitra') await depositByProvider(w, as(name), '100', `UTR${name}`)
      else await depositConfirmedByAdmin(w, boss, as(name), '100', `UTR${name}`)
      t.same(await balances(w, as(name)), { balance: '100.00', winningamount: '0.00', bonus: '50.00' }, `${name} has 100 cash and the 50 bonus`)
      await join(w, as(name), contestId, ticked[name])
    }
    await w.settle()
    t.same(await feeSplits(w.store, as('asha').id), [split.allTicked], 'all ticked: reward up to half the fee, then winning (empty), then cash')
    t.same(await feeSplits(w.store, as('bala').id), [split.cashOnly], 'cash only: the whole fee from cash')
    t.same(await balances(w, as('asha')), { balance: '50.00', winningamount: '0.00', bonus: '0.00' })
    t.same(await balances(w, as('bala')), { balance: '0.00', winningamount: '0.00', bonus: '50.00' })
    const mine = (await ok(w, { method: 'GET', url: '/api/contests?type=my', token: as('esha').token })).data
    t.match(mine, [{ _id: contestId, totalParticipat: 6, currentStatus: 'ACTIVE' }])
    const account = (await post(w, '/api/getAccount-data', as('esha').token, { contestId })).data
    t.match(account, { total: '10000.00000000', virtualFund: '10000.00000000' }, 'matching opened the account with the virtual fund')
  })

  await t.test('at the start the contest goes live, and orders fill at once, rest, wait on a stop or are cancelled', async t => {
    w.clock.set(START)
    await w.modules.contest.tick()
    await w.settle()
    t.same((await ok(w, { method: 'GET', url: '/api/contests?type=live', token: as('asha').token })).data.map((c: { _id: string }) => c._id), [contestId])
    await w.tickMarket(minute(0))
    t.same([w.feed.lastPrice('BTCUSDT'), w.feed.lastPrice('ETHUSDT')], ['60407.00000000', '3034.00000000'], 'the seeded market is where the plan says')
    for (const name of names) {
      for (const { placed, cancel, ...order } of orders[name]) {
        const answer = (await post(w, '/api/order-add', as(name).token, { contest_id: contestId, ...order })).data
        t.equal(answer.status, placed, `${name}: ${order.orderType} ${order.amount} ${order.symbol} at ${order.price} is ${placed}`)
        if (cancel) await post(w, '/api/order-delete', as(name).token, { _id: answer._id })
      }
    }
    await w.settle()
    const open = async (name: Name) => (await ok(w, { method: 'GET', url: `/api/orders?contestId=${contestId}&status=pending`, token: as(name).token })).data
    t.equal((await open('esha')).length, 5, 'esha has five orders waiting')
    t.same((await open('farid')).map((o: { transType: string; price: string }) => [o.transType, o.price]).sort(),
      [['limit', '3000.00000000'], ['stopLoss', '60100.00000000']], 'the cancelled order is gone from farid\'s open orders')
    const filled = (await ok(w, { method: 'GET', url: `/api/orders?contestId=${contestId}&status=success&symbol=BTCUSDT`, token: as('asha').token })).data
    t.match(filled, [{ executedPrice: '60407.00000000', executedTotal: '6040.70000000' }], 'a marketable buy fills at the last price')
  })

  await t.test('the market fills resting orders and the stop-loss, and the board and the pushes follow', async t => {
    for (let k = 1; k <= MARKET_TICKS; k++) {
      await w.tickMarket(minute(k))
      if (k !== 2) continue
      await w.drainPushes()
      const seen = await post(w, '/api/leaderboard-data', as('asha').token, { contestId })
      const rows = seen.data.map((r: { name: string; rank: number; portfoliovalue: string; winner_amount: string }) => [r.name, r.rank, r.portfoliovalue, r.winner_amount])
      t.same(rows.sort(byRankAndName), afterTick2.board, 'ranked by value, ties sharing rank and prize; devraj is not on it')
      t.match(seen.me, { rank: 4, portfoliovalue: afterTick2.asha.portfoliovalue, winner_amount: '200.00' })
      t.match(w.pushes.of(`user:${as('asha').id}`, exchangePushEvents.portfolio).at(-1), { contestId, ...afterTick2.asha }, 'asha\'s header was pushed')
      t.match(w.pushes.of(contestTopic(contestId), exchangePushEvents.leaderboard).at(-1), { contestId, ranked: 5 }, 'the board was pushed to the contest topic')
      t.match((await post(w, '/api/updateLeaderBoard', as('devraj').token, { contestId })).data, { rank: null, order_count: 2 })
    }
    for (const name of names) {
      const expected = { ...accountsAtEnd[name], orderCount: final[name].orders, filledTrades: final[name].fills, frozen: false }
      t.same(accountFigures(await accountFromEvents(w.store, contestId, as(name).id)), expected, `${name}'s account holds what the plan adds up to`)
    }
  })

  await t.test('at the end accounts freeze, the contest settles by gain and the prizes reach the winning wallets', async t => {
    w.clock.set(END)
    await w.modules.contest.tick()
    await w.settle()
    // Settlement waits for every account to freeze: the next tick settles once matching froze them.
    await w.modules.contest.tick()
    await w.settle()
    t.same((await typesIn(w.store, streams.contest(contestId))).slice(-7), ['ContestStarted', 'ContestEnded', 'ContestSettled', 'ContestEvidenceSealed', 'PrizeAwarded', 'PrizeAwarded', 'PrizeAwarded'])
    const late = await w.call({ method: 'POST', url: '/api/order-add', token: as('esha').token, json: { contest_id: contestId, symbol: 'BTCUSDT', orderType: 'buy', price: '70000', amount: '0.01' } })
    t.match({ status: late.statusCode, message: late.body?.message }, { status: 409, message: 'Contest is over' })
    for (const name of names) {
      const account = accountFigures(await accountFromEvents(w.store, contestId, as(name).id))
      t.same(account, { ...accountsAtEnd[name], orderCount: final[name].orders, filledTrades: final[name].fills, frozen: true }, `${name}'s account is frozen as it stood`)
      const types = await typesIn(w.store, streams.account(contestId, as(name).id))
      t.equal(types.at(-1), 'AccountFrozen')
    }
    const settled = (await w.store.readStream(streams.contest(contestId))).find(e => e.type === 'ContestSettled')!.data as Settled
    t.same(byName(settled.results, people), final, 'ranks by gain percent, prizes only to players with 5 orders and a fill, the tie shares')
    t.equal(settled.undistributed, '0.00')
    const credited = async (name: Name) => (await w.store.readStream(streams.wallet(as(name).id))).filter(e => e.type === 'PrizeCredited').map(e => e.data)
    t.match(await credited('asha'), [{ contestId, rank: 1, amount: '500.00' }])
    t.match(await credited('chitra'), [{ contestId, rank: 3, amount: '250.00' }], 'a tied winner is credited the shared prize')
    for (const name of names) t.same(await balances(w, as(name)), walletsAtEnd[name], `${name}'s wallets`)
    const winning = (await post(w, '/api/getTransactionWithdral', as('bala').token)).data
    t.match(winning, [{ amount: '250.00', txStatus: 'winning', transType: 'CREDIT', contest_id: { _id: contestId, contestName: contestForm.contestName } }])
    t.equal(winning.length, 1, 'the prize is the only move of bala\'s winning wallet')
    const results = (await post(w, '/api/contest-results', as('asha').token, { contestId })).data
    t.same(sortedRows(await board(w)), sortedRows(results), 'the live board ends where the settled record is')
    t.same(results.map((r: { name: string; rank: number; per: string; winner_amount: string }) => [r.name, r.rank, r.per, r.winner_amount]).sort(byRankAndName), [
      ['asha', 1, '0.40', '500.00'], ['esha', 2, '0.00', '0.00'], ['bala', 3, '-0.01', '250.00'], ['chitra', 3, '-0.01', '250.00'], ['farid', 5, '-0.22', '0.00'],
    ])
  })

  await t.test('the results and the balances come out the same when the events are folded again', async t => {
    const replayed = await contestFromEvents(w.store, contestId)
    // Sealed and paid, the contest is finished: the read model let its results go and the result page reads the stream (ADR 0035).
    t.equal(w.modules.contest.view.get(contestId)!.finished, true, 'the read model holds the finished contest without its results')
    t.same(byName(replayed.results!, people), final)
    t.same([...replayed.awarded].sort(), [as('asha').id, as('bala').id, as('chitra').id].sort())
    for (const name of names) t.same(await walletFromEvents(w.store, as(name).id), walletsAtEnd[name], `${name}'s wallet stream alone gives the balances`)
  })

  await t.test('a restarted platform rebuilds the same record and pays nobody twice', async t => {
    const before = (await post(w, '/api/contest-results', as('asha').token, { contestId })).data
    const boardBefore = await board(w)
    const again = await w.restart()
    await again.modules.contest.tick()
    await again.settle()
    // The new relay republishes the whole log; once a newcomer's bonus is paid, every earlier sign-up was seen again.
    await bonusLanded(again, await signUp(again, 'gita'), '50.00')
    for (const name of names) {
      t.equal(await countIn(again.store, streams.wallet(as(name).id), 'PrizeCredited'), final[name].prize === '0.00' ? 0 : 1, `${name} paid once at most`)
      t.equal(await countIn(again.store, streams.wallet(as(name).id), 'BonusCredited'), 1, `${name}'s bonus paid once`)
      t.same(await balances(again, as(name)), walletsAtEnd[name])
    }
    t.equal(await countIn(again.store, streams.contest(contestId), 'PrizeAwarded'), 3)
    t.same((await post(again, '/api/contest-results', as('asha').token, { contestId })).data, before, 'the same result from the rebuilt view')
    t.same(await board(again), boardBefore, 'the board of the ended contest, rebuilt from events, is the board it ended with')
  })
})

type Settled = { results: { userId: string; rank: number; portfolioValue: string; gainPercent: string; orderCount: number; filledTrades: number; prize: string }[]; undistributed: string }

/** Results keyed by player name, in the plan's shape. */
function byName(results: readonly Settled['results'][number][], people: Record<Name, Player>) {
  const nameOf = new Map(Object.entries(people).map(([name, p]) => [p.id, name]))
  return Object.fromEntries(results.map(r => [nameOf.get(r.userId), { value: r.portfolioValue, gain: r.gainPercent, rank: r.rank, prize: r.prize, orders: r.orderCount, fills: r.filledTrades }]))
}

const byRankAndName = (a: [string, number], b: [string, number]) => a[1] - b[1] || a[0].localeCompare(b[0])

/** Rows in rank order, tied rows by user id: the two boards break ties their own way. */
const sortedRows = (rows: { rank: number; user_id: string }[]) => [...rows].sort((a, b) => a.rank - b.rank || a.user_id.localeCompare(b.user_id))
