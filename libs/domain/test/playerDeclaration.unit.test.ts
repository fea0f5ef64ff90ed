import t from 'tap'
import { validatePlayerDeclaration } from '../src/index'

const states = ['Goa', 'Tamil Nadu']
const check = (dob: string | undefined, state: string | undefined) => validatePlayerDeclaration({ dob, state, states, today: '2026-03-01' })

t.test('a declaration needs a real birth date making the player 18 today, and a known state', async t => {
  t.same(check('2008-03-01', 'Goa'), {}, 'eighteen today')
  t.same(check(' 1990-05-14 ', ' Tamil Nadu '), {}, 'spaces around are ignored; an excluded state is still a valid answer')
  t.same(check(undefined, undefined), { dob: 'Please enter your date of birth', state: 'Please select your state of residence' })
  t.same(check('2008-03-02', 'Goa'), { dob: 'You must be at least 18 years old to participate' })
  t.same(check('2001-02-29', 'Goa'), { dob: 'Please enter valid dob' })
  t.same(check('1990-05-14', 'Atlantis'), { state: 'Please select your state of residence' })
})
