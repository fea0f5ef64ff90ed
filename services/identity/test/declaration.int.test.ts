import t from 'tap'
import { identityFor, type Harness } from './support/harness'
import { adminToken, completeKyc, player } from './support/kyc'

const declare = (h: Harness, token: string | undefined, body: Record<string, unknown>) => h.post('/api/player-declaration', body, token)
const declaredEvents = async (h: Harness, id: string) =>
  (await h.store.readStream(`user-${id}`)).filter(e => e.type === 'PlayerDeclared')

t.test('a player declares birth date and state once; the contest facts come from it', async t => {
  const h = await identityFor(t)
  const { token, id } = await player(h, '9822300001', 'Declarer')
  t.same([await h.module.playerFacts.age(id), await h.module.playerFacts.state(id)], [null, null], 'nothing known before the declaration')
  t.equal((await declare(h, undefined, { dob: '1990-05-14', state: 'Karnataka' })).statusCode, 401)
  const res = await declare(h, token, { dob: '1990-05-14', state: 'Karnataka' })
  t.same(res.body, { status: true, message: 'Thank you, your details are saved', data: { dob: '1990-05-14', state: 'Karnataka' } })
  t.same([await h.module.playerFacts.age(id), await h.module.playerFacts.state(id)], [35, 'Karnataka'])
  t.match(await declaredEvents(h, id), [{ data: { dob: '1990-05-14', state: 'Karnataka', at: '2026-03-01T10:00:00.000Z' } }], 'stored as an event in the player stream')

  const again = await declare(h, token, { dob: '2000-01-01', state: 'Goa' })
  t.equal(again.statusCode, 409, 'never asked, nor changed, again')
  t.same(again.body, { status: false, message: 'You have already declared your date of birth and state' })
  t.same([await h.module.playerFacts.age(id), await h.module.playerFacts.state(id)], [35, 'Karnataka'])
})

t.test('a declaration with a missing or impossible date, under 18, or an unknown state is refused and nothing is stored', async t => {
  const h = await identityFor(t)
  const { token, id } = await player(h, '9822300002', 'Minor')
  const cases: [Record<string, unknown>, Record<string, string>][] = [
    [{}, { dob: 'Please enter your date of birth', state: 'Please select your state of residence' }],
    [{ dob: '2001-02-29', state: 'Goa' }, { dob: 'Please enter valid dob' }],
    [{ dob: '14/05/1990', state: 'Goa' }, { dob: 'Please enter valid dob' }],
    // The clock is 2026-03-01 in India: born 2008-03-02 is a day short of 18.
    [{ dob: '2008-03-02', state: 'Goa' }, { dob: 'You must be at least 18 years old to participate' }],
    [{ dob: '1990-05-14', state: 'Atlantis' }, { state: 'Please select your state of residence' }],
  ]
  for (const [body, errors] of cases) {
    const res = await declare(h, token, body)
    t.equal(res.statusCode, 400, JSON.stringify(body))
    t.same(res.body.errors, errors, JSON.stringify(body))
  }
  t.same(await declaredEvents(h, id), [])
  t.equal((await declare(h, token, { dob: '2008-03-01', state: 'Goa' })).statusCode, 200, 'eighteen today is old enough')
})

t.test('an excluded state is a valid declaration: the paid contest refuses, free ones stay open', async t => {
  const h = await identityFor(t)
  const { token, id } = await player(h, '9822300003', 'Chennai')
  t.equal((await declare(h, token, { dob: '1990-05-14', state: 'Tamil Nadu' })).statusCode, 200)
  t.equal(await h.module.playerFacts.state(id), 'Tamil Nadu')
})

t.test('the declaration is checked against KYC: a different birth date or state is a disagreement with the reason', async t => {
  const h = await identityFor(t)
  const admin = await adminToken(h)
  const honest = await player(h, '9822300004', 'Honest')
  const liar = await player(h, '9822300005', 'Liar')
  const silent = await player(h, '9822300006', 'Silent')
  await declare(h, honest.token, { dob: '1990-05-14', state: 'karnataka' })
  await declare(h, liar.token, { dob: '1999-01-01', state: 'Goa' })
  t.equal(await h.module.declarationCheck.disagreement(liar.id), null, 'no KYC yet: nothing to compare')
  for (const p of [honest, liar, silent]) await completeKyc(h, p.token, p.id, admin)
  t.equal(await h.module.declarationCheck.disagreement(honest.id), null, 'the same facts (any case) agree')
  t.equal(await h.module.declarationCheck.disagreement(silent.id), null, 'no declaration: nothing to disagree with')
  t.equal(await h.module.declarationCheck.disagreement(liar.id),
    'Declared date of birth 1999-01-01, KYC photo ID says 1990-05-14; Declared state Goa, KYC address proof says Karnataka')
})
