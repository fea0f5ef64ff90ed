import t from 'tap'
import { ManualClock } from '@arena/testing'
import { SlidingWindowLimiter } from '../src/adapters/SlidingWindowLimiter'
import { createSealer } from '../src/adapters/sealer'
import { createOtpHasher, hashPassword, randomOtp, verifyPassword } from '../src/adapters/secrets'
import { decideClaim, evolveClaim, initialClaim } from '../src/domain/claim'
import { IdentityError } from '../src/domain/errors'

const SECRET = 'a-secret-of-at-least-thirty-two-chars!!'

t.test('a sealed token opens only with the same key and purpose, and not once altered', async t => {
  const sealer = createSealer(SECRET)
  const token = sealer.seal('otp-challenge', { challengeId: 'c1' })
  t.match(token, /^[A-Za-z0-9_-]+$/, 'URL-safe, so it can sit in /login/{_id}')
  t.same(sealer.unseal('otp-challenge', token), { challengeId: 'c1' })
  t.equal(sealer.unseal('encrypted-mobile', token), undefined, 'another purpose')
  t.equal(createSealer(`${SECRET}x`).unseal('otp-challenge', token), undefined, 'another key')
  const flipped = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21)
  t.equal(sealer.unseal('otp-challenge', flipped), undefined, 'one changed character')
  t.equal(sealer.unseal('otp-challenge', 'short'), undefined)
  t.not(sealer.seal('p', 'same'), sealer.seal('p', 'same'), 'a fresh IV each time, so equal values do not look equal')
})

t.test('OTPs are six digits and their keyed hashes match only the same code and salt', async t => {
  for (let i = 0; i < 200; i++) t.match(randomOtp(), /^\d{6}$/)
  const hasher = createOtpHasher(SECRET)
  const salt = hasher.newSalt()
  const hash = hasher.hash('123456', salt)
  t.ok(hasher.matches('123456', salt, hash))
  t.notOk(hasher.matches('123457', salt, hash))
  t.notOk(hasher.matches('123456', hasher.newSalt(), hash))
  t.notOk(createOtpHasher(`${SECRET}x`).matches('123456', salt, hash), 'the server key is part of the hash')
})

t.test('a password hash verifies only the same password', async t => {
  const stored = await hashPassword('Secret#123')
  t.match(stored, /^scrypt\$16384\$8\$1\$/)
  t.ok(await verifyPassword('Secret#123', stored))
  t.notOk(await verifyPassword('Secret#124', stored))
  t.notOk(await verifyPassword('Secret#123', 'plain'))
})

t.test('the sliding window allows the limit per key and frees up as hits age', async t => {
  const clock = new ManualClock('2026-01-01T00:00:00Z')
  const limiter = new SlidingWindowLimiter({ limit: 2, windowMs: 60_000, clock })
  limiter.hit('a')
  clock.advance(10_000)
  limiter.hit('a')
  t.equal(limiter.retryAfterSeconds('a'), 50)
  t.equal(limiter.retryAfterSeconds('b'), 0, 'keys are independent')
  clock.advance(50_000)
  t.equal(limiter.retryAfterSeconds('a'), 0)
})

t.test('a claim has one holder; the holder may take it again and release it', async t => {
  const held = evolveClaim(initialClaim, decideClaim({ type: 'TakeClaim', userId: 'u1' }, initialClaim)[0]!)
  t.same(decideClaim({ type: 'TakeClaim', userId: 'u1' }, held), [])
  t.throws(() => decideClaim({ type: 'TakeClaim', userId: 'u2' }, held), IdentityError)
  t.same(decideClaim({ type: 'ReleaseClaim', userId: 'u2' }, held), [], 'only the holder releases')
  const freed = evolveClaim(held, decideClaim({ type: 'ReleaseClaim', userId: 'u1' }, held)[0]!)
  t.same(decideClaim({ type: 'TakeClaim', userId: 'u2' }, freed), [{ type: 'ClaimTaken', data: { userId: 'u2' } }])
})
