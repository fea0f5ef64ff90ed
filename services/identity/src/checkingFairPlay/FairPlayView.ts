import { categoryOf, idOf, type RecordedEvent } from '@arena/contracts'
import type { Checkpointable, Projection } from '@arena/service-kit'
import { checked, FairPlayCheckpoint, IDENTITY_FOLD_VERSION } from '../readModel/checkpoints'
import { detectFlags, normalizeValue, type FairPlayRules, type Flag, type SharedKind, type Sighting, type SignUp } from './detectFlags'

const keyOf = (kind: SharedKind, value: string) => `${kind}\n${normalizeValue(kind, value)}`

/**
 * What fair-play checks look at, folded from identity's events: devices from login rows, bank
 * accounts and UPI ids from `bank-<userId>`, PANs from `kyc-<userId>`, and each account's
 * sign-up address (its first login row). Indexed by value, so one winner's flags cost only
 * the accounts that share something with them.
 */
export class FairPlayView implements Projection<void>, Checkpointable {
  readonly foldVersion = IDENTITY_FOLD_VERSION
  readonly #sightings = new Map<string, Sighting[]>()
  readonly #keysOf = new Map<string, Set<string>>()
  readonly #signups = new Map<string, SignUp>()
  readonly #signupsByIp = new Map<string, SignUp[]>()
  #position = 0
  readonly reads = { categories: ['user', 'bank', 'kyc'] }

  get position(): number {
    return this.#position
  }

  apply(event: RecordedEvent): void {
    this.#position = Math.max(this.#position, event.position)
    const userId = idOf(event.stream)
    const data = event.data as Record<string, unknown>
    switch (`${categoryOf(event.stream)}/${event.type}`) {
      case 'user/LoginRecorded':
        this.#signUp({ userId, ip: String(data.ip), at: String(data.date) })
        if (typeof data.deviceId === 'string') this.#see({ kind: 'device', userId, value: data.deviceId, at: String(data.date) })
        return
      case 'bank/BankDetailAdded':
        return this.#see({ kind: 'bank', userId, value: String(data.accountNo), at: String(data.at) })
      case 'bank/UpiDetailAdded':
        return this.#see({ kind: 'upi', userId, value: String(data.upiId), at: String(data.at) })
      case 'kyc/KycPanSubmitted':
        return this.#see({ kind: 'pan', userId, value: String(data.panNo), at: String(data.at) })
    }
  }

  /** Every flag on the platform, for the admin page. */
  flags(rules: FairPlayRules): Flag[] {
    return detectFlags({ sightings: [...this.#sightings.values()].flat(), signups: [...this.#signups.values()] }, rules)
  }

  /** The flags naming this account (settlement asks once per winner). */
  flagsOf(userId: string, rules: FairPlayRules): Flag[] {
    const sightings = [...(this.#keysOf.get(userId) ?? [])].flatMap(key => this.#sightings.get(key) ?? [])
    const ip = this.#signups.get(userId)?.ip
    const signups = ip === undefined ? [] : (this.#signupsByIp.get(ip) ?? [])
    return detectFlags({ sightings, signups }, rules).filter(f => f.accounts.some(a => a.userId === userId))
  }

  /** Sightings, each user's values and sign-ups as JSON (`FairPlayCheckpoint`); the index by IP follows from the sign-ups. */
  checkpoint(): FairPlayCheckpoint {
    return { sightings: [...this.#sightings], keysOf: [...this.#keysOf].map(([userId, keys]) => [userId, [...keys]]), signups: [...this.#signups.values()] }
  }

  /** Takes up a checkpoint written at `position`, on a view that has applied nothing. */
  async restore(json: unknown, position: number): Promise<void> {
    if (this.#position !== 0 || this.#signups.size > 0 || this.#sightings.size > 0) throw new Error('a checkpoint is restored into a view that has applied nothing')
    const checkpoint = checked(FairPlayCheckpoint, 'fair-play', json)
    for (const [key, sightings] of checkpoint.sightings) this.#sightings.set(key, sightings)
    for (const [userId, keys] of checkpoint.keysOf) this.#keysOf.set(userId, new Set(keys))
    for (const signup of checkpoint.signups) this.#signUp(signup)
    this.#position = position
  }

  /**
   * One sighting per account and value, however often they are seen together (a player logging
   * in from their phone every day): the index grows with accounts and values, not with logins.
   * Flags need only each account's first time with the value and the value's first and last.
   */
  #see(sighting: Sighting): void {
    const key = keyOf(sighting.kind, sighting.value)
    const seen = this.#sightings.get(key)
    const again = seen?.find(s => s.userId === sighting.userId)
    if (again) {
      const times = [again.at, again.lastAt ?? again.at, sighting.at].sort()
      again.at = times[0]!
      if (times[2]! > times[0]!) again.lastAt = times[2]!
      return
    }
    if (seen) seen.push(sighting)
    else this.#sightings.set(key, [sighting])
    const keys = this.#keysOf.get(sighting.userId) ?? new Set()
    keys.add(key)
    this.#keysOf.set(sighting.userId, keys)
  }

  /** Only an account's first login row is its sign-up. */
  #signUp(signup: SignUp): void {
    if (this.#signups.has(signup.userId)) return
    this.#signups.set(signup.userId, signup)
    this.#signupsByIp.set(signup.ip, [...(this.#signupsByIp.get(signup.ip) ?? []), signup])
  }
}
