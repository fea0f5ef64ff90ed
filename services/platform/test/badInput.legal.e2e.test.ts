import t from 'tap'
import { needs } from '@arena/testing'
import type { Call } from './support/client'
import { refusalChecks } from './support/expectations'
import { formBody, files } from './support/forms'
import { signUp } from './support/people'
import { bootPlatform } from './support/platformUnderTest'
import { cast } from './support/richPlayer'

/**
 * The legal gates' refusals (issue 12): the once-only declaration, a paid join without it, a
 * prize pool its levels cannot pay, and releasing a withdrawal that is not held. Each is a 4xx
 * with the error body and the spec-style field texts, and writes nothing.
 */
t.test('the legal gates refuse bad input with a clear 4xx and change nothing', needs('postgres'), async t => {
  const put = await bootPlatform(t)
  const c = await cast(put, 'legalcast')
  const fresh = await signUp(put, 'undeclared', undefined, { declared: false })

  const refused = refusalChecks(t, put)
  const declare = (json: Record<string, unknown>, token = fresh.token): Call => ({ method: 'POST', url: '/api/player-declaration', token, json })

  await refused('a declaration without fields', declare({}), [400], { dob: 'Please enter your date of birth', state: 'Please select your state of residence' })
  await refused('a declaration with an impossible date', declare({ dob: '1990-02-30', state: 'Goa' }), [400], { dob: 'Please enter valid dob' })
  await refused('a declaration under 18', declare({ dob: '2015-06-01', state: 'Goa' }), [400], { dob: 'You must be at least 18 years old to participate' })
  await refused('a declaration with an unknown state', declare({ dob: '1990-05-14', state: 'Atlantis' }), [400], { state: 'Please select your state of residence' })
  await refused('a second declaration', declare({ dob: '1980-01-01', state: 'Goa' }, c.rich.token), [409])
  await refused('a declaration without a token', { ...declare({ dob: '1990-05-14', state: 'Goa' }), token: undefined }, [401])

  await refused('a paid join before the declaration', {
    method: 'POST', url: '/api/participateCondition', token: fresh.token, json: { contest_id: c.rich.contestId, cashWalletChecked: true },
  }, [428], { dob: 'Please enter your date of birth', state: 'Please select your state of residence' })

  const contest = {
    contestName: 'Promise Cup', startTime: '2099-01-01T10:00', endTime: '2099-01-01T11:00', entryFee: '100', virtualFund: '10000',
    winningAmount: '1000', levels: '100', max_particepate: '10', pairs: 'BTCUSDT', description: '',
  }
  const form = formBody(contest, { contestLogo: files.png() })
  await refused('a contest whose pool its levels cannot pay', { method: 'POST', url: '/api/contest-add', token: c.boss.token, raw: form.raw, headers: form.headers }, [400], {
    winningAmount: 'Prize pool must equal the sum of the prize levels',
  })

  const release = (id: string, token = c.boss.token): Call => ({ method: 'POST', url: `/api/admin/withdrawals/${id}/release`, token, json: {} })
  await refused('releasing a withdrawal that is not held', release(c.rich.withdrawalId), [409])
  await refused('releasing an unknown withdrawal', release('5f0c1d2e-0000-4000-8000-000000000000'), [404])
  await refused('a player releasing a withdrawal', release(c.rich.withdrawalId, c.rich.token), [403])
})
