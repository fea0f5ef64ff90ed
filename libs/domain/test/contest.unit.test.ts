import t from 'tap'
import { validateContest } from '../src/index'
import { file, KB, MB } from './support/uploads'

const contest = {
  contestLogo: file('png', 50 * KB),
  contestName: 'Weekend BTC Sprint',
  startTime: '2026-03-01T10:00',
  endTime: '2026-03-01T18:00',
  entryFee: '49',
  virtualFund: '10000',
}

t.test('a complete contest passes', async t => {
  t.strictSame(validateContest(contest), {})
  t.strictSame(validateContest({ ...contest, levels: '500,300,200', maxParticipants: '100' }), {})
})

t.test('every contest field is required', async t => {
  t.strictSame(validateContest({}), {
    contestLogo: 'Contest logo is required',
    contestName: 'Contest name is required',
    startTime: 'Start time is required',
    endTime: 'End time is required',
    entryFee: 'Entry fee is required',
    virtualFund: 'Virtual fund is required',
  })
})

t.test('an update may keep the old logo but a new one must be an image', async t => {
  const { contestLogo: _, ...rest } = contest
  t.strictSame(validateContest(rest, { requireLogo: false }), {})
  t.strictSame(validateContest({ ...contest, contestLogo: file('pdf', 1 * KB) }), { contestLogo: 'Please select valid Front image jpeg,png,gif.' })
  t.strictSame(validateContest({ ...contest, contestLogo: file('png', 11 * MB) }), { contestLogo: 'Maximum 10 MB Image allowed.' })
})

t.test('a contest ends after it starts', async t => {
  t.strictSame(validateContest({ ...contest, endTime: '2026-03-01T10:00' }), { endTime: 'End time must be after start time' })
  t.strictSame(validateContest({ ...contest, endTime: '2026-03-01T04:30Z' }), { endTime: 'End time must be after start time' }, 'the same instant written in UTC')
})

t.test('contest times must be real date-times', async t => {
  t.strictSame(validateContest({ ...contest, startTime: 'soon', endTime: '2026-02-30T10:00' }), {
    startTime: 'Please enter a valid start time',
    endTime: 'Please enter a valid end time',
  })
})

t.test('given the clock, a contest may not start in the past', async t => {
  t.strictSame(validateContest(contest, { now: new Date('2026-03-01T05:00:00Z') }), { startTime: 'Start time must be in the future' })
  t.strictSame(validateContest(contest, { now: new Date('2026-03-01T04:00:00Z') }), {})
})

t.test('an entry fee is 0 or more rupees and the virtual fund is above 0', async t => {
  t.strictSame(validateContest({ ...contest, entryFee: '0' }), {}, 'free contests are allowed')
  t.strictSame(validateContest({ ...contest, entryFee: '-1', virtualFund: '0' }), {
    entryFee: 'Entry fee must be an amount of 0 or more with at most 2 decimals',
    virtualFund: 'Virtual fund must be an amount greater than 0',
  })
  t.strictSame(validateContest({ ...contest, entryFee: '1.005', virtualFund: 'lots' }), {
    entryFee: 'Entry fee must be an amount of 0 or more with at most 2 decimals',
    virtualFund: 'Virtual fund must be an amount greater than 0',
  })
})

t.test('a contest name is at most 100 characters', async t => {
  t.strictSame(validateContest({ ...contest, contestName: 'x'.repeat(101) }), { contestName: 'Contest name must be at most 100 characters' })
})

t.test('prize levels and the seat limit are checked when given', async t => {
  t.strictSame(validateContest({ ...contest, levels: '500,,200', maxParticipants: '0' }), {
    levels: 'Prize levels must be comma-separated amounts, e.g. 500,300,200',
    maxParticipants: 'Max participants must be a whole number greater than 0',
  })
})

t.test('a prize pool must equal the sum of the levels, to the paisa; blank means the sum', async t => {
  const base = { contestName: 'Cup', startTime: '2026-03-01T16:00', endTime: '2026-03-01T17:00', entryFee: '100', virtualFund: '10000', contestLogo: undefined }
  const check = (winningAmount: string | undefined, levels: string | undefined) => validateContest({ ...base, winningAmount, levels }, { requireLogo: false }).winningAmount
  t.equal(check('1000', '100'), 'Prize pool must equal the sum of the prize levels')
  t.equal(check('1000.01', '500,500'), 'Prize pool must equal the sum of the prize levels')
  t.equal(check('500', undefined), 'Prize pool must equal the sum of the prize levels', 'no levels pay nothing')
  t.equal(check('1000.00', '500, 300,200'), undefined)
  t.equal(check('0', undefined), undefined)
  t.equal(check('', '100'), undefined)
  t.equal(check('1000', '500,x'), undefined, 'bad levels get their own message')
})
