// The startup bench's history (scripts/bench/startup/history.ts) must be one the product folds:
// written into a fresh schema, then read by the whole platform (every module's read models), which
// must skip nothing and show what the generator decided: the settled contest's standings, the
// winner's wallet and name, the live contest's players.
import { Writable } from 'node:stream'
import t from 'tap'
import { PostgresEventStore } from '@arena/eventstore/postgres'
import { createLogger } from '@arena/service-kit'
import { ManualClock, needs, platformPlace } from '@arena/testing'
import { platformConfig, startPlatform } from '../../services/platform/src/index'
import type { RecordedEvent } from '@arena/contracts'
import { PortfolioProjection } from '../../services/leaderboard/src/readModel/portfolioProjection'
import { ContestTermsView } from '@arena/contest'
import { standingsOf } from '../../services/leaderboard/src/readModel/standings'
import { writeHistory } from '../bench/startup/history'

t.setTimeout(180_000)

t.test('the startup bench\'s history folds in every read model without a skipped event', needs('postgres'), async t => {
  const { url, schema, dataDir } = await platformPlace(t, 'startup_history')
  const now = Date.parse('2026-06-01T12:00:00.000Z')
  const store = await PostgresEventStore.connect({ url, schema })
  const { summary, head } = await writeHistory(store, { events: 2000, playersPerContest: 10, ordersPerPlayer: 6, now })
    .then(async summary => ({ summary, head: await store.headPosition() }))
    .finally(() => store.close())
  t.equal(head, summary.events, 'the store holds every event written')
  t.ok(summary.events >= 2000, `at least the events asked for (${summary.events})`)
  t.ok(summary.contests.settled >= 1 && summary.contests.live === 2 && summary.contests.upcoming === 1, `settled, live and upcoming contests: ${JSON.stringify(summary.contests)}`)
  const { settled, liveContestId, winner } = summary.samples
  if (!settled || !liveContestId || !winner) return t.fail(`samples missing: ${JSON.stringify(summary.samples)}`)

  const errors: string[] = []
  const logger = createLogger('startup-history', { level: 'error' }, new Writable({ write(line, _encoding, done) { errors.push(String(line)); done() } }))
  // The history's players have no sign-up bonus event; the bonus saga would pay one moments after
  // start, racing the balance check below. What is checked here is the fold, so the saga pays none.
  const config = platformConfig({ DATABASE_URL: url, EVENTSTORE_SCHEMA: schema, DATA_DIR: dataDir, PORT: '0', MARKET_FEED: 'simulated', MARKET_SEED: '7', REGISTRATION_BONUS: '0', REFERRAL_BONUS: '0' })
  const platform = await startPlatform(config, { logger, clock: new ManualClock(new Date(now).toISOString()) })
  t.teardown(() => platform.close())
  const atStart = await platform.infrastructure.store.headPosition()
  await Promise.all([platform.contest.caughtUpTo(atStart), platform.matching.caughtUpTo(atStart), platform.leaderboard.caughtUpTo(atStart)])
  // Identity's and the wallet's read models have no position to wait for here; the gateway's readiness covers them.
  const deadline = Date.now() + 60_000
  while ((await platform.app.inject({ url: '/api/ready' })).statusCode !== 200) {
    if (Date.now() > deadline) return t.fail('the platform never became ready')
    await new Promise(resolve => setImmediate(resolve))
  }

  t.same(errors, [], 'no read model skipped an event or failed')
  // The platform's leaderboard forgets a contest once settled (ADR 0035); the fold that keeps it
  // ranks it from its accounts' events, as the leaderboard did before settlement.
  // Its contests' terms and final prices are the contest's view of its own events, applied as the module applies them.
  const kept = new PortfolioProjection({ forgetSettled: false })
  const terms = new ContestTermsView()
  for (let from = 0, page: RecordedEvent[]; (page = await platform.infrastructure.store.readAll(from, 1000)).length > 0; from = page.at(-1)!.position) {
    for (const event of page) {
      kept.apply(event)
      terms.apply(event)
    }
  }
  for (const fact of terms.all()) kept.applyTerms(fact)
  const standings = standingsOf(kept, settled.contestId)
  t.same(
    standings.map(s => ({ userId: s.userId, portfolioValue: s.portfolioValue, orderCount: s.orderCount, filledTrades: s.filledTrades, frozen: s.accountFrozen })),
    settled.results.map(r => ({ userId: r.userId, portfolioValue: r.portfolioValue, orderCount: r.orderCount, filledTrades: r.filledTrades, frozen: true })),
    'the leaderboard ranks the settled contest as its accounts\' events say',
  )
  t.equal((await platform.contest.commands.load(settled.contestId)).phase, 'settled')
  t.equal(platform.identity.view.byId(winner.userId)?.name, winner.name, 'identity knows the winner')
  t.same(platform.wallet.view.balances(winner.userId), winner.balances, 'the winner\'s wallet shows fees, bonus, deposit and prizes')
  t.equal((await platform.leaderboard.standings(liveContestId)).length, 10, 'the live contest has its players')
})
