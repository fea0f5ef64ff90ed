import t from 'tap'
import type { RecordedEvent } from '@arena/contracts'
import { defaultFairPlayRules, holdReason, maskValue, sharedValueFlags, signupBurstFlags, type FairPlayRules, type Sighting } from '../src/checkingFairPlay/detectFlags'
import { FairPlayView } from '../src/checkingFairPlay/FairPlayView'

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString()
const rules: FairPlayRules = { signupsPerIp: 3, signupWindowMs: 60 * 60_000, ignoredIps: ['127.0.0.1'] }
const seen = (kind: Sighting['kind'], userId: string, value: string, minute = 0): Sighting => ({ kind, userId, value, at: at(minute) })

t.test('two accounts on one device are flagged with both accounts and when they were seen', async t => {
  const [flag, ...rest] = sharedValueFlags([seen('device', 'u1', 'dev-aaaaaaaaaaaaaaaa', 1), seen('device', 'u2', 'dev-aaaaaaaaaaaaaaaa', 5), seen('device', 'u3', 'dev-bbbbbbbbbbbbbbbb', 2)])
  t.same(rest, [])
  t.same(flag, { kind: 'device', value: 'dev-aaaaaaaaaaaaaaaa', accounts: [{ userId: 'u1', at: at(1) }, { userId: 'u2', at: at(5) }], firstAt: at(1), lastAt: at(5) })
})

t.test('one bank account number under two accounts is flagged, the number masked to its last four digits', async t => {
  const flags = sharedValueFlags([seen('bank', 'u1', '001234567890'), seen('bank', 'u2', '0012 3456 7890', 3)])
  t.equal(flags.length, 1)
  t.equal(flags[0]!.kind, 'bank')
  t.equal(flags[0]!.value, '********7890')
  t.same(flags[0]!.accounts.map(a => a.userId), ['u1', 'u2'])
})

t.test('one UPI id under two accounts is flagged whatever its case, masked but keeping its handle', async t => {
  const flags = sharedValueFlags([seen('upi', 'u1', 'asha@okaxis'), seen('upi', 'u2', 'ASHA@OKAXIS', 3)])
  t.equal(flags.length, 1)
  t.equal(flags[0]!.value, 'as**@okaxis')
})

t.test('one PAN under two accounts is flagged, masked to its last four characters', async t => {
  const flags = sharedValueFlags([seen('pan', 'u1', 'ABCDE1234F'), seen('pan', 'u2', 'abcde1234f', 3)])
  t.equal(flags.length, 1)
  t.equal(flags[0]!.kind, 'pan')
  t.equal(flags[0]!.value, '******234F')
})

t.test('a value seen twice with the same account, or different values, flag nobody', async t => {
  t.same(sharedValueFlags([seen('pan', 'u1', 'ABCDE1234F'), seen('pan', 'u1', 'ABCDE1234F', 4), seen('pan', 'u2', 'ZZZZZ9999Z'), seen('bank', 'u3', 'ABCDE1234F')]), [])
})

t.test('as many sign-ups from one address as the rule says within the window flag them all', async t => {
  const signups = [1, 10, 20].map((m, i) => ({ userId: `u${i}`, ip: '10.0.0.7', at: at(m) }))
  const flags = signupBurstFlags(signups, rules)
  t.equal(flags.length, 1)
  t.same(flags[0], { kind: 'signupIp', value: '10.0.0.7', accounts: [{ userId: 'u0', at: at(1) }, { userId: 'u1', at: at(10) }, { userId: 'u2', at: at(20) }], firstAt: at(1), lastAt: at(20) })
})

t.test('fewer sign-ups, or the same number spread wider than the window, flag nobody', async t => {
  t.same(signupBurstFlags([1, 10].map((m, i) => ({ userId: `u${i}`, ip: '10.0.0.7', at: at(m) })), rules), [])
  const spread = [0, 40, 80, 120].map(m => new Date(Date.UTC(2026, 2, 1, 10, m)).toISOString())
  t.same(signupBurstFlags(spread.map((a, i) => ({ userId: `u${i}`, ip: '10.0.0.7', at: a })), rules), [])
})

t.test('only the sign-ups inside a burst are flagged, not an earlier one from the same address', async t => {
  const signups = [{ userId: 'early', ip: '10.0.0.7', at: at(0) }, ...[200, 201, 202].map((m, i) => ({ userId: `u${i}`, ip: '10.0.0.7', at: new Date(Date.UTC(2026, 2, 1, 10, m)).toISOString() }))]
  t.same(signupBurstFlags(signups, rules)[0]!.accounts.map(a => a.userId), ['u0', 'u1', 'u2'])
})

t.test('ignored addresses (loopback by default) never make a burst', async t => {
  const signups = Array.from({ length: 50 }, (_, i) => ({ userId: `u${i}`, ip: '127.0.0.1', at: at(i % 60) }))
  t.same(signupBurstFlags(signups, rules), [])
  t.same(signupBurstFlags(signups.map(s => ({ ...s, ip: '::1' })), defaultFairPlayRules), [])
  t.equal(signupBurstFlags(signups, { ...rules, ignoredIps: [] }).length, 1)
})

t.test('the hold reason names each flag on the account and how many others share it', async t => {
  const flags = [...sharedValueFlags([seen('pan', 'u1', 'ABCDE1234F'), seen('pan', 'u2', 'ABCDE1234F')]), ...signupBurstFlags([0, 1, 2].map(m => ({ userId: `u${m}`, ip: '10.0.0.7', at: at(m) })), rules)]
  t.equal(holdReason('u1', flags), 'Shares a PAN (******234F) with 1 other account; Signed up from 10.0.0.7 with 2 other accounts in a short time')
  t.equal(holdReason('u9', flags), null)
})

t.test('masks never show more than the last four characters of an account number or PAN', async t => {
  t.equal(maskValue('bank', '1234'), '****')
  t.equal(maskValue('upi', 'a@ybl'), 'a*@ybl')
})

let position = 0
const recorded = (stream: string, type: string, data: Record<string, unknown>): RecordedEvent =>
  ({ id: `e${++position}`, stream, type, data, metadata: {}, version: 1, position }) as unknown as RecordedEvent

t.test('the view finds the flags from identity events: first login is the sign-up, later logins add devices', async t => {
  const view = new FairPlayView()
  const login = (userId: string, minute: number, ip: string, deviceId?: string) =>
    view.apply(recorded(`user-${userId}`, 'LoginRecorded', { ip, cityName: '', countryName: '', device: 'Desktop', browser: 'Chrome', os: 'Linux', date: at(minute), ...(deviceId ? { deviceId } : {}) }))
  login('a', 0, '10.0.0.1')
  login('b', 1, '10.0.0.2')
  login('a', 2, '10.0.0.9', 'device-000000000001')
  login('b', 3, '10.0.0.9', 'device-000000000001')
  login('c', 4, '10.0.0.9')
  login('d', 5, '10.0.0.9')
  view.apply(recorded('bank-c', 'BankDetailAdded', { bankId: 'k1', bankName: 'HDFC', accountNo: '001234567890', accountHolderName: 'C', ifscCode: 'HDFC0001234', branchName: 'X', chequeFile: 'c.png', at: at(6) }))
  view.apply(recorded('bank-d', 'BankDetailAdded', { bankId: 'k2', bankName: 'HDFC', accountNo: '001234567890', accountHolderName: 'D', ifscCode: 'HDFC0001234', branchName: 'X', chequeFile: 'd.png', at: at(7) }))
  view.apply(recorded('bank-c', 'UpiDetailAdded', { upiDetailId: 'p1', upiId: 'c@ybl', at: at(8) }))
  view.apply(recorded('kyc-e', 'KycPanSubmitted', { panNo: 'ABCDE1234F', file: 'p.png', at: at(9) }))
  t.same(view.flagsOf('a', rules).map(f => f.kind), ['device'], 'a shares a device with b; a later login from a busy address is no sign-up')
  t.same(view.flagsOf('c', rules).map(f => f.kind), ['bank'])
  t.same(view.flagsOf('e', rules), [])
  t.same(view.flags(rules).map(f => f.kind).sort(), ['bank', 'device'])
  t.same(view.flagsOf('c', { ...rules, signupsPerIp: 2 }).map(f => f.kind).sort(), ['bank', 'signupIp'], 'c and d signed up from one address')
})

t.test('an account seen again with a value adds nothing to the index, and the flags say what every sighting said', async t => {
  const view = new FairPlayView()
  const raw: Sighting[] = []
  const login = (userId: string, minute: number, deviceId: string) => {
    raw.push(seen('device', userId, deviceId, minute))
    // An address of its own per account: no sign-up burst among the flags.
    view.apply(recorded(`user-${userId}`, 'LoginRecorded', { ip: `10.0.0.${userId.charCodeAt(0)}`, cityName: '', countryName: '', device: 'Desktop', browser: 'Chrome', os: 'Linux', date: at(minute), deviceId }))
  }
  // Out of order once (minute 3 after 40): the first and last times are the earliest and latest, not the first and last applied.
  for (const minute of [5, 10, 20, 40, 3]) login('a', minute, 'device-000000000001')
  for (const minute of [7, 30, 50]) login('b', minute, 'device-000000000001')
  for (const minute of [1, 2]) login('a', minute, 'device-000000000002')
  login('c', 9, 'device-000000000003')
  t.same(view.flags(rules), sharedValueFlags(raw), 'the same flags as from every login')
  t.match(view.flags(rules), [{ kind: 'device', accounts: [{ userId: 'a', at: at(3) }, { userId: 'b', at: at(7) }], firstAt: at(3), lastAt: at(50) }])
  t.same(view.flagsOf('b', rules), sharedValueFlags(raw).filter(f => f.accounts.some(a => a.userId === 'b')))
  const sightings = view.checkpoint().sightings.flatMap(([, list]) => list)
  t.equal(sightings.length, 4, 'one sighting per account and device: 11 logins')
  t.same(sightings.find(s => s.userId === 'c'), seen('device', 'c', 'device-000000000003', 9), 'seen once: no lastAt')

  const restored = new FairPlayView()
  await restored.restore(JSON.parse(JSON.stringify(view.checkpoint())), view.position)
  t.same(restored.flags(rules), view.flags(rules), 'the checkpoint keeps the first and last times')
})
