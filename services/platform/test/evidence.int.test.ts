import t from 'tap'
import { spawnSync } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { streams } from '@arena/contracts'
import { chain, Evidence, verifyBundle, type EvidenceRecord } from '@arena/contest'
import { accountHistoriesIn } from '@arena/matching'
import { ok, signUp } from './support/contestPeople'
import { formBody } from './support/forms'
import { PNG, settledContest } from './support/settledContest'
import { contestForm, names } from './support/wholeContestPlan'

type Parsed = { n: number; prev: string } & EvidenceRecord

const parse = (text: string): Parsed[] => text.trimEnd().split('\n').map(l => JSON.parse(l) as Parsed)
const lineOf = (lines: Parsed[], match: (l: Parsed) => boolean): Parsed => lines.find(match) ?? t.fail('no such line') as never
/** The bundle with one line changed and, like a careful forger, every hash after it recomputed. */
const forged = (lines: Parsed[], n: number, change: (l: Parsed) => Parsed): string =>
  chain(lines.map(l => (l.n === n ? change(l) : l)).map(({ n: _n, prev: _p, ...record }) => record as EvidenceRecord)).text
/** The bundle with one line's text changed and nothing else. */
const edited = (text: string, n: number, change: (line: string) => string): string =>
  text.split('\n').map((line, i) => (i + 1 === n ? change(line) : line)).join('\n')

t.test('a settled contest\'s evidence bundle is sealed, verifies whole and pseudonymised, and any altered line fails by its number', async t => {
  const { w, contestId, boss, people } = await settledContest(t)
  const sealed = (await w.store.readStream(streams.contest(contestId))).filter(e => e.type === 'ContestEvidenceSealed')
  t.equal(sealed.length, 1, 'the head hash is recorded once in the contest\'s log at settlement')
  const sealedHash = (sealed[0]!.data as { lastHash: string }).lastHash

  const whole = await w.call({ method: 'GET', url: `/api/admin/contest/${contestId}/evidence`, token: boss.token })
  t.equal(whole.statusCode, 200)
  t.equal(whole.headers['x-evidence-head'], sealedHash, 'the download ends in the sealed hash')
  const again = (await new Evidence(w.store, accountHistoriesIn(w.store)).whole(contestId))!
  t.equal(again.text, whole.text, 'rebuilt from the events, byte for byte the same')
  const verdict = verifyBundle(whole.text)
  t.match(verdict, { ok: true, summary: { form: 'whole', players: 6, winners: 3, paid: '1000.00', head: sealedHash, fillsWithoutMarketPrice: 0 } })
  const lines = parse(whole.text)
  t.ok(lines.some(l => l.kind === 'price' && l.use === 'stop'), 'the stop-loss trigger price is there')
  t.ok(lines.some(l => l.kind === 'cancel' && l.reason === 'user'), 'the cancel is there')
  t.same(lines.filter(l => l.kind === 'price' && l.use === 'final').map(l => (l as { symbol: string }).symbol), ['BTCUSDT', 'ETHUSDT'], 'the final valuation prices')

  await t.test('a player\'s copy names every player by a pseudonym and verifies on its own', async t => {
    const mine = await w.call({ method: 'GET', url: `/api/contest/${contestId}/evidence`, token: people.asha.token })
    t.equal(mine.statusCode, 200)
    t.match(verifyBundle(mine.text), { ok: true, summary: { form: 'pseudonymised', players: 6, winners: 3, head: mine.headers['x-evidence-head'] } })
    for (const name of names) t.notOk(mine.text.includes(people[name].id), `${name}'s user id is not in asha's copy`)
    const first = parse(mine.text)[0] as Extract<Parsed, { kind: 'bundle' }>
    t.equal(first.sealedHead, sealedHash, 'the copy names the sealed hash of the whole bundle')
    const own = parse(mine.text).filter(l => 'player' in l && (l as { player: string }).player === first.you)
    t.equal(own.filter(l => l.kind === 'order').length, lines.filter(l => l.kind === 'order' && (l as { player: string }).player === people.asha.id).length, 'asha sees all her orders under her own name')
    const head = (await ok(w, { method: 'GET', url: `/api/contest/${contestId}/evidence/head`, token: people.asha.token })).data
    t.same(head, { sealedHash, yourCopyHash: mine.headers['x-evidence-head'], played: true }, 'the result page shows both hashes')
  })

  await t.test('one altered line fails the verifier, naming that line', async t => {
    const fillPrice = lineOf(lines, l => l.kind === 'price' && l.use === 'fill' && l.source.startsWith('market trade'))
    const side = (lineOf(lines, l => l.kind === 'order' && l.orderId === (fillPrice as { orderId: string }).orderId) as { side: string }).side
    // A price the limit could not have filled at: above a buy's limit, below a sell's.
    const impossible = side === 'Buy' ? '99999999.00000000' : '1.00000000'
    const fill = lineOf(lines, l => l.kind === 'fill')
    const winner = lineOf(lines, l => l.kind === 'result' && l.rank === 1)
    const loser = lineOf(lines, l => l.kind === 'result' && l.prize === '0.00' && l.rank > 1)
    const final = lineOf(lines, l => l.kind === 'price' && l.use === 'final')
    const cases: [string, number, (l: Parsed) => Parsed, RegExp][] = [
      ['a market price', fillPrice.n, l => ({ ...l, price: impossible }), /does not cross/],
      ['a fill', fill.n, l => ({ ...l, total: '1.00000000' }), /total is 1.00000000, recomputed/],
      ['a rank', loser.n, l => ({ ...l, rank: 1 }), /rank is 1, recomputed/],
      ['a prize', winner.n, l => ({ ...l, prize: '900.00' }), /prize is 900.00, recomputed 500/],
      ['a final price', final.n, l => ({ ...l, price: '99999.00000000' }), /portfolioValue|gainPercent|result/],
    ]
    for (const [what, n, change, message] of cases) {
      const rechained = verifyBundle(forged(lines, n, change))
      if (what === 'a final price') {
        // A final price is checked where it is used: the first result it changes.
        t.match(rechained, { ok: false, message }, `${what} changed and re-hashed: the results no longer add up`)
        t.ok(!rechained.ok && rechained.line > n)
      } else {
        t.match(rechained, { ok: false, line: n, message }, `${what} changed and re-hashed: line ${n} named`)
      }
      const raw = verifyBundle(edited(whole.text, n, line => JSON.stringify(change(JSON.parse(line) as Parsed))))
      t.match(raw, { ok: false }, `${what} changed in place: it fails`)
      t.ok(!raw.ok && raw.line <= n + 1 && raw.line >= n, `${what} changed in place: the line or the hash after it is named`)
    }
    const hash = verifyBundle(edited(whole.text, 7, line => line.replace(/"prev":"[0-9a-f]/, '"prev":"x')))
    t.match(hash, { ok: false, line: 7, message: /prev is/ }, 'a hash changed: its line is named')
    const dropped = verifyBundle(whole.text.split('\n').filter((_, i) => i !== 9).join('\n'))
    t.match(dropped, { ok: false, line: 10, message: /n is 11, expected 10/ }, 'a line removed: the gap is named')
    t.match(verifyBundle(whole.text.split('\n').slice(0, -2).join('\n')), { ok: false, message: /ends before its prizes line/ }, 'a bundle cut short fails')
    const quiet = verifyBundle(edited(whole.text, 4, line => line.replace(/"at":"2026-03-02T0/, '"at":"2026-03-01T0')))
    t.match(quiet, { ok: false, line: 5, message: /prev is/ }, 'a change the rules cannot see still breaks the chain on the next line')
  })

  await t.test('the CLI exits 0 with a summary on the bundle and 1 naming the line on a forged one', async t => {
    const dir = await mkdtemp(join(tmpdir(), 'evidence-'))
    const good = join(dir, 'good.jsonl')
    const bad = join(dir, 'bad.jsonl')
    await writeFile(good, whole.text)
    await writeFile(bad, forged(lines, winner().n, l => ({ ...l, prize: '900.00' })))
    const root = resolve(import.meta.dirname, '../../..')
    const run = (file: string) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verify-contest.ts', file], { cwd: root, encoding: 'utf8' })
    const passed = run(good)
    t.equal(passed.status, 0, passed.stderr)
    t.match(passed.stdout, new RegExp(`OK contest ${contestId}[\\s\\S]*6 players[\\s\\S]*3 winners paid 1000.00 INR[\\s\\S]*last hash ${sealedHash}`))
    const failed = run(bad)
    t.equal(failed.status, 1)
    t.match(failed.stderr, new RegExp(`MISMATCH line ${winner().n}: .*prize is 900.00`))
    function winner() {
      return lineOf(lines, l => l.kind === 'result' && l.rank === 1)
    }
  })

  await t.test('only players of the contest and admins download it', async t => {
    const stranger = await signUp(w, 'gita')
    const get = (url: string, token?: string) => w.call({ method: 'GET', url, token })
    t.match(await get(`/api/contest/${contestId}/evidence`, stranger.token), { statusCode: 403, body: { message: 'Only players of this contest can download its evidence' } })
    t.match(await get(`/api/admin/contest/${contestId}/evidence`, people.asha.token), { statusCode: 403 }, 'a player cannot take the whole bundle')
    t.match(await get(`/api/contest/${contestId}/evidence`), { statusCode: 401 })
    t.match(await get('/api/contest/no-such-contest/evidence', people.asha.token), { statusCode: 404, body: { message: 'Contest not found' } })
    t.match(await get('/api/admin/contest/no-such-contest/evidence', boss.token), { statusCode: 404 })
    t.match(await get(`/api/contest/${contestId}/evidence/head`, stranger.token), { statusCode: 200, body: { data: { sealedHash: /^[0-9a-f]{64}$/, yourCopyHash: null, played: false } } })
    const form = formBody({ ...contestForm, contestName: 'Not Yet Played', startTime: '2026-03-09T11:00', endTime: '2026-03-09T12:00' }, { contestLogo: PNG })
    const upcoming: string = (await ok(w, { method: 'POST', url: '/api/contest-add', token: boss.token, raw: form.raw, headers: form.headers })).data._id
    t.match(await get(`/api/admin/contest/${upcoming}/evidence`, boss.token), { statusCode: 409, body: { message: 'The evidence is available once the contest is settled' } })
  })
})
