import t from 'tap'
import { readFile } from 'node:fs/promises'
import { verifyBundle } from '@arena/contest'
import { needs } from '@arena/testing'
import { indiaInput, startContestApp } from './contestBrowserApp'

const MINUTE = 60_000

t.test('a settled contest\'s result page shows its sealed hash; its player and an admin download bundles that verify', needs('chromium'), async t => {
  const app = await startContestApp(t)
  const t0 = app.clock.now().getTime()
  const fields = { contestName: 'Evidence Cup', startTime: indiaInput(t0 + 10 * MINUTE), endTime: indiaInput(t0 + 60 * MINUTE), entryFee: '0', virtualFund: '5000', winningAmount: '0', max_particepate: '5', pairs: 'ETHUSDT', description: '' }
  const added = await app.addContest(fields)
  t.equal(added.status, 200, `contest-add answered ${added.status}`)
  const contestId = ((await added.json()) as { data: { _id: string } }).data._id

  const player = await app.signedIn('u-asha', 'Asha')
  const joined = await fetch(`${app.url}/api/participateCondition`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await app.token('u-asha', 'Asha')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ contest_id: contestId, entryFee: '0', virtualFund: '5000', max_particepate: 5, cashWalletChecked: true, winningWalletChecked: false, rewardWalletChecked: false }),
  })
  t.equal(joined.status, 200, `participateCondition answered ${joined.status}`)
  app.clock.advance(61 * MINUTE)
  await app.contest.tick()
  const sealed = app.contest.view.get(contestId)!.state.evidenceHash
  t.match(sealed, /^[0-9a-f]{64}$/, 'settlement sealed the evidence')

  await player.goto(`${app.url}/trading-contest/${contestId}`)
  const panel = player.getByRole('region', { name: 'Evidence' })
  await panel.getByText(sealed!).waitFor()
  t.pass('the result page shows the sealed last hash')
  const [download] = await Promise.all([player.waitForEvent('download'), panel.getByRole('button', { name: 'Download evidence' }).click()])
  const copy = await readFile((await download.path())!, 'utf8')
  const verdict = verifyBundle(copy)
  t.match(verdict, { ok: true, summary: { form: 'pseudonymised', players: 1 } }, 'the player\'s copy verifies')
  if (verdict.ok) await panel.getByText(verdict.summary.head).waitFor()
  t.pass('the page names the copy\'s own last hash too')
  t.notOk(copy.includes('u-asha'), 'the copy names the player by pseudonym')

  const stranger = await app.signedIn('u-bala', 'Bala')
  await stranger.goto(`${app.url}/trading-contest/${contestId}`)
  await stranger.getByRole('region', { name: 'Evidence' }).getByText(sealed!).waitFor()
  t.equal(await stranger.getByRole('button', { name: 'Download evidence' }).count(), 0, 'someone who did not play sees the hash, not a download')

  const admin = await app.signedIn('admin-1', 'Admin', 'admin')
  await admin.goto(`${app.url}/admin/contests`)
  const [whole] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download evidence of Evidence Cup' }).click()])
  t.match(verifyBundle(await readFile((await whole.path())!, 'utf8')), { ok: true, summary: { form: 'whole', head: sealed } }, 'the admin\'s whole bundle ends in the sealed hash')
})
